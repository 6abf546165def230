/** An image that loads directly and falls back to the media proxy when the direct load fails. */
import type { ComponentChildren } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { proxiedMediaUrl } from '../api'
import { imageUrl } from '../contract'

type Stage = 'direct' | 'proxy' | 'failed'

/** One rendition of the image for `srcset`: its URL and its width in pixels. */
export interface Rendition {
  url: string
  width: number
}

export function SmartImage({
  src,
  renditions,
  sizes,
  alt,
  class: className,
  width,
  height,
  fallback,
}: {
  src: string
  /** Other widths of the same image, for `srcset` (with `sizes`); the browser picks one. */
  renditions?: Rendition[]
  sizes?: string
  alt: string
  class?: string
  width?: number
  height?: number
  /** Shown when neither the direct nor the proxied load works. */
  fallback?: ComponentChildren
}) {
  // Only an absolute https URL (directly, then through the proxy) or a picture this site ships
  // (directly: the proxy fetches only from media hosts) is loaded; anything else is the fallback.
  const safe = imageUrl(src)
  const [stage, setStage] = useState<Stage>(safe ? 'direct' : 'failed')
  useEffect(() => setStage(safe ? 'direct' : 'failed'), [safe])
  const proxied = safe === null ? null : proxiedMediaUrl(safe)
  if (safe === null || stage === 'failed' || (stage === 'proxy' && proxied === null)) {
    return <>{fallback ?? null}</>
  }
  const url = stage === 'direct' ? safe : (proxied ?? safe)
  const srcSet = sizes === undefined ? undefined : srcSetOf(renditions ?? [], stage)
  return (
    <img
      class={className}
      sizes={srcSet && sizes}
      srcset={srcSet}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerpolicy="no-referrer"
      data-stage={stage}
      // Whichever candidate the browser chose failed: every one moves to the proxy together.
      onError={() => setStage(stage === 'direct' && proxied !== null ? 'proxy' : 'failed')}
    />
  )
}

/**
 * The `srcset` of `renditions` as this stage loads them, or undefined (plain `src`) when one of
 * them cannot be loaded that way or cannot be written in a `srcset` (a comma or a space in it).
 */
function srcSetOf(renditions: Rendition[], stage: 'direct' | 'proxy'): string | undefined {
  const entries: string[] = []
  for (const rendition of renditions) {
    const safe = imageUrl(rendition.url)
    const url = safe === null ? null : stage === 'direct' ? safe : proxiedMediaUrl(safe)
    if (url === null || /[\s,]/.test(url) || !(rendition.width > 0)) return undefined
    entries.push(`${url} ${Math.round(rendition.width)}w`)
  }
  return entries.length > 1 ? entries.join(', ') : undefined
}

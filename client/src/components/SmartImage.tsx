/** An image that loads directly and falls back to the media proxy when the direct load fails. */
import type { ComponentChildren } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { proxiedMediaUrl } from '../api'
import { imageUrl } from '../contract'

type Stage = 'direct' | 'proxy' | 'failed'

export function SmartImage({
  src,
  alt,
  class: className,
  width,
  height,
  fallback,
}: {
  src: string
  alt: string
  class?: string
  width?: number
  height?: number
  /** Shown when neither the direct nor the proxied load works. */
  fallback?: ComponentChildren
}) {
  // Only an absolute https URL is loaded, directly or through the proxy; anything else is the fallback.
  const safe = imageUrl(src)
  const [stage, setStage] = useState<Stage>(safe ? 'direct' : 'failed')
  useEffect(() => setStage(safe ? 'direct' : 'failed'), [safe])
  const proxied = safe === null ? null : proxiedMediaUrl(safe)
  if (safe === null || stage === 'failed' || (stage === 'proxy' && proxied === null)) {
    return <>{fallback ?? null}</>
  }
  const url = stage === 'direct' ? safe : (proxied ?? safe)
  return (
    <img
      class={className}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerpolicy="no-referrer"
      data-stage={stage}
      onError={() => setStage(stage === 'direct' && proxied !== null ? 'proxy' : 'failed')}
    />
  )
}

/**
 * What the media proxy may fetch: https only, on exactly an allowed provider media host,
 * default port, no credentials, no IP literals. Pure: no I/O here. Returns a reason
 * rather than throwing, so callers decide the answer.
 */

export const MAX_MEDIA_BYTES = 20 * 1024 * 1024
export const MAX_REDIRECTS = 3

export type MediaUrlCheck = { ok: true; url: URL } | { ok: false; reason: string }

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/
const NUMERIC_HOST = /^(?:0x[0-9a-f]+|\d+)(?:\.(?:0x[0-9a-f]+|\d+))*$/i

export function checkMediaUrl(raw: string, allowedHosts: readonly string[]): MediaUrlCheck {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: 'url must be an absolute https URL' }
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'only https media can be proxied' }
  if (url.username || url.password)
    return { ok: false, reason: 'URLs with credentials are refused' }
  if (url.port !== '') return { ok: false, reason: 'only the default https port is allowed' }
  const host = url.hostname.toLowerCase()
  if (host.startsWith('[') || IPV4.test(host) || NUMERIC_HOST.test(host)) {
    return { ok: false, reason: 'IP addresses are refused' }
  }
  if (!allowedHosts.includes(host))
    return { ok: false, reason: `host ${host} is not an allowed media host` }
  url.hash = ''
  return { ok: true, url }
}

/**
 * The media types X serves for what the normaliser emits: photos and previews (JPEG, PNG, GIF,
 * WebP, AVIF) and videos, for which it picks the MP4 variant (an HLS playlist is never a post's
 * media URL, and one proxied whole would point its player at segments outside the proxy).
 * Anything else is refused, SVG first: an image that can carry script.
 */
export const MEDIA_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
]

/** The type of a Content-Type header (without parameters, lower-cased), or '' when there is none. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

export function isMediaContentType(contentType: string | null): boolean {
  return MEDIA_TYPES.includes(mediaTypeOf(contentType))
}

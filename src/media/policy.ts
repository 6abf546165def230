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

/** Only images and videos pass; SVG is an image that can carry script, so it is served sandboxed. */
export function isMediaContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return /^(?:image|video)\/[a-z0-9.+-]+$/.test(type)
}

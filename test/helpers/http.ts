import { exports } from 'cloudflare:workers'

export interface JsonResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** Whether a body of this content type is text (the API's JSON, a page), not media bytes. */
function isText(contentType: string | null): boolean {
  return contentType === null || /^(?:text\/|application\/(?:[\w.+-]*\+)?json\b)/i.test(contentType)
}

/**
 * A request through the worker's own fetch handler, as the runtime would route it. The body is
 * parsed JSON, else its text; media (the proxy's images and videos) come as their bytes.
 */
export async function request<T = unknown>(
  path: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const response = await exports.default.fetch(new Request(`http://127.0.0.1:3847${path}`, init))
  if (!isText(response.headers.get('content-type'))) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    return { status: response.status, headers: response.headers, body: bytes as T }
  }
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: the test sees the raw text
  }
  return { status: response.status, headers: response.headers, body: body as T }
}

export interface ErrorShape {
  error: { code: string; message: string; requestId?: string }
}

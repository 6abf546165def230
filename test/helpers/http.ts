import { exports } from 'cloudflare:workers'

export interface JsonResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** A request through the worker's own fetch handler, as the runtime would route it. */
export async function request<T = unknown>(
  path: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const response = await exports.default.fetch(new Request(`http://127.0.0.1:3847${path}`, init))
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

/** Small helpers over node:http: bodies, forms, Authorization headers and answers. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Json } from './json.ts'

export const MAX_BODY_BYTES = 1_000_000

export class BodyTooLargeError extends Error {}

/** Reads the whole request body as UTF-8, refusing more than `MAX_BODY_BYTES`. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body too large')
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Parses a form-encoded body; a repeated field keeps its first value. */
export function parseForm(text: string): Record<string, string> {
  const form: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    if (!(key in form)) form[key] = value
  }
  return form
}

/** The query string as a record; a repeated parameter keeps its first value. */
export function queryRecord(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!(key in query)) query[key] = value
  }
  return query
}

export function isFormRequest(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
}

export type Authorization =
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'none' }
  | { kind: 'malformed' }

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** Reads an Authorization header (Bearer or Basic; Basic parts may be form-encoded). */
export function parseAuthorization(header: string | undefined): Authorization {
  if (!header) return { kind: 'none' }
  const match = /^(\w+)\s+(.+)$/.exec(header.trim())
  if (!match?.[1] || !match[2]) return { kind: 'malformed' }
  const scheme = match[1].toLowerCase()
  const value = match[2].trim()
  if (scheme === 'bearer') return { kind: 'bearer', token: value }
  if (scheme !== 'basic') return { kind: 'malformed' }
  const decoded = Buffer.from(value, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return { kind: 'malformed' }
  return {
    kind: 'basic',
    username: decodeComponent(decoded.slice(0, colon)),
    password: decodeComponent(decoded.slice(colon + 1)),
  }
}

export interface Answer {
  status: number
  headers?: Record<string, string>
  contentType?: string
  body?: string
}

/** Writes an answer unless the response is already finished or the client went away. */
export function send(res: ServerResponse, answer: Answer): void {
  if (res.writableEnded || res.destroyed) return
  const body = answer.body ?? ''
  res.statusCode = answer.status
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value)
  if (answer.body !== undefined) {
    res.setHeader('content-type', answer.contentType ?? 'application/json; charset=utf-8')
  }
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(body)
}

export function json(
  status: number,
  body: Json,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): Answer {
  return { status, headers, contentType, body: JSON.stringify(body) }
}

export function html(status: number, body: string, headers: Record<string, string> = {}): Answer {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body,
    headers: {
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      ...headers,
    },
  }
}

export function redirect(location: string): Answer {
  return { status: 302, headers: { location, 'cache-control': 'no-store' } }
}

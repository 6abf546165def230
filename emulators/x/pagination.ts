/** Opaque pagination tokens: an offset bound to the request that made it. Pure. */
import { createHash } from 'node:crypto'
import { isJsonObject, parseJson } from './json.ts'

export interface Cursor {
  offset: number
  /** Which request the token belongs to (a hash of the parameters that shape the results). */
  binding: string
}

/** A short hash of the parameters that define a result list. */
export function bindingOf(parts: (string | undefined)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 10)
}

export function encodeCursor(cursor: Cursor): string {
  const text = JSON.stringify({ o: cursor.offset, b: cursor.binding })
  return Buffer.from(text, 'utf8').toString('base64url')
}

/** The cursor inside a token, or `undefined` when the token is not one of ours for `binding`. */
export function decodeCursor(token: string, binding: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return undefined
  const value = parseJson(Buffer.from(token, 'base64url').toString('utf8'))
  if (!isJsonObject(value)) return undefined
  const { o, b } = value
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || b !== binding) return undefined
  return { offset: o, binding }
}

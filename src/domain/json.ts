/** Reading untrusted JSON without throwing: narrow or fall back. Pure. */

export type JsonObject = Record<string, unknown>

/** The value as an object, or undefined for null, arrays and primitives. */
export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined
}

/** The value as a list, or an empty one. */
export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** The value as a string, or the fallback. */
export function asText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

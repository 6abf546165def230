/** JSON value types and small type guards shared by the emulator's modules (no I/O here). */

export type Json = string | number | boolean | null | Json[] | JsonObject
export interface JsonObject {
  [key: string]: Json
}

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses text as JSON without throwing: `undefined` when it is not JSON. */
export function parseJson(text: string): Json | undefined {
  try {
    const value: Json = JSON.parse(text)
    return value
  } catch {
    return undefined
  }
}

export function stringField(object: JsonObject, key: string): string | undefined {
  const value = object[key]
  return typeof value === 'string' ? value : undefined
}

export function objectField(object: JsonObject, key: string): JsonObject | undefined {
  const value = object[key]
  return isJsonObject(value) ? value : undefined
}

export function arrayField(object: JsonObject, key: string): Json[] {
  const value = object[key]
  return Array.isArray(value) ? value : []
}

/** The objects of an array field, skipping anything that is not an object. */
export function objectsField(object: JsonObject, key: string): JsonObject[] {
  return arrayField(object, key).filter(isJsonObject)
}

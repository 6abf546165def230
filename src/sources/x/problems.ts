/**
 * X's 400 answers: which request parameter X refused, and its reason. X sends an
 * invalid-request problem (`{type, title, detail, errors: [{parameters: {name: [value]},
 * message}]}`; the published spec also allows a top-level `parameter`) or the old
 * `{errors: [{code, message}]}`. Untrusted input: pure, never throws.
 */
import { asList, asObject, asText } from '../../domain/json'

export interface Refusal {
  /** X's name of the refused parameter; null when the answer names none. */
  parameter: string | null
  /** X's reason, as X wrote it (not yet safe to show). */
  reason: string
}

/** Every refusal a 400 body states, in order. */
export function refusalsOf(body: unknown): Refusal[] {
  const problem = asObject(body)
  if (!problem) return []
  const refusals: Refusal[] = []
  for (const entry of asList(problem.errors)) {
    const error = asObject(entry)
    if (!error) continue
    const named = Object.keys(asObject(error.parameters) ?? {})
    const reason = asText(error.message)
    if (named.length === 0) refusals.push({ parameter: null, reason })
    for (const parameter of named) refusals.push({ parameter, reason })
  }
  if (refusals.length === 0) {
    const parameter = asText(problem.parameter)
    refusals.push({ parameter: parameter || null, reason: asText(problem.detail) })
  }
  return refusals
}

const MAX_REASON_CHARACTERS = 200
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu

/** X's reason as one plain line of at most 200 characters, for our own error message. */
export function safeReason(reason: string): string {
  const line = reason.replace(UNPRINTABLE, ' ').trim()
  const characters = [...line]
  if (characters.length <= MAX_REASON_CHARACTERS) return line
  return `${characters.slice(0, MAX_REASON_CHARACTERS - 1).join('')}…`
}

/**
 * The AI client: xAI's OpenAI-compatible Responses API (`POST {AI_BASE_URL}/responses`) over
 * `fetch`, with structured output (`text.format`, a JSON schema, `strict: true`) and, unless
 * `AI_X_SEARCH=false`, the server-side `x_search` tool so answers are grounded in real posts.
 *
 * Errors are mapped to the API's error codes (docs/api.md) here, once: 429 → `rate_limited`
 * with Retry-After; 401/403 → `provider_error` (an operator misconfiguration: logged with the
 * status only, never the body or the key); any other failure, a time-out, a body that is not
 * JSON or is over AI_MAX_BODY_BYTES, or an answer without usable output text →
 * `provider_error`. The answer itself is untrusted: the caller validates it (schema.ts).
 */

import type { AppConfig } from '../../config'
import { asList, asObject, type JsonObject } from '../../domain/json'
import { MIB, readProviderText, readTextWithin } from '../../http/body'
import { ApiError } from '../../http/errors'
import { fetchWithTimeout, TimeoutError } from '../../http/fetch'
import { providerRateLimited } from '../../http/retry-after'

export interface AiRequest {
  /** The structured-output format's name (`text.format.name`). */
  formatName: string
  /** A JSON schema for the answer (strict mode: every property required, no extras). */
  schema: Record<string, unknown>
  instructions: string
  prompt: string
}

export interface AiAnswer {
  /** The parsed output text: untrusted JSON, to be validated by the caller. */
  output: unknown
  /** URLs the provider cited (url_citation annotations and top-level `citations`), deduplicated. */
  citations: string[]
  /** The model that answered, as the provider reports it (else the configured one). */
  model: string
}

type AiConfig = AppConfig['ai']

const X_SEARCH_DAYS = 7
const DEFAULT_RETRY_AFTER_SECONDS = 30
const MAX_CITATIONS = 200
/**
 * A batch of 25 posts (an item string over 30,000 characters is dropped anyway) with its tool
 * calls and citations is at most about 1 MiB; past this the answer is refused before it can
 * exhaust the isolate's memory.
 */
export const AI_MAX_BODY_BYTES = 4 * MIB

type Json = JsonObject

/** The request body for one structured answer. Pure but for the clock passed in. */
export function buildRequestBody(config: AiConfig, request: AiRequest, nowMs: number): Json {
  const body: Json = {
    model: config.model,
    input: [
      { role: 'system', content: request.instructions },
      { role: 'user', content: request.prompt },
    ],
    text: {
      format: {
        type: 'json_schema',
        name: request.formatName,
        schema: request.schema,
        strict: true,
      },
    },
    store: false,
  }
  if (config.xSearch) {
    const from = new Date(nowMs - X_SEARCH_DAYS * 86_400_000).toISOString().slice(0, 10)
    body.tools = [{ type: 'x_search', from_date: from }]
  }
  return body
}

function logProviderRefusal(status: number, model: string): void {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'ai_provider_refused',
      status,
      model,
      message: 'The AI provider refused the request: check AI_API_KEY, AI_BASE_URL and AI_MODEL.',
    }),
  )
}

/** Enough of an error answer to read what it says, never more. */
const ERROR_TEXT_BYTES = 16 * 1024

/**
 * Whether a 400 is xAI's answer to a key it does not know ("Incorrect API key provided"):
 * xAI gives 401 only for a missing or malformed Authorization header. The text is read to
 * decide, never logged.
 */
async function refusesTheKey(response: Response): Promise<boolean> {
  try {
    return /\bapi key\b/i.test(await readTextWithin(response.clone(), ERROR_TEXT_BYTES))
  } catch {
    return false
  }
}

function citationUrl(value: unknown): string | null {
  if (typeof value === 'string') return value
  const item = asObject(value)
  if (!item) return null
  if (typeof item.url === 'string') return item.url
  const nested = asObject(item.url_citation)
  return typeof nested?.url === 'string' ? nested.url : null
}

/** The output text and citations of a Responses API answer. Pure. */
export function readResponse(body: Json): { text: string | null; citations: string[] } {
  const texts: string[] = []
  const citations: string[] = []
  for (const entry of asList(body.output)) {
    const item = asObject(entry)
    if (item?.type !== 'message') continue
    for (const part of asList(item.content)) {
      const content = asObject(part)
      if (content?.type !== 'output_text' || typeof content.text !== 'string') continue
      texts.push(content.text)
      for (const annotation of asList(content.annotations)) {
        const url = citationUrl(annotation)
        if (url) citations.push(url)
      }
    }
  }
  for (const entry of asList(body.citations)) {
    const url = citationUrl(entry)
    if (url) citations.push(url)
  }
  return {
    text: texts.length > 0 ? texts.join('') : null,
    citations: [...new Set(citations)].slice(0, MAX_CITATIONS),
  }
}

const UNUSABLE = 'The AI provider answered with something we cannot use.'

/** One structured answer from the AI provider, or a mapped ApiError. */
export async function askAi(config: AiConfig, request: AiRequest): Promise<AiAnswer> {
  if (!config.apiKey) {
    throw new ApiError('not_configured', 'AI features need an AI provider key (AI_API_KEY).')
  }
  let response: Response
  try {
    response = await fetchWithTimeout(
      `${config.baseUrl}/responses`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(buildRequestBody(config, request, Date.now())),
      },
      config.timeoutMs,
      'AI responses',
    )
  } catch (error) {
    const why = error instanceof TimeoutError ? 'did not answer in time' : 'could not be reached'
    throw new ApiError('provider_error', `The AI provider ${why}.`)
  }
  if (response.status === 429) {
    throw await providerRateLimited('The AI provider', response, DEFAULT_RETRY_AFTER_SECONDS)
  }
  if (
    response.status === 401 ||
    response.status === 403 ||
    (response.status === 400 && (await refusesTheKey(response)))
  ) {
    await response.body?.cancel().catch(() => undefined)
    logProviderRefusal(response.status, config.model)
    throw new ApiError('provider_error', 'The AI provider refused our credentials.')
  }
  if (!response.ok) {
    await response.body?.cancel()
    if (response.status < 500) logProviderRefusal(response.status, config.model)
    throw new ApiError('provider_error', `The AI provider answered ${response.status}.`)
  }
  const raw = await readProviderText(response, AI_MAX_BODY_BYTES, 'The AI provider')
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw new ApiError('provider_error', UNUSABLE)
  }
  const envelope = asObject(body)
  if (!envelope) throw new ApiError('provider_error', UNUSABLE)
  const { text, citations } = readResponse(envelope)
  if (text === null) throw new ApiError('provider_error', UNUSABLE)
  let output: unknown
  try {
    output = JSON.parse(text)
  } catch {
    throw new ApiError('provider_error', UNUSABLE)
  }
  const reported = typeof envelope.model === 'string' ? envelope.model.trim() : ''
  const model = /^[\w.:/-]{1,100}$/.test(reported) ? reported : config.model
  return { output, citations, model }
}

/**
 * A local emulator of xAI's Responses API (`POST /v1/responses`) for development and tests:
 * structured answers built from the seed corpus, and failure switches tests flip over HTTP.
 * Start it with `startAiEmulator`.
 */

import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { Answer } from '../x/http.ts'
import { BodyTooLargeError, json, parseAuthorization, readBody, send } from '../x/http.ts'
import type { Json, JsonObject } from '../x/json.ts'
import { parseJson } from '../x/json.ts'
import { listen, Sleepers, served } from '../x/serve.ts'
import type { ParsedRequest } from './answers.ts'
import {
  buildItems,
  hostileItems,
  parseRequest,
  responseEnvelope,
  schemaBreakingOutput,
  UnfillableSchemaError,
} from './answers.ts'
import type { AiFailure } from './failures.ts'
import { AiFailures, parseFailure } from './failures.ts'
import type { SeedPost } from './seed.ts'
import { loadSeed } from './seed.ts'

export interface AiEmulatorOptions {
  /** 0 = any free port (the default). */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** An X API v2 search response (the seed corpus). */
  seedPath: string
  /** The API key requests must carry as `Authorization: Bearer <key>`; default 'local-ai-key'. */
  apiKey?: string
}

export interface AiEmulator {
  /** e.g. http://127.0.0.1:41234 (the API is under /v1) */
  url: string
  close(): Promise<void>
}

export const DEFAULT_AI_KEY = 'local-ai-key'
const RESPONSES_PATH = '/v1/responses'
const CONTROL_PREFIX = '/__emulator/'
const LOG_SIZE = 100

interface LoggedRequest {
  at: string
  method: string
  path: string
  auth: 'valid' | 'invalid' | 'none'
  /** The JSON body as sent (the key travels in a header and is never logged). */
  body: Json | null
  status: number | null
}

interface Emulation {
  seed: SeedPost[]
  apiKey: string
  failures: AiFailures
  log: LoggedRequest[]
  sleep: (ms: number) => Promise<void>
}

function error(status: number, code: string, message: string, headers = {}): Answer {
  return json(status, { code, error: message }, headers)
}

function logJson(entry: LoggedRequest): JsonObject {
  const { at, method, path, auth, body, status } = entry
  return { at, method, path, auth, body, status }
}

function failureJson(failure: AiFailure): Json {
  return { mode: failure.mode, remaining: failure.remaining, delayMs: failure.delayMs }
}

function control(emulation: Emulation, method: string, path: string, body: Json | undefined) {
  const name = path.slice(CONTROL_PREFIX.length).replace(/\/$/, '')
  switch (`${method} ${name}`) {
    case 'POST fail': {
      const parsed = parseFailure(body)
      if (!parsed.ok) return json(400, { error: parsed.message })
      emulation.failures.add(parsed.value)
      return json(200, { ok: true, active: emulation.failures.list().map(failureJson) })
    }
    case 'GET fail':
      return json(200, { active: emulation.failures.list().map(failureJson) })
    case 'POST reset':
      emulation.failures.clear()
      emulation.log.length = 0
      return json(200, { ok: true })
    case 'GET requests':
      return json(200, emulation.log.map(logJson))
    default:
      return json(404, { error: `no emulator control ${path}` })
  }
}

function answer(request: ParsedRequest, outputText: string, citations: string[]): Answer {
  return json(
    200,
    responseEnvelope({
      id: randomUUID().replaceAll('-', ''),
      model: request.model,
      outputText,
      citations,
      nowMs: Date.now(),
      xSearch: request.xSearch,
    }),
  )
}

async function respond(
  emulation: Emulation,
  request: ParsedRequest,
  failure: AiFailure | undefined,
): Promise<Answer> {
  const nowMs = Date.now()
  switch (failure?.mode) {
    case '429':
      return error(429, 'rate_limit_exceeded', 'Too many requests for this model.', {
        'retry-after': '7',
      })
    case '500':
      return error(500, 'internal_error', 'The service had an internal error.')
    case '403':
      return error(403, 'forbidden', 'This key may not use this model.')
    case 'malformed':
      return {
        status: 200,
        contentType: 'application/json',
        body: '{"id":"resp_broken","object":"response","output":[{"type":"mess',
      }
    case 'schema':
      return answer(request, JSON.stringify(schemaBreakingOutput(request)), [])
    case 'hostile': {
      const built = hostileItems(request, emulation.seed, nowMs)
      const output: JsonObject = { [request.listKey]: built.items }
      return answer(request, JSON.stringify(output), built.citations)
    }
    case 'slow':
      await emulation.sleep(failure.delayMs)
      break
    default:
      break
  }
  const built = buildItems(request, emulation.seed, nowMs)
  const output: JsonObject = { [request.listKey]: built.items }
  return answer(request, JSON.stringify(output), built.citations)
}

async function handle(emulation: Emulation, req: IncomingMessage): Promise<Answer> {
  const method = req.method ?? 'GET'
  const path = new URL(req.url ?? '/', 'http://emulator').pathname
  let text = ''
  try {
    text = method === 'GET' || method === 'HEAD' ? '' : await readBody(req)
  } catch (caught) {
    if (caught instanceof BodyTooLargeError) return json(413, { error: 'request body too large' })
    throw caught
  }
  const body = text.trim() === '' ? undefined : parseJson(text)
  if (path.startsWith(CONTROL_PREFIX)) return control(emulation, method, path, body)
  if (path === '/' && method === 'GET') {
    return json(200, {
      name: 'ai-emulator',
      api: [RESPONSES_PATH],
      controls: ['fail', 'reset', 'requests'].map((name) => CONTROL_PREFIX + name),
    })
  }
  const authorization = parseAuthorization(req.headers.authorization)
  const auth =
    authorization.kind === 'none'
      ? 'none'
      : authorization.kind === 'bearer' && authorization.token === emulation.apiKey
        ? 'valid'
        : 'invalid'
  const entry: LoggedRequest = {
    at: new Date().toISOString(),
    method,
    path,
    auth,
    body: body ?? null,
    status: null,
  }
  emulation.log.push(entry)
  if (emulation.log.length > LOG_SIZE) emulation.log.splice(0, emulation.log.length - LOG_SIZE)
  const result = await route(emulation, method, path, auth, body)
  entry.status = result.status
  return result
}

async function route(
  emulation: Emulation,
  method: string,
  path: string,
  auth: LoggedRequest['auth'],
  body: Json | undefined,
): Promise<Answer> {
  if (path !== RESPONSES_PATH) return error(404, 'not_found', `No route ${method} ${path}.`)
  if (method !== 'POST') return error(405, 'method_not_allowed', 'Use POST.')
  // As xAI answers: no usable Authorization header is 401, a key it does not know is 400.
  if (auth === 'none') {
    return error(401, 'unauthorized', 'No authorization header or an invalid authorization token.')
  }
  if (auth === 'invalid') {
    return error(
      400,
      'Client specified an invalid argument',
      'Incorrect API key provided: in***id. You can obtain an API key from https://console.x.ai.',
    )
  }
  const parsed = parseRequest(body)
  if (!parsed.ok) return error(400, 'invalid_request', parsed.message)
  try {
    return await respond(emulation, parsed.value, emulation.failures.take())
  } catch (caught) {
    if (caught instanceof UnfillableSchemaError) return error(500, 'emulator_error', caught.message)
    throw caught
  }
}

/** Starts the emulator; resolves once it listens. */
export async function startAiEmulator(options: AiEmulatorOptions): Promise<AiEmulator> {
  const { port = 0, host = '127.0.0.1' } = options
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`ai-emulator: port must be an integer 0..65535, not ${port}`)
  }
  if (options.apiKey === '') throw new Error('ai-emulator: apiKey must not be empty')
  const sleepers = new Sleepers()
  const emulation: Emulation = {
    seed: await loadSeed(options.seedPath, Date.now()),
    apiKey: options.apiKey ?? DEFAULT_AI_KEY,
    failures: new AiFailures(),
    log: [],
    sleep: (ms) => sleepers.sleep(ms),
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(emulation, req)
      .then((result) => send(res, result))
      .catch((caught: unknown) => {
        console.error('ai-emulator:', caught instanceof Error ? caught.message : caught)
        send(res, error(500, 'emulator_error', 'The emulator failed.'))
      })
  })
  await listen(server, port, host)
  return served(server, host, 'ai-emulator', sleepers)
}

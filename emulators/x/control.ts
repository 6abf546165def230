/** The test controls under `/__emulator/`: failure switches, reset, request log, expiry. */
import type { Answer } from './http.ts'
import { json } from './http.ts'
import type { Json } from './json.ts'
import type { RateLimiter } from './ratelimit.ts'
import type { RequestLog } from './requestlog.ts'
import type { TokenStore } from './store.ts'
import type { FailureSwitch, Switches } from './switches.ts'
import { parseSwitch } from './switches.ts'

export const CONTROL_PREFIX = '/__emulator/'

export interface ControlContext {
  switches: Switches
  limiter: RateLimiter
  store: TokenStore
  log: RequestLog
  now: () => number
}

function switchJson(failure: FailureSwitch): Json {
  return {
    mode: failure.mode,
    remaining: failure.remaining,
    delayMs: failure.delayMs,
    path: failure.path,
  }
}

function notFound(path: string): Answer {
  return json(404, { error: `no emulator control ${path}` })
}

/** Answers a control request; `body` is the parsed JSON body, if any. */
export function handleControl(
  context: ControlContext,
  method: string,
  path: string,
  body: Json | undefined,
): Answer {
  const name = path.slice(CONTROL_PREFIX.length).replace(/\/$/, '')
  switch (`${method} ${name}`) {
    case 'POST fail': {
      const parsed = parseSwitch(body)
      if (!parsed.ok) return json(400, { error: parsed.message })
      context.switches.add(parsed.value)
      return json(200, { ok: true, active: context.switches.list().map(switchJson) })
    }
    case 'GET fail':
      return json(200, { active: context.switches.list().map(switchJson) })
    case 'POST reset':
      context.switches.clear()
      context.limiter.clear()
      context.store.clear()
      return json(200, { ok: true })
    case 'GET requests':
      return json(200, context.log.toJson())
    case 'DELETE requests':
      context.log.clear()
      return json(200, { ok: true })
    case 'POST expire-tokens':
      return json(200, { ok: true, expired: context.store.expireAccessTokens(context.now()) })
    default:
      return notFound(path)
  }
}

/**
 * Every /api route answers 503 `not_configured` while a configuration variable has a value
 * the worker cannot read (src/config.ts), naming each such variable, and logs it once per
 * environment object. The web client's static pages are still served, and show the message.
 */
import type { MiddlewareHandler } from 'hono'
import { type AppEnv, ConfigError, requestConfig } from '../config'
import { errorBody } from './errors'

const logged = new WeakSet<object>()

export const requireReadableConfig: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    requestConfig(c.env, c.req.url)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    if (!logged.has(c.env)) {
      logged.add(c.env)
      console.error(
        JSON.stringify({
          level: 'error',
          requestId: c.var.requestId,
          error: error.name,
          message: error.message,
        }),
      )
    }
    return c.json(errorBody('not_configured', error.message), 503)
  }
  return next()
}

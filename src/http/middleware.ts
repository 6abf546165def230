import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../config'
import { CALLBACK_PATH } from '../paths'
import { ApiError } from './errors'
import { parameterMessage } from './params'

function decodes(component: string): boolean {
  try {
    decodeURIComponent(component.replaceAll('+', ' '))
    return true
  } catch {
    return false
  }
}

/**
 * Query strings that cannot be read one way only are 400, naming the parameter: a
 * parameter given twice (rather than silently using one), and percent-encoding that is
 * not UTF-8 (`%FF`), which would otherwise reach the route as the literal text "%FF".
 * Only on a route that exists: an unknown one is 404 whatever its query string (only
 * middleware, registered for every method, matches it). Not on the OAuth callback, which
 * answers every failure with a redirect to the front end (docs/api.md, the callback) and
 * reads its own query.
 */
export const rejectAmbiguousQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (matchedRoutes(c).every((route) => route.method === 'ALL')) return next()
  if (c.req.path === CALLBACK_PATH) return next()
  const url = new URL(c.req.url)
  const seen = new Set<string>()
  for (const key of url.searchParams.keys()) {
    // A parameter without a name (`?=a&=b`) is not one any route reads: ignored.
    if (key === '') continue
    if (seen.has(key)) {
      throw new ApiError(
        'bad_request',
        parameterMessage(key, 'was given more than once: give it once.'),
      )
    }
    seen.add(key)
  }
  for (const pair of url.search.slice(1).split('&')) {
    const separator = pair.indexOf('=')
    const name = separator < 0 ? pair : pair.slice(0, separator)
    if (name === '') continue
    const value = separator < 0 ? '' : pair.slice(separator + 1)
    if (!decodes(name) || !decodes(value)) {
      throw new ApiError(
        'bad_request',
        decodes(name)
          ? parameterMessage(
              decodeURIComponent(name.replaceAll('+', ' ')),
              'is not valid percent-encoded UTF-8: encode its value as UTF-8.',
            )
          : 'A parameter name is not valid percent-encoded UTF-8: encode names and values as UTF-8.',
      )
    }
  }
  await next()
}

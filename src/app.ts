/** Composition: middleware, routes, the OpenAPI document and the error handler. */
import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import packageJson from '../package.json'
import { Auth } from './auth/current'
import type { AppEnv } from './config'
import { accessLog } from './http/access-log'
import { requireReadableConfig } from './http/config-check'
import { ApiError, errorBody } from './http/errors'
import { apiSecureHeaders, frontendCors } from './http/headers'
import { rejectAmbiguousQuery } from './http/middleware'
import { orList, parameterMessage } from './http/params'
import { rateLimit } from './http/rate-limit'
import { requireSameOrigin } from './http/same-origin'
import { CALLBACK_PATH } from './paths'
import { aiRoutes } from './routes/ai'
import { authRoutes, redirectCallbackFailures } from './routes/auth'
import { feedRoutes } from './routes/feed'
import { healthRoutes } from './routes/health'
import { mediaRoutes } from './routes/media'
import { socialRoutes } from './routes/social'

interface ValidationIssue {
  code?: string
  path: PropertyKey[]
  message: string
  /** The values an enum accepts (`invalid_value`). */
  values?: unknown[]
}

/**
 * A rejected parameter in a plain sentence naming it and what it accepts. An enum's comes from
 * its values; every other issue a route's query raises is written so by src/http/params.ts.
 */
export function describeIssue(issue: ValidationIssue | undefined): string {
  if (!issue) return 'The request could not be read.'
  const name = issue.path.map(String).join('.') || 'request'
  if (issue.code === 'invalid_value' && issue.values) {
    return parameterMessage(name, `must be ${orList(issue.values.map(String))}.`)
  }
  return issue.message
}

function logError(c: Context<AppEnv>, error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error
  const message = error instanceof Error ? error.message.slice(0, 300) : ''
  console.error(
    JSON.stringify({
      level: 'error',
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error: name,
      message,
    }),
  )
}

/** The OpenAPI document's own fields; the routes add the rest. */
const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Ranked Social Feed API',
    version: packageJson.version,
    description:
      'Ranked lists of X posts under two score profiles. Every error is `{"error": {"code", "message"}}`. A method a path does not answer is 404 `not_found`, as an unknown route is (there is no 405). Query parameters given twice are a 400, whichever parameter (an unknown route is 404 whatever its query string; the OAuth callback redirects to the front end with `auth_error` instead); unknown parameters given once are ignored. Numbers are plain decimals: no exponent, hex or spaces (a `+` in a query string is a space; send `%2B`).',
  },
}

export function createApp() {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody('bad_request', describeIssue(result.error.issues[0])), 400)
      }
    },
  })

  // Every request id is ours: one a client sends in X-Request-Id is never taken, so no
  // client can choose the id its log lines carry (another request's, say).
  app.use('*', requestId({ headerName: '' }))
  app.use('*', async (c, next) => {
    c.header('x-request-id', c.var.requestId)
    await next()
  })
  app.use('/api/*', accessLog)
  app.use('/api/*', apiSecureHeaders)
  // GET only: another method on the callback is the usual 404, not a failed sign-in.
  app.on('GET', CALLBACK_PATH, redirectCallbackFailures)
  app.use('/api/*', requireReadableConfig)
  app.use('/api/*', frontendCors)
  app.use('/api/*', rateLimit)
  app.use('/api/*', rejectAmbiguousQuery)
  app.use('/api/*', requireSameOrigin)
  app.use('/api/*', async (c, next) => {
    const auth = new Auth(c)
    c.set('auth', auth)
    await next()
    await auth.settle()
    // An answer that depended on who is signed in is no cache's to keep or share.
    if (auth.consulted && !c.res.headers.has('cache-control')) {
      c.header('Cache-Control', 'private, no-store')
    }
  })

  // One chained expression, so its type (AppType) carries every route for the typed client.
  const routes = app
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', feedRoutes)
    .route('/', socialRoutes)
    .route('/', mediaRoutes)
    .route('/', aiRoutes)

  // Written once per app (per isolate): the document depends on the routes alone, and
  // generating it took about 4 ms of CPU a request (over 50 ms the first time).
  let openApiJson: string | undefined
  app.get('/api/openapi.json', (c) => {
    openApiJson ??= JSON.stringify(app.getOpenAPI31Document(OPENAPI_DOCUMENT))
    return c.body(openApiJson, 200, { 'content-type': 'application/json' })
  })

  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return c.json(errorBody('not_found', `No route ${c.req.method} ${c.req.path}`), 404)
    }
    return c.env.ASSETS.fetch(c.req.raw)
  })

  app.onError((error, c) => {
    if (error instanceof ApiError && error.code === 'internal') {
      // A failure a route could name: its own message, logged and answered like any other 500.
      logError(c, error.cause ?? error)
      return c.json(errorBody('internal', error.message, c.var.requestId), 500, error.headers)
    }
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message), error.status, error.headers)
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody('bad_request', error.message || 'The request could not be read.'),
        400,
      )
    }
    logError(c, error)
    return c.json(errorBody('internal', 'Something went wrong on our side.', c.var.requestId), 500)
  })

  return routes
}

/** Every route's path, parameters and answers: the web client's `hc<AppType>` is typed by it. */
export type AppType = ReturnType<typeof createApp>

/**
 * Response headers for every API answer: Hono's secure-headers with a CSP that allows
 * nothing (API answers are data, never documents), and CORS only for the configured
 * front end's origin, with credentials. Any other origin gets no CORS headers at all.
 * A header a route sets itself wins (the media proxy's sandboxing CSP and cross-origin
 * CORP). The client pages are static assets: their CSP lives in public/_headers.
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { type AppEnv, configOf } from '../config'

export const apiSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  crossOriginResourcePolicy: 'same-site',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  overwrite: false,
})

const corsForFrontend = cors({
  origin: (origin) => origin,
  credentials: true,
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['Content-Type', 'Range'],
  exposeHeaders: ['x-request-id', 'x-cache', 'age', 'Retry-After'],
  maxAge: 600,
})

/** CORS for FRONTEND_URL's origin only, when it is not this site's own origin. */
export const frontendCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin')
  if (!origin) return next()
  const frontend = configOf(c.env).frontendOrigin
  if (origin !== frontend || origin === new URL(c.req.url).origin) return next()
  return corsForFrontend(c, next)
}

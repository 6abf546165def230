/**
 * The worker's own paths that several layers name: the configuration checks a redirect URI
 * against the callback, the rate limiter and the query guard single sign-in out, the routes
 * serve them. Here, depending on nothing, so that none of those layers imports another for them.
 */

/** Where a browser starts signing in: this worker's redirect to the provider. */
export const SIGN_IN_START_PATH = '/api/auth/social/start'
/** Where the provider sends the browser back: the `redirect_uri` unless configured. */
export const CALLBACK_PATH = '/api/auth/social/callback'

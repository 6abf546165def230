/** The media proxy route: provider images and videos, when a direct load fails. */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { type AppEnv, configOf } from '../config'
import { parameterMessage } from '../http/params'
import { refuseOtherSites } from '../http/same-origin'
import { errorResponses, mediaContent } from '../http/schemas'
import { proxyMedia } from '../media/proxy'

const MEDIA_URL_MESSAGE = parameterMessage(
  'url',
  'must be the https URL of an image or video on an allowed media host, at most 2048 characters.',
)

const mediaRoute = createRoute({
  method: 'get',
  path: '/api/cdn/media',
  summary: 'Streams an image or video from an allowed provider media host',
  description:
    'Allowed: https URLs on exactly pbs.twimg.com, video.twimg.com, abs.twimg.com, ton.twimg.com or a host in MEDIA_ALLOWED_HOSTS, on the default port, without credentials or IP literals. Redirects are followed (at most 3) only to allowed hosts; a redirect to something that is not a URL is 502. Requested by a browser from another site it is 403 when the front end is on this same origin (no hotlinking). Only the media types X serves pass (image/jpeg, image/png, image/gif, image/webp, image/avif, video/mp4; anything else, SVG included, is 502); bodies over 20 MiB are refused (or cut off when the size is not announced). `Range` is passed through; a partial (206) answer to a request without `Range` is 502. A 429 from a media host is 429 `rate_limited` with its Retry-After (30 s when it gives none); its other failures are 502. Answers are cached for a week.',
  request: {
    query: z.object({
      url: z.string().min(1, MEDIA_URL_MESSAGE).max(2048, MEDIA_URL_MESSAGE).openapi({
        description: 'The https URL of the media.',
        example: 'https://pbs.twimg.com/media/abc.jpg',
      }),
    }),
  },
  responses: {
    200: mediaContent('The media bytes, with the content type the media host gave.'),
    206: mediaContent('A byte range of the media (only for a request with `Range`).'),
    ...errorResponses(403, 502),
  },
})

export const mediaRoutes = new OpenAPIHono<AppEnv>().openapi(mediaRoute, async (c) => {
  const { url } = c.req.valid('query')
  // The web client this worker serves loads media from its own origin: another site's page
  // (hotlinking) would make its visitors' loads requests billed to this deployment. A front
  // end on another origin loads them cross-site too, indistinguishable from such a page, so
  // then they are not refused.
  if (configOf(c.env).frontendOrigin === new URL(c.req.url).origin) {
    refuseOtherSites(c)
  }
  return proxyMedia({
    url,
    range: c.req.header('range'),
    allowedHosts: configOf(c.env).mediaAllowedHosts,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  })
})

import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import packageJson from '../../package.json'
import { type AppEnv, configOf } from '../config'
import { errorResponses, HealthResponse } from '../http/schemas'

const health = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'What this deployment has configured',
  responses: {
    200: { description: 'Always ok', content: { 'application/json': { schema: HealthResponse } } },
    ...errorResponses(),
  },
})

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(health, (c) => {
  const config = configOf(c.env)
  return c.json(
    {
      ok: true,
      oauth: config.oauth.clientId !== null,
      bearerToken: config.bearerToken !== null,
      ai: config.ai.apiKey !== null,
      version: packageJson.version,
    },
    200,
  )
})

/** The worker: the Hono app for requests, the background topic ingest for cron triggers. */
import { createApp } from './app'
import type { Bindings } from './config'
import { runTopicIngest } from './ingest/scheduled'

const app = createApp()

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    await runTopicIngest(env, ctx, controller)
  },
} satisfies ExportedHandler<Bindings>

/** The worker: the Hono app for requests. */
import { createApp } from './app'
import type { Bindings } from './config'

const app = createApp()

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Bindings>

/**
 * Runs the AI emulator until killed:
 *   node emulators/ai/cli.ts [--port 3849] [--host 127.0.0.1] [--seed seed/posts.json] [--api-key KEY]
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startAiEmulator } from './server.ts'

const DEFAULT_SEED = fileURLToPath(new URL('../../seed/posts.json', import.meta.url))

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3849' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: DEFAULT_SEED },
      'api-key': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(
      'usage: node emulators/ai/cli.ts [--port 3849] [--host 127.0.0.1] [--seed seed/posts.json] [--api-key KEY]',
    )
    return
  }
  if (!/^\d+$/.test(values.port)) throw new Error('--port must be a non-negative integer')
  const emulator = await startAiEmulator({
    port: Number(values.port),
    host: values.host,
    seedPath: values.seed,
    apiKey: values['api-key'],
  })
  console.log(`ai-emulator listening on ${emulator.url} (API at ${emulator.url}/v1)`)
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

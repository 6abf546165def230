/**
 * Runs the X emulator until killed:
 *   node emulators/x/cli.ts --port 3848 [--auto-approve] [--host 127.0.0.1] [--seed seed/posts.json]
 *     [--client-id ID] [--client-secret SECRET] [--app-bearer-token TOKEN] [--token-ttl SECONDS]
 *     [--redirect-uri URI ...] [--all-fields] [--published-names]
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startXEmulator } from './server.ts'

const DEFAULT_SEED = fileURLToPath(new URL('../../seed/posts.json', import.meta.url))

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a non-negative integer`)
  return Number(value)
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3848' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string', default: DEFAULT_SEED },
      'auto-approve': { type: 'boolean', default: false },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'app-bearer-token': { type: 'string' },
      'token-ttl': { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'all-fields': { type: 'boolean', default: false },
      'published-names': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) {
    console.log(
      'usage: node emulators/x/cli.ts [--port 3848] [--auto-approve] [--host 127.0.0.1] ' +
        '[--seed seed/posts.json] [--client-id ID] [--client-secret SECRET] ' +
        '[--app-bearer-token TOKEN] [--token-ttl SECONDS] [--redirect-uri URI ...] [--all-fields] ' +
        '[--published-names]',
    )
    return
  }
  const emulator = await startXEmulator({
    port: integer(values.port, 'port'),
    host: values.host,
    seedPath: values.seed,
    autoApprove: values['auto-approve'],
    clientId: values['client-id'],
    clientSecret: values['client-secret'],
    appBearerToken: values['app-bearer-token'],
    accessTokenTtlSeconds: integer(values['token-ttl'], 'token-ttl'),
    redirectUris: values['redirect-uri'],
    strictFields: !values['all-fields'],
    fieldNames: values['published-names'] ? 'published' : 'classic',
  })
  console.log(`x-emulator listening on ${emulator.url}`)
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

import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

async function load(root, out) {
  await build({
    stdin: {
      contents: "export { normalizeResponse } from './src/sources/x/normalize'",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: out,
    logLevel: 'warning',
  })
  return (await import(pathToFileURL(out).href)).normalizeResponse
}
const fns = {
  base: await load('/tmp/fix-prov-base', '/tmp/fix-prov-b.mjs'),
  next: await load('/tmp/fix-prov', '/tmp/fix-prov-a.mjs'),
  noset: await load('/tmp/fix-prov-var', '/tmp/fix-prov-c.mjs'),
}
const { generatePayload, PAYLOAD_NOW_MS } = await import(
  pathToFileURL('/tmp/fix-prov/bench/lib/payloads.mjs').href
)
const payload = generatePayload(100, 1)
const opts = { source: 'live', latestMs: PAYLOAD_NOW_MS }
for (let i = 0; i < 5000; i++) for (const f of Object.values(fns)) f(payload, opts)
const mins = {}
for (let r = 0; r < 60; r++)
  for (const [name, f] of Object.entries(fns)) {
    const t = performance.now()
    for (let i = 0; i < 500; i++) f(payload, opts)
    mins[name] = Math.min(mins[name] ?? Infinity, ((performance.now() - t) / 500) * 1000)
  }
console.log(mins)

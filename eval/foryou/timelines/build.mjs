// Builds the X-shaped home-timeline pages For You is judged on, from their hand-written content:
// eval/foryou/timelines/content/<page>.mjs → eval/foryou/timelines/<page>.json, with the seed
// corpus's generator (the same fields: see scripts/seed/content/index.mjs).
//
//   node eval/foryou/timelines/build.mjs      # (re)writes every page, byte-for-byte reproducible
//
// A page module exports `authors`, `posts`, optional `reposts` ([reposter, post key] pairs), `end`
// (the page's newest moment, ISO 8601) and `hours` (how far back its posts go).
import { readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildDocument } from '../../../scripts/seed/build.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const HOUR_MS = 3_600_000

/** The page's X API v2 document, as its JSON file holds it. */
export async function buildPage(file) {
  const page = await import(pathToFileURL(join(HERE, 'content', file)).href)
  const { doc } = buildDocument(
    { modules: [page] },
    { endMs: Date.parse(page.end), windowMs: page.hours * HOUR_MS },
  )
  return `${JSON.stringify(doc, null, 2)}\n`
}

export function pageFiles() {
  return readdirSync(join(HERE, 'content')).filter((file) => file.endsWith('.mjs'))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of pageFiles()) {
    const out = join(HERE, file.replace(/\.mjs$/, '.json'))
    writeFileSync(out, await buildPage(file))
    console.log(`wrote ${out}`)
  }
}

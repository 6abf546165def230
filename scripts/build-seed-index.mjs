// The seed index (src/sources/seed-index.ts): the seed corpus as the worker's analysis reads it,
// worked out here once instead of in every fresh isolate. Its version is a hash of every module
// the analysis runs (as esbuild resolves them, packages included), of seed/posts.json and of this
// script; it is written into src/sources/seed-index-version.ts, which the worker compares with
// the index it loads. An index of the same version is taken from node_modules/.cache.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const VERSION_MODULE = 'src/sources/seed-index-version.ts'
const SEED = 'seed/posts.json'

/** The worker's modules that write the index, bundled for Node; and what they are made of. */
async function bundleWriter(root, cache) {
  const outfile = join(cache, `writer-${process.pid}.mjs`)
  const { metafile } = await build({
    stdin: {
      contents: [
        "export { analyzeSeed, normalizeSeed } from './src/sources/seed'",
        "export { writeSeedIndex } from './src/sources/seed-index'",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    metafile: true,
    logLevel: 'warning',
  })
  const inputs = Object.keys(metafile.inputs)
    .filter((input) => input !== '<stdin>' && input !== VERSION_MODULE)
    .sort()
  return { outfile, inputs }
}

/** The analysis's version: a hash of its modules, the seed file and this script. */
function versionOf(root, inputs) {
  const hash = createHash('sha256')
  const self = relative(root, fileURLToPath(import.meta.url))
  for (const file of [...inputs, SEED, self]) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 24)
}

function versionModule(version) {
  return [
    '// Written by scripts/build-seed-index.mjs; do not edit. The hash of every module the seed',
    "// analysis runs, of seed/posts.json and of the index's own code: the seed index names it.",
    `export const ANALYSIS_VERSION = '${version}'`,
    '',
  ].join('\n')
}

/**
 * Writes the seed index to `outFile` and the version module, each only when it changed (`npm run
 * dev` watches src/). Returns the version and whether the index had to be computed.
 */
export async function buildSeedIndex(root, outFile) {
  const cache = join(root, 'node_modules', '.cache', 'seed-index')
  mkdirSync(cache, { recursive: true })
  const writer = await bundleWriter(root, cache)
  try {
    const version = versionOf(root, writer.inputs)
    const modulePath = join(root, VERSION_MODULE)
    const module = versionModule(version)
    if (!existsSync(modulePath) || readFileSync(modulePath, 'utf8') !== module) {
      writeFileSync(modulePath, module)
    }
    const cached = join(cache, `${version}.jsonl`)
    const computed = !existsSync(cached)
    if (computed) {
      const code = await import(pathToFileURL(writer.outfile).href)
      const payload = JSON.parse(readFileSync(join(root, SEED), 'utf8'))
      const index = code.writeSeedIndex(code.analyzeSeed(code.normalizeSeed(payload)), version)
      // Only the newest index is kept: the others are of analysis code that is gone.
      for (const file of readdirSync(cache)) {
        if (file.endsWith('.jsonl')) rmSync(join(cache, file))
      }
      writeFileSync(cached, index)
    }
    copyFileSync(cached, outFile)
    return { version, computed }
  } finally {
    rmSync(writer.outfile, { force: true })
  }
}

// Assembles the worker's static assets into dist/client: the web client (client/, built
// with Vite, plus the files in public/ as they are), the seed corpus (seed/posts.json,
// served as /seed/posts.json, and its pictures, seed/media/, served as /seed/media/) and its
// index, the corpus as analysed (/seed/index.jsonl, scripts/build-seed-index.mjs).
import { cpSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { buildSeedIndex } from './build-seed-index.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist', 'client')

await build({
  root: join(root, 'client'),
  configFile: false,
  publicDir: join(root, 'public'),
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: out, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
})

mkdirSync(join(out, 'seed'), { recursive: true })
cpSync(join(root, 'seed', 'posts.json'), join(out, 'seed', 'posts.json'))
cpSync(join(root, 'seed', 'media'), join(out, 'seed', 'media'), { recursive: true })
await buildSeedIndex(root, join(out, 'seed', 'index.jsonl'))

// Assembles the worker's static assets into dist/client: the web client (public/)
// and the seed corpus (seed/posts.json, served as /seed/posts.json).
import { cpSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist', 'client')
mkdirSync(join(out, 'seed'), { recursive: true })
if (existsSync(join(root, 'public'))) cpSync(join(root, 'public'), out, { recursive: true })
cpSync(join(root, 'seed', 'posts.json'), join(out, 'seed', 'posts.json'))

/// <reference types="vite/client" />
/**
 * The repository's documentation as a newcomer meets it: a short README in a fixed order, links
 * that lead somewhere in the repository, no citation of a document the repository does not
 * have, and benchmark and eval output kept out of git.
 */
import { describe, expect, it } from 'vitest'
import gitignore from '../../.gitignore?raw'
import benchRun from '../../bench/run.mjs?raw'
import contributing from '../../CONTRIBUTING.md?raw'
import evalRun from '../../eval/run.mjs?raw'
import readme from '../../README.md?raw'

/** A glob's key (relative to this file's folder, test/docs/) as a path from the repository's root. */
function fromRoot(key: string): string {
  const parts = ['test', 'docs']
  for (const part of key.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/** Every text file a reader or a maintainer reads, by path from the repository's root. */
const texts: Record<string, string> = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<string>(
      [
        '../../{src,test,client/src,e2e,eval,bench,scripts,emulators}/**/*.{ts,tsx,mjs,md}',
        '../../docs/*.md',
        '../../*.{md,toml}',
      ],
      { query: '?raw', import: 'default', eager: true },
    ),
    ...import.meta.glob<string>('../../.dev.vars.example', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  }).map(([key, text]) => [fromRoot(key), text]),
)

/** Every file of the repository, by path from its root (for links). */
const files = new Set(
  Object.keys(
    import.meta.glob(['../../**/*', '../../.dev.vars.example', '!../../{node_modules,dist}/**']),
  ).map(fromRoot),
)

/** Relative links of a Markdown file, resolved against its folder, anchors and queries cut. */
function relativeLinks(path: string, text: string): string[] {
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : ''
  return [...text.matchAll(/\]\(([^)\s#?]+)[^)]*\)/g)]
    .map((match) => match[1] as string)
    .filter((link) => !/^[a-z]+:/i.test(link))
    .map((link) => {
      const parts: string[] = []
      for (const part of decodeURIComponent(folder + link).split('/')) {
        if (part === '..') parts.pop()
        else if (part !== '.' && part !== '') parts.push(part)
      }
      return parts.join('/')
    })
}

describe('the README', () => {
  it('is at most 250 lines, its sections in the order a newcomer needs them', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250)
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(sections).toEqual([
      'Two commands',
      'A five-minute tour',
      'Configuration',
      'Deploying to Cloudflare',
      'The API',
      'Ranking',
      'Security',
      'Performance',
      'Troubleshooting a first run',
      'Contributing',
      'License',
    ])
    for (const doc of [
      'docs/api.md',
      'docs/ranking.md',
      'docs/security.md',
      'docs/performance.md',
    ]) {
      expect(readme, doc).toContain(`(${doc}`)
    }
  })
})

describe('CONTRIBUTING.md', () => {
  it('names every folder of the repository and of src/, and says how to add a route, a signal and a profile', () => {
    const folders = new Set<string>()
    for (const path of files) {
      const parts = path.split('/')
      if (parts.length > 1) folders.add(`${parts[0]}/`)
      if (parts[0] === 'src' && parts.length > 2) folders.add(`src/${parts[1]}/`)
    }
    for (const folder of folders) expect(contributing, folder).toContain(`\`${folder}\``)
    for (const heading of [
      '## Layout',
      '## Habits',
      '## Adding a route',
      '## Changing the ranking',
    ]) {
      expect(contributing).toContain(heading)
    }
    expect(contributing).toContain('**A signal**')
    expect(contributing).toContain('**A profile**')
  })
})

describe('the documentation', () => {
  it('reads every file it should (the globs found the repository)', () => {
    for (const path of [
      'test/config.test.ts',
      'README.md',
      'CONTRIBUTING.md',
      'docs/api.md',
      'src/app.ts',
      '.dev.vars.example',
    ]) {
      expect(texts[path], path).toBeTypeOf('string')
    }
  })

  it('links only to files the repository has', () => {
    const broken: string[] = []
    for (const [path, text] of Object.entries(texts)) {
      if (!path.endsWith('.md')) continue
      for (const target of relativeLinks(path, text)) {
        if (!files.has(target)) broken.push(`${path} -> ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('cites no document the repository does not have', () => {
    // Built from parts, so this file does not cite them itself.
    const outside = new RegExp(
      `\\b(?:${['API', 'PROVIDERS', 'RANKING', 'STYLE'].join('|')})\\.md\\b|\\.\\.\\/${'shared'}\\b`,
    )
    const citing = Object.entries(texts)
      .filter(([, text]) => outside.test(text))
      .map(([path]) => path)
    expect(citing).toEqual([])
  })
})

describe('benchmark and eval output', () => {
  it('goes to folders git ignores', () => {
    expect(benchRun).toMatch(/join\(root, 'bench', 'results'\)/)
    expect(evalRun).toMatch(/join\(EVAL, 'results'\)/)
    const ignored = gitignore.split('\n').map((line) => line.trim())
    expect(ignored).toContain('bench/results/')
    expect(ignored).toContain('eval/results/')
  })
})

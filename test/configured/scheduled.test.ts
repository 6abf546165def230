import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../src/config'
import worker from '../../src/index'
import {
  countCanonicalPosts,
  listCanonicalPosts,
  storeCanonicalPosts,
} from '../../src/ingest/canonical'
import { makePost } from '../fixtures/posts'
import { failAi, freshAi } from '../helpers/ai-emulator'
import { intercepted } from '../helpers/intercept'

const TOPICS = 'rust, coffee, climate, football, photography'

type LogMethod = 'log' | 'warn' | 'error'

/** One cron tick of the worker, with these ingest topics; the `ai_ingest` lines it logged, and how. */
async function logTick(
  topics: string,
  scheduledTime: number,
  overrides: Partial<Bindings> = {},
): Promise<Array<{ method: LogMethod; line: string }>> {
  const logged: Array<{ method: LogMethod; line: string }> = []
  const spies = (['log', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((line) => {
      logged.push({ method, line: String(line) })
    }),
  )
  const ctx = createExecutionContext()
  const controller = createScheduledController({ scheduledTime, cron: '*/30 * * * *' })
  await worker.scheduled(controller, { ...env, AI_INGEST_TOPICS: topics, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  for (const spy of spies) spy.mockRestore()
  return logged.filter((entry) => entry.line.includes('"event":"ai_ingest"'))
}

/** One cron tick of the worker, with these ingest topics; returns the report lines it logged. */
async function tick(topics: string, scheduledTime: number, overrides: Partial<Bindings> = {}) {
  return (await logTick(topics, scheduledTime, overrides)).map((entry) => entry.line)
}

interface Report {
  event: string
  level: string
  stored: number
  skipped?: string
  topics: Array<{ topic: string; quota: number; stored: number; error?: string; message?: string }>
}

beforeEach(freshAi)

describe('the scheduled topic ingest', () => {
  it('stores at most 69 posts per tick, spread fairly over the topics, and logs one line', async () => {
    const lines = await tick(TOPICS, Date.parse('2026-11-20T12:00:00Z'))
    expect(lines).toHaveLength(1)
    const report = JSON.parse(lines[0] ?? '{}') as Report
    expect(report).toMatchObject({ event: 'ai_ingest', level: 'info', stored: 69 })
    expect(report.topics.map((topic) => topic.quota).sort()).toEqual([13, 14, 14, 14, 14])
    const counts = await countCanonicalPosts(env.DB)
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(69)
    expect([...counts.keys()].sort()).toEqual(
      ['climate', 'coffee', 'football', 'photography', 'rust'].sort(),
    )
    expect(lines[0]).not.toContain('local-ai-key')
  })

  it('gives each topic its turn at the remainder, whatever the cron step', async () => {
    // 69 over 5 topics is 14, 14, 14, 14, 13: over five ticks 30 minutes apart (the default
    // schedule), each topic must be the one with 13 once.
    const short: string[] = []
    for (let index = 0; index < 5; index++) {
      await freshAi()
      const lines = await tick(TOPICS, Date.parse('2026-11-21T00:00:00Z') + index * 30 * 60_000)
      const report = JSON.parse(lines[0] ?? '{}') as Report
      short.push(...report.topics.filter((topic) => topic.quota === 13).map((topic) => topic.topic))
    }
    expect(short.sort()).toEqual(['climate', 'coffee', 'football', 'photography', 'rust'])
  })

  it('reaches every topic when there are more topics than posts, even on a daily schedule', async () => {
    const topics = Array.from({ length: 72 }, (_, index) => `topic ${index}`)
    const served = new Set<string>()
    for (let day = 0; day < 2; day++) {
      await freshAi()
      const lines = await tick(
        topics.join(','),
        Date.parse('2026-11-21T00:00:00Z') + day * 86_400_000,
      )
      const report = JSON.parse(lines[0] ?? '{}') as Report
      expect(report.topics).toHaveLength(69)
      for (const topic of report.topics) served.add(topic.topic)
    }
    expect(served.size).toBe(72)
  })

  it('still ingests when KV cannot keep the turn (dealing from the clock)', async () => {
    const failing = () => Promise.reject(new Error('KV unavailable'))
    const kv = { get: failing, put: failing } as unknown as KVNamespace
    const lines = await tick(TOPICS, Date.parse('2026-11-21T06:00:00Z'), { APP_LOCAL: kv })
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'info', stored: 69 })
  })

  it('keeps going past a failing topic, logging which one failed', async () => {
    await failAi('500', { times: 1 })
    const lines = await tick('rust, coffee, climate', Date.parse('2026-11-20T12:30:00Z'))
    const report = JSON.parse(lines[0] ?? '{}') as Report
    expect(report.level).toBe('warn')
    const failed = report.topics.filter((topic) => topic.error)
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ stored: 0, error: 'provider_error' })
    expect(report.stored).toBe(46)
    const counts = await countCanonicalPosts(env.DB)
    expect(counts.size).toBe(2)
    expect(counts.has(failed[0]?.topic.toLowerCase() ?? '')).toBe(false)
  })

  for (const [mode, error] of [
    ['429', 'rate_limited'],
    ['malformed', 'provider_error'],
    ['schema', 'provider_error'],
    ['slow', 'provider_error'],
  ] as const) {
    it(`keeps going past a topic whose AI call answers ${mode}, storing nothing for it`, async () => {
      await failAi(mode, { times: 1, delayMs: 10_000 })
      const lines = await tick('rust, coffee, climate', Date.parse('2026-11-20T12:30:00Z'))
      const report = JSON.parse(lines[0] ?? '{}') as Report
      expect(report.level).toBe('warn')
      const failed = report.topics.filter((topic) => topic.error)
      expect(failed).toEqual([expect.objectContaining({ stored: 0, error })])
      expect(report.stored).toBe(46)
      const counts = await countCanonicalPosts(env.DB)
      expect([...counts.keys()].sort()).toEqual(
        report.topics
          .filter((topic) => !topic.error)
          .map((topic) => topic.topic.toLowerCase())
          .sort(),
      )
    })
  }

  it('logs why storing failed, D1 errors included, in at most 200 characters', async () => {
    const failure = `D1_ERROR: no such table: canonical_posts: SQLITE_ERROR ${'x'.repeat(300)}`
    const broken = intercepted(env.DB, () => {
      throw new Error(failure)
    })
    const lines = await tick('rust', Date.parse('2026-11-20T14:00:00Z'), { DB: broken })
    const report = JSON.parse(lines[0] ?? '{}') as Report
    expect(report.topics).toEqual([
      expect.objectContaining({ error: 'Error', message: failure.slice(0, 200) }),
    ])
  })

  it('keeps a full topic at 420 posts, evicting the ones ingested longest ago', async () => {
    const old = Array.from(
      { length: 410 },
      (_, index) => makePost({ id: `ai-old-${index}`, source: 'ai' }).post,
    )
    const meta = { recencyWeight: 0.78, strictMatch: true, maxResults: 25 }
    await storeCanonicalPosts(env.DB, 'rust', old, meta, Date.parse('2026-11-01T00:00:00Z'))
    const lines = await tick('rust', Date.parse('2026-11-20T12:00:00Z'))
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ stored: 25 })
    expect((await countCanonicalPosts(env.DB)).get('rust')).toBe(420)
    const rows = await listCanonicalPosts(env.DB, 'rust', 1000)
    const kept = new Set(rows.map((row) => row.postId))
    expect(kept.has('ai-old-0')).toBe(true)
    expect(kept.has('ai-old-394')).toBe(true)
    expect(kept.has('ai-old-395')).toBe(false)
    expect(kept.has('ai-old-409')).toBe(false)
  })

  it('logs each report at its own level: info, warn with a failing topic, error when misconfigured', async () => {
    const ok = await logTick('rust', Date.parse('2026-11-22T00:00:00Z'))
    expect(ok.map((entry) => entry.method)).toEqual(['log'])
    await failAi('500', { times: 1 })
    const failing = await logTick('coffee', Date.parse('2026-11-22T00:30:00Z'))
    expect(failing.map((entry) => entry.method)).toEqual(['warn'])
    const broken = await logTick('rust,,coffee', Date.parse('2026-11-22T01:00:00Z'))
    expect(broken.map((entry) => entry.method)).toEqual(['error'])
  })

  it('ingests a topic listed twice (by case or invisible characters) once, and says so', async () => {
    const lines = await tick('Rust, coffee, rust, Ru\u200Bst', Date.parse('2026-11-22T03:00:00Z'))
    const report = JSON.parse(lines[0] ?? '{}') as Report & { duplicates?: unknown }
    expect(report.level).toBe('info')
    expect(report.topics.map((topic) => [topic.topic, topic.quota]).sort()).toEqual([
      ['Rust', 25],
      ['coffee', 25],
    ])
    expect(report.duplicates).toEqual([
      { position: 3, topic: 'rust', sameAs: 'Rust' },
      { position: 4, topic: 'Rust', sameAs: 'Rust' },
    ])
  })

  it('does nothing but log when no topics are configured', async () => {
    const lines = await tick('', Date.parse('2026-11-20T13:00:00Z'))
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ skipped: 'no_topics', stored: 0 })
  })

  it('does nothing but log without an AI key', async () => {
    const lines = await tick('rust', Date.parse('2026-11-20T13:30:00Z'), { AI_API_KEY: '' })
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ skipped: 'not_configured', stored: 0 })
    expect((await countCanonicalPosts(env.DB)).size).toBe(0)
  })

  it('warns when topics are set but there is no AI key to ingest them with', async () => {
    const withTopics = await logTick('rust', Date.parse('2026-11-22T02:00:00Z'), {
      AI_API_KEY: '',
    })
    expect(withTopics.map((entry) => entry.method)).toEqual(['warn'])
    expect(JSON.parse(withTopics[0]?.line ?? '{}')).toMatchObject({
      level: 'warn',
      skipped: 'not_configured',
    })
    // A deployment without AI and without topics is not misconfigured.
    const bare = await logTick('', Date.parse('2026-11-22T02:30:00Z'), { AI_API_KEY: '' })
    expect(JSON.parse(bare[0]?.line ?? '{}')).toMatchObject({
      level: 'info',
      skipped: 'not_configured',
    })
  })

  it('logs an error naming the variable, and stores nothing, when a topic cannot be read', async () => {
    const lines = await tick('rust,,coffee', Date.parse('2026-11-20T14:00:00Z'))
    expect(lines).toHaveLength(1)
    const report = JSON.parse(lines[0] ?? '{}') as Report & { message?: string }
    expect(report).toMatchObject({ level: 'error', skipped: 'misconfigured', stored: 0 })
    expect(report.message).toContain('AI_INGEST_TOPICS: topic 2 is empty')
    expect((await countCanonicalPosts(env.DB)).size).toBe(0)
  })
})

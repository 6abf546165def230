/**
 * The background topic ingest, run by the cron trigger: for the topics in
 * `AI_INGEST_TOPICS`, one AI topic batch each, stored as canonical posts. At most
 * `POSTS_PER_TICK` posts per tick in all, shared fairly: every topic gets the same quota
 * (at most one batch, `MAX_BATCH` posts), the remainder going to the topics whose turn it
 * is. The posts are dealt round the topics like cards, each tick going on where the last one
 * stopped (`INGEST_TURN_KEY` in KV), so every topic gets its turn whatever the schedule. A
 * failing topic is logged and skipped. Every tick logs one JSON line of what it did.
 */
import { type AppConfig, type Bindings, ConfigError, configOf } from '../config'
import { cleanTopic, topicKey } from '../domain/topic'
import { ApiError } from '../http/errors'
import { RESULT_RANGES } from '../http/params'
import { type AiDeps, topicBatch } from '../sources/ai/batches'
import { MAX_POSTS_PER_TOPIC, type MixerMeta, storeCanonicalPosts } from './canonical'

export const POSTS_PER_TICK = 69
export const MAX_BATCH = RESULT_RANGES.forYouAi.max
export const MAX_TOPIC_CHARACTERS = 80
const CONCURRENCY = 4
/**
 * KV: how many posts earlier ticks have dealt, so the next tick goes on where the last one
 * stopped. Kept because the schedule's step is unknown: a start taken from the clock repeats
 * whenever the number of topics divides the minutes between ticks (5 topics every 30 minutes).
 */
export const INGEST_TURN_KEY = 'ai_ingest:turn'
/** The ranking snapshot stored with background posts: the API's defaults (docs/api.md). */
const DEFAULT_RANKING = { recencyWeight: 0.78, strictMatch: true } as const

export interface TopicPlan {
  topic: string
  key: string
  quota: number
}

/** An entry of `AI_INGEST_TOPICS` left out because an earlier one is the same topic. */
export interface DuplicateTopic {
  /** 1-based, as the configuration's own messages count. */
  position: number
  topic: string
  sameAs: string
}

/**
 * The distinct topics of the list, by key (the first spelling kept), and the entries left out
 * as repeats. Invalid entries (empty, too long) are left out too. Pure.
 */
export function distinctTopics(topics: readonly string[]): {
  byKey: Map<string, string>
  duplicates: DuplicateTopic[]
} {
  const byKey = new Map<string, string>()
  const duplicates: DuplicateTopic[] = []
  topics.forEach((raw, index) => {
    const topic = cleanTopic(raw)
    const key = topicKey(topic)
    if (!key || [...topic].length > MAX_TOPIC_CHARACTERS) return
    const first = byKey.get(key)
    if (first === undefined) byKey.set(key, topic)
    else duplicates.push({ position: index + 1, topic, sameAs: first })
  })
  return { byKey, duplicates }
}

/**
 * Which topics get how many posts this tick. Pure. Topics are deduplicated by key and
 * invalid ones (empty, too long) left out; dealing starts at topic `turn` (modulo their
 * number), and the next tick's turn is `turn + POSTS_PER_TICK`.
 */
export function planTick(topics: readonly string[], turn: number): TopicPlan[] {
  const entries = [...distinctTopics(topics).byKey.entries()]
  const n = entries.length
  if (n === 0) return []
  const start = ((turn % n) + n) % n
  const rotated = [...entries.slice(start), ...entries.slice(0, start)]
  const share = Math.floor(POSTS_PER_TICK / n)
  const extra = POSTS_PER_TICK % n
  return rotated
    .map(([key, topic], index) => ({
      topic,
      key,
      quota: Math.min(MAX_BATCH, share + (index < extra ? 1 : 0)),
    }))
    .filter((plan) => plan.quota > 0)
}

export interface TopicOutcome {
  topic: string
  quota: number
  stored: number
  cache?: 'HIT' | 'MISS'
  /** The API error code (`provider_error`, …), else the error's name. */
  error?: string
  /** What went wrong, at most 200 characters: our own and D1's messages carry no secrets. */
  message?: string
}

const MAX_LOGGED_MESSAGE = 200

async function ingestTopic(deps: AiDeps, plan: TopicPlan): Promise<TopicOutcome> {
  try {
    const { value, cache } = await topicBatch(deps, plan.topic, plan.quota)
    const posts = value.posts.slice(0, plan.quota).map((sourced) => sourced.post)
    const meta: MixerMeta = { ...DEFAULT_RANKING, maxResults: plan.quota }
    const stored = await storeCanonicalPosts(deps.env.DB, plan.key, posts, meta, Date.now())
    return { topic: plan.topic, quota: plan.quota, stored, cache: cache.hit ? 'HIT' : 'MISS' }
  } catch (error) {
    const reason =
      error instanceof ApiError ? error.code : error instanceof Error ? error.name : 'unknown'
    const message = error instanceof Error ? error.message.slice(0, MAX_LOGGED_MESSAGE) : ''
    return { topic: plan.topic, quota: plan.quota, stored: 0, error: reason, message }
  }
}

async function inPool<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await run(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
  return results
}

export interface TickReport {
  level: 'info' | 'warn' | 'error'
  event: 'ai_ingest'
  cron: string
  scheduledTime: string
  skipped?: 'not_configured' | 'no_topics' | 'misconfigured'
  /**
   * With `misconfigured`: the variables the worker cannot read (src/config.ts); with
   * `not_configured` while topics are set: that AI_API_KEY is missing.
   */
  message?: string
  /** Entries of AI_INGEST_TOPICS that repeat an earlier topic (compared as keys), if any. */
  duplicates?: DuplicateTopic[]
  budget: number
  capPerTopic: number
  stored: number
  topics: TopicOutcome[]
}

/** Where this tick starts dealing: the stored turn, else one taken from the clock. */
async function readTurn(kv: KVNamespace, scheduledTime: number): Promise<number> {
  let stored: string | null = null
  try {
    stored = await kv.get(INGEST_TURN_KEY)
  } catch {}
  return stored !== null && /^\d{1,15}$/.test(stored)
    ? Number(stored)
    : Math.floor(scheduledTime / 60_000)
}

/** Keeps where the next tick starts; a tick that cannot keep it still runs. */
async function writeTurn(kv: KVNamespace, turn: number): Promise<void> {
  try {
    await kv.put(INGEST_TURN_KEY, String(turn))
  } catch {}
}

/** One tick of the background ingest. Never throws; logs and returns its report. */
export async function runTopicIngest(
  env: Bindings,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  event: { cron: string; scheduledTime: number },
): Promise<TickReport> {
  const report: TickReport = {
    level: 'info',
    event: 'ai_ingest',
    cron: event.cron,
    scheduledTime: new Date(event.scheduledTime).toISOString(),
    budget: POSTS_PER_TICK,
    capPerTopic: MAX_POSTS_PER_TOPIC,
    stored: 0,
    topics: [],
  }
  let config: AppConfig | null = null
  try {
    config = configOf(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    report.level = 'error'
    report.skipped = 'misconfigured'
    report.message = error.message
  }
  if (config && !config.ai.apiKey) {
    report.skipped = 'not_configured'
    // Topics without a key to ingest them with: the deployer meant something to happen.
    if (config.ai.ingestTopics.length > 0) {
      report.level = 'warn'
      report.message = 'AI_INGEST_TOPICS is set but AI_API_KEY is not: nothing is ingested.'
    }
  } else if (config) {
    const { duplicates } = distinctTopics(config.ai.ingestTopics)
    if (duplicates.length > 0) report.duplicates = duplicates
    const turn = await readTurn(env.APP_LOCAL, event.scheduledTime)
    const plans = planTick(config.ai.ingestTopics, turn)
    if (plans.length === 0) report.skipped = 'no_topics'
    else {
      await writeTurn(env.APP_LOCAL, turn + POSTS_PER_TICK)
      const deps: AiDeps = { env, waitUntil: (promise) => ctx.waitUntil(promise) }
      report.topics = await inPool(plans, CONCURRENCY, (plan) => ingestTopic(deps, plan))
      report.stored = report.topics.reduce((sum, topic) => sum + topic.stored, 0)
      if (report.topics.some((topic) => topic.error)) report.level = 'warn'
    }
  }
  // At the console level matching `level`, so Workers Logs (and alerts on errors) see it as such.
  const log = { info: console.log, warn: console.warn, error: console.error }[report.level]
  log(JSON.stringify(report))
  return report
}

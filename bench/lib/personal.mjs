// A personal For You's cost: the reader's interests built from 100 likes and a 100-post feed
// (half timeline, half found outside) mixed and ranked under both profiles, against ranking the
// same 100 posts as For You did before it was personal (both profiles, no query).

import { generatePayload, PAYLOAD_NOW_MS } from './payloads.mjs'
import { normalizePayload, PARAMS } from './ranking.mjs'
import { median, quantile } from './stats.mjs'

/** What the ranking bundle must export besides loadRanking's defaults (run.mjs asks for them). */
export const PERSONAL_EXPORTS = [
  "export { readInterests, readPosts, weighInterests } from './src/ranking/interests'",
  "export { mixCandidates } from './src/ranking/mix'",
  "export { rankingContext } from './src/ranking/context'",
  "export { prepareList } from './src/ranking/rank'",
]

let sink = 0

/** Today's For You of 100 posts: analyse them and rank both profiles with no query. */
function unpersonal(ranking, stats, sourced) {
  const context = ranking.rankingContext('', PARAMS, stats, PAYLOAD_NOW_MS)
  return ranking.rankBoth(ranking.analyzePosts(sourced), context)
}

/** The personal For You of the same 100 posts, the interests read from 100 likes first. */
function personal(ranking, stats, sourced, likes) {
  const counts = ranking.readInterests(ranking.readPosts(likes), [], stats)
  const posts = ranking.analyzePosts(sourced)
  const mixed = ranking.mixCandidates(posts.slice(0, 50), posts.slice(50), {
    maxResults: 100,
    readerId: null,
    hiddenAuthors: new Set(),
    likedIds: new Set(),
  })
  const list = ranking.prepareList(mixed.posts)
  const interests = ranking.weighInterests(counts, list.context, stats)
  const context = ranking.rankingContext('', PARAMS, stats, PAYLOAD_NOW_MS, {
    interests,
    outOfNetwork: mixed.outOfNetwork,
  })
  return ranking.rankBoth(list, context)
}

/**
 * The two, interleaved on never-seen posts and likes (taking turns at going first). Median and
 * p99 per call, and the ratio of the medians.
 */
export function benchPersonal(ranking, stats, { iterations, warmup }) {
  const times = [[], []]
  let seedNumber = 90_000
  for (let i = 0; i < warmup + iterations; i++) {
    const feedPayload = generatePayload(100, seedNumber++)
    const likesPayload = generatePayload(100, seedNumber++)
    for (let turn = 0; turn < 2; turn++) {
      const which = (i + turn) % 2
      const sourced = normalizePayload(ranking, feedPayload)
      const likes = normalizePayload(ranking, likesPayload)
      const start = performance.now()
      const ranked =
        which === 0 ? unpersonal(ranking, stats, sourced) : personal(ranking, stats, sourced, likes)
      const ms = performance.now() - start
      sink ^= ranked.refined.length
      if (i >= warmup) times[which].push(ms)
    }
  }
  const [before, after] = times
  return {
    unpersonalMedianUs: median(before) * 1000,
    personalMedianUs: median(after) * 1000,
    personalP99Us: quantile(after, 0.99) * 1000,
    ratio: median(after) / median(before),
    samples: after.length,
    sink,
  }
}

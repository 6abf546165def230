/**
 * `npm run eval`: ranks every judged set with the worker's own modules (the mock source's
 * retrieval, the seed home, the live home's normalising, both profiles) and scores each
 * ranking, and the baselines over the same posts, against the grades. Pure: eval/run.mjs
 * reads the files, bundles this module with the worker's code and prints what it returns.
 */
import MiniSearch from 'minisearch'
import type { Post, RankedPost } from '../src/domain/post'
import { type AnalyzedPost, analyzePosts, compareNewestFirst } from '../src/ranking/analysis'
import { type RankingContext, rankingContext } from '../src/ranking/context'
import {
  type Interests,
  interestQuery,
  readAnalyzed,
  readInterests,
  SEARCH_TERMS,
  weighInterests,
} from '../src/ranking/interests'
import { shownTo } from '../src/ranking/mix'
import { type RefinedSettings, refinedProfile } from '../src/ranking/profiles/refined'
import { EMPTY_QUERY, type ParsedQuery } from '../src/ranking/query/parse'
import { type PreparedList, prepareList, rankPrepared, rankWith } from '../src/ranking/rank'
import { mockSearch } from '../src/sources/mock'
import { buildSeedCorpus, type SeedCorpus, seedList } from '../src/sources/seed'
import { normalizeResponse } from '../src/sources/x/normalize'
import {
  compositionProblems,
  type ExploreSet,
  excerpt,
  type ForYouSet,
  gradedAsSpam,
  gradeProblems,
  type Judgment,
  type PersonalJudgment,
  type PersonalSet,
  personalProblems,
  REQUIRED_READERS,
  type Split,
  splitProblems,
} from './judgments'
import { type ListScores, scoreList } from './metrics'

/** The seed's own end of time: timestamps are re-based to it, so every run ranks alike. */
export const SEED_NOW_MS = Date.parse('2026-11-01T12:00:00.000Z')
/** As the routes default them (docs/api.md, the ranked routes' parameters). */
export const PARAMS = { recencyWeight: 0.78, strictMatch: true }
/** Explore is judged over everything the mock source retrieves at the largest page. */
export const EXPLORE_MAX_RESULTS = 100
/** For You's seed home is judged at its largest page. */
export const SEED_HOME_MAX_RESULTS = 100

export interface Inputs {
  seed: unknown
  explore: Record<string, ExploreSet>
  foryou: Record<string, ForYouSet>
  /** X API v2 home-timeline pages by file name (eval/foryou/timelines/). */
  timelines: Record<string, unknown>
  /** The readers of the personalised For You (eval/foryou/personal/). */
  personal: Record<string, PersonalSet>
  split: Split
}

export const SYSTEMS = ['refined', 'platform_style', 'bm25', 'newest', 'engaged'] as const

/** refined with one feature switched off: what each feature is worth (ablation). */
export const ABLATIONS: readonly { name: string; without: Partial<RefinedSettings> }[] = [
  { name: 'pseudo-relevance feedback', without: { topicFloor: 1 } },
  { name: 'language preference', without: { otherLanguage: 1 } },
  { name: 'substance', without: { searchSubstanceShare: 0, feedSubstanceShare: 0 } },
  { name: 'questions offering less', without: { askingSubstance: 1 } },
  { name: 'earned engagement', without: { searchSubstanceShare: 1, feedSubstanceShare: 1 } },
  { name: 'feed value scale', without: { feedValueScale: 1 } },
  { name: 'answers in the feed', without: { feedAnsweredBonus: 0 } },
  { name: 'author diversity', without: { feedAuthorDiversity: false } },
  { name: 'copies and reposts sinking', without: { sinkCopies: false } },
  { name: 'spam rules', without: { spamRules: false } },
]
const ABLATED = ABLATIONS.map(({ without }) => refinedProfile(without))
export type System = (typeof SYSTEMS)[number]

/** A list as one system ordered it, with the ranking's breakdown where a profile made it. */
interface Ordered {
  posts: readonly Post[]
  ranked?: readonly RankedPost[]
}

export interface ListResult {
  name: string
  half: 'tuning' | 'heldout'
  label: string
  retrieved: number
  scores: Record<System, ListScores>
  /** refined's ranking, with each post's grade, and whether it is graded 0 as spam. */
  refined: { post: RankedPost; grade: number; gradedSpam: boolean }[]
  /** platform_style's ranking, with each post's grade. */
  platform: { post: RankedPost; grade: number }[]
  judged: number[]
  /** refined's NDCG@10 with each feature of ABLATIONS off, in that order. */
  ablated: number[]
}

/** The orderings a personalised For You pool is judged in. */
export const PERSONAL_SYSTEMS = ['refined', 'unpersonalised', 'platform_style', 'newest'] as const
export type PersonalSystem = (typeof PERSONAL_SYSTEMS)[number]

export interface PersonalResult {
  name: string
  half: 'tuning' | 'heldout'
  likes: number
  candidates: number
  outOfNetwork: number
  scores: Record<PersonalSystem, ListScores>
  /** The reader's interests, as the feed shows them. */
  interests: string[]
  /** Personalised refined's ranking, with each post's grade. */
  refined: { post: RankedPost; grade: number; origin: string }[]
}

export interface Report {
  problems: string[]
  explore: ListResult[]
  foryou: ListResult[]
  personal: PersonalResult[]
}

function gradeOf(grades: ReadonlyMap<string, number>, post: Post): number {
  return grades.get(post.id) ?? 0
}

function gradeMap(judgments: readonly Judgment[]): Map<string, number> {
  return new Map(judgments.map((judgment) => [judgment.id, judgment.grade ?? 0]))
}

/**
 * Plain BM25 as a developer would reach for it: MiniSearch with its default options over the
 * posts' text, searched by the query's words (as the parser reads them); posts it does not
 * return follow in retrieval order.
 */
export function bm25Order(posts: readonly AnalyzedPost[], query: ParsedQuery): AnalyzedPost[] {
  const words = query.scoringTokens.join(' ')
  if (words.length === 0) return [...posts]
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ['text'] })
  index.addAll(posts.map((entry, position) => ({ id: position, text: entry.post.text })))
  const found = index.search(words).map((result) => posts[result.id as number] as AnalyzedPost)
  const seen = new Set(found)
  return [...found, ...posts.filter((entry) => !seen.has(entry))]
}

function engagementCount(post: Post): number {
  const { likes, reposts, replies, quotes, bookmarks } = post.metrics
  return likes + reposts + replies + quotes + bookmarks
}

/** Most engaged first (likes, reposts, replies, quotes and bookmarks summed), then newest. */
export function engagedOrder(posts: readonly AnalyzedPost[]): AnalyzedPost[] {
  return [...posts].sort(
    (a, b) => engagementCount(b.post) - engagementCount(a.post) || compareNewestFirst(a, b),
  )
}

function orderings(list: PreparedList, context: RankingContext): Record<System, Ordered> {
  const refined = rankPrepared(list, 'refined', context)
  const platform = rankPrepared(list, 'platform_style', context)
  return {
    refined: { posts: refined, ranked: refined },
    platform_style: { posts: platform, ranked: platform },
    bm25: { posts: bm25Order(list.posts, context.query).map((entry) => entry.post) },
    newest: { posts: list.posts.map((entry) => entry.post) },
    engaged: { posts: engagedOrder(list.posts).map((entry) => entry.post) },
  }
}

function judgeList(
  name: string,
  half: 'tuning' | 'heldout',
  label: string,
  list: PreparedList,
  context: RankingContext,
  judgments: readonly Judgment[],
): ListResult {
  const grades = gradeMap(judgments)
  const judged = judgments.map((judgment) => judgment.grade ?? 0)
  const ordered = orderings(list, context)
  const scores = Object.fromEntries(
    SYSTEMS.map((system) => [
      system,
      scoreList(
        ordered[system].posts.map((post) => gradeOf(grades, post)),
        judged,
      ),
    ]),
  ) as Record<System, ListScores>
  const spam = new Set(judgments.filter(gradedAsSpam).map((judgment) => judgment.id))
  const withGrades = (ranked: readonly RankedPost[] = []) =>
    ranked.map((post) => ({ post, grade: gradeOf(grades, post), gradedSpam: spam.has(post.id) }))
  return {
    name,
    half,
    label,
    retrieved: list.posts.length,
    scores,
    refined: withGrades(ordered.refined.ranked),
    platform: withGrades(ordered.platform_style.ranked),
    judged,
    ablated: ABLATED.map(
      (profile) =>
        scoreList(
          rankWith(profile, list, context).map((post) => gradeOf(grades, post)),
          judged,
        ).ndcg10,
    ),
  }
}

function halfOf(name: string, halves: Split['explore']): 'tuning' | 'heldout' {
  return halves.tuning.includes(name) ? 'tuning' : 'heldout'
}

function contextFor(query: ParsedQuery, corpus: SeedCorpus, nowMs: number): RankingContext {
  return rankingContext(query, PARAMS, corpus.stats, nowMs)
}

/** What the mock source retrieves for a query, as /api/compare?source=mock does. */
export function exploreRetrieval(corpus: SeedCorpus, query: string) {
  return mockSearch(corpus.posts, {
    q: query,
    omitRetweets: false,
    maxResults: EXPLORE_MAX_RESULTS,
  })
}

/** A For You page's posts, newest first, as the seed or the live home hands them on. */
export function forYouList(
  corpus: SeedCorpus,
  set: ForYouSet,
  timelines: Inputs['timelines'],
): { list: PreparedList; nowMs: number } {
  if (set.home === 'seed') {
    return { list: seedList(corpus, SEED_HOME_MAX_RESULTS), nowMs: corpus.loadedAtMs }
  }
  const nowMs = Date.parse(set.now ?? '')
  const payload = timelines[set.home]
  if (payload === undefined || !Number.isFinite(nowMs)) {
    throw new Error(`${set.name}: no timeline page ${set.home} or no valid "now"`)
  }
  const posts = analyzePosts(normalizeResponse(payload, { source: 'live', latestMs: nowMs }))
  return { list: prepareList(posts), nowMs }
}

/**
 * A reader's pool as the personalised For You ranks it: the candidates it would show them (every
 * system ranks the same), newest first, their
 * interests read from their likes and weighed against the pool, the out-of-network ids.
 */
export function personalPool(
  corpus: SeedCorpus,
  set: PersonalSet,
): { list: PreparedList; interests: Interests; outOfNetwork: Set<string>; likes: number } {
  const byId = new Map(corpus.posts.map((entry) => [entry.post.id, entry]))
  const found = (id: string) => byId.get(id)
  const liked = set.likes.map((like) => found(like.id)).filter((entry) => entry !== undefined)
  // What the feed would show them (mix.ts): not a repost of a post they liked, say.
  const rules = {
    readerId: null,
    hiddenAuthors: new Set<string>(),
    likedIds: new Set(set.likes.map((like) => like.id)),
  }
  const pool = set.grades
    .map((judgment) => found(judgment.id))
    .filter((entry): entry is AnalyzedPost => entry !== undefined && shownTo(entry, rules))
  const list = prepareList(pool)
  const counts = readInterests(liked.map(readAnalyzed), [], corpus.stats)
  return {
    list,
    interests: weighInterests(counts, list.context, corpus.stats),
    outOfNetwork: new Set(
      set.grades.filter((judgment) => judgment.origin === 'out_of_network').map((j) => j.id),
    ),
    likes: liked.length,
  }
}

function judgePersonal(corpus: SeedCorpus, set: PersonalSet, half: 'tuning' | 'heldout') {
  const { list, interests, outOfNetwork, likes } = personalPool(corpus, set)
  const personal = rankingContext(EMPTY_QUERY, PARAMS, corpus.stats, corpus.loadedAtMs, {
    interests,
    outOfNetwork,
  })
  const unpersonal = contextFor(EMPTY_QUERY, corpus, corpus.loadedAtMs)
  const grades = gradeMap(set.grades)
  const judged = set.grades.map((judgment) => judgment.grade ?? 0)
  const refined = rankPrepared(list, 'refined', personal)
  const orders: Record<PersonalSystem, readonly Post[]> = {
    refined,
    unpersonalised: rankPrepared(list, 'refined', unpersonal),
    platform_style: rankPrepared(list, 'platform_style', personal),
    newest: list.posts.map((entry) => entry.post),
  }
  const origins = new Map(set.grades.map((judgment) => [judgment.id, judgment.origin]))
  const result: PersonalResult = {
    name: set.name,
    half,
    likes,
    candidates: list.posts.length,
    outOfNetwork: outOfNetwork.size,
    scores: Object.fromEntries(
      PERSONAL_SYSTEMS.map((system) => [
        system,
        scoreList(
          orders[system].map((post) => gradeOf(grades, post)),
          judged,
        ),
      ]),
    ) as Record<PersonalSystem, ListScores>,
    interests: interests.top.map((interest) => interest.label),
    refined: refined.map((post) => ({
      post,
      grade: gradeOf(grades, post),
      origin: origins.get(post.id) ?? '',
    })),
  }
  return result
}

export function loadCorpus(seed: unknown): SeedCorpus {
  return buildSeedCorpus(seed, SEED_NOW_MS)
}

export function evaluate(inputs: Inputs): Report {
  const corpus = loadCorpus(inputs.seed)
  const problems: string[] = []
  const exploreNames = Object.keys(inputs.explore).sort()
  const foryouNames = Object.keys(inputs.foryou).sort()
  problems.push(
    ...compositionProblems(exploreNames.map((name) => inputs.explore[name] as ExploreSet)),
  )
  problems.push(...splitProblems('explore', inputs.split.explore, exploreNames))
  problems.push(...splitProblems('foryou', inputs.split.foryou, foryouNames))

  const explore = exploreNames.map((name) => {
    const set = inputs.explore[name] as ExploreSet
    const { query, posts, context: retrieved } = exploreRetrieval(corpus, set.query)
    problems.push(
      ...gradeProblems(
        name,
        set.grades,
        posts.map((entry) => entry.post),
      ),
    )
    const context = contextFor(query, corpus, corpus.loadedAtMs)
    return judgeList(
      name,
      halfOf(name, inputs.split.explore),
      set.query,
      prepareList(posts, retrieved),
      context,
      set.grades,
    )
  })

  const foryou = foryouNames.map((name) => {
    const set = inputs.foryou[name] as ForYouSet
    const { list, nowMs } = forYouList(corpus, set, inputs.timelines)
    problems.push(
      ...gradeProblems(
        name,
        set.grades,
        list.posts.map((entry) => entry.post),
      ),
    )
    const context = contextFor(EMPTY_QUERY, corpus, nowMs)
    return judgeList(name, halfOf(name, inputs.split.foryou), name, list, context, set.grades)
  })

  const readerNames = Object.keys(inputs.personal).sort()
  const halves = inputs.split.foryouPersonal ?? { tuning: [], heldout: [] }
  problems.push(...splitProblems('foryouPersonal', halves, readerNames))
  if (readerNames.length < REQUIRED_READERS) {
    problems.push(
      `${readerNames.length} personalised For You readers, fewer than ${REQUIRED_READERS}`,
    )
  }
  const seedPosts = corpus.posts.map((entry) => entry.post)
  const personal = readerNames.map((name) => {
    const set = inputs.personal[name] as PersonalSet
    if (set.name !== name) problems.push(`${name}: its name says ${set.name}`)
    problems.push(...personalProblems(set, seedPosts))
    return judgePersonal(corpus, set, halfOf(name, halves))
  })
  return { problems, explore, foryou, personal }
}

/**
 * A draft of a set's grades: every post it ranks, with the grade already given where there
 * is one, else null (the checks refuse a null: a person must grade it).
 */
export function draftGrades(posts: readonly Post[], previous: readonly Judgment[]): Judgment[] {
  const before = new Map(previous.map((judgment) => [judgment.id, judgment]))
  return posts.map((post) => {
    const earlier = before.get(post.id)
    const judgment: Judgment = { id: post.id, grade: earlier?.grade ?? null, post: excerpt(post) }
    if (earlier?.why) judgment.why = earlier.why
    return judgment
  })
}

/** The posts a set ranks, for drafting its grades. */
export function setPosts(
  inputs: Pick<Inputs, 'seed' | 'timelines'>,
  set: { query: string } | ForYouSet,
): Post[] {
  const corpus = loadCorpus(inputs.seed)
  if ('query' in set) return exploreRetrieval(corpus, set.query).posts.map((entry) => entry.post)
  return forYouList(corpus, set, inputs.timelines).list.posts.map((entry) => entry.post)
}

/**
 * A reader's pool drafted for grading (`npm run eval -- draft-reader`), as the personal For You
 * would gather it from the seed: every post of an account they follow that they did not like
 * (in the network), and what the searches for their interests find outside it (as the demo
 * reader's search, for their four strongest interests and for the next four, a page of 100
 * each), newest first. Grades already given
 * are kept; a new candidate's grade is null.
 */
export function draftReader(inputs: Pick<Inputs, 'seed'>, set: PersonalSet): PersonalSet {
  const corpus = loadCorpus(inputs.seed)
  const byId = new Map(corpus.posts.map((entry) => [entry.post.id, entry]))
  const likedIds = new Set(set.likes.map((like) => like.id))
  const liked = set.likes.map((like) => {
    const entry = byId.get(like.id)
    if (!entry) throw new Error(`${set.name}: liked ${like.id} is no seed post`)
    return entry
  })
  const follows = new Set(set.follows.map((username) => username.toLowerCase()))
  const followed = (entry: AnalyzedPost) => follows.has(entry.post.author.username.toLowerCase())
  const counts = readInterests(liked.map(readAnalyzed), [], corpus.stats)
  // The search the feed makes (their four strongest interests), and the one after it (the next
  // four): a wider pool than one feed's, so that a ranking has more to choose from.
  const first = interestQuery(counts, null)
  const next = interestQuery({ ...counts, terms: counts.terms.slice(SEARCH_TERMS) }, null)
  const found = [first, next].flatMap((query) =>
    query === null
      ? []
      : mockSearch(corpus.posts, { q: query, maxResults: 100, omitRetweets: false }).posts,
  )
  const pool = new Map<string, { entry: AnalyzedPost; origin: PersonalJudgment['origin'] }>()
  for (const entry of corpus.posts) {
    if (followed(entry) && !likedIds.has(entry.post.id))
      pool.set(entry.post.id, { entry, origin: 'in_network' })
  }
  for (const entry of found) {
    if (!followed(entry) && !likedIds.has(entry.post.id))
      pool.set(entry.post.id, { entry, origin: 'out_of_network' })
  }
  const before = new Map(set.grades.map((judgment) => [judgment.id, judgment]))
  const grades = [...pool.values()]
    .sort((a, b) => compareNewestFirst(a.entry, b.entry))
    .map(({ entry, origin }): PersonalJudgment => {
      const earlier = before.get(entry.post.id)
      const judgment: PersonalJudgment = {
        id: entry.post.id,
        grade: earlier?.grade ?? null,
        origin,
        post: excerpt(entry.post),
      }
      if (earlier?.why) judgment.why = earlier.why
      return judgment
    })
  return {
    name: set.name,
    description: set.description,
    follows: set.follows,
    likes: liked.map((entry) => ({ id: entry.post.id, post: excerpt(entry.post) })),
    grades,
  }
}

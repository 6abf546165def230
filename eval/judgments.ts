/**
 * The judged sets of `npm run eval`: their shapes, and the checks that keep them honest
 * (every retrieved post graded, every graded post still retrieved, the mix of queries the
 * sets promise). Pure: the caller reads the files and retrieves the posts.
 */
import type { Post } from '../src/domain/post'

export type Grade = 0 | 1 | 2 | 3

/** One post's grade, with enough of the post to read the file without the corpus. */
export interface Judgment {
  id: string
  /** null while a draft waits for its grade: the checks refuse it. */
  grade: Grade | null
  /** `@username: text…`, as `excerpt` writes it. */
  post: string
  /** Why a post that looks relevant is graded low (a repost, a copy, another sense, spam). */
  why?: string
}

export interface ExploreSet {
  query: string
  /** One sentence: what the person searching wants. */
  intent: string
  /** The language(s) of the query (ISO 639-1), for the "other language" rule. */
  lang: string[]
  /** When a query word also means something else in the corpus: what. */
  otherSense?: string
  grades: Judgment[]
}

export interface ForYouSet {
  name: string
  description: string
  /**
   * `seed`: the seed home (/api/for-you?home=seed) at its largest page; a file name: an
   * X API v2 home-timeline page under eval/foryou/timelines/, ranked as the live home is.
   */
  home: string
  /** For a timeline page: the moment it is ranked at (ISO 8601). */
  now?: string
  grades: Judgment[]
}

export type Origin = 'in_network' | 'out_of_network'

/** A candidate of a personalised feed, graded for its reader. */
export interface PersonalJudgment extends Judgment {
  /** Whether it comes from an account the reader follows or was found for them outside. */
  origin: Origin
}

/**
 * A reader of a personalised For You (eval/foryou/personal/<name>.json): what they liked, whom
 * they follow, and a candidate pool (every seed post of the accounts they follow that they did
 * not like, and seed posts from outside found for their interests), each graded for them.
 */
export interface PersonalSet {
  name: string
  /** Who the reader is and what they want, written before any grade. */
  description: string
  /** Usernames of the seed authors they follow. */
  follows: string[]
  /** Seed posts they liked, newest like first. */
  likes: { id: string; post: string }[]
  grades: PersonalJudgment[]
}

export interface Split {
  /** How the split was made. */
  method: string
  explore: { tuning: string[]; heldout: string[] }
  foryou: { tuning: string[]; heldout: string[] }
  /** The readers of the personalised For You sets. */
  foryouPersonal: { tuning: string[]; heldout: string[] }
}

/**
 * The kinds of spam a `why` names first when a post is graded 0 as spam (eval/README.md):
 * what the spam rules are there to catch.
 */
const SPAM_KINDS =
  /^(?:spam|scam|engagement bait|giveaway|airdrop|follow-for-follow|pump|hashtag stuffing)\b/i

/** Whether a judgment grades its post 0 as spam (its `why` names a kind of spam first). */
export function gradedAsSpam(judgment: Judgment): boolean {
  return judgment.grade === 0 && SPAM_KINDS.test(judgment.why ?? '')
}

const EXCERPT_CHARACTERS = 100

/** `@username: text`, on one line, cut at EXCERPT_CHARACTERS code points. */
export function excerpt(post: Post): string {
  const text = post.text.replace(/\s+/g, ' ').trim()
  const points = [...text]
  const cut = points.length > EXCERPT_CHARACTERS
  return `@${post.author.username}: ${points.slice(0, EXCERPT_CHARACTERS).join('')}${cut ? '…' : ''}`
}

/**
 * What is wrong between a set's grades and the posts it ranks: a post without a grade, a
 * grade for a post no longer there, a grade that is not 0..3, an excerpt that no longer
 * matches its post (the id now names another post), no post graded 2 or more.
 */
export function gradeProblems(
  name: string,
  grades: readonly Judgment[],
  posts: readonly Post[],
): string[] {
  const problems: string[] = []
  const byId = new Map(posts.map((post) => [post.id, post]))
  const graded = new Map<string, Judgment>()
  for (const judgment of grades) {
    if (graded.has(judgment.id)) problems.push(`${name}: ${judgment.id} is graded twice`)
    graded.set(judgment.id, judgment)
    const post = byId.get(judgment.id)
    if (!post) {
      problems.push(`${name}: ${judgment.id} (${judgment.post}) is graded but no longer retrieved`)
      continue
    }
    if (judgment.grade === null || ![0, 1, 2, 3].includes(judgment.grade)) {
      problems.push(`${name}: ${judgment.id} (${judgment.post}) has no grade 0..3`)
    }
    if (judgment.post !== excerpt(post)) {
      problems.push(`${name}: ${judgment.id} is now "${excerpt(post)}", not "${judgment.post}"`)
    }
  }
  for (const post of posts) {
    if (!graded.has(post.id)) problems.push(`${name}: ${post.id} (${excerpt(post)}) is not graded`)
  }
  if (!grades.some((judgment) => (judgment.grade ?? 0) >= 2)) {
    problems.push(`${name}: no post is graded 2 or more, so no ranking can be measured`)
  }
  return problems
}

/**
 * At least this many readers. Six were planned and split before any tuning (the seeded shuffle
 * of their six names, eval/README.md); all six are graded.
 */
export const REQUIRED_READERS = 6

/**
 * What is wrong with a personalised set against the seed corpus: a like or a candidate that is no
 * seed post or whose excerpt no longer matches, a liked post among the candidates, a candidate
 * without a grade 0..3 or an origin, a post of a followed account missing from the pool, an
 * "out of network" post by a followed account, nothing graded 2 or more.
 */
export function personalProblems(set: PersonalSet, seed: readonly Post[]): string[] {
  const name = set.name
  const problems: string[] = []
  const byId = new Map(seed.map((post) => [post.id, post]))
  const follows = new Set(set.follows.map((username) => username.toLowerCase()))
  const liked = new Set<string>()
  for (const like of set.likes) {
    const post = byId.get(like.id)
    if (!post) problems.push(`${name}: liked ${like.id} (${like.post}) is no seed post`)
    else if (excerpt(post) !== like.post) {
      problems.push(`${name}: liked ${like.id} is now "${excerpt(post)}", not "${like.post}"`)
    }
    liked.add(like.id)
  }
  if (set.likes.length === 0) problems.push(`${name}: no likes`)
  const graded = new Set<string>()
  for (const judgment of set.grades) {
    if (graded.has(judgment.id)) problems.push(`${name}: ${judgment.id} is graded twice`)
    graded.add(judgment.id)
    if (liked.has(judgment.id)) problems.push(`${name}: ${judgment.id} is liked and a candidate`)
    const post = byId.get(judgment.id)
    if (!post) {
      problems.push(`${name}: ${judgment.id} (${judgment.post}) is no seed post`)
      continue
    }
    if (judgment.grade === null || ![0, 1, 2, 3].includes(judgment.grade)) {
      problems.push(`${name}: ${judgment.id} (${judgment.post}) has no grade 0..3`)
    }
    if (judgment.post !== excerpt(post)) {
      problems.push(`${name}: ${judgment.id} is now "${excerpt(post)}", not "${judgment.post}"`)
    }
    const followed = follows.has(post.author.username.toLowerCase())
    if (judgment.origin !== 'in_network' && judgment.origin !== 'out_of_network') {
      problems.push(`${name}: ${judgment.id} has no origin in_network or out_of_network`)
    } else if ((judgment.origin === 'in_network') !== followed) {
      problems.push(
        `${name}: ${judgment.id} is ${judgment.origin}, but @${post.author.username} is ${followed ? '' : 'not '}followed`,
      )
    }
  }
  for (const post of seed) {
    const followed = follows.has(post.author.username.toLowerCase())
    if (followed && !liked.has(post.id) && !graded.has(post.id)) {
      problems.push(`${name}: ${post.id} (${excerpt(post)}), of a followed account, is not graded`)
    }
  }
  if (!set.grades.some((judgment) => (judgment.grade ?? 0) >= 2)) {
    problems.push(`${name}: no post is graded 2 or more, so no ranking can be measured`)
  }
  return problems
}

/** What kinds of query a set holds, read from the query itself and its fields. */
export interface QueryKinds {
  oneWord: boolean
  severalWords: boolean
  quoted: boolean
  hashtag: boolean
  or: boolean
  user: boolean
  otherLanguage: boolean
  otherSense: boolean
}

export function queryKinds(set: ExploreSet): QueryKinds {
  const query = set.query.trim()
  const parts = query.split(/\s+/)
  const plain = !/["#@:()]|\bOR\b/.test(query)
  return {
    oneWord: plain && parts.length === 1,
    severalWords: plain && parts.length > 1,
    quoted: query.includes('"'),
    hashtag: /(^|\s)#/.test(query),
    or: /\sOR\s/.test(query),
    user: /(^|\s)(from:|@)/.test(query),
    otherLanguage: set.lang.some((lang) => lang !== 'en'),
    otherSense: Boolean(set.otherSense),
  }
}

/** At least this many queries of each kind (the promise the README makes of the sets). */
export const REQUIRED_KINDS: Readonly<Record<keyof QueryKinds, number>> = {
  oneWord: 8,
  severalWords: 12,
  quoted: 4,
  hashtag: 4,
  or: 3,
  user: 2,
  otherLanguage: 6,
  otherSense: 4,
}
export const REQUIRED_QUERIES = 40
/** Other languages the Explore set must hold queries in. */
export const REQUIRED_LANGUAGES = ['ja', 'es', 'de']

export function compositionProblems(sets: readonly ExploreSet[]): string[] {
  const problems: string[] = []
  if (sets.length < REQUIRED_QUERIES) {
    problems.push(`${sets.length} Explore queries, fewer than ${REQUIRED_QUERIES}`)
  }
  const kinds = sets.map(queryKinds)
  for (const [kind, needed] of Object.entries(REQUIRED_KINDS)) {
    const count = kinds.filter((found) => found[kind as keyof QueryKinds]).length
    if (count < needed)
      problems.push(`${count} Explore queries of kind ${kind}, fewer than ${needed}`)
  }
  for (const lang of REQUIRED_LANGUAGES) {
    if (!sets.some((set) => set.lang.includes(lang))) {
      problems.push(`no Explore query in ${lang}`)
    }
  }
  for (const set of sets) {
    if (set.intent.trim().length === 0) problems.push(`${set.query}: no intent`)
  }
  return problems
}

/** Every name in exactly one half, and no name that is not a set. */
export function splitProblems(
  part: string,
  halves: { tuning: readonly string[]; heldout: readonly string[] },
  names: readonly string[],
): string[] {
  const problems: string[] = []
  const all = [...halves.tuning, ...halves.heldout]
  for (const name of names) {
    const count = all.filter((listed) => listed === name).length
    if (count !== 1) problems.push(`${part}: ${name} is in ${count} halves of the split, not 1`)
  }
  for (const listed of all) {
    if (!names.includes(listed))
      problems.push(`${part}: the split names ${listed}, which is no set`)
  }
  return problems
}

/** A seeded shuffle (mulberry32 driving Fisher–Yates): the same order for the same seed. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const shuffled = [...items]
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    const swapped = shuffled[index] as T
    shuffled[index] = shuffled[other] as T
    shuffled[other] = swapped
  }
  return shuffled
}

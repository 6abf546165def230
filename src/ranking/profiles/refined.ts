/**
 * refined: relevance first, explainable. Text relevance decides; what a post offers, the
 * engagement it earned and its age order posts of similar relevance; spam, later copies and
 * reposts of listed originals sink. Pure: no I/O here. The formulas are in docs/ranking.md.
 */
import type { Post } from '../../domain/post'
import type { AnalyzedPost } from '../analysis'
import { interestMatch, interestPhrases } from '../interests'
import { listSignal } from '../list'
import { asksForAnything, conceptsOf, conceptWords, onlyHashtags } from '../query/concepts'
import type { PostSignals } from '../signals'
import { threadParts } from '../threads'
import {
  ageMs,
  authorDiversityMultiplier,
  type Components,
  defineProfile,
  HOUR_MS,
  phraseMatches,
  type ScoringProfile,
  scoredPhrases,
} from './profile'
import { conceptWeights, coverage, inLanguages, mainLanguages, topicality } from './relevance'

/**
 * Every weight of refined, with the value it ships with. `npm run eval` switches features off
 * one at a time (ablation) through these; nothing else changes them.
 */
export const REFINED_SETTINGS = {
  /** The most text relevance can give: more than everything else a post can earn together. */
  textMax: 3,
  /** The share of textMax a post covering the query keeps however little it shares the list's topic (1: no feedback). */
  topicFloor: 0.3,
  /** How many of the list's characteristic terms pseudo-relevance feedback keeps. */
  expansionTerms: 30,
  /** The share of the most topical post's weight from which a post counts as fully on the topic. */
  topicSaturation: 0.7,
  /** Relevance (and, in a feed, value) kept by a post in a language other than the list's (1: none lost). */
  otherLanguage: 0.4,
  phraseBonus: 0.5,
  phraseBonusCap: 1,
  halfLifeHours: 48,
  /** What a post offers and what it earned, together at most this. */
  valueMax: 1.2,
  /** In a feed, with no text relevance to order by, what a post offers counts this much more. */
  feedValueScale: 2,
  /** In a search, how much of the value is the post's own substance, the rest the engagement it earned. */
  searchSubstanceShare: 0.85,
  /** The same in a feed. */
  feedSubstanceShare: 0.5,
  /** Terms from which a post counts as fully substantive. */
  substantiveTerms: 35,
  specificsBonus: 0.15,
  /** What substance an empty reply keeps. */
  emptyReplySubstance: 0.1,
  /** What substance a post that asks a question keeps: it asks for what others know (1: all). */
  askingSubstance: 0.8,
  /**
   * In a feed, what a post answered by others of the feed (people the reader follows) gains in
   * value, on the same 0..1 scale as what it offers and earned.
   */
  feedAnsweredBonus: 0.1,
  /** Whether an author's second, third, … post of a feed loses score (X's author diversity). */
  feedAuthorDiversity: true,
  /** The same in a search, where an author's posts on the query are each as relevant. */
  searchAuthorDiversity: false,
  /** Whether later copies and reposts of a listed original sink (under strictMatch). */
  sinkCopies: true,
  /** Whether the spam rules cost anything (under strictMatch). */
  spamRules: true,
  /**
   * In a personalised feed, the most the match with the reader's interests can give: the feed's
   * text relevance, as textMax is a search's (0: a personalised feed ranks as an unpersonalised one).
   */
  interestMax: 3,
  /** The share of the best-matching post's interest weight from which a post matches fully. */
  interestSaturation: 0.6,
  /** Each of the reader's word pairs a post holds, up to interestPhraseCap. */
  interestPhraseBonus: 0.25,
  interestPhraseCap: 0.5,
  /** What a post from outside the reader's network keeps of its score (1: as much as one from inside). */
  outOfNetworkScale: 1,
  /**
   * Interest feedback: the feed's posts that best match the reader's interests say what those
   * interests are about in this feed (pseudo-relevance feedback, as topicality does for a query):
   * how many of them are read, and the share of the interest score their vocabulary decides
   * (0: the interests' own terms alone).
   */
  interestFeedbackPosts: 15,
  interestFeedbackShare: 0.5,
  /**
   * In a personalised feed, whether an author's thread is read as one post: each later part
   * matches the reader's interests as well as the thread's first post at least, and counts as
   * that post for author diversity (X shows a thread as one conversation).
   */
  personalThreads: true,
}

export type RefinedSettings = typeof REFINED_SETTINGS

const AUDIENCE_SHARE = 0.01
const AUDIENCE_SMOOTHING = 10
const RATIO_CEILING = 100
const ACTION_WEIGHTS = { likes: 1, reposts: 2, replies: 3, quotes: 3, bookmarks: 2 }
/**
 * A later copy or a repost of a listed original keeps a hundredth of its positive score and
 * loses 10: more than any post's penalties, so it ranks below every post that is not one, and
 * the sunk posts keep their order among themselves (exact ties there would fall to rounding).
 */
const SINK = 10
const SUNK_SHARE = 0.01

/** The spam rules' penalties (refined's weights for the signals of the registry). */
const PENALTIES = {
  scamOffer: 3,
  giveaway: 3,
  cryptoPump: 3,
  followForFollow: 3,
  engagementBait: 2,
  keywordStuffing: 1,
  repeatedCharacters: 0.5,
  shouting: 0.3,
}
/** Three hashtags cost this much; each one more, HASHTAG_STEP more. */
const HASHTAG_START = 3
const HASHTAG_BASE = 0.8
const HASHTAG_STEP = 0.4
const MAX_PENALTY = 5
/** From this penalty on, a post is not evidence of what its list is about. */
const SPAM_FOR_FEEDBACK = 2

/** The recency half-life in hours: the more weight, the steeper the decay. */
export function refinedHalfLifeHours(
  recencyWeight: number,
  halfLifeHours = REFINED_SETTINGS.halfLifeHours,
): number {
  return halfLifeHours / (1 + recencyWeight)
}

const PENALTY_RULES = Object.entries(PENALTIES) as [keyof typeof PENALTIES, number][]

function penalty(signals: PostSignals): number {
  let sum = 0
  for (const [rule, weight] of PENALTY_RULES) {
    if (signals[rule]) sum += weight
  }
  if (signals.hashtagCount >= HASHTAG_START) {
    sum += HASHTAG_BASE + HASHTAG_STEP * (signals.hashtagCount - HASHTAG_START)
  }
  return Math.min(MAX_PENALTY, sum)
}

/**
 * Engagement against the author's audience, 0..1. A repost carries its original's counts, which
 * the reposter did not earn, so it earns none.
 */
function earned(post: Post): number {
  const { metrics, author, kind } = post
  if (kind === 'repost') return 0
  let weighted = 0
  weighted += ACTION_WEIGHTS.likes * Math.max(0, metrics.likes)
  weighted += ACTION_WEIGHTS.reposts * Math.max(0, metrics.reposts)
  weighted += ACTION_WEIGHTS.replies * Math.max(0, metrics.replies)
  weighted += ACTION_WEIGHTS.quotes * Math.max(0, metrics.quotes)
  weighted += ACTION_WEIGHTS.bookmarks * Math.max(0, metrics.bookmarks)
  const ratio = weighted / (AUDIENCE_SHARE * Math.max(0, author.followers) + AUDIENCE_SMOOTHING)
  return Math.min(1, Math.log1p(ratio) / Math.log1p(RATIO_CEILING))
}

/** What the post says, 0..1: its terms, figures given, little for an empty reply, less for a question. */
function substance(signals: PostSignals, settings: RefinedSettings): number {
  const said = Math.min(1, signals.contentTerms / settings.substantiveTerms)
  const base = signals.emptyReply ? settings.emptyReplySubstance * said : said
  const told = Math.min(1, base + (signals.specifics ? settings.specificsBonus : 0))
  return signals.asks ? settings.askingSubstance * told : told
}

interface Prepared {
  /** What the post says, 0..1. */
  substance: number
  /** The engagement it earned against its audience, 0..1. */
  earned: number
  /** Its spam penalty (≥ 0; the spam component is its negative, under strictMatch). */
  penalty: number
  /** The spam rules' verdict, whether or not they cost anything: spam says nothing of a topic. */
  spamPenalty: number
}

const positive = (c: Components) => c.overlap + c.phrase + c.recency + c.engagement

/**
 * X's author-diversity multiplier, by score: an author's best post in the list keeps its score,
 * the next is multiplied by (1 − 0.25)·0.5 + 0.25, and so on (authorDiversityMultiplier).
 * Ordered by score, not by time, so an author's fresh empty reply cannot push their substantive
 * post of the morning down.
 */
function diversityByScore(
  posts: readonly AnalyzedPost[],
  components: readonly Components[],
): number[] {
  const scores: number[] = []
  const order: number[] = []
  for (let index = 0; index < components.length; index++) {
    const c = components[index] as Components
    scores.push(positive(c) + c.spam)
    order.push(index)
  }
  order.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b)
  const seen = new Map<string, number>()
  const multipliers = new Array<number>(posts.length).fill(1)
  for (const index of order) {
    const post = posts[index] as AnalyzedPost
    const author = post.post.author.id || post.authorUsername
    const ordinal = seen.get(author) ?? 0
    seen.set(author, ordinal + 1)
    multipliers[index] = authorDiversityMultiplier(ordinal)
  }
  return multipliers
}

/** refined with `settings` over the shipped ones: what the registry holds, and eval's variants. */
export function refinedProfile(changes: Partial<RefinedSettings> = {}): ScoringProfile {
  const settings: RefinedSettings = { ...REFINED_SETTINGS, ...changes }
  return defineProfile<Prepared>({
    name: 'refined',
    prepare: (post) => {
      const spamPenalty = penalty(post.signals)
      return {
        substance: substance(post.signals, settings),
        earned: earned(post.post),
        penalty: settings.spamRules ? spamPenalty : 0,
        spamPenalty,
      }
    },
    scorer({ query, params, nowMs, stats, interests, outOfNetwork }, list, preparations) {
      const concepts = conceptsOf(query.root)
      const phrases = scoredPhrases(query)
      const weight = params.recencyWeight
      const halfLifeHours = refinedHalfLifeHours(weight, settings.halfLifeHours)
      // Everything is worked out over the list's context (list.posts are its first posts), so
      // that capping the list more changes no post's breakdown.
      const posts = list.context
      // Later copies and reposts of a listed original are not what the list is about; under
      // strictMatch they sink.
      const copies = listSignal(list, 'laterCopy')
      const reposts = listSignal(list, 'repostOfListed')
      const answered = listSignal(list, 'answeredInList')
      const demoted = (index: number) =>
        settings.sinkCopies && (copies[index] === 1 || reposts[index] === 1)
      const about: AnalyzedPost[] = []
      for (let index = 0; index < posts.length; index++) {
        if (!demoted(index) && (preparations[index] as Prepared).spamPenalty < SPAM_FOR_FEEDBACK) {
          about.push(posts[index] as AnalyzedPost)
        }
      }
      // A feed asks for nothing (the home feed has no query). A query of filters only (`from:`,
      // an @mention, `lang:`, …) is a search all of whose posts hold what it asked: each is as
      // relevant as it is about what they are about.
      const feed = !asksForAnything(query.root)
      const weightOf = conceptWeights(about)
      const topical = feed
        ? []
        : topicality(
            about,
            posts,
            conceptWords(concepts),
            stats,
            settings.expansionTerms,
            settings.topicSaturation,
          )
      // A personalised feed measures each post against the reader's interests, as a search does
      // against its query; its best-matching posts are the measure of a full match.
      const personal = feed && interests !== null && settings.interestMax > 0 ? interests : null
      const matched = personal === null ? [] : posts.map((post) => interestMatch(post, personal))
      // The posts the list is about that match the reader's interests, best first: the best is
      // the measure of a full match, and the first are topicality's evidence of what the
      // interests are about in this feed.
      const matching: number[] = []
      for (let index = 0; index < matched.length; index++) {
        const isAbout =
          !demoted(index) && (preparations[index] as Prepared).spamPenalty < SPAM_FOR_FEEDBACK
        if (isAbout && (matched[index] as number) > 0) matching.push(index)
      }
      matching.sort((a, b) => (matched[b] as number) - (matched[a] as number) || a - b)
      const bestMatch = matching.length > 0 ? (matched[matching[0] as number] as number) : 0
      const fullMatch = settings.interestSaturation * bestMatch
      const evidence = matching
        .slice(0, settings.interestFeedbackPosts)
        .map((index) => posts[index] as AnalyzedPost)
      const feedbackShare = evidence.length >= 4 ? settings.interestFeedbackShare : 0
      const interestTopical =
        personal === null || feedbackShare === 0
          ? []
          : topicality(
              evidence,
              posts,
              [],
              stats,
              settings.expansionTerms,
              settings.topicSaturation,
            )
      // A hashtag is language-neutral; a feed's languages are its reader's: those of what they
      // liked when that is known, else those of the feed.
      const languages =
        concepts !== null && onlyHashtags(query.root)
          ? new Set<string>()
          : personal !== null && personal.languages.size > 0
            ? personal.languages
            : mainLanguages(about)
      // With no query, what a post offers takes the place text relevance has in a search.
      const valueScale = settings.valueMax * (feed ? settings.feedValueScale : 1)
      const substanceShare = feed ? settings.feedSubstanceShare : settings.searchSubstanceShare
      const components: Components[] = []
      for (let index = 0; index < posts.length; index++) {
        const post = posts[index] as AnalyzedPost
        const fit = inLanguages(post, languages) ? 1 : settings.otherLanguage
        const prepared = preparations[index] as Prepared
        let overlap = 0
        let phrase = 0
        if (!feed) {
          const onTopic = settings.topicFloor + (1 - settings.topicFloor) * (topical[index] ?? 1)
          const covered = concepts === null ? 1 : coverage(concepts, post, weightOf)
          overlap = settings.textMax * covered * onTopic * fit
          const found = phraseMatches(post, phrases)
          phrase = fit * Math.min(settings.phraseBonusCap, settings.phraseBonus * found)
        } else if (personal !== null && fullMatch > 0) {
          const match = Math.min(1, (matched[index] as number) / fullMatch)
          const topical = interestTopical[index] ?? 0
          overlap =
            settings.interestMax * ((1 - feedbackShare) * match + feedbackShare * topical) * fit
          // A word pair of the reader's is two of their interests: a post with none holds none.
          const pairs = (matched[index] as number) > 0 ? interestPhrases(post, personal) : 0
          phrase = fit * Math.min(settings.interestPhraseCap, settings.interestPhraseBonus * pairs)
        }
        const ageHours = ageMs(post, nowMs) / HOUR_MS
        const recency = weight === 0 ? 0 : weight * 2 ** (-ageHours / halfLifeHours)
        const vouched = feed && (answered[index] ?? 0) > 0 ? settings.feedAnsweredBonus : 0
        const value = Math.min(
          1,
          substanceShare * prepared.substance + (1 - substanceShare) * prepared.earned + vouched,
        )
        // In a feed the reader's languages weigh on what a post offers them.
        const engagement = valueScale * value * (feed ? fit : 1)
        const spam = params.strictMatch ? -prepared.penalty : 0
        components.push({ overlap, phrase, recency, engagement, spam })
      }
      const threads = personal !== null && settings.personalThreads ? threadParts(posts) : new Map()
      for (const [part, first] of threads) {
        const c = components[part] as Components
        c.overlap = Math.max(c.overlap, (components[first] as Components).overlap)
      }
      const diversity = (feed ? settings.feedAuthorDiversity : settings.searchAuthorDiversity)
        ? diversityByScore(posts, components)
        : null
      for (let index = 0; index < components.length; index++) {
        const c = components[index] as Components
        const outside = outOfNetwork.has((posts[index] as AnalyzedPost).post.id)
        const multiplier =
          (diversity === null ? 1 : (diversity[threads.get(index) ?? index] as number)) *
          (outside ? settings.outOfNetworkScale : 1)
        c.overlap *= multiplier
        c.phrase *= multiplier
        c.recency *= multiplier
        c.engagement *= multiplier
        if (params.strictMatch && demoted(index)) {
          c.spam -= (1 - SUNK_SHARE) * positive(c) + SINK
        }
      }
      return (_post, _prepared, index) => components[index] as Components
    },
  })
}

export const refined = refinedProfile()

/**
 * Giveaways, airdrops and "claim your reward": prizes for following, sharing or connecting a
 * wallet, in the languages of the corpus (en, es, de, fr, pt, it, ja, zh).
 */
import { matchesCjk, pitched } from './characters'
import { phraseCounter } from './phrases'
import type { PostSignal } from './signal'

/** Phrases that announce a giveaway on their own. */
export const PHRASES: readonly string[] = [
  // English, and the words every language borrows.
  'connect your wallet',
  // Spanish.
  'reclama tu|tus premio|premios|tokens',
  'conecta tu wallet|billetera',
  // German.
  'wir verlosen',
  'verbinde deine wallet',
  // French.
  'connecte ton wallet|portefeuille',
  // Portuguese.
  'resgate seu|seus premio|premios|tokens',
  'conecte sua carteira|wallet',
  // Italian.
  'concorso|estrazione a premi',
  'collega il tuo wallet',
]

/**
 * Phrases with an everyday sense too ("claim your tax refund", the Champions League's `sorteo`,
 * "the first 3 people to finish", a school's `Verlosung`): a giveaway when two are found, or one
 * beside a pointer to a link, a DM or a prize (`pitched`).
 */
export const EVERYDAY_PHRASES: readonly string[] = [
  'giveaway|giveaways',
  'airdrop|airdrops',
  'free crypto|btc|eth|tokens',
  'tentez votre chance',
  'free iphone|money',
  'claim here|now|your',
  'first # wallets|players|people',
  'giving away',
  'you ve been selected',
  'sorteo',
  'concours',
  'sorteio',
  // A kindergarten's drawing contest is a Gewinnspiel too.
  'gewinnspiel',
  'verlosung',
  // Sharing to win (asking for likes and shares alone is engagement bait): also a club asking to
  // share its raffle. A kindergarten's Gewinnspiel, with "nichts zu gewinnen", asks for drawings.
  'rt|retweet|repost|share to win|enter',
  'who retweets|reposts|shares this',
  'rt|retweet|comparte|like para ganar|participar',
  'und gewinnt|gewinne|gewinnen',
  'gewinne|gewinnt ein|eine|einen',
  'rt|retweet|partage|partagez pour gagner|participer',
  'rt|compartilhe|compartilha para ganhar|participar',
  'rt|condividi per vincere|partecipare',
]

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)
/** Hashtags that declare a giveaway (in a sentence, a football "giveaway" loses the ball). */
const GIVEAWAY_TAGS: ReadonlySet<string> = new Set([
  'giveaway',
  'giveaways',
  'sorteo',
  'sorteio',
  'gewinnspiel',
  'verlosung',
  'concours',
])
/**
 * Japanese "free present", "present campaign", "follow and RT to enter", "to N people" (its
 * number looked back on, so the engine does not start at every digit); Chinese
 * "lucky draw", "free gift", "follow or repost … draw N" (抽三位: 抽空 is to find the time).
 */
export const HAN_OR_KANA_PATTERN =
  /無料プレゼント|プレゼント企画|フォロー[&＆・と]?(?:RT|ＲＴ|リツイート|リポスト)で|(?<=[0-9０-９])名様に|抽奖|抽獎|免费送|免費送|(?:关注|關注|转发|轉發).{0,20}?抽[一二三四五六七八九十两兩百0-9０-９]/u

export const giveaway = {
  name: 'giveaway',
  detect: (input) =>
    pitched(phrasesFound(input.entries, 2), input.post.text) ||
    input.hashtags.some((tag) => GIVEAWAY_TAGS.has(tag)) ||
    matchesCjk(HAN_OR_KANA_PATTERN, input)
      ? 1
      : 0,
} as const satisfies PostSignal

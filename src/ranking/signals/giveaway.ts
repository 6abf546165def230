/**
 * Giveaways, airdrops and "claim your reward": prizes for following, sharing or connecting a
 * wallet, in the languages of the corpus (en, es, de, fr, pt, it, ja, zh).
 */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

export const PHRASES: readonly string[] = [
  // English, and the words every language borrows.
  'giveaway|giveaways',
  'airdrop|airdrops',
  'free crypto|btc|eth|iphone|money|tokens',
  'claim here|now|your',
  'first # wallets|players|people',
  'connect your wallet',
  'giving away',
  'you ve been selected',
  // Spanish.
  'sorteo',
  'reclama tu|tus premio|premios|tokens',
  'conecta tu wallet|billetera',
  // German.
  'gewinnspiel',
  'verlosung',
  'wir verlosen',
  'verbinde deine wallet',
  // French.
  'concours',
  'tentez votre chance',
  'connecte ton wallet|portefeuille',
  // Portuguese.
  'sorteio',
  'resgate seu|seus premio|premios|tokens',
  'conecte sua carteira|wallet',
  // Italian.
  'concorso|estrazione a premi',
  'collega il tuo wallet',
]

const hasPhrase = phraseFinder(PHRASES)
/** Japanese "free present", "present campaign"; Chinese "lucky draw", "free gift". */
export const HAN_OR_KANA_PATTERN = /無料プレゼント|プレゼント企画|抽奖|抽獎|免费送|免費送/u

export const giveaway = {
  name: 'giveaway',
  detect: ({ post, entries, hanOrKana }) =>
    hasPhrase(entries) || (hanOrKana && HAN_OR_KANA_PATTERN.test(post.text)) ? 1 : 0,
} as const satisfies PostSignal

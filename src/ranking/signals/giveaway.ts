/** Giveaways, airdrops and "claim your reward": prizes for following, sharing or connecting a wallet. */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

export const PHRASES: readonly string[] = [
  'giveaway|giveaways',
  'airdrop|airdrops',
  'sorteo',
  'sorteio',
  'gewinnspiel',
  'verlosung',
  'concours',
  'free crypto|btc|eth|iphone|money|tokens',
  'claim here|now|your',
  'first # wallets|players|people',
  'connect your wallet',
  'giving away',
  'you ve been selected',
]

const hasPhrase = phraseFinder(PHRASES)
const JAPANESE = /無料プレゼント|プレゼント企画/u

export const giveaway = {
  name: 'giveaway',
  detect: ({ post, entries }) => (hasPhrase(entries) || JAPANESE.test(post.text) ? 1 : 0),
} as const satisfies PostSignal

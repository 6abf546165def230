/** The spam signals the refined profile penalises: what counts as link bait, and what not. */
import { describe, expect, it } from 'vitest'
import { spamSignals } from '../../src/ranking/spam'
import { tokenize } from '../../src/ranking/text'

function linkBait(text: string): boolean {
  return spamSignals(text, 0, tokenize(text)).linkBait
}

describe('link bait', () => {
  it('finds each phrase of link bait, giveaways and get-rich-quick offers, in any case', () => {
    for (const text of [
      "You won't believe this",
      'you wont believe what I found',
      'and WHAT HAPPENED NEXT',
      'click the link below',
      'Click link!',
      'link in bio',
      'Link in my bio 👇',
      'DM me for details',
      'huge #giveaway today',
      'GIVEAWAY time',
      'free crypto for everyone',
      'Free iPhone',
      'earn $500 a week',
      'Earn 3x more',
      'make $500/day from home',
      '$1,000 per week, no work',
      'this coin will 100x',
      'guaranteed returns',
      'Guaranteed profit',
      'limited time only',
      'ACT NOW',
      'follow & retweet to win',
      'follow and retweet',
      'Gana dinero desde casa',
      "gagner de l'argent facilement",
      '今すぐ登録してね',
      '無料プレゼント実施中',
    ]) {
      expect([text, linkBait(text)]).toEqual([text, true])
    }
  })

  it('does not find a phrase inside a longer word', () => {
    for (const text of [
      'learn 3 languages in a year',
      'I yearn 4 summer',
      'react now or never',
      'the contract now says otherwise',
      'impact nowhere near',
      'a carefree crypto winter',
      'unlimited time only matters to kids',
      'admin me too',
      '1100x zoom lens',
      'a price of $500 in total',
      'linking in biology',
    ]) {
      expect([text, linkBait(text)]).toEqual([text, false])
    }
  })
})

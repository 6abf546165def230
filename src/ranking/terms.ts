/**
 * How often a post's words occur, from the word hashes the tokeniser already computed,
 * so nothing hashes a freshly sliced word again (a Map would), and whether its words are
 * mostly repeats. Posts are short: a lookup scans the hashes, and distinct words are
 * counted in a scratch table shared by every call (allocating a table per post would
 * cost more). Pure.
 */
import { hashBit, hashWord } from './scan'
import type { Words } from './words'

/** Up to this many words, a lookup scans; a longer text gets a Map on its first lookup. */
const SCAN_LIMIT = 64

let scratchStamps = new Int32Array(256)
let scratchPositions = new Int32Array(256)
let scratchGeneration = 0

/** How many set bits `bits` has. */
function bitCount(bits: number): number {
  let count = bits - ((bits >>> 1) & 0x55555555)
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333)
  return Math.imul((count + (count >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/**
 * How many different values the low six bits of the hashes take: at most the number of
 * different words, since the same word has the same hash. For a post of a few dozen
 * words that are mostly different, this alone is enough to show it.
 */
function distinctLowBits(hashes: readonly number[]): number {
  let low = 0
  let high = 0
  for (let i = 0; i < hashes.length; i++) {
    const hash = hashes[i] as number
    const bit = hashBit(hash)
    const inHigh = -((hash >> 5) & 1)
    high |= bit & inHigh
    low |= bit & ~inHigh
  }
  return bitCount(low) + bitCount(high)
}

/**
 * Whether fewer than `share` of the words are different words (distinct / all < share).
 * Most posts are settled by their hashes' low bits alone (see distinctLowBits); for the
 * rest, the count stops as soon as enough different words have been seen.
 */
export function hasFewDistinct(words: Words, share: number): boolean {
  const hashes = words.hashes
  const length = hashes.length
  if (length === 0) return false
  if (distinctLowBits(hashes) / length >= share) return false
  let capacity = scratchStamps.length
  if (capacity < length * 2) {
    while (capacity < length * 2) capacity *= 2
    scratchStamps = new Int32Array(capacity)
    scratchPositions = new Int32Array(capacity)
    scratchGeneration = 0
  }
  // A slot is taken only if it carries this call's stamp, so nothing needs clearing.
  scratchGeneration = (scratchGeneration + 1) | 0
  if (scratchGeneration === 0) {
    scratchStamps.fill(0)
    scratchGeneration = 1
  }
  const mask = capacity - 1
  let distinct = 0
  for (let position = 0; position < length; position++) {
    if (distinct / length >= share) return false
    const hash = hashes[position] as number
    let slot = (hash ^ (hash >>> 15)) & mask
    for (;;) {
      if (scratchStamps[slot] !== scratchGeneration) {
        scratchStamps[slot] = scratchGeneration
        scratchPositions[slot] = position
        distinct++
        break
      }
      const other = scratchPositions[slot] as number
      if (hashes[other] === hash && words.same(other, position)) break
      slot = (slot + 1) & mask
    }
  }
  return distinct / length < share
}

export class TermCounts {
  readonly #words: Words
  /**
   * One bit (`hashBit`) for the hash of each word: a word whose bit is not set is not
   * here, which answers most lookups without reading the words (a query's words are
   * missing from most posts of a list that was not searched for them).
   */
  readonly #mask: number
  #counts: Map<string, number> | undefined

  constructor(words: Words) {
    this.#words = words
    const hashes = words.hashes
    let mask = 0
    for (let i = 0; i < hashes.length; i++) mask |= hashBit(hashes[i] as number)
    this.#mask = mask
  }

  /** How many times `token` occurs (0 when it does not); `hash` is `hashWord(token)`. */
  count(token: string, hash = hashWord(token)): number {
    if ((this.#mask & hashBit(hash)) === 0) return 0
    const words = this.#words
    const hashes = words.hashes
    if (hashes.length > SCAN_LIMIT) return this.#map().get(token) ?? 0
    let count = 0
    for (let i = 0; i < hashes.length; i++) {
      if (hashes[i] === hash && words.is(i, token)) count++
    }
    return count
  }

  has(token: string, hash = hashWord(token)): boolean {
    return this.count(token, hash) > 0
  }

  /** The distinct words, in the order they first occur. */
  keys(): IterableIterator<string> {
    return this.#map().keys()
  }

  #map(): Map<string, number> {
    if (!this.#counts) {
      this.#counts = new Map()
      for (const word of this.#words.toArray()) {
        this.#counts.set(word, (this.#counts.get(word) ?? 0) + 1)
      }
    }
    return this.#counts
  }
}

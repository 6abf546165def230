/**
 * Near-duplicate detection: two posts are near-duplicates when the Jaccard similarity of
 * their sets of word pairs is at least DUPLICATE_SIMILARITY. Found exactly, in about
 * linear time, by prefix filtering (the AllPairs method of set-similarity joins): order
 * each post's word pairs rarest first (by how many posts of the list hold them); two
 * posts this similar must share a pair among the first ones of each, so a post is only
 * compared with the posts filed under those. Pure: no I/O here.
 *
 * Most posts of a list share too few word pairs with the rest of the list to be anyone's
 * near-duplicate, and the same count proves it; they are left out entirely.
 */

import { hashBit, hashWord } from './scan'
import type { Words } from './words'

/** Jaccard similarity of word-pair sets at or above which two posts are near-duplicates. */
export const DUPLICATE_SIMILARITY = 0.55
/**
 * Each of the word pairs a post is searched by compares it with at most this many of the
 * posts filed under that pair, the latest first. Posts written from one template can
 * share their rarest pairs, and without a bound the comparisons grow with the square of
 * the list.
 */
export const MAX_POSTING_VISITS = 16
/** Posts shorter than this (in content words) are compared whole, not by word pairs. */
const MIN_WORDS_FOR_PAIRS = 4

export interface DuplicateFingerprint {
  /**
   * The hashes (31-bit) of the post's word pairs in order, repeats included; for a short
   * post, the one hash of all its words, so it only matches the same words. A plain
   * array: a typed array of more than 64 bytes is allocated off the V8 heap, slowly.
   */
  shingles: readonly number[]
}

/**
 * A hash of an ordered pair of hashes (a word pair, or a word list so far): the first
 * times the golden ratio (2^32 / φ, so its bits spread upwards) plus the second, halved to
 * 31 bits (a small integer to V8, so arrays of them stay unboxed). The word hashes are
 * FNV-1a, already spread, so two pairs share a hash with odds of about one in 2^31: a
 * finaliser on top (murmur3's, once) cost a seventieth of the whole ranking and found
 * the same duplicates.
 */
export function combineHashes(first: number, second: number): number {
  return (Math.imul(first, 0x9e3779b1) + second) >> 1
}

const NO_SHINGLES: readonly number[] = []
/**
 * Where a fingerprint's pairs are written before they are copied out at their exact
 * length: an array grown pair by pair is copied as it grows.
 */
const scratchPairs: number[] = []
/** Up to this many ignored words are compared one by one; more go into a set. */
const MAX_IGNORED_SCAN = 32

const RT_HASH = hashWord('rt')

/**
 * The fingerprint of a post's words, leaving out the words in `ignored` (hashtags and
 * mentions: copy-paste spam varies exactly those) and a leading "rt".
 */
export function fingerprint(words: Words, ignored: readonly string[]): DuplicateFingerprint {
  const hashes = words.hashes
  const skipsRt = hashes[0] === RT_HASH && words.is(0, 'rt')
  if (ignored.length === 0 && !skipsRt) return shingles(hashes)
  // A scan of a few hashes is fastest; a post stuffed with thousands of hashtags
  // would make it quadratic, so long lists are looked up in a set.
  const ignoredSet = ignored.length > MAX_IGNORED_SCAN ? new Set(ignored) : undefined
  const ignoredHashes: number[] = []
  // A word whose bit (`hashBit`) is not set in the ignored words' mask is kept without
  // comparing (most words of a post are not hashtags or mentions).
  let ignoredMask = 0
  if (!ignoredSet) {
    for (const word of ignored) {
      const hash = hashWord(word)
      ignoredHashes.push(hash)
      ignoredMask |= hashBit(hash)
    }
  }
  let pairs = 0
  // The pairs of the words kept, read as they are kept; the first three are remembered
  // for a post too short for pairs.
  let kept = 0
  let previous = 0
  let first = 0
  let second = 0
  let third = 0
  for (let index = skipsRt ? 1 : 0; index < hashes.length; index++) {
    const hash = hashes[index] as number
    let skip = ignoredSet?.has(words.at(index)) ?? false
    if (ignoredMask & hashBit(hash)) {
      for (let k = 0; k < ignoredHashes.length && !skip; k++) {
        skip = ignoredHashes[k] === hash && words.is(index, ignored[k] as string)
      }
    }
    if (skip) continue
    if (kept === 0) first = hash
    else {
      scratchPairs[pairs++] = combineHashes(previous, hash)
      if (kept === 1) second = hash
      else if (kept === 2) third = hash
    }
    previous = hash
    kept++
  }
  if (kept === 0) return { shingles: NO_SHINGLES }
  if (kept >= MIN_WORDS_FOR_PAIRS) return { shingles: scratchPairs.slice(0, pairs) }
  let whole = kept
  whole = combineHashes(whole, first)
  if (kept > 1) whole = combineHashes(whole, second)
  if (kept > 2) whole = combineHashes(whole, third)
  return { shingles: [whole] }
}

/** The fingerprint of all the words `hashes` (see `fingerprint`). */
function shingles(hashes: readonly number[]): DuplicateFingerprint {
  const words = hashes.length
  if (words === 0) return { shingles: NO_SHINGLES }
  if (words < MIN_WORDS_FOR_PAIRS) {
    let whole = words
    for (let i = 0; i < words; i++) whole = combineHashes(whole, hashes[i] as number)
    return { shingles: [whole] }
  }
  for (let i = 1; i < words; i++) {
    scratchPairs[i - 1] = combineHashes(hashes[i - 1] as number, hashes[i] as number)
  }
  return { shingles: scratchPairs.slice(0, words - 1) }
}

/** Whether `slot` comes before `other` rarest first: fewer holders, then the smaller hash. */
function rarer(slot: number, other: number, holders: Int32Array, keys: Int32Array): boolean {
  const held = holders[slot] as number
  const otherHeld = holders[other] as number
  return (
    held < otherHeld || (held === otherHeld && (keys[slot] as number) < (keys[other] as number))
  )
}

/** Up to this many slots, an insertion sort picks the rarest faster than partitioning. */
const INSERTION_LIMIT = 12

/**
 * Rearranges `slots[from, to)` so that its first `count` slots are its `count` rarest
 * (fewest holders, then smallest hash: the one order every entry of the list reads its
 * pairs in), in any order: the prefix filter needs which pairs come first, not their order.
 */
export function selectRarest(
  slots: Int32Array,
  from: number,
  to: number,
  count: number,
  holders: Int32Array,
  keys: Int32Array,
) {
  const nth = from + count
  let low = from
  let high = to - 1
  while (high - low >= INSERTION_LIMIT) {
    // Hoare partition around the middle slot.
    const pivot = slots[(low + high) >> 1] as number
    let i = low
    let j = high
    while (i <= j) {
      while (rarer(slots[i] as number, pivot, holders, keys)) i++
      while (rarer(pivot, slots[j] as number, holders, keys)) j--
      if (i <= j) {
        const swapped = slots[i] as number
        slots[i++] = slots[j] as number
        slots[j--] = swapped
      }
    }
    // slots[low, j] ≤ pivot ≤ slots[i, high], and slots(j, i) equal the pivot.
    if (nth <= j) high = j
    else if (nth >= i) low = i
    else return
  }
  for (let i = low + 1; i <= high; i++) {
    const slot = slots[i] as number
    let j = i - 1
    while (j >= low && rarer(slot, slots[j] as number, holders, keys)) {
      slots[j + 1] = slots[j] as number
      j--
    }
    slots[j + 1] = slot
  }
}

/**
 * How many of the first word pairs (rarest first) of a set of `size` pairs must be
 * searched: a set similar enough shares at least ⌈t·size⌉ of them, so it shares one of
 * the first size − ⌈t·size⌉ + 1. The small slack keeps the bound safe from rounding.
 */
export function prefixLength(size: number): number {
  return size - Math.ceil(DUPLICATE_SIMILARITY * size - 1e-9) + 1
}

/** The tables of one `markLaterDuplicates` call, each at least as long as it needs. */
interface Scratch {
  keys: Int32Array
  holders: Int32Array
  lastHolder: Int32Array
  postingHead: Int32Array
  stamp: Int32Array
  slots: Int32Array
  postingEntry: Int32Array
  postingNext: Int32Array
  firstSlot: Int32Array
  sharedEnd: Int32Array
  comparedWith: Int32Array
}

/** Tables for `capacity` slots, so for fewer than capacity / 2 word pairs. */
function newScratch(capacity: number, entries: number): Scratch {
  const pairs = capacity >> 1
  return {
    keys: new Int32Array(capacity),
    holders: new Int32Array(capacity),
    lastHolder: new Int32Array(capacity),
    postingHead: new Int32Array(capacity),
    stamp: new Int32Array(capacity),
    slots: new Int32Array(pairs),
    postingEntry: new Int32Array(pairs),
    postingNext: new Int32Array(pairs),
    firstSlot: new Int32Array(entries + 1),
    sharedEnd: new Int32Array(entries),
    comparedWith: new Int32Array(entries),
  }
}

/**
 * Tables up to this many slots (lists of about 400 posts) are kept for the next call:
 * typed arrays this long live outside the V8 heap, and allocating them cost more than
 * the rest of a 100-post call. Longer lists get tables of their own, so an isolate keeps
 * about half a megabyte.
 */
const KEPT_CAPACITY = 1 << 14
let kept: Scratch | undefined

function scratchFor(capacity: number, entries: number): Scratch {
  if (capacity > KEPT_CAPACITY) return newScratch(capacity, entries)
  if (!kept || kept.comparedWith.length < entries) {
    kept = newScratch(KEPT_CAPACITY, Math.max(entries, KEPT_CAPACITY >> 4))
  }
  return kept
}

/**
 * For a list in order of precedence (newest first), tells which entries repeat an
 * earlier one: share at least DUPLICATE_SIMILARITY (Jaccard) of their distinct word pairs
 * with it. Each entry is compared only with the earlier entries filed under one of its
 * first word pairs (rarest first, see `prefixLength`), at most `maxVisits` of them per
 * pair, the latest filed first, and only entries that share enough pairs with the rest
 * of the list are compared or filed at all. With no bound on the visits, this finds
 * exactly the entries some earlier entry is that similar to.
 */
export function markLaterDuplicates(
  fingerprints: readonly DuplicateFingerprint[],
  maxVisits = MAX_POSTING_VISITS,
): boolean[] {
  const count = fingerprints.length
  const repeated = new Array<boolean>(count).fill(false)
  let total = 0
  for (const { shingles } of fingerprints) total += shingles.length
  if (total === 0) return repeated

  // Each distinct word pair of the list gets a slot of one open-addressing table; each
  // entry, the list of its distinct slots, and each slot, how many entries hold it.
  let capacity = 16
  while (capacity < total * 2) capacity *= 2
  const mask = capacity - 1
  const scratch = scratchFor(capacity, count)
  const keys = scratch.keys
  const holders = scratch.holders.fill(0, 0, capacity)
  // lastHolder[slot] === entry + 1: the entry already holds the slot (a repeated pair).
  const lastHolder = scratch.lastHolder.fill(0, 0, capacity)
  const slots = scratch.slots
  const firstSlot = scratch.firstSlot
  let size = 0
  for (let entry = 0; entry < count; entry++) {
    firstSlot[entry] = size
    const shingles = (fingerprints[entry] as DuplicateFingerprint).shingles
    for (let s = 0; s < shingles.length; s++) {
      const key = shingles[s] as number
      let slot = (key ^ (key >>> 15)) & mask
      while (holders[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & mask
      if (lastHolder[slot] === entry + 1) continue
      keys[slot] = key
      holders[slot] = (holders[slot] as number) + 1
      lastHolder[slot] = entry + 1
      slots[size++] = slot
    }
  }
  firstSlot[count] = size

  // Filed entries: postingHead[slot] heads a linked list of (entry, next) cells.
  const postingHead = scratch.postingHead.fill(-1, 0, capacity)
  const postingEntry = scratch.postingEntry
  const postingNext = scratch.postingNext
  let postings = 0
  // stamp[slot] === entry + 1: the entry being compared holds the slot. Left as the last
  // call left it: only the shared slots of filed entries are read, and filing an entry
  // comes after stamping all of its shared slots in this call.
  const stamp = scratch.stamp
  // sharedEnd[entry]: a filed entry's shared slots (held by another entry too) are
  // slots[firstSlot[entry], sharedEnd[entry]), the rarest of them first; its other slots
  // follow.
  const sharedEnd = scratch.sharedEnd
  // comparedWith[other] === entry + 1: `other` was already compared with `entry`.
  const comparedWith = scratch.comparedWith.fill(0, 0, count)
  for (let entry = 0; entry < count; entry++) {
    const from = firstSlot[entry] as number
    const to = firstSlot[entry + 1] as number
    const distinct = to - from
    // Move the shared slots (held by another entry too) to the front. Rarest first, the
    // others would come first, but no other entry is filed under them or searches them:
    // only the shared ones among the first pairs are searched and filed under, and only
    // they need picking and stamping.
    let end = from
    for (let i = from; i < to; i++) {
      const slot = slots[i] as number
      if ((holders[slot] as number) < 2) continue
      slots[i] = slots[end] as number
      slots[end++] = slot
    }
    // A near-duplicate shares at least t of its pairs with one other entry, so with some.
    const shared = end - from
    if (distinct === 0 || shared + 0.5 < DUPLICATE_SIMILARITY * distinct) continue
    sharedEnd[entry] = end
    const prefixEnd = from + prefixLength(distinct) - (distinct - shared)
    selectRarest(slots, from, end, prefixEnd - from, holders, keys)
    for (let i = from; i < end; i++) stamp[slots[i] as number] = entry + 1
    for (let i = from; i < prefixEnd && !repeated[entry]; i++) {
      let visits = maxVisits
      for (
        let cell = postingHead[slots[i] as number] as number;
        cell !== -1 && !repeated[entry] && visits-- > 0;
        cell = postingNext[cell] as number
      ) {
        const other = postingEntry[cell] as number
        if (comparedWith[other] === entry + 1) continue
        comparedWith[other] = entry + 1
        const otherFrom = firstSlot[other] as number
        const otherTo = firstSlot[other + 1] as number
        // Jaccard is at most the smaller set's size over the larger's: skip what cannot reach t.
        const otherDistinct = otherTo - otherFrom
        const ratio = otherDistinct < distinct ? otherDistinct / distinct : distinct / otherDistinct
        if (ratio < DUPLICATE_SIMILARITY) continue
        // Jaccard ≥ t needs both ≥ t·(distinct + otherDistinct)/(1 + t): stop counting as
        // soon as the pairs left cannot make that up (the slack keeps rounding on the safe side).
        const needed =
          (DUPLICATE_SIMILARITY * (distinct + otherDistinct)) / (1 + DUPLICATE_SIMILARITY) - 1e-9
        // The two share only shared slots.
        const otherEnd = sharedEnd[other] as number
        let both = 0
        for (let k = otherFrom; k < otherEnd; k++) {
          if (stamp[slots[k] as number] === entry + 1) both++
          else if (both + (otherEnd - k - 1) < needed) break
        }
        if (both / (distinct + otherDistinct - both) >= DUPLICATE_SIMILARITY) {
          repeated[entry] = true
        }
      }
    }
    // Filed under its first pairs, whether or not it repeats an earlier entry.
    for (let i = from; i < prefixEnd; i++) {
      const slot = slots[i] as number
      postingEntry[postings] = entry
      postingNext[postings] = postingHead[slot] as number
      postingHead[slot] = postings
      postings++
    }
  }
  return repeated
}

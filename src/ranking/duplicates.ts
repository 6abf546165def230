/**
 * Near-duplicate detection in linear time: MinHash over word bigrams, banded into
 * locality-sensitive buckets, and each bucket collision verified by the exact Jaccard
 * similarity. Pure: no I/O here.
 *
 * Most posts of a list share too few word pairs with the rest of the list to be anyone's
 * near-duplicate, and a one-pass count proves it; only the others pay for their MinHash
 * signature (computed on first use, then kept with the fingerprint).
 */

import { hashWord } from './scan'

const HASH_COUNT = 24
const BAND_ROWS = 3
const BAND_COUNT = HASH_COUNT / BAND_ROWS
/** Jaccard similarity of bigram sets at or above which two posts are near-duplicates. */
export const DUPLICATE_SIMILARITY = 0.55
/**
 * Each band compares an entry with at most this many of the entries filed last in its
 * bucket. Posts written from one template can crowd a bucket, and without a bound the
 * comparisons grow with the square of the list (18 per post at 10,000 posts, against
 * 0.2 at 100); with it, detection on the benchmark's pages misses none at 100 posts and
 * 0.6 % at 10,000.
 */
export const MAX_BUCKET_VISITS = 16
/** Posts shorter than this (in content words) are compared exactly, not by MinHash. */
const MIN_WORDS_FOR_MINHASH = 4

export interface DuplicateFingerprint {
  /**
   * The distinct word-pair hashes (int32), sorted: sets compared by merging. A plain
   * array: a typed array of more than 64 bytes is allocated off the V8 heap, slowly.
   */
  shingles: readonly number[]
  /** A short post: its one "shingle" is the hash of all its words, compared whole. */
  exact: boolean
  /** The locality-sensitive bucket keys (int32); `bandsOf` fills this on first use. */
  bands?: readonly number[]
}

// Typed arrays: the constants stay unboxed 32-bit integers in the hot loop.
const MULTIPLIERS = new Int32Array(HASH_COUNT)
const OFFSETS = new Int32Array(HASH_COUNT)
{
  let state = 0x9e3779b9
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state
  }
  for (let i = 0; i < HASH_COUNT; i++) {
    MULTIPLIERS[i] = next() | 1
    OFFSETS[i] = next()
  }
}

/**
 * Mixes a 32-bit value so that nearby inputs spread (murmur3's finaliser). Works on the
 * bits, returning them as a signed int32, so the MinHash loop never leaves integer
 * arithmetic; `>>> 0` reads the same bits as the unsigned value.
 */
function mix(value: number): number {
  let h = value ^ (value >>> 16)
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 16)
}

/** Up to this many values, insertion sort beats the built-in sort and its comparator calls. */
const INSERTION_SORT_LIMIT = 32

/** Sorts (as int32) and de-duplicates in place. */
function distinctSorted(values: number[]): number[] {
  if (values.length > INSERTION_SORT_LIMIT) values.sort((a, b) => a - b)
  else {
    for (let i = 1; i < values.length; i++) {
      const value = values[i] as number
      let j = i - 1
      while (j >= 0 && (values[j] as number) > value) {
        values[j + 1] = values[j] as number
        j--
      }
      values[j + 1] = value
    }
  }
  let size = 0
  for (let i = 0; i < values.length; i++) {
    if (size === 0 || values[i] !== values[size - 1]) values[size++] = values[i] as number
  }
  values.length = size
  return values
}

/** A hash of an ordered pair of hashes (a word pair, or a word list so far). */
export function combineHashes(first: number, second: number): number {
  return mix((Math.imul(first, 0x9e3779b1) + second) | 0)
}

/**
 * The fingerprint of a post's words (`hashes`: `hashWord` of each token), leaving out
 * the words in `ignored` (hashtags and mentions: copy-paste spam varies exactly those)
 * and a leading "rt".
 */
export function fingerprint(
  tokens: readonly string[],
  hashes: readonly number[],
  ignored: readonly string[],
): DuplicateFingerprint {
  const ignoredHashes = ignored.map(hashWord)
  const kept: number[] = []
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string
    const hash = hashes[index] as number
    if (index === 0 && token === 'rt') continue
    let skip = false
    for (let k = 0; k < ignoredHashes.length && !skip; k++) {
      skip = ignoredHashes[k] === hash && ignored[k] === token
    }
    if (!skip) kept.push(hash)
  }
  const words = kept.length
  if (words < MIN_WORDS_FOR_MINHASH) {
    if (words === 0) return { shingles: [], exact: true }
    let whole = words
    for (let i = 0; i < words; i++) whole = combineHashes(whole, kept[i] as number)
    return { shingles: [whole], exact: true }
  }
  const pairs: number[] = []
  for (let i = 1; i < words; i++)
    pairs.push(combineHashes(kept[i - 1] as number, kept[i] as number))
  return { shingles: distinctSorted(pairs), exact: false }
}

/** Scratch space of `minHashBands`, shared by every call (it never yields). */
const minimums = new Int32Array(HASH_COUNT)

/**
 * MinHash signature of a set of word pairs, cut into bands of rows, one hash per band.
 * The shingles are mixed hashes already, so each row's permutation is one multiply-add
 * (mod 2^32, odd multiplier), its minimum taken in int32 order.
 */
function minHashBands(shingles: readonly number[]): number[] {
  minimums.fill(0x7fffffff)
  for (let s = 0; s < shingles.length; s++) {
    const shingle = shingles[s] as number
    for (let i = 0; i < HASH_COUNT; i++) {
      const key = (Math.imul(shingle, MULTIPLIERS[i] as number) + (OFFSETS[i] as number)) | 0
      if (key < (minimums[i] as number)) minimums[i] = key
    }
  }
  const bands: number[] = []
  for (let band = 0; band < BAND_COUNT; band++) {
    let hash = band + 1
    for (let row = 0; row < BAND_ROWS; row++) {
      hash = mix((Math.imul(hash, 31) + (minimums[band * BAND_ROWS + row] as number)) | 0)
    }
    bands.push(hash)
  }
  return bands
}

/**
 * The bucket keys of a fingerprint: its MinHash bands, or for a short post the hash of
 * its words (one key, in a bucket of its own kind). Computed once, then kept.
 */
export function bandsOf(fingerprint: DuplicateFingerprint): readonly number[] {
  fingerprint.bands ??= fingerprint.exact
    ? fingerprint.shingles.slice(0, 1)
    : minHashBands(fingerprint.shingles)
  return fingerprint.bands
}

/** Jaccard similarity of two sorted sets of distinct values. */
export function jaccard(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) return 0
  let shared = 0
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as number
    const y = b[j] as number
    if (x === y) {
      shared++
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return shared / (a.length + b.length - shared)
}

/** The slot of `key` in an open-addressing table (keys are mixed hashes already). */
function slotOf(keys: Int32Array, counts: Uint8Array, mask: number, key: number): number {
  let index = (key ^ (key >>> 16)) & mask
  while (counts[index] !== 0 && keys[index] !== key) index = (index + 1) & mask
  return index
}

/**
 * Which entries can be a near-duplicate of another entry at all: Jaccard ≥ t needs at
 * least t·|x| of x's word pairs in the other post, so in some other entry of the list.
 * One pass counts every word pair (an open-addressing table, counts capped at 2); an
 * entry with fewer shared pairs than that can be left out of the comparison entirely.
 * Half a pair of slack keeps the test safe from floating-point rounding.
 */
function mayRepeat(fingerprints: readonly DuplicateFingerprint[]): boolean[] {
  let total = 0
  for (const { shingles } of fingerprints) total += shingles.length
  let capacity = 16
  while (capacity < total * 2) capacity *= 2
  const mask = capacity - 1
  const keys = new Int32Array(capacity)
  const counts = new Uint8Array(capacity)
  for (const { shingles } of fingerprints) {
    for (let s = 0; s < shingles.length; s++) {
      const key = shingles[s] as number
      const index = slotOf(keys, counts, mask, key)
      keys[index] = key
      if ((counts[index] as number) < 2) counts[index] = (counts[index] as number) + 1
    }
  }
  return fingerprints.map(({ shingles }) => {
    let shared = 0
    for (let s = 0; s < shingles.length; s++) {
      if (counts[slotOf(keys, counts, mask, shingles[s] as number)] === 2) shared++
    }
    return shingles.length > 0 && shared + 0.5 >= DUPLICATE_SIMILARITY * shingles.length
  })
}

/**
 * For a list in order of precedence (newest first), tells which entries repeat an
 * earlier one. Each entry is compared only with the entries sharing a bucket with it
 * (same band, same band hash; short posts in a bucket kind of their own), at most
 * MAX_BUCKET_VISITS of them per band, the latest filed first, and only entries that
 * `mayRepeat` are bucketed at all. The buckets are one open-addressing
 * table whose slots head linked lists of members.
 */
export function markLaterDuplicates(
  fingerprints: readonly DuplicateFingerprint[],
  maxBucketVisits = MAX_BUCKET_VISITS,
): boolean[] {
  const repeated = new Array<boolean>(fingerprints.length).fill(false)
  const candidates = mayRepeat(fingerprints)
  let entries = 0
  for (let index = 0; index < fingerprints.length; index++) {
    if (candidates[index]) entries += bandsOf(fingerprints[index] as DuplicateFingerprint).length
  }
  if (entries === 0) return repeated
  let capacity = 16
  while (capacity < entries * 2) capacity *= 2
  const mask = capacity - 1
  const slotKind = new Int8Array(capacity).fill(-1)
  const slotHash = new Int32Array(capacity)
  const slotHead = new Int32Array(capacity)
  const memberIndex = new Int32Array(entries)
  const memberNext = new Int32Array(entries)
  let members = 0
  // checkedBy[other] === index + 1: `other` was already compared with `index`.
  const checkedBy = new Int32Array(fingerprints.length)
  for (let index = 0; index < fingerprints.length; index++) {
    if (!candidates[index]) continue
    const current = fingerprints[index] as DuplicateFingerprint
    const bands = bandsOf(current)
    const exact = bands.length === 1
    for (let band = 0; band < bands.length; band++) {
      const hash = bands[band] as number
      const kind = exact ? BAND_COUNT : band
      let slot = mix(hash ^ Math.imul(kind + 1, 0x9e3779b1)) & mask
      while (slotKind[slot] !== -1 && (slotKind[slot] !== kind || slotHash[slot] !== hash)) {
        slot = (slot + 1) & mask
      }
      let head = -1
      if (slotKind[slot] === -1) {
        slotKind[slot] = kind
        slotHash[slot] = hash
      } else {
        head = slotHead[slot] as number
      }
      // Once an entry is known to repeat, its remaining bands are only filed, not searched.
      let visits = maxBucketVisits
      for (let member = head; member !== -1 && !repeated[index] && visits-- > 0; ) {
        const other = memberIndex[member] as number
        member = memberNext[member] as number
        if (checkedBy[other] === index + 1) continue
        checkedBy[other] = index + 1
        const earlier = fingerprints[other] as DuplicateFingerprint
        if (jaccard(current.shingles, earlier.shingles) >= DUPLICATE_SIMILARITY) {
          repeated[index] = true
        }
      }
      memberIndex[members] = index
      memberNext[members] = head
      slotHead[slot] = members
      members++
    }
  }
  return repeated
}

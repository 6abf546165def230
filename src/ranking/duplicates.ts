/**
 * Near-duplicate detection in linear time: MinHash over word bigrams, banded into
 * locality-sensitive buckets, and each bucket collision verified by the exact Jaccard
 * similarity. Pure: no I/O here.
 *
 * Most posts of a list share too few word pairs with the rest of the list to be anyone's
 * near-duplicate, and a one-pass count proves it; only the others pay for their MinHash
 * signature (computed on first use, then kept with the fingerprint).
 */

const HASH_COUNT = 24
const BAND_ROWS = 3
const BAND_COUNT = HASH_COUNT / BAND_ROWS
/** Jaccard similarity of bigram sets at or above which two posts are near-duplicates. */
export const DUPLICATE_SIMILARITY = 0.55
/** Posts shorter than this (in content words) are compared exactly, not by MinHash. */
const MIN_WORDS_FOR_MINHASH = 4

export interface DuplicateFingerprint {
  /** The distinct word-pair hashes (as int32), sorted: sets compared by merging. */
  shingles: Int32Array
  /** A short post: its one "shingle" is the hash of all its words, compared whole. */
  exact: boolean
  /** The locality-sensitive bucket keys (int32); `bandsOf` fills this on first use. */
  bands?: Int32Array
}

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193
const SPACE = 0x20

/** FNV-1a, continued from `hash`: hashing "a b" is hashing "a", then " ", then "b". */
function fnv1aFrom(hash: number, text: string): number {
  let state = hash
  for (let i = 0; i < text.length; i++) {
    state ^= text.charCodeAt(i)
    state = Math.imul(state, FNV_PRIME)
  }
  return state
}

function fnv1a(text: string): number {
  return fnv1aFrom(FNV_OFFSET, text) >>> 0
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

/** Flipping the sign bit makes signed int32 order the unsigned order of the same bits. */
const SIGN_BIT = -0x80000000

/** Sorts and de-duplicates in place; the distinct values, as a view. */
function distinctSorted(values: Int32Array): Int32Array {
  values.sort()
  let size = 0
  for (let i = 0; i < values.length; i++) {
    if (size === 0 || values[i] !== values[size - 1]) values[size++] = values[i] as number
  }
  return values.subarray(0, size)
}

/**
 * The fingerprint of a post's words, leaving out the words in `ignored` (hashtags and
 * mentions: copy-paste spam varies exactly those) and a leading "rt".
 */
export function fingerprint(
  tokens: readonly string[],
  ignored: ReadonlySet<string>,
): DuplicateFingerprint {
  const words = tokens.filter(
    (token, index) => !ignored.has(token) && !(index === 0 && token === 'rt'),
  )
  if (words.length < MIN_WORDS_FOR_MINHASH) {
    if (words.length === 0) return { shingles: new Int32Array(0), exact: true }
    return { shingles: Int32Array.of(fnv1a(words.join(' ')) | 0), exact: true }
  }
  // Word pairs hashed as fnv1a(`${first} ${second}`), without building the strings.
  const pairs = new Int32Array(words.length - 1)
  let prefix = Math.imul(fnv1aFrom(FNV_OFFSET, words[0] as string) ^ SPACE, FNV_PRIME)
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string
    pairs[i - 1] = fnv1aFrom(prefix, word)
    prefix = Math.imul(fnv1aFrom(FNV_OFFSET, word) ^ SPACE, FNV_PRIME)
  }
  return { shingles: distinctSorted(pairs), exact: false }
}

/** MinHash signature of a set of word pairs, cut into bands of rows, one hash per band. */
function minHashBands(shingles: Int32Array): Int32Array {
  // minimums[i] holds (min ^ SIGN_BIT): the unsigned minimum, compared as signed.
  const minimums = new Int32Array(HASH_COUNT).fill(0x7fffffff)
  for (let s = 0; s < shingles.length; s++) {
    const shingle = shingles[s] as number
    for (let i = 0; i < HASH_COUNT; i++) {
      const key =
        mix((Math.imul(shingle, MULTIPLIERS[i] as number) + (OFFSETS[i] as number)) | 0) ^ SIGN_BIT
      if (key < (minimums[i] as number)) minimums[i] = key
    }
  }
  const bands = new Int32Array(BAND_COUNT)
  for (let band = 0; band < BAND_COUNT; band++) {
    let hash = band + 1
    for (let row = 0; row < BAND_ROWS; row++) {
      const minimum = (minimums[band * BAND_ROWS + row] as number) ^ SIGN_BIT
      hash = mix((Math.imul(hash, 31) + minimum) | 0)
    }
    bands[band] = hash
  }
  return bands
}

/**
 * The bucket keys of a fingerprint: its MinHash bands, or for a short post the hash of
 * its words (one key, in a bucket of its own kind). Computed once, then kept.
 */
export function bandsOf(fingerprint: DuplicateFingerprint): Int32Array {
  fingerprint.bands ??= fingerprint.exact
    ? fingerprint.shingles.slice(0, 1)
    : minHashBands(fingerprint.shingles)
  return fingerprint.bands
}

/** Jaccard similarity of two sorted sets of distinct values. */
export function jaccard(a: Int32Array, b: Int32Array): number {
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
  const slot = (key: number): number => {
    let index = mix(key) & mask
    while (counts[index] !== 0 && keys[index] !== key) index = (index + 1) & mask
    return index
  }
  for (const { shingles } of fingerprints) {
    for (let s = 0; s < shingles.length; s++) {
      const key = shingles[s] as number
      const index = slot(key)
      keys[index] = key
      if ((counts[index] as number) < 2) counts[index] = (counts[index] as number) + 1
    }
  }
  return fingerprints.map(({ shingles }) => {
    let shared = 0
    for (let s = 0; s < shingles.length; s++) {
      if (counts[slot(shingles[s] as number)] === 2) shared++
    }
    return shingles.length > 0 && shared + 0.5 >= DUPLICATE_SIMILARITY * shingles.length
  })
}

/**
 * For a list in order of precedence (newest first), tells which entries repeat an
 * earlier one. Each entry is compared only with the entries sharing a bucket with it
 * (same band, same band hash; short posts in a bucket kind of their own), and only
 * entries that `mayRepeat` are bucketed at all. The buckets are one open-addressing
 * table whose slots head linked lists of members.
 */
export function markLaterDuplicates(fingerprints: readonly DuplicateFingerprint[]): boolean[] {
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
      for (let member = head; member !== -1 && !repeated[index]; ) {
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

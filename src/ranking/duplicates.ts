/**
 * Near-duplicate detection in linear time: MinHash over word bigrams, banded into
 * locality-sensitive buckets, and each bucket collision verified by the exact Jaccard
 * similarity. Pure: no I/O here.
 */

const HASH_COUNT = 24
const BAND_ROWS = 3
const BAND_COUNT = HASH_COUNT / BAND_ROWS
/** Jaccard similarity of bigram sets at or above which two posts are near-duplicates. */
export const DUPLICATE_SIMILARITY = 0.55
/** Posts shorter than this (in content words) are compared exactly, not by MinHash. */
const MIN_WORDS_FOR_MINHASH = 4

export interface DuplicateFingerprint {
  shingles: ReadonlySet<number>
  bands: readonly number[]
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const MULTIPLIERS: number[] = []
const OFFSETS: number[] = []
{
  let state = 0x9e3779b9
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state
  }
  for (let i = 0; i < HASH_COUNT; i++) {
    MULTIPLIERS.push(next() | 1)
    OFFSETS.push(next())
  }
}

/** Mixes a 32-bit value so that nearby inputs spread (murmur3's finaliser). */
function mix(value: number): number {
  let h = value ^ (value >>> 16)
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
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
  const shingles = new Set<number>()
  if (words.length < MIN_WORDS_FOR_MINHASH) {
    if (words.length === 0) return { shingles, bands: [] }
    const whole = fnv1a(words.join(' '))
    shingles.add(whole)
    return { shingles, bands: [whole] }
  }
  for (let i = 0; i + 1 < words.length; i++) shingles.add(fnv1a(`${words[i]} ${words[i + 1]}`))
  const minimums = new Array<number>(HASH_COUNT).fill(0xffffffff)
  for (const shingle of shingles) {
    for (let i = 0; i < HASH_COUNT; i++) {
      const value = mix(
        (Math.imul(shingle, MULTIPLIERS[i] as number) + (OFFSETS[i] as number)) >>> 0,
      )
      if (value < (minimums[i] as number)) minimums[i] = value
    }
  }
  const bands: number[] = []
  for (let band = 0; band < BAND_COUNT; band++) {
    let hash = band + 1
    for (let row = 0; row < BAND_ROWS; row++) {
      hash = mix((Math.imul(hash, 31) + (minimums[band * BAND_ROWS + row] as number)) >>> 0)
    }
    bands.push(hash)
  }
  return { shingles, bands }
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let shared = 0
  for (const value of small) if (large.has(value)) shared++
  return shared / (a.size + b.size - shared)
}

/**
 * For a list in order of precedence (newest first), tells which entries repeat an
 * earlier one. Each entry is compared only with the entries sharing a bucket with it.
 */
export function markLaterDuplicates(fingerprints: readonly DuplicateFingerprint[]): boolean[] {
  const buckets: Map<number, number[]>[] = Array.from({ length: BAND_COUNT + 1 }, () => new Map())
  const repeated = new Array<boolean>(fingerprints.length).fill(false)
  fingerprints.forEach((current, index) => {
    const exact = current.bands.length === 1
    const checked = new Set<number>()
    current.bands.forEach((bandHash, band) => {
      const bucket = buckets[exact ? BAND_COUNT : band] as Map<number, number[]>
      const members = bucket.get(bandHash)
      if (members) {
        for (const other of members) {
          if (repeated[index] || checked.has(other)) continue
          checked.add(other)
          const earlier = fingerprints[other] as DuplicateFingerprint
          if (jaccard(current.shingles, earlier.shingles) >= DUPLICATE_SIMILARITY) {
            repeated[index] = true
          }
        }
        members.push(index)
      } else {
        bucket.set(bandHash, [index])
      }
    })
  })
  return repeated
}

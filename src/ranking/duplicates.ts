/**
 * Near-duplicates: two posts are near-duplicates when the Jaccard similarity of their sets of
 * word pairs is at least DUPLICATE_SIMILARITY. Pure: no I/O here.
 *
 * Comparing every pair of posts grows with the square of the list, so posts are compared by
 * prefix filtering (the AllPairs method of set-similarity joins): each post's word pairs are
 * ordered rarest first (by how many posts of the list hold them, then alphabetically); two
 * posts that similar must share a pair among the first `prefixLength` of each, so a post is
 * only compared with the posts filed under those pairs.
 */

/** Jaccard similarity of word-pair sets at or above which two posts are near-duplicates. */
export const DUPLICATE_SIMILARITY = 0.55
/**
 * The same, at or above which a post repeats another almost word for word (nine word pairs in
 * ten shared): a prefix, an emoji or a hashtag added, no more. A retelling in the author's own
 * words shares fewer.
 */
export const VERBATIM_SIMILARITY = 0.9
/**
 * Each of the pairs a post is searched by compares it with at most this many of the posts
 * filed under that pair, the latest first: posts written from one template can share their
 * rarest pairs, and without a bound the comparisons grow with the square of the list.
 */
export const MAX_POSTING_VISITS = 16
/** Posts shorter than this (in words kept) are compared whole, not by word pairs. */
const MIN_WORDS_FOR_PAIRS = 4

/** Where FNV-1a starts, before any code unit. */
export const HASH_START = 0x811c9dc5

/** One code unit more into an FNV-1a hash (read it with `>>> 0` when done). */
export function hashStep(hash: number, unit: number): number {
  return Math.imul(hash ^ unit, 0x01000193)
}

/** FNV-1a over a string's UTF-16 code units, as an unsigned 32-bit integer. */
export function hashString(text: string, hash = HASH_START): number {
  for (let i = 0; i < text.length; i++) hash = hashStep(hash, text.charCodeAt(i))
  return hash >>> 0
}

/**
 * One number for an ordered pair of words' hashes (collisions: about one in 2^30). Kept to 30
 * bits, so V8 holds it as a small integer: sets and maps of larger numbers are much slower.
 */
function pairHash(first: number, second: number): number {
  return (Math.imul(first, 0x9e3779b1) + second) & 0x3fffffff
}

/**
 * A post's word pairs, in order (repeats included), as numbers, leaving out `ignored` words
 * (hashtags and mentions: copy-paste spam varies exactly those) and a leading "rt"; a post of
 * fewer than four words kept is one "pair" of all its words, so it only matches the same words.
 */
export function fingerprint(words: readonly string[], ignored: readonly string[]): number[] {
  const pairs = new WordPairs()
  words.forEach((word, index) => {
    if (!(index === 0 && word === 'rt') && !ignored.includes(word)) pairs.add(hashString(word))
  })
  return pairs.fingerprint()
}

/**
 * A fingerprint made one kept word at a time (its hash), so the analysis makes it in the pass
 * over a post's words that finds its terms: the pairs of consecutive words; fewer than four
 * words, one number for all of them.
 */
export class WordPairs {
  private readonly pairs: number[] = []
  private readonly firstHashes: number[] = []
  private previous = 0
  private count = 0

  add(hash: number): void {
    if (this.count > 0) this.pairs.push(pairHash(this.previous, hash))
    if (this.count < MIN_WORDS_FOR_PAIRS) this.firstHashes.push(hash)
    this.previous = hash
    this.count++
  }

  fingerprint(): number[] {
    if (this.count === 0) return []
    if (this.count < MIN_WORDS_FOR_PAIRS) return [this.firstHashes.reduce(pairHash, this.count)]
    return this.pairs
  }
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const pair of a) if (b.has(pair)) shared++
  return shared / (a.size + b.size - shared)
}

/**
 * How many of the first pairs (rarest first) of a set of `size` pairs must be searched: a set
 * similar enough shares at least ⌈t·size⌉ of them, so one of the first size − ⌈t·size⌉ + 1.
 * The small slack keeps the bound safe from rounding.
 */
export function prefixLength(size: number, similarity = DUPLICATE_SIMILARITY): number {
  return size - Math.ceil(similarity * size - 1e-9) + 1
}

/** 2^30: pair numbers are below it (pairHash), so `count · 2^30 + pair` orders by count, then pair. */
const PAIR_RANGE = 0x40000000

/**
 * Typed arrays kept from one call to the next, each grown when a list needs more: making them
 * anew (a few kilobytes each, zeroed) cost a fifth of the search. Calls run to their end before
 * another starts, so one set serves them all.
 */
const scratch: Int32Array[] = []

/** Scratch array `which`, its first `length` numbers 0. */
function zeroed(which: number, length: number): Int32Array {
  const array = scratch[which]
  if (array === undefined || array.length < length) {
    const made = new Int32Array(Math.max(length, 2 * (array?.length ?? 0)))
    scratch[which] = made
    return made
  }
  return array.fill(0, 0, length)
}

/** The scratch arrays' numbers (`zeroed`). */
const PAIRS = 0
const HOLDERS = 1
const LAST_HOLDER = 2
const SLOTS = 3
const STARTS = 4
const LATEST = 5
const FILED_ENTRY = 6
const EARLIER = 7
const COMPARED_WITH = 8
const IN_ENTRY = 9

/**
 * A table of the pair numbers (below 2^30) of a list, open addressing in typed arrays: each
 * pair's slot, where how many entries hold the pair is counted.
 */
class PairSlots {
  /** How many slots: a power of two. */
  readonly size: number
  /** Each slot's pair + 1 (0: an empty slot). */
  readonly pairs: Int32Array
  readonly holders: Int32Array
  /** For each slot, the last entry (its index + 1) found holding the pair. */
  readonly lastHolder: Int32Array
  private readonly mask: number

  constructor(most: number) {
    let size = 16
    while (size < 2 * most) size *= 2
    this.size = size
    this.pairs = zeroed(PAIRS, size)
    this.holders = zeroed(HOLDERS, size)
    this.lastHolder = zeroed(LAST_HOLDER, size)
    this.mask = size - 1
  }

  /** The pair's slot, taken for it if it has none. */
  slot(pair: number): number {
    let at = pair & this.mask
    for (;;) {
      const held = this.pairs[at] as number
      if (held === pair + 1) return at
      if (held === 0) {
        this.pairs[at] = pair + 1
        return at
      }
      at = (at + 1) & this.mask
    }
  }

  /** The pair whose slot `slot` is. */
  pair(slot: number): number {
    return (this.pairs[slot] as number) - 1
  }
}

const ascending = (a: number, b: number) => a - b

/**
 * Sorts the first `length` numbers of `values` in ascending order: by insertion when there
 * are few (a post's pairs: no call back into JavaScript per comparison), else by `sort`.
 */
function sortAscending(values: number[], length: number): void {
  if (length > 64) {
    values.length = length
    values.sort(ascending)
    return
  }
  for (let i = 1; i < length; i++) {
    const value = values[i] as number
    let j = i - 1
    while (j >= 0 && (values[j] as number) > value) {
      values[j + 1] = values[j] as number
      j--
    }
    values[j + 1] = value
  }
}

/**
 * For a list of fingerprints (numbers below 2^30) in order of precedence, which entries
 * repeat an earlier one: their distinct pairs' Jaccard similarity with it is at least
 * `similarity` (DUPLICATE_SIMILARITY unless told).
 * Only entries with enough of their pairs held by another entry are compared and filed at all;
 * each is compared with the `maxVisits` latest entries filed under each of its first pairs, and
 * filed under them. With no bound on the visits, this finds exactly the entries some earlier
 * entry is that similar to.
 */
export function markLaterDuplicates(
  fingerprints: readonly (readonly number[])[],
  maxVisits = MAX_POSTING_VISITS,
  similarity = DUPLICATE_SIMILARITY,
): boolean[] {
  let total = 0
  for (const pairs of fingerprints) total += pairs.length
  const table = new PairSlots(total)
  // Each entry's distinct pairs, as their slots in the table, one entry after another: entry
  // i's are slots[starts[i]] up to slots[starts[i + 1]]. Each pair's holders are counted.
  const slots = zeroed(SLOTS, total)
  const starts = zeroed(STARTS, fingerprints.length + 1)
  let end = 0
  for (let index = 0; index < fingerprints.length; index++) {
    for (const pair of fingerprints[index] as readonly number[]) {
      const slot = table.slot(pair)
      if (table.lastHolder[slot] === index + 1) continue
      table.lastHolder[slot] = index + 1
      table.holders[slot] = (table.holders[slot] as number) + 1
      slots[end++] = slot
    }
    starts[index + 1] = end
  }
  // The filings, latest first under each pair's slot: `latest[slot]` is the last filing (its
  // number + 1; 0: none), `filedEntry[f]` the entry filed by filing f and `earlier[f]` the
  // filing under the same slot before it (+ 1). An entry is filed under at most all its pairs.
  const latest = zeroed(LATEST, table.size)
  const filedEntry = zeroed(FILED_ENTRY, total)
  const earlier = zeroed(EARLIER, total)
  let filings = 0
  /** For each entry, the last entry (its index + 1) compared with it. */
  const comparedWith = zeroed(COMPARED_WITH, fingerprints.length)
  /** For each slot, the entry (its index + 1) whose comparisons are under way, if it holds the pair. */
  const inEntry = zeroed(IN_ENTRY, table.size)
  const marks: boolean[] = []
  // An entry's pairs another entry holds too, as the numbers count · 2^30 + pair, which order
  // them rarest first, then by the pair's number, so every entry reads its pairs in one order;
  // then, of the first, their slots. One array for every entry in turn.
  const keys: number[] = []
  for (let index = 0; index < fingerprints.length; index++) {
    const first = starts[index] as number
    const size = (starts[index + 1] as number) - first
    let shared = 0
    for (let k = first; k < first + size; k++) {
      const slot = slots[k] as number
      const count = table.holders[slot] as number
      if (count >= 2) keys[shared++] = count * PAIR_RANGE + table.pair(slot)
    }
    if (size === 0 || shared + 0.5 < similarity * size) {
      marks.push(false)
      continue
    }
    // The prefix is the first prefixLength pairs in that order. Those no other entry holds come
    // first, and searching or filing under them would find and serve nothing: only the shared
    // ones of the prefix are searched and filed under.
    const searched = prefixLength(size, similarity) - (size - shared)
    sortAscending(keys, shared)
    for (let k = 0; k < searched; k++) keys[k] = table.slot((keys[k] as number) % PAIR_RANGE)
    for (let k = first; k < first + size; k++) inEntry[slots[k] as number] = index + 1
    let repeats = false
    for (let p = 0; p < searched && !repeats; p++) {
      let filing = latest[keys[p] as number] as number
      for (let visits = 0; filing !== 0 && visits < maxVisits; visits++) {
        const other = filedEntry[filing - 1] as number
        filing = earlier[filing - 1] as number
        if (comparedWith[other] === index + 1) continue
        comparedWith[other] = index + 1
        // The Jaccard similarity of the two entries' pairs (as `jaccard` works it out).
        const from = starts[other] as number
        const otherSize = (starts[other + 1] as number) - from
        let both = 0
        for (let j = from; j < from + otherSize; j++) {
          if (inEntry[slots[j] as number] === index + 1) both++
        }
        if (both / (size + otherSize - both) >= similarity) repeats = true
      }
    }
    for (let p = 0; p < searched; p++) {
      const slot = keys[p] as number
      filedEntry[filings] = index
      earlier[filings] = latest[slot] as number
      latest[slot] = ++filings
    }
    marks.push(repeats)
  }
  return marks
}

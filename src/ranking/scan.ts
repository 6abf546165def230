/**
 * One pass over a post's text: fold, leave links out, tokenise, hash each word and count
 * letters, with exactly the answers of the separate steps of text.ts (property-tested in
 * test/ranking/scan.test.ts). Pure: no I/O here.
 */
import { hasLinkMarker } from '../domain/post'
import {
  ASCII_CLASSES,
  charClass,
  FOLD_STABLE,
  FOLDED_SHIFT,
  FOLDS_TO_ONE,
  foldText,
  LETTER,
  RUN_EXTENSION,
  segmentRuns,
  tokenizeFolded,
  UNSPACED,
  UPPERCASE,
  WORD_CHAR,
} from './text'
import { AS_IS, FOLD, LOWER, MAX_SPANNED_LENGTH, pushGiven, spanOf, Words } from './words'

// The FNV-1a offset basis as an int32 (the same bits), so every hash is an int32.
const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193
/** FNV_PRIME's inverse modulo 2^32: multiplying by it undoes a step of the hash. */
const FNV_PRIME_INVERSE = 0x359c449b

/**
 * FNV-1a over a word's UTF-16 code units, halved to 31 bits: the hash `scanText` computes.
 * A 31-bit integer is a small integer to V8, so the arrays of them stay unboxed.
 */
export function hashWord(word: string): number {
  let state = FNV_OFFSET
  for (let i = 0; i < word.length; i++) state = Math.imul(state ^ word.charCodeAt(i), FNV_PRIME)
  return state >> 1
}

/**
 * One bit for a word hash (its low five bits): OR'd over a post's words, a mask whose
 * bit for a word is unset proves the word is not there without reading the words.
 */
export function hashBit(hash: number): number {
  return 1 << (hash & 31)
}

const LINK_PATTERN = /https?:\/\/\S+/gu

/** The text with each link (`https?://\S+`) replaced by a space. */
export function stripLinks(text: string): string {
  return text.includes('http') ? text.replace(LINK_PATTERN, ' ') : text
}

/** JavaScript's `\s`. */
export function isWhitespace(code: number): boolean {
  return code <= 0x20
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d)
    : code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff
}

const COLON = 0x3a
const SLASH = 0x2f

/** `linkEndAt`: no `https?://` starts there. */
const NO_MARKER = -1
/** `linkEndAt`: `https?://` starts there, but no link (whitespace or the end follows). */
const MARKER_ONLY = -2

/**
 * Where a link `https?://\S+` starting at `i` ends; NO_MARKER or MARKER_ONLY when none
 * starts there.
 */
function linkEndAt(text: string, i: number): number {
  if (
    text.charCodeAt(i) !== 0x68 ||
    text.charCodeAt(i + 1) !== 0x74 ||
    text.charCodeAt(i + 2) !== 0x74 ||
    text.charCodeAt(i + 3) !== 0x70
  ) {
    return NO_MARKER
  }
  let end = i + 4
  if (text.charCodeAt(end) === 0x73 && text.startsWith('://', end + 1)) end += 4
  else if (text.startsWith('://', end)) end += 3
  else return NO_MARKER
  return linkEndFrom(text, end)
}

/**
 * Where a link whose marker `https?://` ends at `start` ends; MARKER_ONLY when it is only
 * the marker.
 */
function linkEndFrom(text: string, start: number): number {
  if (start >= text.length || isWhitespace(text.charCodeAt(start))) return MARKER_ONLY
  let end = start + 1
  while (end < text.length && !isWhitespace(text.charCodeAt(end))) end++
  return end
}

/** Where the marker `https?://` whose `:` is at `colon` starts; NO_MARKER when it is not there. */
function markerStartBefore(text: string, colon: number): number {
  if (text.charCodeAt(colon + 1) !== SLASH || text.charCodeAt(colon + 2) !== SLASH) return NO_MARKER
  const start = text.charCodeAt(colon - 1) === 0x73 ? colon - 5 : colon - 4
  return start >= 0 && text.startsWith('http', start) ? start : NO_MARKER
}

/** The hash of a word before the code units `text[from, to)` were hashed into `hash`. */
function unhashed(hash: number, text: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--)
    hash = Math.imul(hash, FNV_PRIME_INVERSE) ^ text.charCodeAt(i)
  return hash
}

/** What the spam signals need from the characters of a text. */
export interface CharacterCounts {
  letters: number
  uppercase: number
  /** A code point repeated four or more times in a row (variation selectors aside). */
  repeatCandidate: boolean
  /** A code point of a script written without spaces (UNSPACED), links included. */
  unspaced: boolean
  /** A link marker, `https?://`, anywhere (as `hasLinkMarker`). */
  linkMarker: boolean
}

const VARIATION_SELECTOR_15 = 0xfe0e
const VARIATION_SELECTOR_16 = 0xfe0f

/** Letters, capitals, runs of one code point and the rest of CharacterCounts, over the whole text. */
export function countCharacters(text: string): CharacterCounts {
  let letters = 0
  let uppercase = 0
  let previous = -1
  let run = 0
  let repeatCandidate = false
  let unspaced = false
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i) as number
    i += codePoint > 0xffff ? 2 : 1
    const bits = charClass(codePoint)
    if (bits & UNSPACED) unspaced = true
    if (bits & LETTER) {
      letters++
      if (bits & UPPERCASE) uppercase++
    }
    if (codePoint === VARIATION_SELECTOR_16) continue
    if (codePoint === previous) {
      if (++run >= 4) repeatCandidate = true
    } else {
      previous = codePoint
      run = 1
    }
  }
  return { letters, uppercase, repeatCandidate, unspaced, linkMarker: hasLinkMarker(text) }
}

/** A post's text, analysed: its folded words (links left out) and character counts. */
export interface TextScan extends CharacterCounts {
  words: Words
}

/**
 * Folds, tokenises (links left out, as `stripLinks` does) and counts the characters of a
 * text, with the answers of `tokenizeFolded(foldText(stripLinks(text)))` and
 * `countCharacters(text)`.
 */
export function scanText(text: string): TextScan {
  return scanTexts([text])[0] as TextScan
}

/** A run of unspaced script left for the segmenter: its words go before word `at`. */
interface DeferredRun {
  at: number
  text: string
}

/** A text whose scan waits for the words of its runs of unspaced script. */
interface DeferredScan {
  scan: TextScan
  runs: DeferredRun[]
}

/**
 * Each text scanned as `scanText` describes, with the runs of unspaced script of all of
 * them segmented in one `Intl.Segmenter` pass (see `segmentRuns`): the same answers as
 * one text at a time, for a fraction of the segmenter's cost on a page of posts.
 */
export function scanTexts(texts: readonly string[]): TextScan[] {
  const scans: TextScan[] = []
  const deferred: DeferredScan[] = []
  let runs: DeferredRun[] = []
  for (const text of texts) {
    const scan = scanFoldable(text, runs)
    if (scan === null) {
      runs.length = 0
      scans.push(scanInSteps(text))
      continue
    }
    scans.push(scan)
    if (runs.length > 0) {
      deferred.push({ scan, runs })
      runs = []
    }
  }
  if (deferred.length === 0) return scans
  const words = segmentRuns(deferred.flatMap((entry) => entry.runs.map((run) => run.text)))
  let next = 0
  for (const entry of deferred) {
    entry.scan.words = runWordsInserted(entry, words, next)
    next += entry.runs.length
  }
  return scans
}

/**
 * The words of a deferred scan, with the words of its runs (`words[next]` onwards, one
 * list per run) in their places.
 */
function runWordsInserted(
  { scan, runs }: DeferredScan,
  words: readonly string[][],
  next: number,
): Words {
  const read = scan.words
  const spans: number[] = []
  const hashes: number[] = []
  const given: (string | undefined)[] = []
  let copied = 0
  const copyUpTo = (end: number) => {
    for (; copied < end; copied++) {
      spans.push(read.spans[copied] as number)
      hashes.push(read.hashes[copied] as number)
      given.push(undefined)
    }
  }
  for (const run of runs) {
    copyUpTo(run.at)
    for (const word of words[next++] as string[]) {
      pushGiven(spans)
      hashes.push(hashWord(word))
      given.push(word)
    }
  }
  copyUpTo(read.length)
  return new Words(read.text, spans, hashes, given)
}

function scanInSteps(text: string): TextScan {
  const tokens = tokenizeFolded(foldText(stripLinks(text)))
  return { words: Words.of(tokens, tokens.map(hashWord)), ...countCharacters(text) }
}

/**
 * Where `scanFoldable` writes a text's spans and hashes, to copy them out at their exact
 * length: arrays grown word by word are copied as they grow. Plain arrays: a typed array
 * of more than 64 bytes is allocated off the V8 heap, which costs more than a scan.
 */
const scratchSpans: number[] = []
const scratchHashes: number[] = []

const OUTSIDE = 0
const IN_WORD = 1
/** In a run of unspaced script (see RUN_EXTENSION). */
const IN_RUN = 2

/**
 * The word `text[start, end)`, folded, with its hash: a word of `scanFoldable`, kept as
 * its span (see Words), not as a string.
 */
function pushWord(
  index: number,
  start: number,
  end: number,
  hash: number,
  folding: number,
): number {
  scratchSpans[index] = spanOf(start, end, folding)
  scratchHashes[index] = hash >> 1
  return index + 1
}

/**
 * Leaves the unspaced run `text[start, end)` (see RUN_EXTENSION) for `scanTexts` to
 * segment: its words go after the words read so far.
 */
function deferRun(deferred: DeferredRun[], at: number, text: string, start: number, end: number) {
  deferred.push({ at, text: text.slice(start, end) })
}

/**
 * `scanText` in one pass, for the usual text, where folding maps each code point on its
 * own (FOLD_STABLE or FOLDS_TO_ONE); null otherwise. Each word is hashed, folded, as it
 * is read, and kept as its span of the text (see Words); each run of a script written
 * without spaces (Japanese, Thai, …) is left in `deferred` for the segmenter (see
 * `scanTexts`), which splits it as `tokenizeFolded` does.
 */
function scanFoldable(text: string, deferred: DeferredRun[]): TextScan | null {
  const length = text.length
  if (length >= MAX_SPANNED_LENGTH) return null
  let count = 0
  let letters = 0
  let uppercase = 0
  let previous = -1
  let run = 0
  let repeatCandidate = false
  let unspaced = false
  let linkMarker = false
  let previousIsLetter = false
  let linkEnd = -1
  let state = OUTSIDE
  let wordStart = 0
  let hash = FNV_OFFSET
  let folding = AS_IS
  // Which classes start a run: only an unspaced script until one turns up outside a link,
  // then RUN_EXTENSION too (see there). One already read as a letter by then means the
  // text must be read again: the steps take it.
  let inRuns = UNSPACED
  let extensionAsLetter = false

  for (let i = 0; i < length; ) {
    if (state === OUTSIDE ? i >= linkEnd : state === IN_WORD) {
      // The usual characters: ASCII between words, and ASCII letters, digits and _ that
      // start or go on with a word, each kind read in a tight loop of its own. Each gets
      // here what the general step below does for it, in short; a link or anything else
      // goes on there.
      const entry = i
      let code = text.charCodeAt(i)
      ascii: while (code < 0x80) {
        let ascii = ASCII_CLASSES[code] as number
        if (!(ascii & WORD_CHAR)) {
          if (state === IN_WORD) {
            // A link's marker is looked for where its `:` ends a word, not at each h (that
            // was about a seventh of the scan of English text). The marker's letters are
            // then the word's last, and the link ends the word where it starts.
            const linkStart = code === COLON ? markerStartBefore(text, i) : NO_MARKER
            if (linkStart !== NO_MARKER) {
              linkMarker = true
              const end = linkEndFrom(text, i + 3)
              if (end !== MARKER_ONLY) {
                // The general step reads the rest of the link from here.
                if (linkStart > wordStart) {
                  const wordHash = unhashed(hash, text, linkStart, i)
                  count = pushWord(count, wordStart, linkStart, wordHash, folding)
                }
                state = OUTSIDE
                linkEnd = end
                break
              }
            }
            count = pushWord(count, wordStart, i, hash, folding)
            state = OUTSIDE
          }
          // Between words. This loop and the word's below each count repeats and read the
          // next character themselves: a shared function could not update these locals.
          do {
            if (code === previous) {
              if (++run >= 4) repeatCandidate = true
            } else {
              previous = code
              run = 1
            }
            if (++i === length) break ascii
            code = text.charCodeAt(i)
            if (code >= 0x80) break ascii
            ascii = ASCII_CLASSES[code] as number
          } while (!(ascii & WORD_CHAR))
        }
        if (state === OUTSIDE) {
          state = IN_WORD
          wordStart = i
          hash = FNV_OFFSET
          folding = AS_IS
        }
        // In a word, at a word character.
        for (;;) {
          let folded = code
          if (ascii & LETTER) {
            letters++
            if (ascii & UPPERCASE) {
              uppercase++
              folded = ascii >>> FOLDED_SHIFT
              if (folding === AS_IS) folding = LOWER
            }
          }
          hash = Math.imul(hash ^ folded, FNV_PRIME)
          if (code === previous) {
            if (++run >= 4) repeatCandidate = true
          } else {
            previous = code
            run = 1
          }
          if (++i === length) break ascii
          code = text.charCodeAt(i)
          if (code >= 0x80) break ascii
          ascii = ASCII_CLASSES[code] as number
          if (!(ascii & WORD_CHAR)) break
        }
      }
      // The general step reads this when a variation selector follows.
      if (i > entry) {
        previousIsLetter = ((ASCII_CLASSES[text.charCodeAt(i - 1)] as number) & LETTER) !== 0
      }
      if (i === length) break
    }
    const codePoint = text.codePointAt(i) as number
    const width = codePoint > 0xffff ? 2 : 1
    const bits = charClass(codePoint)
    if (bits & UNSPACED) unspaced = true
    if (!(bits & (FOLD_STABLE | FOLDS_TO_ONE))) {
      // A variation selector after an emoji folds to itself; after a letter it is removed.
      const selector = codePoint === VARIATION_SELECTOR_16 || codePoint === VARIATION_SELECTOR_15
      if (!selector || previousIsLetter) return null
    }
    previousIsLetter = (bits & LETTER) !== 0
    if (bits & LETTER) {
      letters++
      if (bits & UPPERCASE) uppercase++
    }
    if (codePoint !== VARIATION_SELECTOR_16) {
      if (codePoint === previous) {
        if (++run >= 4) repeatCandidate = true
      } else {
        previous = codePoint
        run = 1
      }
    }
    if (i < linkEnd) {
      i += width
      continue
    }

    const end = codePoint === 0x68 ? linkEndAt(text, i) : NO_MARKER
    if (end !== NO_MARKER) linkMarker = true
    if (end >= 0) {
      if (state === IN_RUN) deferRun(deferred, count, text, wordStart, i)
      else if (state !== OUTSIDE) count = pushWord(count, wordStart, i, hash, folding)
      state = OUTSIDE
      linkEnd = end
      i += width
      continue
    }
    if (bits & (UNSPACED | RUN_EXTENSION)) {
      if (inRuns === UNSPACED) {
        if (bits & RUN_EXTENSION) extensionAsLetter = true
        else if (extensionAsLetter) return null
        else inRuns = UNSPACED | RUN_EXTENSION
      }
      if (bits & inRuns) {
        if (state === IN_WORD) count = pushWord(count, wordStart, i, hash, folding)
        if (state !== IN_RUN) {
          state = IN_RUN
          wordStart = i
        }
        i += width
        continue
      }
    }
    if (state === IN_RUN) {
      deferRun(deferred, count, text, wordStart, i)
      state = OUTSIDE
    }
    if (!(bits & WORD_CHAR)) {
      if (state === IN_WORD) {
        count = pushWord(count, wordStart, i, hash, folding)
        state = OUTSIDE
      }
      i += width
      continue
    }
    if (state === OUTSIDE) {
      state = IN_WORD
      wordStart = i
      hash = FNV_OFFSET
      folding = AS_IS
    }
    let folded = codePoint
    if (bits & FOLDS_TO_ONE) {
      folded = bits >>> FOLDED_SHIFT
      if (codePoint >= 0x80) folding = FOLD
      else if (folding === AS_IS) folding = LOWER
    }
    if (folded <= 0xffff) hash = Math.imul(hash ^ folded, FNV_PRIME)
    else {
      hash = Math.imul(hash ^ (0xd7c0 + (folded >> 10)), FNV_PRIME)
      hash = Math.imul(hash ^ (0xdc00 | (folded & 0x3ff)), FNV_PRIME)
    }
    i += width
  }
  if (state === IN_RUN) deferRun(deferred, count, text, wordStart, length)
  else if (state !== OUTSIDE) count = pushWord(count, wordStart, length, hash, folding)
  const words = new Words(text, scratchSpans.slice(0, count), scratchHashes.slice(0, count))
  return { words, letters, uppercase, repeatCandidate, unspaced, linkMarker }
}

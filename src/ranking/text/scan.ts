/**
 * A post's words as the word table's entries, read in one pass over its text: the fast path of
 * `wordsOf(postWords(text))` (analyze.ts), which folds the whole text, tokenises it into new
 * strings and looks each string up. Here each code unit is folded alone as it is read
 * (`foldedUnitOf`), hashed into the word under way, and the word is found in the table from
 * its units (`wordOfUnits`): no string is made for a word the table knows. A text with a code
 * unit whose folding depends on its neighbours, or with script written without spaces (which
 * `Intl.Segmenter` splits), is left to the definition (null). Pure: no I/O here.
 *
 * test/ranking/word-table.test.ts compares the two on arbitrary and hostile text.
 */
import { HASH_START, hashStep } from '../duplicates'
import type { CharacterCounter } from './character-counts'
import { foldedUnitOf, foldsToItself } from './fold'
import { classOf, isAsciiWordCharacter, UNSPACED, WORD } from './tokenize'
import { type Word, wordOfUnits } from './words'

/** A link where one starts (stripLinks' pattern, anchored). */
const LINK_AT = /https?:\/\/\S+/uy

/** The folded units of the word under way; doubled when a word outgrows it. */
let units: Uint16Array = new Uint16Array(64)

/** Whether a (folded) code point is part of a word; null for unspaced script. */
function isWordUnit(codePoint: number): boolean | null {
  if (codePoint < 0x80) return isAsciiWordCharacter(codePoint)
  const bits = classOf(codePoint)
  if ((bits & UNSPACED) !== 0) return null
  return (bits & WORD) !== 0
}

/**
 * The entries of a post's words (`wordsOf(postWords(text))`), or null when the text must be
 * read by the definition. Call within a batch of the table (`startBatch`). Each code point read,
 * links' too, is added to `characters` in turn (`characterCounts`' counter, character-counts.ts),
 * which is only whole when the words are found.
 */
export function scannedWords(text: string, characters?: CharacterCounter): Word[] | null {
  const found: Word[] = []
  // The word under way: its folded units (`units[0..length)`) and their hash.
  let length = 0
  let hash = HASH_START
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i)
    let unit = code
    let word: boolean | null
    let width = 1
    const link = code === 0x68 && text.charCodeAt(i + 1) === 0x74 ? linkEnd(text, i) : i
    if (link > i) {
      // A link is no word of a post (stripLinks).
      word = false
      width = link - i
      characters?.addText(text, i, link)
    } else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      // Beyond the BMP (emoji, mostly): a code point that folds to itself, or the definition.
      const codePoint = text.codePointAt(i) as number
      if (!foldsToItself(codePoint)) return null
      word = isWordUnit(codePoint)
      width = 2
      characters?.add(codePoint)
    } else {
      characters?.add(code)
      unit = foldedUnitOf(code)
      if (unit < 0) return null
      word = isWordUnit(unit)
    }
    if (word === null) return null
    if (word) {
      if (length + width > units.length) units = widened(units)
      for (let k = 0; k < width; k++) {
        const folded = k === 0 ? unit : text.charCodeAt(i + k)
        units[length++] = folded
        hash = hashStep(hash, folded)
      }
    } else if (length > 0) {
      found.push(wordOfUnits(units, length, hash >>> 0))
      length = 0
      hash = HASH_START
    }
    i += width
  }
  if (length > 0) found.push(wordOfUnits(units, length, hash >>> 0))
  return found
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

/** Where the link starting at `at` ends, or `at` when none starts there. */
function linkEnd(text: string, at: number): number {
  LINK_AT.lastIndex = at
  return LINK_AT.test(text) ? LINK_AT.lastIndex : at
}

function widened(buffer: Uint16Array): Uint16Array {
  const wider = new Uint16Array(buffer.length * 2)
  wider.set(buffer)
  return wider
}

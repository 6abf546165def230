/**
 * A function of a code point, worked out once per code point and remembered: the BMP in a typed
 * array of all of it, the code points beyond it in a map. What the text rules that read a text
 * code point by code point (folding, tokenising, shouting) use so a regex or a normalisation runs
 * once per code point an isolate meets, not once per character read. Pure: no I/O here.
 */

/** `compute`, remembered; its values must be integers from -1 to 2^31 - 3. */
export function byCodePoint(compute: (codePoint: number) => number): (codePoint: number) => number {
  // One more than one more than each value (0: not worked out yet).
  const bmp = new Int32Array(0x10000)
  const beyond = new Map<number, number>()
  return (codePoint) => {
    if (codePoint < 0x10000) {
      let known = bmp[codePoint] as number
      if (known === 0) {
        known = compute(codePoint) + 2
        bmp[codePoint] = known
      }
      return known - 2
    }
    let value = beyond.get(codePoint)
    if (value === undefined) {
      value = compute(codePoint)
      beyond.set(codePoint, value)
    }
    return value
  }
}

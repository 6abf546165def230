/** Invisible characters that untrusted text and topics lose. */

/**
 * Characters that show nothing and only hide or reorder text: controls (whitespace aside),
 * every bidi control (`\p{Bidi_Control}`: marks, embeddings, overrides, isolates, U+061C)
 * and the invisible zero-width ones (zero-width space, word joiner and invisible operators,
 * U+FEFF). Zero-width joiners and non-joiners are not here: emoji and several scripts need them.
 */
export const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Bidi_Control}\u200B\u2060-\u2064\uFEFF]/gu

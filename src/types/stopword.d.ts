/** The parts of `stopword` (3.x, which ships no types) this project uses: its word lists. */
declare module 'stopword' {
  export const eng: readonly string[]
  export const spa: readonly string[]
  export const deu: readonly string[]
  export const fra: readonly string[]
  export const por: readonly string[]
  export const ita: readonly string[]
  export const nld: readonly string[]
  export const cat: readonly string[]
  export const jpn: readonly string[]
  export const zho: readonly string[]
}

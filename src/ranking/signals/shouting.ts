/** Mostly capital letters, over a text long enough for that to mean shouting. */
import type { PostSignal } from './signal'

const MIN_LETTERS = 12
const MAX_CAPITAL_SHARE = 0.7
const NOT_LETTER = /\P{L}/gu
const NOT_CAPITAL = /\P{Lu}/gu

export const shouting = {
  name: 'shouting',
  detect: ({ post }) => {
    // Counted in code points (a capital outside the BMP is one letter).
    const capitalsText = post.text.replace(NOT_CAPITAL, '')
    // Most texts have too few capitals to be shouting, whatever their length (a capital is
    // one or two code units: this length is at least their number).
    if (capitalsText.length <= MAX_CAPITAL_SHARE * MIN_LETTERS) return 0
    const capitals = [...capitalsText].length
    const letters = [...post.text.replace(NOT_LETTER, '')].length
    return letters >= MIN_LETTERS && capitals / letters > MAX_CAPITAL_SHARE ? 1 : 0
  },
} as const satisfies PostSignal

/**
 * Offers that sell something in a reply or a post: "DM me", money per day or week, get-rich
 * stories, paid courses and "only N spots left", in the languages of the corpus (en, es, de, fr,
 * pt, it, ja, zh). The phrases are matched as whole words in a row (phrases.ts).
 */
import { includesAny, pitched } from './characters'
import { phraseCounter } from './phrases'
import type { PostSignal } from './signal'

/** Phrases that are an offer on their own. */
export const PHRASES: readonly string[] = [
  // Asking to be messaged, or sent elsewhere.
  'dm me|us',
  'dm for',
  'send me a dm',
  'reply info',
  'link in bio',
  'link in my bio',
  'escribeme por dm',
  'me chama|manda no dm|direct',
  'chama no dm|direct',
  'dm fur',
  'envoie moi un dm',
  'scrivimi in|su dm|privato',
]

/**
 * Phrases with an everyday sense too ("act now" on emissions, a "masterclass" in pressing, "no
 * experience needed" for a beach clean-up, "100 % sicher" about a train): an offer when two are
 * found, or one beside a pointer to a link, a DM or money (`pitched`).
 */
export const EVERYDAY_PHRASES: readonly string[] = [
  'escribeme y te',
  // Tips that win bets (and a sceptic's "there are no sure bets").
  'sichere wetten|tipps',
  'pronosticos 100',
  '100 seguros|sicher',
  'schreib mir',
  'ecris moi',
  // Money from nothing.
  'no experience needed',
  'sin experiencia',
  'sem experiencia',
  'ohne erfahrung',
  'sans experience',
  'senza esperienza',
  'from your phone',
  'only with your phone',
  'gana|ganar dinero',
  'ganhe|ganhar dinheiro',
  'geld verdienen',
  'gagne|gagner|gagnez de l argent',
  'guadagna|guadagnare|guadagnate soldi',
  'passive income',
  'ingresos pasivos',
  'passives einkommen',
  'revenu|revenus passif|passifs',
  'renda passiva',
  'reddito passivo',
  'financial freedom',
  'libertad financiera',
  'finanzielle freiheit',
  'liberte financiere',
  'liberdade financeira',
  'liberta finanziaria',
  'renda extra',
  // Paid courses and countdowns.
  'masterclass',
  'private mentorship',
  'only # spots|seats|places',
  'solo quedan #',
  'nur noch # platze',
  '# off today',
  'limited time only',
  'act now',
]

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)
/** Money per day, week, month or hour (`$500/day`, `500€ a la semana`, `R$ 500 por dia`). */
const MONEY_PER_TIME =
  /(?:(?:[$€£]|r\$)\s?\d[\d,.]*|\d[\d,.]*\s?(?:€|\$))\s*k?\s*(?:usd|eur)?\s*(?:\/|per |a la |a |an |por |la |al |pro |par )\s*(?:day|week|month|hour|día|dia|semana|mes|mês|tag|woche|monat|jour|semaine|mois|giorno|settimana|mese)\b/iu
/** What turns a sum per week into an offer (a price per month is not one): a word for earning it. */
const EARNING =
  /\b(?:earn|earning|make|making|made|ganar|gana|ganhe|ganhar|ganham|verdienen|verdiene|gagner|gagne|guadagna|guadagno|guadagnare|income|ingresos|renda)\b/iu
/**
 * Or where it is earned, said right after the sum (`$300/day from home`, `R$ 500 por dia só com o
 * celular`): a post that works from home and pays a bill per month elsewhere is no offer.
 */
const SUM_PER_TIME_FROM_HOME = new RegExp(
  `${MONEY_PER_TIME.source}[^.!?;\\n]{0,30}?(?:\\b(?:from|at) home\\b|desde casa|em casa|from (?:my|your) phone|celular|móvil)`,
  'iu',
)
/** "I made / make / earn $12,847": a claim of a thousand or more (a garage sale's $40 is none). */
const MONEY_CLAIM =
  /\b(?:made|make|making|earn|earning|earned|ganar|gana|gané|ganhe|ganhar|verdiene|gagne|guadagno|guadagnato)\s+(?:up to\s+)?(?:[$€£]|r\$|us\$)\s?(?:\d{1,3}(?:[,.]\d{3})+|\d{4,}|\d+(?:[.,]\d+)?\s?k\b)/iu
/**
 * Japanese side-job and sign-up offers, and Chinese ones ("earn daily", "add me on WeChat",
 * "message me"): segmented words are not stable enough for phrases.
 */
export const HAN_OR_KANA_PATTERN =
  /月収|日給|副業|在宅ワーク|DMください|今すぐ(?:登録|クリック)|日赚|日賺|加微信|私信我/u
/** A Telegram invitation: where tip sellers and pump groups gather. */
const TELEGRAM_LINK = /\bt\.me\//iu

/** Currency signs: what every sum of money has, looked for before the money regexes. */
const CURRENCY_SIGNS = ['$', '€', '£']

export const scamOffer = {
  name: 'scamOffer',
  detect: ({ post, facts, entries, hanOrKana }) =>
    pitched(phrasesFound(entries, 2), post.text) ||
    (includesAny(post.text, CURRENCY_SIGNS) &&
      ((MONEY_PER_TIME.test(post.text) &&
        (EARNING.test(post.text) || SUM_PER_TIME_FROM_HOME.test(post.text))) ||
        MONEY_CLAIM.test(post.text))) ||
    (hanOrKana && HAN_OR_KANA_PATTERN.test(post.text)) ||
    facts.urls.some((url) => TELEGRAM_LINK.test(url))
      ? 1
      : 0,
} as const satisfies PostSignal

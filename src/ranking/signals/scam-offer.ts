/**
 * Offers that sell something in a reply or a post: "DM me" in a pitch, money per day or week,
 * get-rich stories, investments that multiply, guaranteed returns, fund recovery, paid courses
 * and "only N spots left", in the languages of the corpus (en, es, de, fr, pt, it, ja, zh). The
 * phrases are matched as whole words in a row (phrases.ts).
 */
import { matchesCjk, pitched } from './characters'
import { phraseCounter } from './phrases'
import type { PostSignal, SignalInput } from './signal'

/** Phrases that are an offer on their own: asking for what a scam takes, or asking now. */
export const PHRASES: readonly string[] = [
  'dm me|us your|ur details|address|number|email|phone',
  'dm me|us now',
  'reply info',
]

/**
 * Phrases with an everyday sense too: an offer when two are found, or one beside a pointer to a
 * link, a DM or money (`pitched`). Asking to be messaged or sent elsewhere ends every pitch, and
 * also "DM me for the slides" and "link in bio for the full recipe"; "no experience needed" is a
 * beach clean-up's too, "act now" a call on emissions, a "masterclass" a match's second half.
 */
export const EVERYDAY_PHRASES: readonly string[] = [
  // Asking to be messaged, or sent elsewhere.
  'dm me|us',
  'dm for',
  'send me a dm',
  'link in bio',
  'link in my bio',
  'link en mi|la bio|perfil',
  'lien en|dans bio',
  'lien dans ma bio',
  'link na bio',
  'signal group',
  'ask me how',
  'escribeme por dm',
  'escribeme y te',
  'preguntame como',
  'me chama|manda no dm|direct',
  'chama no dm|direct',
  'me pergunte como',
  'dm fur',
  'schreib mir',
  'frag mich wie',
  'envoie moi un dm',
  'ecris moi',
  'demande moi comment',
  'scrivimi in|su dm|privato',
  'chiedimi come',
  // Tips that win bets (and a sceptic's "there are no sure bets").
  'sichere wetten|tipps',
  'pronosticos 100',
  '100 seguros|sicher',
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

/**
 * Cues of a pitch only beside another cue (`pitched`'s `supporting`): with a 👉 alone they are how
 * a bakery takes orders on WhatsApp, or a sceptic's "guaranteed returns don't exist 👇".
 */
export const SUPPORTING_PHRASES: readonly string[] = [
  // Messages elsewhere.
  'message me|us',
  'whatsapp',
  // Returns promised, and lost money got back (the "recovery" scam that follows a scam).
  'guaranteed returns|profit|profits|income',
  'returns|profits guaranteed',
  'ganancias|rentabilidad garantizada|garantizadas',
  'garantierte rendite|gewinne',
  'rendement|rendements|gains garanti|garantis',
  'lucro|retorno garantido',
  'guadagno|guadagni|rendimento garantito|garantiti',
  'recovery expert|experts',
  'recover your crypto|funds|money|wallet',
]

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)
const supportingFound = phraseCounter([], SUPPORTING_PHRASES)
/**
 * Money per day, week, month or hour (`$500/day`, `500€ a la semana`, `R$ 500 por dia`). Every sum
 * has a currency sign, so the pattern starts at it (the number after it, or before it looked
 * back on): the engine looks for the sign first, a few characters a text, rather than trying
 * the pattern at every digit.
 */
const MONEY_PER_TIME =
  /(?:[$€£]\s?\d[\d,.]*|(?<=\d[\d,.]*\s?)[€$])\s*k?\s*(?:usd|eur)?\s*(?:\/|per |a la |a |an |por |la |al |ao |pro |par |am |im |in der )\s*(?:day|week|month|hour|día|dia|semana|mes|mês|tag|woche|monat|jour|semaine|mois|giorno|settimana|mese)\b/iu
/** What makes a sum per week a cue of an offer (a price per month is none): a word for earning it. */
const EARNING =
  /\b(?:earn|earning|make|making|made|ganar|gana|ganhe|ganhar|ganham|verdienen|verdiene|verdienst|verdient|gagner|gagne|guadagna|guadagno|guadagnare|income|ingresos|renda)\b/iu
/**
 * Where it is earned, said right after the sum (`$300/day from home`, `R$ 500 por dia só com o
 * celular`): an offer on its own. A post that works from home and pays a bill per month elsewhere
 * is no offer.
 */
const SUM_PER_TIME_FROM_HOME = new RegExp(
  `${MONEY_PER_TIME.source}[^.!?;\\n]{0,30}?(?:\\b(?:from|at) home\\b|desde casa|em casa|da casa|von zu hause|depuis chez (?:moi|toi|vous)|depuis (?:mon|ton|votre) (?:téléphone|portable)|(?:from|with) (?:my|your) phone|celular|móvil|(?:vom|mit dem|mit deinem) handy|(?:con il|dal) (?:telefono|cellulare))`,
  'iu',
)
/** A word for making money and the space before the sum ("made ", "earn up to "). */
const MAKING = String.raw`\b(?:made|make|making|earn|earning|earned|ganar|gana|gané|ganhe|ganhar|verdiene|gagne|guadagno|guadagnato)\s+(?:up to\s+)?`
/**
 * "I made / make / earn $12,847": a claim of a thousand or more (a garage sale's $40 is none).
 * It starts at the currency sign (`$`, or the `$` of `R$` and `US$`), the word for making it
 * looked back on, as MONEY_PER_TIME does.
 */
const MONEY_CLAIM = new RegExp(
  String.raw`(?:(?<=${MAKING})[$€£]|(?<=${MAKING}(?:r|us))\$)\s?(?:\d{1,3}(?:[,.]\d{3})+|\d{4,}|\d+(?:[.,]\d+)?\s?k\b)`,
  'iu',
)
/** A sum, its currency sign before or after it (`$200`, `100€`, `R$ 500`, `$12k`). */
const SUM = String.raw`(?:[$€£]\s?\d[\d,.]*\s?k?|\d[\d,.]*\s?k?\s?[$€£])`
/**
 * "Invest $100 and get $1,000": a sum to put in and one promised back, asked of the reader, an
 * offer on its own. The same told of oneself ("I turned $200 into $14,000") is one cue.
 */
const INVEST_AND_GET = new RegExp(
  String.raw`\b(?:invest|invierte|invertís|investis|investissez|investi|investite|investe|invista|investiere|investiert)\s+${SUM}.{0,20}?\b(?:and get|and receive|get back|y recibe|y recibes|y recibirás|et reçois|et recevez|e ricevi|e ricevete|e receba|e recebe|und erhalte|und bekomme|und erhaltet)\s+${SUM}`,
  'iu',
)
/**
 * It starts at the first sum's currency sign, the verb and a number before the sign looked back
 * on: the engine looks for the sign first rather than trying the verbs at every letter (4× faster
 * on the benchmark's pages). The verbs of INVEST_AND_GET share their first letters, which the
 * engine finds as fast.
 */
const TURNED_INTO = new RegExp(
  String.raw`(?<=\b(?:turned|turn|convertí|transformé|trasformato|transformei|verwandelt)\s+(?:\d[\d,.]*\s?k?\s?)?)[$€£](?:\s?\d[\d,.]*\s?k?)?\s+(?:into|en|in|em)\s+${SUM}`,
  'iu',
)
/**
 * Japanese side-job and sign-up offers ("earn with your phone", "anyone can earn", "get 10,000
 * yen"), and Chinese ones ("earn daily", "a thousand a day", "add me on WeChat", "message me",
 * "I'll show you how to earn"): segmented words are not stable enough for phrases.
 */
export const HAN_OR_KANA_PATTERN =
  /月収|日給|副業|在宅ワーク|DMください|今すぐ(?:登録|クリック)|スマホで稼|簡単に稼げ|誰でも稼げ|万円もらえる|日赚|日賺|日入(?:过|過)?[千万百0-9]|加我?微信|私信我|带你赚钱|帶你賺錢/u
/**
 * A Telegram invitation: where tip sellers and pump groups gather, and running clubs too, so one
 * cue of a pitch rather than an offer on its own.
 */
const TELEGRAM_LINK = /\bt\.me\//iu

/**
 * The keyword a pitch asks to be sent, in capitals after a DM ask or a call to comment (`DM me
 * "START"`, `DM me 'PLAN'`, `Comment BOT`, `Comenta YA`): a reader asking for the slides writes no
 * such word.
 */
const KEYWORD_ASK =
  /\b(?:[Dd][Mm]\s+(?:[Mm][Ee]|[Uu][Ss])|[Cc]omment|[Cc]omenta|[Cc]ommente|[Cc]omente|[Cc]ommenta|[Kk]ommentiere)\s+["'“‘«]?\p{Lu}[\p{Lu}\d]+\b/u

/**
 * What a text says of money: 2 for a sum per time earned from home or from a phone, or a sum to
 * invest and one promised back (an offer on its own); 1 for a sum per time earned, a sum turned
 * into another, or a claim of a thousand or more made (a nurse's wage and a painter's sale say as
 * much: one cue of a pitch); else 0.
 */
function moneyCues(text: string): number {
  if (INVEST_AND_GET.test(text)) return 2
  if (TURNED_INTO.test(text)) return 1
  if (MONEY_PER_TIME.test(text)) {
    if (SUM_PER_TIME_FROM_HOME.test(text)) return 2
    if (EARNING.test(text)) return 1
  }
  return MONEY_CLAIM.test(text) ? 1 : 0
}

/**
 * Whether a post's cues make a pitch (`pitched`): phrases, money, a Telegram link, then the
 * supporting phrases and a keyword asked for.
 */
function pitches({ post, facts, entries }: SignalInput): boolean {
  const text = post.text
  const telegram = facts.urls.some((url) => TELEGRAM_LINK.test(url)) ? 1 : 0
  const found = phrasesFound(entries, 2) + moneyCues(text) + telegram
  let supporting = supportingFound(entries, 2)
  // A keyword asked for adds to a pitch: with nothing else found, "Comment YES" is no offer.
  if (found + supporting >= 1 && KEYWORD_ASK.test(text)) supporting++
  return pitched(found, text, supporting)
}

export const scamOffer = {
  name: 'scamOffer',
  detect: (input) => (pitches(input) || matchesCjk(HAN_OR_KANA_PATTERN, input) ? 1 : 0),
} as const satisfies PostSignal

/**
 * Engagement bait: posts that ask for likes and reposts, or promise a shock, instead of saying
 * something ("like if", "tag someone", "watch till the end", "you won't believe"), in the
 * languages of the corpus (en, es, de, fr, pt, it, ja, zh). A plea for help that asks to be
 * shared ("RT if you can help find our cat", "拡散希望" beside 迷子) is no bait. The phrases are
 * matched as whole words in a row (phrases.ts); Japanese and Chinese, whose segmented words are
 * not stable enough for phrases, by patterns of the text.
 */
import { matchesCjk, pitched } from './characters'
import { phraseCounter, phraseFinder } from './phrases'
import type { PostSignal } from './signal'

/** Phrases that are bait on their own. */
export const PHRASES: readonly string[] = [
  // English.
  'like if you',
  'like and retweet',
  'like retweet',
  'tag someone|somebody',
  'tag a friend',
  'tag # friends',
  // A promised shock that withholds what it is ("you won't believe what happened").
  'you won t|wont believe what|this|these',
  'let s see how many likes|retweets|rts|reposts|shares',
  'follow for more',
  'number # will blow|shock|surprise|amaze',
  'don|doesn t want you to know',
  'doctors hate',
  // Spanish.
  'dale like',
  'menciona|etiqueta a # amigos',
  'etiqueta a alguien|tus',
  'etiqueta a un|una amigo|amiga',
  'no vas|vais a creer lo que',
  'no vas|vais a creer esto|este|esta|estos|estas',
  // German.
  'markiere jemanden',
  'markiere einen|eine freund|freundin',
  'du wirst nicht glauben was',
  'ihr werdet nicht glauben was',
  // French.
  'identifie|identifiez quelqu un',
  'identifie|identifiez un|une|tes|vos ami|amie|amis',
  'tu ne vas pas croire ce qui|que|qu',
  'tu ne vas pas croire ca',
  'vous n allez pas croire ce qui|que|qu',
  'vous n allez pas croire ca',
  // Portuguese.
  'da like',
  'marca alguem',
  'marca um|uma|seus amigo|amiga|amigos',
  'voce nao vai acreditar no que',
  'voce nao vai acreditar nisso|nisto|nesse|nessa|neste|nesta',
  // Italian.
  'metti like',
  'tagga qualcuno',
  'tagga un|i amico|amica|tuoi',
  'non crederai|crederete a cosa|quello',
  'non crederai|crederete mai a cosa|quello',
]

/**
 * Phrases with an everyday sense too ("nothing will change my mind about tabs", "what happened
 * next surprised the team", "act before it's too late for the reef", "you won't believe how cheap
 * the train was"): bait when two are found, or one beside a pointer such as 👇 (`pitched`).
 */
export const EVERYDAY_PHRASES: readonly string[] = [
  'teile|teilt wenn',
  'comparte si',
  'compartilha se',
  'partage|partagez si',
  'who agrees',
  'change my mind',
  'watch till|until|to the end',
  'what happened next',
  'ignore if',
  'one simple trick|habit',
  'this one trick|habit',
  'before it s too late',
  'mira hasta el final',
  'schau|schaut|guck|guckt bis zum ende',
  'wer stimmt zu',
  'regarde|regardez jusqu a la fin',
  'qui est d accord',
  'assista|assiste ate o final|fim',
  'quem concorda',
  'guarda|guardate fino alla fine',
  'chi e d accordo',
  // Counting on the readers: also how a club asks who is coming.
  'let s see how many',
  // A promised shock that says what it is: also how people tell of a cheap train.
  'you won t|wont believe',
  'no vas|vais a creer',
  'du wirst nicht glauben',
  'ihr werdet nicht glauben',
  'tu ne vas pas croire',
  'vous n allez pas croire',
  'voce nao vai acreditar',
  'non ci crederai|crederete',
]

/**
 * Asking for a repost or a like from whoever is in some group ("RT if you agree", "RT si…" in
 * Spanish and French, "RT wenn…", "RT se…" in Portuguese and Italian): bait on its own, unless
 * the post pleads for help (PLEAS).
 */
export const CONDITIONAL_SHARES: readonly string[] = [
  'rt|retweet if',
  'rt|like si',
  'rt|retweet|like wenn',
  'rt|curte se',
]

/**
 * What a plea for help says: whoever can help, or has seen what is lost, a lost pet or a missing
 * person, a call for blood. Asking to be shared is then how word gets round, not bait.
 */
export const PLEAS: readonly string[] = [
  // English.
  'if you can|could help',
  'if you ve|have seen',
  'help us|me find',
  'help find',
  'lost|missing cat|dog|pet|child|kid|son|daughter|boy|girl',
  'last seen',
  'gone|went missing',
  'give|donate blood',
  'blood donors',
  // Spanish.
  'si puedes|podeis|pueden ayudar',
  'si has|habeis|han visto',
  'ayudanos|ayudame a encontrar',
  'perro|perra|gato|gata|mascota perdido|perdida',
  'se perdio',
  'desaparecido|desaparecida',
  'donar sangre',
  'visto por ultima vez',
  // German.
  'wenn du|ihr helfen',
  'entlaufen',
  'vermisst',
  'blut spenden',
  'zuletzt gesehen',
  // French.
  'si vous avez|tu as vu',
  'aidez|aide nous|moi a retrouver',
  'chat|chien perdu|perdue',
  'disparu|disparue',
  'donner son|du sang',
  'vu pour la derniere fois',
  // Portuguese.
  'se voce viu',
  'se puder|puderem ajudar',
  'ajude|ajudem a encontrar',
  'cachorro|cachorra perdido|perdida',
  'doar sangue',
  'visto pela ultima vez',
  // Italian.
  'se hai|avete visto',
  'se puoi|potete aiutare',
  'aiutateci|aiutatemi a ritrovare',
  'smarrito|smarrita',
  'scomparso|scomparsa',
  'donare sangue',
]

/**
 * Bait only beside another cue (`pitched`'s `supporting`): with a 👇 alone, "if you agree, sign the
 * petition", a head count ("comment yes if you're coming", "drop a 👋 if you're coming").
 */
export const SUPPORTING_PHRASES: readonly string[] = [
  'if you agree',
  'comment|type|reply yes if',
  // "Drop a 🔥 if…": an emoji is no word, so the phrase's words are in a row.
  'drop a if',
]

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)
const supportingFound = phraseCounter([], SUPPORTING_PHRASES)
const asksToShare = phraseFinder(CONDITIONAL_SHARES)
const pleads = phraseFinder(PLEAS)
/**
 * Japanese ("like and RT", "like please", "watch to the end!") and Chinese ("like and repost",
 * "like and follow").
 */
export const HAN_OR_KANA_BAIT =
  /いいね(?:お願い|してね|して下さい|してください)|いいね[&＆と](?:RT|ＲＴ|リツイート)|最後まで見て(?:ね|ください)|点赞转发|點讚轉發|点赞关注|點讚關注/u
/** Japanese ("please spread", "RT please") and Chinese ("please repost"): bait unless a plea. */
export const HAN_OR_KANA_SHARE =
  /拡散希望|拡散お願い|(?:RT|ＲＴ|リツイート)(?:お願い|してね|して下さい|してください)|求转发|求轉發/u
/** A Japanese or Chinese plea: looking for, a lost child or pet, missing, giving blood. */
export const HAN_OR_KANA_PLEA = /探しています|迷子|行方不明|献血|寻找|尋找|走失|失踪/u

export const engagementBait = {
  name: 'engagementBait',
  detect: (input) => {
    const { entries } = input
    if (pitched(phrasesFound(entries, 2), input.post.text, supportingFound(entries, 2))) return 1
    if (matchesCjk(HAN_OR_KANA_BAIT, input)) return 1
    const shares = asksToShare(entries) || matchesCjk(HAN_OR_KANA_SHARE, input)
    return shares && !pleads(entries) && !matchesCjk(HAN_OR_KANA_PLEA, input) ? 1 : 0
  },
} as const satisfies PostSignal

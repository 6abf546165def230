/**
 * Engagement bait: posts that ask for likes and reposts, or promise a shock, instead of saying
 * something ("like if", "tag someone", "watch till the end", "you won't believe"), in the
 * languages of the corpus (en, es, de, fr, pt, it, ja, zh). The phrases are matched as whole
 * words in a row (phrases.ts); Japanese and Chinese, whose segmented words are not stable enough
 * for phrases, by a pattern of the text.
 */
import { pitched } from './characters'
import { phraseCounter } from './phrases'
import type { PostSignal } from './signal'

/** Phrases that are bait on their own. */
export const PHRASES: readonly string[] = [
  // English.
  'like if you',
  'rt|retweet if',
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
  // Spanish ("rt si", "like si" are French too).
  'rt|like si',
  'dale like',
  'menciona|etiqueta a # amigos',
  'etiqueta a alguien|tus',
  'etiqueta a un|una amigo|amiga',
  'no vas|vais a creer lo que',
  'no vas|vais a creer esto|este|esta|estos|estas',
  // German.
  'rt|retweet|like wenn',
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
  // Portuguese ("rt se" is Italian too).
  'rt|curte se',
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

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)
/** Japanese ("please spread", "like and RT", "watch to the end!") and Chinese ("please repost"). */
const HAN_OR_KANA_PATTERN =
  /拡散希望|拡散お願い|(?:RT|ＲＴ|リツイート|いいね)(?:お願い|してね|して下さい|してください)|いいね[&＆と](?:RT|ＲＴ|リツイート)|最後まで見て(?:ね|ください)|求转发|求轉發|点赞转发|點讚轉發/u

export const engagementBait = {
  name: 'engagementBait',
  detect: ({ post, entries }) =>
    pitched(phrasesFound(entries, 2), post.text) || HAN_OR_KANA_PATTERN.test(post.text) ? 1 : 0,
} as const satisfies PostSignal

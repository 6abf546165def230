/**
 * Engagement bait: posts that ask for likes and reposts, or promise a shock, instead of saying
 * something ("like if", "tag someone", "watch till the end", "you won't believe"), in the
 * languages of the corpus (en, es, de, fr, pt, it, ja, zh). The phrases are matched as whole
 * words in a row (phrases.ts); Japanese and Chinese, whose segmented words are not stable enough
 * for phrases, by a pattern of the text.
 */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

export const PHRASES: readonly string[] = [
  // English.
  'like if you',
  'rt|retweet if',
  'like and retweet',
  'like retweet',
  'tag someone|somebody',
  'tag a friend',
  'tag # friends',
  'who agrees',
  'change my mind',
  'watch till|until|to the end',
  'you won t|wont believe',
  'what happened next',
  'let s see how many',
  'ignore if',
  'follow for more',
  'number # will',
  'doctors hate',
  'one simple trick|habit',
  'this one trick|habit',
  'don t want you to know',
  'before it s too late',
  // Spanish ("rt si", "like si" are French too).
  'rt|like si',
  'dale like',
  'comparte si',
  'menciona|etiqueta a # amigos',
  'etiqueta a alguien|tus',
  'etiqueta a un|una amigo|amiga',
  'mira hasta el final',
  'no vas|vais a creer',
  // German.
  'rt|retweet|like|teile|teilt wenn',
  'markiere jemanden',
  'markiere einen|eine freund|freundin',
  'schau|schaut|guck|guckt bis zum ende',
  'du wirst nicht glauben',
  'ihr werdet nicht glauben',
  'wer stimmt zu',
  // French.
  'partage|partagez si',
  'identifie|identifiez quelqu un',
  'identifie|identifiez un|une|tes|vos ami|amie|amis',
  'regarde|regardez jusqu a la fin',
  'tu ne vas pas croire',
  'vous n allez pas croire',
  'qui est d accord',
  // Portuguese ("rt se" is Italian too).
  'rt|curte|compartilha se',
  'da like',
  'marca alguem',
  'marca um|uma|seus amigo|amiga|amigos',
  'assista|assiste ate o final|fim',
  'voce nao vai acreditar',
  'quem concorda',
  // Italian.
  'metti like',
  'tagga qualcuno',
  'tagga un|i amico|amica|tuoi',
  'guarda|guardate fino alla fine',
  'non ci crederai|crederete',
  'chi e d accordo',
]

const hasPhrase = phraseFinder(PHRASES)
/** Japanese ("please spread", "like and RT", "watch to the end!") and Chinese ("please repost"). */
export const HAN_OR_KANA_PATTERN =
  /拡散希望|拡散お願い|(?:RT|ＲＴ|リツイート|いいね)(?:お願い|してね|して下さい|してください)|いいね[&＆と](?:RT|ＲＴ|リツイート)|最後まで見て(?:ね|ください)|求转发|求轉發|点赞转发|點讚轉發/u

export const engagementBait = {
  name: 'engagementBait',
  detect: ({ post, entries, hanOrKana }) =>
    hasPhrase(entries) || (hanOrKana && HAN_OR_KANA_PATTERN.test(post.text)) ? 1 : 0,
} as const satisfies PostSignal

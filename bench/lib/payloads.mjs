// Deterministic X API v2 search responses ("live-shaped" payloads) for the ranking
// benchmarks. The texts are composed from fragments, so they never repeat the seed
// corpus and two payloads never share their posts, yet they read like X: several
// languages, hashtags, mentions, links, media, replies, reposts, some spam and a few
// copy-pasted near-duplicates.
import { readFileSync } from 'node:fs'
import { seededRandom } from './stats.mjs'

/** The instant the payloads are generated against; posts are up to 72 hours older. */
export const PAYLOAD_NOW_MS = Date.parse('2026-11-20T12:00:00.000Z')

const TOPICS = [
  {
    tag: 'rustlang',
    words: ['rust', 'async', 'tokio', 'the borrow checker', 'lifetimes', 'cargo', 'traits', 'wasm'],
  },
  {
    tag: 'typescript',
    words: ['typescript', 'generics', 'type inference', 'strict mode', 'zod', 'union types'],
  },
  {
    tag: 'climate',
    words: ['climate', 'a heat pump', 'solar panels', 'emissions', 'the heatwave', 'insulation'],
  },
  {
    tag: 'edge',
    words: ['edge computing', 'cloudflare workers', 'cold starts', 'latency', 'serverless', 'KV'],
  },
  {
    tag: 'coffee',
    words: ['coffee', 'espresso', 'decaf', 'pour over', 'my grinder', 'café au lait', 'latte art'],
  },
  {
    tag: 'football',
    words: ['football', 'soccer', 'the derby', 'xG', 'a late penalty', 'the transfer window'],
  },
  {
    tag: 'baking',
    words: ['sourdough', 'ramen', 'my starter', 'hydration', 'the crumb', 'broth', 'noodles'],
  },
  {
    tag: 'running',
    words: ['marathon training', 'the long run', 'tempo runs', 'intervals', 'race day', 'pace'],
  },
  {
    tag: 'cycling',
    words: ['bike lanes', 'the commute', 'a cargo bike', 'gravel', 'zürich', 'a headwind'],
  },
  {
    tag: 'investing',
    words: ['index funds', 'ETFs', 'fees', 'compound interest', 'rebalancing', 'dividends'],
  },
  {
    tag: 'AI',
    words: ['llm evals', 'benchmarks', 'prompts', 'fine-tuning', 'agents', 'embeddings'],
  },
  {
    tag: 'photography',
    words: ['photography', 'film', '35mm', 'golden hour', 'a new lens', 'street photos'],
  },
]

const OPENERS = [
  '',
  '',
  'Hot take:',
  'Honestly,',
  'Quick update:',
  'Unpopular opinion:',
  'PSA:',
  'Small win today.',
  'ok so',
  'Thread 🧵',
  'Lesson learned:',
  'Day {n}:',
  'Week {n} report.',
  'Not sure who needs this, but',
  'After {n} years of this,',
  'TIL',
]

const BODIES = [
  '{a} is underrated, and {b} proves it',
  'spent the weekend on {a}. {b} was harder than I thought, but {c} finally clicked',
  'anyone else struggling with {a}? tried {b} and {c}, still stuck',
  'most people get {a} wrong. it is not about {b}, it is about {c}',
  "can't believe how good {a} is once you sort out {b}",
  '{a} is a marathon, not a sprint. look after {b} first',
  'switched from {b} to {a} and {c} got {n}% better overnight',
  'three things I wish I knew about {a}: {b}, {c}, and patience',
  'the {a} discourse today is wild. nobody mentions {b}',
  'wrote {n} lines about {a} and {b} and deleted all of them',
  '{a} vs {b}: I measured both for {n} days. {c} decided it',
  'my {a} setup: nothing fancy, just {b} and a lot of {c}',
  'if your {a} feels slow, check {b} before blaming {c}',
  'finally tried {a} with {b}. verdict: worth it',
  'is {a} overrated? asking after {n} hours with {b}',
  'learning {a} at {n} is humbling. {b} keeps beating me',
]

const CLOSERS = [
  '',
  '',
  '',
  'More soon.',
  'Thoughts?',
  'Would recommend.',
  'Never again.',
  'Send help.',
  'Worth every minute.',
  'Details below 👇',
  '(yes, really)',
  'AMA.',
]

// Everyday words and asides mixed into the templates, so that two posts written from the
// same template still differ in most of their word pairs, as two people's posts do.
const ADJECTIVES = [
  'new',
  'old',
  'cheap',
  'fancy',
  'quiet',
  'messy',
  'tiny',
  'huge',
  'weird',
  'solid',
  'slow',
  'fast',
  'broken',
  'shiny',
  'boring',
  'strange',
  'honest',
  'lazy',
  'careful',
  'random',
  'second-hand',
  'homemade',
  'local',
  'borrowed',
  'favourite',
  'stubborn',
  'overpriced',
  'underrated',
  'fragile',
  'noisy',
  'patient',
  'clumsy',
  'curious',
  'tired',
  'bright',
]
const NOUNS = [
  'neighbour',
  'cat',
  'landlord',
  'manager',
  'brother',
  'flatmate',
  'coworker',
  'dentist',
  'kettle',
  'laptop',
  'bus',
  'train',
  'weekend',
  'morning',
  'inbox',
  'spreadsheet',
  'garden',
  'balcony',
  'playlist',
  'notebook',
  'umbrella',
  'keyboard',
  'sister',
  'coach',
  'barista',
  'grandma',
  'podcast',
  'library',
  'kitchen',
  'office',
  'airport',
  'dog',
  'uncle',
  'friend',
  'teacher',
  'team',
  'printer',
  'phone',
  'bakery',
  'park',
  'river',
  'market',
  'cousin',
]
const ASIDES = [
  'my {x} disagrees',
  'ask my {x}',
  'the {x} was not impressed',
  'blame the {x}',
  'thanks to my {x} for the tip',
  'the {x} can wait',
  'even the {x} noticed',
  'while the {x} was out',
  'right after the {x} left',
  'in front of the whole {x}',
  'my {x} keeps asking why',
  'somehow the {x} got involved',
  'not sponsored by the {x}',
  'the {x} says hi',
]

/**
 * The words of the seed corpus with their counts (3,000+ words, Zipf-distributed), to
 * sprinkle into generated texts: real words in realistic proportions, so two generated
 * posts share about as many word pairs as two real ones, never whole sentences.
 */
function seedVocabulary() {
  const seed = JSON.parse(readFileSync(new URL('../../seed/posts.json', import.meta.url), 'utf8'))
  const counts = new Map()
  for (const post of seed.data) {
    const text = post.text.toLowerCase().replace(/https?:\/\/\S+|[#@]\S+/gu, ' ')
    for (const word of text.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []) {
      if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  const words = [...counts.keys()]
  const cumulative = []
  let total = 0
  for (const word of words) {
    total += counts.get(word)
    cumulative.push(total)
  }
  return { words, cumulative, total }
}

let vocabulary
function seedWord(random) {
  vocabulary ??= seedVocabulary()
  const target = random() * vocabulary.total
  let low = 0
  let high = vocabulary.cumulative.length - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if (vocabulary.cumulative[middle] > target) high = middle
    else low = middle + 1
  }
  return vocabulary.words[low]
}

const EMOJI = ['', '', '', ' 🔥', ' 🙌', ' 😅', ' ☕', ' 🦀', ' 📷', ' ⚽', ' 🚲', ' 🤯']

const OTHER_LANGUAGES = [
  {
    lang: 'es',
    texts: [
      'Hoy probé {a} en Madrid y la verdad es que {b} me sorprendió mucho',
      '¿Alguien sabe dónde ver el fútbol esta noche? Con {a} y {b} no llego a casa',
      'Después de {n} días con {a}, mi conclusión: menos {b} y más calma',
    ],
  },
  {
    lang: 'fr',
    texts: [
      'Petit retour sur {a} : franchement, {b} vaut le détour',
      'Trois semaines avec {a} et je ne reviendrai pas à {b}. Café crème pour fêter ça',
      'On parle trop de {a} et pas assez de {b}, non ?',
    ],
  },
  {
    lang: 'de',
    texts: [
      'Heute mit dem Velo durch Zürich, {a} war überraschend gut und {b} endlich fertig',
      'Nach {n} Tagen mit {a} weiß ich: {b} ist wichtiger als gedacht',
    ],
  },
  {
    lang: 'pt',
    texts: [
      'Acabei de testar {a} e gostei muito de {b}',
      'Alguém mais acha que {a} está caro demais? {b} dobrou de preço',
    ],
  },
  {
    lang: 'ja',
    texts: [
      '今日は{j}を試してみた。{k}がとても良かった。',
      '東京で{j}の話をしたら、みんな{k}に夢中だった',
      '{j}について{n}日間調べた結果、{k}が一番大事だとわかった',
    ],
  },
]

const JAPANESE_WORDS = [
  'ラーメン',
  'コーヒー',
  'カメラ',
  'マラソン',
  '自転車',
  '開発',
  '天気',
  '写真',
  '駅',
  '映画',
  '音楽',
  '公園',
  '仕事',
  '週末',
  '料理',
  '旅行',
  '電車',
  '友達',
  '新しい本',
  '朝ごはん',
  '散歩',
  'サッカー',
  '東京タワー',
  '京都',
  '大阪',
  '雨',
  '猫',
  '図書館',
  '会議',
  'ゲーム',
]

const SPAM = [
  '🚨 FREE {A} GIVEAWAY 🚨 follow & retweet, link in bio!!!',
  "you won't believe what happened next with {a} 😱😱😱😱",
  'EARN $500/day from {a}, guaranteed returns, DM me',
  '{a} {a} {a} {a} {a} {a} {a} {a} best {a} deals',
  'SOOOOO GOOOOD!!!! {a} is the FUTURE, act now',
]

const FIRST_NAMES = ['Ana', 'Bo', 'Chen', 'Dara', 'Eli', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jun']
const LAST_NAMES = ['Ruiz', 'Okafor', 'Lind', 'Sato', 'Meyer', 'Costa', 'Novak', 'Haddad']

function pick(random, list) {
  return list[Math.floor(random() * list.length)]
}

function fill(template, random, topic) {
  const words = [...topic.words]
  const take = () => {
    const word = words.splice(Math.floor(random() * words.length), 1)[0] ?? topic.words[0]
    const roll = random()
    if (roll < 0.3) return `${pick(random, ADJECTIVES)} ${word}`
    if (roll < 0.8) return `${seedWord(random)} ${word}`
    return word
  }
  const a = take()
  const b = take()
  const c = take()
  return template
    .replaceAll('{a}', a)
    .replaceAll('{A}', a.toUpperCase())
    .replaceAll('{b}', b)
    .replaceAll('{c}', c)
    .replaceAll('{j}', pick(random, JAPANESE_WORDS))
    .replaceAll('{k}', pick(random, JAPANESE_WORDS))
    .replaceAll('{n}', String(2 + Math.floor(random() * 97)))
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function randomId(random, digits) {
  let id = String(1 + Math.floor(random() * 9))
  while (id.length < digits) id += String(Math.floor(random() * 10))
  return id
}

function logUniform(random, min, max) {
  return Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))))
}

/**
 * One X API v2 search response with `count` posts, the same for the same `seed`.
 * Posts are newest first, as X returns them.
 */
export function generatePayload(count, seed) {
  const random = seededRandom(seed)
  const users = []
  const userCount = Math.max(8, Math.ceil(count / 3))
  for (let i = 0; i < userCount; i++) {
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const handle = `${first}_${last}${Math.floor(random() * 10_000)}`.toLowerCase().slice(0, 15)
    users.push({
      id: randomId(random, 10),
      name: `${first} ${last}`,
      username: handle,
      profile_image_url: `https://pbs.twimg.com/profile_images/${randomId(random, 12)}/a_normal.jpg`,
      verified: random() < 0.05,
      public_metrics: {
        followers_count: logUniform(random, 20, 3_000_000),
        following_count: logUniform(random, 20, 5000),
        tweet_count: logUniform(random, 10, 90_000),
        listed_count: Math.floor(random() * 50),
      },
    })
  }
  const media = []
  const data = []
  let ageMs = 0
  const baseId = 2_200_000_000_000_000_000n + BigInt(Math.floor(random() * 1e12)) * 1_000_000n
  for (let i = 0; i < count; i++) {
    ageMs += Math.floor(random() * ((72 * 3_600_000 * 2) / count))
    const author = pick(random, users)
    const topic = pick(random, TOPICS)
    const roll = random()
    const tags = []
    const mentions = []
    let text
    let lang = 'en'
    let referenced
    if (roll < 0.05 && data.length > 0) {
      // copy-paste spam: an earlier post again, with its hashtags and emoji changed
      const earlier = pick(random, data)
      text = `${earlier.text.replace(/[#＃]\S+|\p{Extended_Pictographic}/gu, '').trim()}${pick(random, EMOJI)}`
      lang = earlier.lang
      tags.push(pick(random, TOPICS).tag)
    } else if (roll < 0.12 && data.length > 0) {
      const original = pick(random, data)
      const originalAuthor = users.find((user) => user.id === original.author_id)
      text = `RT @${originalAuthor?.username ?? 'someone'}: ${original.text}`.slice(0, 280)
      lang = original.lang
      referenced = [{ type: 'retweeted', id: original.id }]
      mentions.push(originalAuthor?.username ?? 'someone')
    } else if (roll < 0.16) {
      text = fill(pick(random, SPAM), random, topic)
      for (let t = 0; t < 3 + Math.floor(random() * 5); t++) tags.push(pick(random, TOPICS).tag)
      tags.push('giveaway', 'win')
    } else if (roll < 0.34) {
      const language = pick(random, OTHER_LANGUAGES)
      lang = language.lang
      text = fill(pick(random, language.texts), random, topic)
      if (lang !== 'ja') text += ` ${seedWord(random)} ${seedWord(random)}`
      text += pick(random, EMOJI)
      if (random() < 0.4) tags.push(topic.tag)
    } else {
      const opener = fill(pick(random, OPENERS), random, topic)
      const body = fill(pick(random, BODIES), random, topic)
      const aside =
        random() < 0.7
          ? `(${pick(random, ASIDES).replace('{x}', `${seedWord(random)} ${pick(random, NOUNS)}`)})`
          : ''
      const closer = pick(random, CLOSERS)
      text = [opener, opener ? body : capitalise(body), aside, closer].filter(Boolean).join(' ')
      text += pick(random, EMOJI)
      const tagRoll = random()
      if (tagRoll < 0.35) tags.push(topic.tag)
      if (tagRoll < 0.1) tags.push(pick(random, TOPICS).tag)
    }
    if (!referenced && random() < 0.15) {
      const target = pick(random, users)
      mentions.push(target.username)
      text = `@${target.username} ${text}`
      referenced = [{ type: 'replied_to', id: String(baseId - BigInt(i + 1) * 7n) }]
    } else if (!referenced && random() < 0.05) {
      referenced = [{ type: 'quoted', id: String(baseId - BigInt(i + 1) * 11n) }]
    }
    const uniqueTags = [...new Set(tags)]
    if (uniqueTags.length > 0) text += ` ${uniqueTags.map((tag) => `#${tag}`).join(' ')}`
    const urls = []
    if (random() < 0.15) {
      const short = `https://t.co/${randomId(random, 10)}`
      urls.push({ url: short, expanded_url: `https://example.com/${randomId(random, 6)}` })
      text += ` ${short}`
    }
    const id = String(baseId - BigInt(i) * 1_000_003n)
    const impressions = logUniform(random, 30, 2_000_000)
    const likes = Math.floor(impressions * random() * 0.04)
    const post = {
      id,
      text,
      author_id: author.id,
      created_at: new Date(PAYLOAD_NOW_MS - ageMs).toISOString(),
      lang,
      conversation_id: id,
      public_metrics: {
        retweet_count: Math.floor(likes * random() * 0.2),
        reply_count: Math.floor(likes * random() * 0.1),
        like_count: likes,
        quote_count: Math.floor(likes * random() * 0.02),
        bookmark_count: Math.floor(likes * random() * 0.05),
        impression_count: impressions,
      },
    }
    const entities = {}
    if (uniqueTags.length > 0) entities.hashtags = uniqueTags.map((tag) => ({ tag }))
    if (mentions.length > 0) entities.mentions = mentions.map((username) => ({ username }))
    if (urls.length > 0) entities.urls = urls
    if (Object.keys(entities).length > 0) post.entities = entities
    if (referenced) post.referenced_tweets = referenced
    const mediaRoll = random()
    if (mediaRoll < 0.15) {
      const key = `3_${id}`
      media.push({
        media_key: key,
        type: 'photo',
        url: `https://pbs.twimg.com/media/${randomId(random, 10)}.jpg`,
        width: 2048,
        height: 1536,
        alt_text: `A photo about ${topic.words[0]}`,
      })
      post.attachments = { media_keys: [key] }
    } else if (mediaRoll < 0.18) {
      const key = `7_${id}`
      media.push({
        media_key: key,
        type: 'video',
        preview_image_url: `https://pbs.twimg.com/ext_tw_video_thumb/${id}/pu/img/a.jpg`,
        width: 1280,
        height: 720,
        variants: [
          { content_type: 'application/x-mpegURL', url: `https://video.twimg.com/${id}.m3u8` },
          { content_type: 'video/mp4', bit_rate: 832000, url: `https://video.twimg.com/${id}.mp4` },
        ],
      })
      post.attachments = { media_keys: [key] }
    }
    data.push(post)
  }
  const payload = {
    data,
    includes: { users, media },
    meta: { result_count: data.length, newest_id: data[0]?.id, oldest_id: data.at(-1)?.id },
  }
  // As the worker receives it: parsed from the provider's JSON body. (The texts built
  // above are string ropes, which each side would otherwise pay to flatten.)
  return JSON.parse(JSON.stringify(payload))
}

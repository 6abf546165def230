// Validates seed/posts.json + seed/queries.json against the seed corpus requirements and prints
// counts. Exit code 1 on any failure.
//
//   node scripts/seed/check.mjs

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build, MEDIA_DIR, POSTS_PATH, QUERIES_PATH } from './build.mjs'
import {
  cpLength,
  END_MS,
  fold,
  HASHTAG_RE,
  matchQuery,
  parseQuery,
  snowflakeMs,
  WINDOW_MS,
  words,
} from './lib.mjs'
import { MEDIA_PATH } from './media.mjs'
import { pngSize } from './raster.mjs'

const failures = []
const check = (cond, msg) => {
  if (!cond) failures.push(msg)
  return cond
}
const counts = {}
const note = (k, v) => {
  counts[k] = v
}

const rawPosts = readFileSync(POSTS_PATH, 'utf8')
const rawQueries = readFileSync(QUERIES_PATH, 'utf8')
const doc = JSON.parse(rawPosts)
const { queries } = JSON.parse(rawQueries)

// ---------------------------------------------------------------------------------------------
// reproducibility + size
const rebuilt = build()
check(rebuilt.posts === rawPosts, 'posts.json is not byte-identical to a fresh build')
check(rebuilt.queries === rawQueries, 'queries.json is not byte-identical to a fresh build')
const size = statSync(POSTS_PATH).size
note('file size (bytes)', size)
check(size < 1.5 * 1024 * 1024, `posts.json is ${size} bytes (>= 1.5 MB)`)
check(Buffer.from(rawPosts, 'utf8').toString('utf8') === rawPosts, 'posts.json is not valid UTF-8')

// the shipped pictures: exactly the files a fresh build draws, byte for byte, and small
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(MEDIA_DIR, join(entry.parentPath, entry.name)))
const shipped = new Set(filesUnder(MEDIA_DIR))
const drawn = rebuilt.media()
let mediaBytes = 0
for (const [path, bytes] of drawn) {
  if (!check(shipped.has(path), `seed/media/${path} is missing: run node scripts/seed/build.mjs`))
    continue
  const onDisk = readFileSync(join(MEDIA_DIR, path))
  mediaBytes += onDisk.length
  check(onDisk.equals(bytes), `seed/media/${path} is not what a fresh build draws`)
}
for (const path of shipped) check(drawn.has(path), `seed/media/${path} is not used by the corpus`)
note('shipped pictures (files, KiB)', `${drawn.size}, ${Math.round(mediaBytes / 1024)}`)
check(mediaBytes < 512 * 1024, `seed/media holds ${mediaBytes} bytes (>= 512 KiB)`)
/** The file a path on the worker names, if it is one of seed/media's. */
const mediaFile = (path) =>
  path.startsWith(`${MEDIA_PATH}/`) ? path.slice(MEDIA_PATH.length + 1) : null

// ---------------------------------------------------------------------------------------------
// top-level shape
check(Array.isArray(doc.data), 'data must be an array')
check(doc.includes && typeof doc.includes === 'object', 'includes missing')
for (const k of ['users', 'media', 'tweets'])
  check(Array.isArray(doc.includes?.[k]), `includes.${k}`)
const { data } = doc
const { users, media, tweets: incTweets } = doc.includes
check(doc.meta?.result_count === data.length, 'meta.result_count != data.length')

const usersById = new Map(users.map((u) => [u.id, u]))
const usersByName = new Map(users.map((u) => [u.username, u]))
const mediaByKey = new Map(media.map((m) => [m.media_key, m]))
const allTweets = new Map()
for (const t of [...incTweets, ...data]) allTweets.set(t.id, t)
const ctx = { usersById, mediaByKey }

check(usersById.size === users.length, 'duplicate user ids in includes.users')
check(mediaByKey.size === media.length, 'duplicate media keys in includes.media')
check(new Set(data.map((t) => t.id)).size === data.length, 'duplicate tweet ids in data')
check(
  new Set(incTweets.map((t) => t.id)).size === incTweets.length,
  'duplicate ids in includes.tweets',
)
for (const t of incTweets) {
  const d = data.find((x) => x.id === t.id)
  if (d)
    check(JSON.stringify(d) === JSON.stringify(t), `tweet ${t.id} differs between data/includes`)
}

// ---------------------------------------------------------------------------------------------
// users
const PROFILE_RE = /^\/seed\/media\/avatars\/[a-z0-9_]{1,15}\.svg$/
for (const u of users) {
  check(/^\d{6,19}$/.test(u.id), `user ${u.username}: bad id ${u.id}`)
  check(/^[A-Za-z0-9_]{1,15}$/.test(u.username), `user ${u.username}: bad username`)
  check(typeof u.name === 'string' && u.name.length > 0, `user ${u.username}: name`)
  check(PROFILE_RE.test(u.profile_image_url), `user ${u.username}: profile_image_url`)
  check(drawn.has(mediaFile(u.profile_image_url)), `user ${u.username}: avatar not shipped`)
  check(typeof u.verified === 'boolean', `user ${u.username}: verified`)
  check(typeof u.description === 'string' && u.description.length > 0, `user ${u.username}: bio`)
  const pm = u.public_metrics ?? {}
  for (const k of ['followers_count', 'following_count', 'tweet_count', 'listed_count']) {
    check(Number.isInteger(pm[k]) && pm[k] >= 0, `user ${u.username}: ${k}`)
  }
}

// ---------------------------------------------------------------------------------------------
// media
const PICTURE_URL = /^\/seed\/media\/photos\/[a-z0-9-]+\.png$/
const picture = (url, what) => {
  const bytes = PICTURE_URL.test(url) ? drawn.get(mediaFile(url)) : undefined
  check(bytes, `${what}: ${url} is not a shipped picture`)
  return bytes
}
for (const m of media) {
  const id = m.media_key.split('_')[1]
  check(/^\d+$/.test(id ?? ''), `media ${m.media_key}: key digits`)
  check(Number.isInteger(m.width) && Number.isInteger(m.height), `media ${m.media_key}: size`)
  if (m.type === 'photo') {
    check(m.media_key.startsWith('3_'), `photo ${m.media_key}: key prefix`)
    const bytes = picture(m.url, `photo ${m.media_key}`)
    if (bytes) {
      const [width, height] = pngSize(bytes)
      check(
        m.width === width && m.height === height,
        `photo ${m.media_key}: not its picture's size`,
      )
    }
  } else if (m.type === 'video') {
    check(m.media_key.startsWith('7_'), `video ${m.media_key}: key prefix`)
    picture(m.preview_image_url, `video ${m.media_key}: preview`)
    check(Number.isInteger(m.duration_ms) && m.duration_ms > 0, `video ${m.media_key}: duration`)
    const mp4 = m.variants.find((v) => v.content_type === 'video/mp4')
    const hls = m.variants.find((v) => v.content_type === 'application/x-mpegURL')
    check(mp4?.bit_rate === 2176000, `video ${m.media_key}: mp4 variant`)
    check(
      mp4?.url.startsWith(`https://video.twimg.com/ext_tw_video/${id}/pu/vid/`),
      `video ${m.media_key}: mp4 url`,
    )
    check(
      hls?.url.startsWith(`https://video.twimg.com/ext_tw_video/${id}/pu/pl/`) &&
        hls.url.endsWith('.m3u8'),
      `video ${m.media_key}: hls url`,
    )
  } else if (m.type === 'animated_gif') {
    check(m.variants?.[0]?.content_type === 'video/mp4', `gif ${m.media_key}: variant`)
    picture(m.preview_image_url, `gif ${m.media_key}: preview`)
  } else {
    check(false, `media ${m.media_key}: unknown type ${m.type}`)
  }
}

// ---------------------------------------------------------------------------------------------
// tweets
const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const START = END_MS - WINDOW_MS
const referencedMediaKeys = new Set()
let noteCount = 0
const textOf = (t) => t.note_tweet?.text ?? t.text

function checkTweet(t, where) {
  const tag = `${where} ${t.id}`
  check(/^\d{19}$/.test(t.id), `${tag}: id is not 19 digits`)
  check(typeof t.text === 'string' && t.text.length > 0, `${tag}: text`)
  check(usersById.has(t.author_id), `${tag}: author ${t.author_id} not in includes.users`)
  check(ISO_RE.test(t.created_at), `${tag}: created_at format`)
  const ms = Date.parse(t.created_at)
  check(Math.abs(snowflakeMs(t.id) - ms) < 2, `${tag}: id does not encode created_at`)
  check(typeof t.lang === 'string' && t.lang.length >= 2, `${tag}: lang`)
  check(allTweets.has(t.conversation_id), `${tag}: conversation_id not in corpus`)
  const pm = t.public_metrics ?? {}
  for (const k of [
    'retweet_count',
    'reply_count',
    'like_count',
    'quote_count',
    'bookmark_count',
    'impression_count',
  ]) {
    check(Number.isInteger(pm[k]) && pm[k] >= 0, `${tag}: public_metrics.${k}`)
  }
  check(pm.impression_count >= pm.like_count, `${tag}: impressions < likes`)
  const len = cpLength(t.text)
  check(len <= 280, `${tag}: text is ${len} code points`)
  if (t.note_tweet) {
    if (where === 'data') noteCount++
    check(cpLength(t.note_tweet.text) > 280, `${tag}: note_tweet text should be long`)
    check(
      t.note_tweet.text.startsWith(t.text.replace(/…$/, '')),
      `${tag}: text is not a prefix of note`,
    )
  }
  // entities
  const cps = Array.from(t.text)
  const slice = (s, e) => cps.slice(s, e).join('')
  if (t.entities) {
    for (const [k, v] of Object.entries(t.entities)) {
      check(['hashtags', 'mentions', 'urls'].includes(k), `${tag}: unexpected entities.${k}`)
      check(Array.isArray(v) && v.length > 0, `${tag}: entities.${k} empty`)
    }
    for (const h of t.entities.hashtags ?? []) {
      check(slice(h.start, h.end) === `#${h.tag}`, `${tag}: hashtag offsets for #${h.tag}`)
    }
    for (const m of t.entities.mentions ?? []) {
      check(slice(m.start, m.end) === `@${m.username}`, `${tag}: mention offsets @${m.username}`)
      check(usersByName.get(m.username)?.id === m.id, `${tag}: mention @${m.username} id/user`)
    }
    for (const u of t.entities.urls ?? []) {
      check(slice(u.start, u.end) === u.url, `${tag}: url offsets ${u.url}`)
      check(/^https:\/\/t\.co\/[A-Za-z0-9]{10}$/.test(u.url), `${tag}: url is not t.co`)
      check(/^https?:\/\//.test(u.expanded_url), `${tag}: expanded_url`)
      check(
        typeof u.display_url === 'string' && !u.display_url.startsWith('http'),
        `${tag}: display`,
      )
    }
  }
  const tagsInText = [...t.text.matchAll(HASHTAG_RE)].length
  check(tagsInText === (t.entities?.hashtags?.length ?? 0), `${tag}: hashtag entity count`)
  const tcoInText = (t.text.match(/https:\/\/t\.co\/[A-Za-z0-9]{10}(?![A-Za-z0-9])/g) ?? []).length
  check(tcoInText === (t.entities?.urls?.length ?? 0), `${tag}: url entity count`)
  // references
  for (const r of t.referenced_tweets ?? []) {
    check(['retweeted', 'quoted', 'replied_to'].includes(r.type), `${tag}: ref type ${r.type}`)
    const ref = allTweets.get(r.id)
    if (!check(ref, `${tag}: referenced ${r.id} missing from data/includes`)) continue
    check(
      incTweets.some((x) => x.id === r.id),
      `${tag}: referenced ${r.id} not in includes.tweets`,
    )
    check(Date.parse(ref.created_at) < ms, `${tag}: not later than the post it references`)
    const refUser = usersById.get(ref.author_id)
    if (r.type === 'retweeted') {
      check(t.text.startsWith(`RT @${refUser.username}: `), `${tag}: RT text prefix`)
      check(!t.attachments, `${tag}: RT should not carry attachments`)
    }
    if (r.type === 'replied_to') {
      check(t.in_reply_to_user_id === ref.author_id, `${tag}: in_reply_to_user_id`)
      check(t.conversation_id === ref.conversation_id, `${tag}: conversation_id of reply`)
    }
    if (r.type === 'quoted') {
      check(
        (t.entities?.urls ?? []).some((u) => u.expanded_url.endsWith(`/status/${r.id}`)),
        `${tag}: quote without link to the quoted post`,
      )
    }
  }
  if (t.in_reply_to_user_id) {
    check(t.referenced_tweets?.[0]?.type === 'replied_to', `${tag}: in_reply_to without ref`)
  }
  for (const k of t.attachments?.media_keys ?? []) {
    check(mediaByKey.has(k), `${tag}: media ${k} not in includes.media`)
    referencedMediaKeys.add(k)
  }
  return ms
}

let prev = null
for (const t of data) {
  const ms = checkTweet(t, 'data')
  check(ms >= START && ms <= END_MS, `data ${t.id}: created_at outside the 7-day window`)
  if (prev) {
    check(BigInt(prev.id) > BigInt(t.id), `data not sorted newest first at ${t.id}`)
    check(Date.parse(prev.created_at) >= ms, `ids do not increase with created_at at ${t.id}`)
  }
  prev = t
}
for (const t of incTweets) checkTweet(t, 'includes')
check(doc.meta.newest_id === data[0].id, 'meta.newest_id')
check(doc.meta.oldest_id === data.at(-1).id, 'meta.oldest_id')
check(data[0].created_at === '2026-11-01T12:00:00.000Z', 'newest post is not at END')
check(noteCount <= 3, `too many note tweets: ${noteCount}`)
for (const k of mediaByKey.keys()) check(referencedMediaKeys.has(k), `media ${k} is never used`)
const allIdsSorted = [...allTweets.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
for (let i = 1; i < allIdsSorted.length; i++) {
  check(
    allIdsSorted[i].created_at >= allIdsSorted[i - 1].created_at,
    `ids not monotonic in created_at (${allIdsSorted[i].id})`,
  )
}

// ---------------------------------------------------------------------------------------------
// corpus-level requirements
const kind = (t) => t.referenced_tweets?.[0]?.type ?? 'original'
const byKind = {}
for (const t of data) byKind[kind(t)] = (byKind[kind(t)] ?? 0) + 1
note('posts in data', data.length)
note('posts in includes.tweets', incTweets.length)
note('includes-only originals', incTweets.filter((t) => !data.some((d) => d.id === t.id)).length)
note('originals', byKind.original ?? 0)
note('reposts', byKind.retweeted ?? 0)
note('replies', byKind.replied_to ?? 0)
note('quotes', byKind.quoted ?? 0)
note('note tweets', noteCount)
check(data.length >= 420, 'need >= 420 posts')
check((byKind.original ?? 0) > data.length / 2, 'originals must be the majority')
check((byKind.retweeted ?? 0) >= 25, 'need >= 25 reposts')
check((byKind.replied_to ?? 0) >= 25, 'need >= 25 replies')
check((byKind.quoted ?? 0) >= 20, 'need >= 20 quotes')
const rts = data.filter((t) => kind(t) === 'retweeted')
const rtZeroLikes = rts.filter((t) => t.public_metrics.like_count === 0).length
check(rtZeroLikes >= rts.length * 0.7, 'reposts should mostly have 0 likes')
const replies = data.filter((t) => kind(t) === 'replied_to')
const atReplies = replies.filter((t) => t.text.startsWith('@')).length
note('replies starting with @user', atReplies)
check(atReplies >= replies.length * 0.4, 'replies should often begin with @user')

const authorIds = new Set(data.map((t) => t.author_id))
note('distinct authors in data', authorIds.size)
check(authorIds.size >= 80, 'need >= 80 distinct authors')
const followers = users.map((u) => u.public_metrics.followers_count)
note('followers min/max', `${Math.min(...followers)} / ${Math.max(...followers)}`)
check(Math.min(...followers) < 100, 'need authors with tens of followers')
check(Math.max(...followers) >= 1_000_000, 'need an author with millions of followers')
note('verified users', users.filter((u) => u.verified).length)
check(users.filter((u) => u.verified).length >= 4, 'need some verified big accounts')

const langs = {}
for (const t of data) langs[t.lang] = (langs[t.lang] ?? 0) + 1
note('languages', JSON.stringify(langs))
for (const l of ['en', 'es', 'fr', 'de', 'pt', 'ja', 'zh'])
  check((langs[l] ?? 0) > 0, `no ${l} posts`)
check((langs.ja ?? 0) >= 30, 'need >= 30 Japanese posts')
for (const l of ['es', 'fr', 'de', 'pt']) check((langs[l] ?? 0) >= 12, `need substantial ${l}`)
check(langs.en > data.length / 2, 'en should be the majority')
for (const w of ['café', 'fútbol', 'Zürich', 'naïve']) {
  const n = data.filter((t) => textOf(t).includes(w)).length
  note(`posts containing "${w}"`, n)
  check(n >= 1, `no post contains ${w}`)
}

// media
const mediaOf = (t) => (t.attachments?.media_keys ?? []).map((k) => mediaByKey.get(k))
const withPhotos = data.filter((t) => mediaOf(t).some((m) => m.type === 'photo'))
const multiPhoto = withPhotos.filter(
  (t) => mediaOf(t).filter((m) => m.type === 'photo').length >= 2,
)
const withVideo = data.filter((t) => mediaOf(t).some((m) => m.type === 'video'))
const withGif = data.filter((t) => mediaOf(t).some((m) => m.type === 'animated_gif'))
const photos = media.filter((m) => m.type === 'photo')
note('posts with photos', withPhotos.length)
note('posts with 2-4 photos', multiPhoto.length)
note('posts with video', withVideo.length)
note('posts with animated_gif', withGif.length)
note('photos with alt text', `${photos.filter((m) => m.alt_text).length}/${photos.length}`)
check(withPhotos.length >= 40, 'need >= 40 posts with photos')
check(multiPhoto.length >= 3, 'need some posts with 2-4 photos')
check(withVideo.length >= 12, 'need >= 12 posts with video')
check(withGif.length >= 2 && withGif.length <= 3, 'need 2-3 animated gifs')
check(photos.filter((m) => m.alt_text).length > photos.length * 0.6, 'alt text on most photos')

// engagement
const originals = data.filter((t) => kind(t) !== 'retweeted')
const likes = originals.map((t) => t.public_metrics.like_count).sort((a, b) => a - b)
const median = likes[Math.floor(likes.length / 2)]
const viral = likes.filter((l) => l >= 10_000).length
note(
  'likes median / p90 / max',
  `${median} / ${likes[Math.floor(likes.length * 0.9)]} / ${likes.at(-1)}`,
)
note('posts with >= 10k likes', viral)
check(median <= 25, 'median likes should be a handful')
check(viral >= 3, 'need a few viral posts')
const withLikes = originals.filter((t) => t.public_metrics.like_count > 0)
const inBand = withLikes.filter((t) => {
  const r = t.public_metrics.impression_count / t.public_metrics.like_count
  return r >= 20 && r <= 200
}).length
note('impressions/likes within 20-200x', `${inBand}/${withLikes.length}`)
check(inBand >= withLikes.length * 0.7, 'impressions should usually be 20-200x likes')
const fol = (t) => usersById.get(t.author_id).public_metrics.followers_count
const smallHits = originals.filter((t) => fol(t) < 1000 && t.public_metrics.like_count >= 10_000)
const bigFlops = originals.filter((t) => fol(t) >= 100_000 && t.public_metrics.like_count < 500)
note('tiny accounts (<1k followers) with a 10k+ hit', smallHits.length)
note('big accounts (100k+) with <500-like posts', bigFlops.length)
check(smallHits.length >= 2, 'need tiny accounts with a hit')
check(bigFlops.length >= 3, 'need big accounts with mediocre posts')
const last2d = data.filter((t) => Date.parse(t.created_at) >= END_MS - 2 * 86_400_000).length
note('posts in the last 2 days', last2d)
check(last2d > data.length * (2 / 7) * 1.3, 'last 2 days should be denser')

// spam heuristics
const BAIT = [
  /won'?t believe/i,
  /\bdm me\b/i,
  /giveaway/i,
  /airdrop/i,
  /\$\d[\d,]*\s*(\/|a|per)\s*(week|day|month)/i,
  /doctors hate/i,
  /watch till the end/i,
  /follow ?back/i,
  /\b\d+x\b.*(gem|coin)/i,
]
const isSpamText = (t) => {
  const text = textOf(t)
  if ((t.entities?.hashtags?.length ?? 0) >= 6) return true
  if (/(\p{L})\1{3,}/u.test(text)) return true
  if (/(\p{Extended_Pictographic})(\uFE0F?)(?:\1\2?){3,}/u.test(text)) return true
  return BAIT.some((re) => re.test(text))
}
const shingles = (text) => {
  const ws = words(text.replace(/https:\/\/t\.co\/\S+/g, ''))
  const out = new Set()
  for (let i = 0; i + 2 < ws.length; i++) out.add(ws.slice(i, i + 3).join(' '))
  return out
}
const jaccard = (a, b) => {
  let inter = 0
  for (const x of a) if (b.has(x)) inter++
  return inter / (a.size + b.size - inter || 1)
}
const own = data.filter((t) => kind(t) !== 'retweeted')
const sh = own.map((t) => shingles(textOf(t)))
const parent = own.map((_, i) => i)
const find = (i) => {
  let r = i
  while (parent[r] !== r) r = parent[r]
  parent[i] = r
  return r
}
for (let i = 0; i < own.length; i++) {
  for (let j = i + 1; j < own.length; j++) {
    if (own[i].author_id === own[j].author_id || sh[i].size < 4 || sh[j].size < 4) continue
    if (jaccard(sh[i], sh[j]) >= 0.5) parent[find(i)] = find(j)
  }
}
const groups = new Map()
own.forEach((t, i) => {
  const g = find(i)
  groups.set(g, [...(groups.get(g) ?? []), t])
})
const dupGroups = [...groups.values()].filter((g) => g.length >= 2)
const dupIds = new Set(dupGroups.flat().map((t) => t.id))
const spamPosts = own.filter((t) => isSpamText(t) || dupIds.has(t.id))
note('spam-like posts', spamPosts.length)
note('near-duplicate groups (sizes)', dupGroups.map((g) => g.length).join(', '))
check(spamPosts.length >= 30, 'need >= 30 spam-like posts')
const goodGroups = dupGroups.filter(
  (g) => g.length >= 3 && g.length <= 6 && new Set(g.map((t) => t.author_id)).size === g.length,
)
check(goodGroups.length >= 3, 'need >= 3 near-duplicate groups of 3-6 posts by different accounts')

// topics (keyword buckets) and required query hit counts
const TOPICS = {
  'rust/async': ['rust', 'tokio', 'async', '非同期'],
  typescript: ['typescript', 'javascript', 'tsconfig', 'vitest'],
  edge: ['edge', 'workers', 'cloudflare', 'serverless', 'エッジ'],
  ai: ['ai', 'llm', 'llms', 'evals', 'ki', 'ia', 'rag'],
  climate: ['climate', 'clima', 'klima', 'solar', 'heat', 'grid', 'climat'],
  football: ['football', 'soccer', 'fútbol', 'futebol', 'fußball', 'xg', 'サッカー'],
  food: ['ramen', 'ラーメン', 'sourdough', 'paella', 'recipe', 'noodles', 'tortilla'],
  space: ['launch', 'galaxy', 'orbit', 'rocket', '流星群', 'eclipse', 'booster'],
  photography: ['photography', 'film', 'photo', '写真', 'portra', 'photographe'],
  gaming: ['game', 'games', 'speedrun', 'indie', 'jogo', 'ゲーム', 'devlog'],
  coffee: ['coffee', 'café', 'espresso', 'コーヒー', 'kaffee', '咖啡'],
  running: ['marathon', 'run', 'running', 'maratón', 'long'],
  music: ['album', 'vinyl', 'synth', 'guitare', 'music', 'bandcamp'],
  cycling: ['bike', 'velo', 'vélo', 'bici', 'cycling', 'cyclable'],
  finance: ['index', 'debt', 'fees', 'poupança', 'ahorro', 'payday', 'invest'],
  travel: ['train', 'travel', 'viaje', '旅', 'trip', 'lisbon'],
}
let topicsOk = 0
for (const [topic, kws] of Object.entries(TOPICS)) {
  const n = data.filter((t) => {
    const ws = words(textOf(t))
    const f = fold(textOf(t))
    return kws.some((k) => (/^[ -~]+$/.test(k) ? ws.includes(fold(k)) : f.includes(fold(k))))
  }).length
  note(`topic ${topic}`, n)
  if (n >= 8) topicsOk++
}
note('topics with >= 8 posts', topicsOk)
check(topicsOk >= 12, 'need >= 12 topics')

const REQUIRED = [
  ['rust async', 15],
  ['edge computing', 10],
  ['typescript', 10],
  ['climate', 10],
  ['coffee', 10],
  ['football', 10],
]
for (const [q, min] of REQUIRED) {
  const n = data.filter((t) => kind(t) !== 'retweeted' && matchQuery(q, t, ctx)).length
  note(`"${q}" (non-repost matches)`, n)
  check(n >= min, `query "${q}" matches ${n} < ${min}`)
}

check(Array.isArray(queries) && queries.length === 20, 'queries.json must hold 20 queries')
let withOps = 0
for (const q of queries) {
  const clauses = parseQuery(q)
  const usesOp =
    clauses.length > 0 &&
    (clauses.some((alts) => alts.length > 1) ||
      clauses.flat().some((t) => t.neg || t.kind !== 'word'))
  if (usesOp) withOps++
  const n = data.filter((t) => matchQuery(clauses, t, ctx)).length
  note(`query ${q}`, n)
  check(n >= 3, `query "${q}" only matches ${n} posts`)
}
note('queries using operators', withOps)
check(withOps >= 5, 'need about 5 queries using operators')

// ---------------------------------------------------------------------------------------------
const width = Math.max(...Object.keys(counts).map((k) => k.length))
for (const [k, v] of Object.entries(counts)) console.log(`${k.padEnd(width)}  ${v}`)
if (failures.length) {
  console.error(`\n${failures.length} check(s) FAILED:`)
  for (const f of failures.slice(0, 60)) console.error(`  - ${f}`)
  process.exit(1)
}
console.log('\nall checks passed')

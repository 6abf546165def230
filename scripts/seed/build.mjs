// Seed corpus generator: turns the hand-written posts in ./content into one X API v2
// recent-search response (seed/posts.json) plus the sample queries (seed/queries.json).
//
//   node scripts/seed/build.mjs          # (re)writes both files, byte-for-byte reproducible
//
// Everything random (ids, timestamps, metrics, t.co codes, media ids) comes from rngFor(label),
// a seeded PRNG keyed by purpose + post key; there is no Math.random and no Date.now here.
//
// The corpus's avatars and photos are the pictures of ./media.mjs, written to seed/media/ and
// served by the worker at /seed/media/… (the same relative paths the posts give): with no
// network the seed still shows them. Other documents built here (the judged home-timeline pages
// of eval/) keep X's own kind of addresses.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as ai from './content/ai.mjs'
import * as climate from './content/climate.mjs'
import * as coffee from './content/coffee.mjs'
import * as cycling from './content/cycling.mjs'
import * as edge from './content/edge.mjs'
import * as finance from './content/finance.mjs'
import * as fitness from './content/fitness.mjs'
import * as food from './content/food.mjs'
import * as football from './content/football.mjs'
import * as gaming from './content/gaming.mjs'
import { modules, queries, reposts } from './content/index.mjs'
import * as music from './content/music.mjs'
import * as photo from './content/photo.mjs'
import * as rust from './content/rust.mjs'
import * as space from './content/space.mjs'
import * as spam from './content/spam.mjs'
import * as travel from './content/travel.mjs'
import * as webdev from './content/webdev.mjs'
import {
  cpIndex,
  cpLength,
  DAY,
  END_MS,
  HASHTAG_RE,
  HOUR,
  MENTION_RE,
  rngFor,
  snowflake,
  TCO_RE,
  WINDOW_MS,
} from './lib.mjs'
import {
  avatarPath,
  avatarSvg,
  ILLUSTRATIONS,
  illustrationPath,
  MEDIA_PATH,
  pickIllustration,
  renderIllustration,
} from './media.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const POSTS_PATH = join(ROOT, 'seed', 'posts.json')
export const QUERIES_PATH = join(ROOT, 'seed', 'queries.json')
/** seed/media/, served as /seed/media/ (MEDIA_PATH). */
export const MEDIA_DIR = join(ROOT, 'seed', 'media')

const PHOTO_SIZES = [
  [1200, 900],
  [2048, 1536],
  [1080, 1350],
  [1600, 900],
  [4032, 3024],
  [1536, 2048],
  [1080, 1080],
  [1920, 1280],
  [900, 1200],
]

function fail(msg) {
  throw new Error(`seed build: ${msg}`)
}

// ---------------------------------------------------------------------------------------------
// Content loading

function loadContent(modules, reposts) {
  const authors = new Map()
  const posts = []
  const byKey = new Map()
  // Which module each post was written in (what it is about, for its pictures).
  const moduleOf = new Map()
  for (const mod of modules) {
    for (const a of mod.authors ?? []) {
      if (authors.has(a.h)) fail(`duplicate author ${a.h}`)
      if (!/^[A-Za-z0-9_]{1,15}$/.test(a.h)) fail(`bad handle ${a.h}`)
      authors.set(a.h, a)
    }
    for (const p of mod.posts ?? []) {
      if (byKey.has(p.k)) fail(`duplicate post key ${p.k}`)
      byKey.set(p.k, p)
      moduleOf.set(p.k, mod)
      posts.push(p)
    }
  }
  // Plain reposts: the shared list, then each topic module's own.
  for (const [by, of] of [...reposts, ...modules.flatMap((mod) => mod.reposts ?? [])]) {
    const k = `rt:${by}:${of}`
    if (byKey.has(k)) fail(`duplicate repost ${k}`)
    const p = { k, a: by, rt: of }
    byKey.set(k, p)
    posts.push(p)
  }
  for (const p of posts) {
    if (!authors.has(p.a)) fail(`post ${p.k}: unknown author ${p.a}`)
    for (const ref of [p.re, p.q, p.rt]) {
      if (ref != null && !byKey.has(ref)) fail(`post ${p.k}: unknown reference ${ref}`)
    }
    if ([p.re, p.q, p.rt].filter((x) => x != null).length > 1) fail(`post ${p.k}: >1 reference`)
    if (p.rt && byKey.get(p.rt).rt) fail(`post ${p.k}: repost of a repost`)
  }
  return { authors, posts, byKey, moduleOf }
}

// ---------------------------------------------------------------------------------------------
// Users

function buildUser(a, pictures) {
  const r = rngFor(`user:${a.h}`)
  let idLen
  if (a.idLen) idLen = a.idLen
  else if (a.spam) idLen = 19
  else idLen = r.pick([8, 9, 9, 10, 10, 18, 19, 19, 19])
  const id = r.digits(idLen)
  const f = a.f
  const following =
    a.fo ??
    (a.spam
      ? r.int(1800, 7400)
      : a.brand
        ? r.int(40, 900)
        : Math.round(Math.min(4900, 60 + f ** 0.45 * r.float() * 9 + r.int(0, 700))))
  const tweets =
    a.tc ??
    (a.spam ? r.int(30, 2500) : Math.round(r.int(300, 4000) + f ** 0.62 * (2 + r.float() * 9)))
  const listed = a.ls ?? (a.spam ? 0 : Math.floor(f / (35 + r.float() * 110)))
  const slug = r.pick([r.chars(8), r.urlsafe(8), `IMG_${r.digits(4)}`, r.chars(6), 'avatar'])
  return {
    id,
    name: a.n,
    username: a.h,
    profile_image_url: pictures
      ? avatarPath(a.h)
      : `https://pbs.twimg.com/profile_images/${r.digits(19)}/${slug}_normal.jpg`,
    verified: Boolean(a.v),
    description: a.bio,
    public_metrics: {
      followers_count: f,
      following_count: following,
      tweet_count: tweets,
      listed_count: listed,
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Timestamps: referenced posts first, then replies/quotes/reposts a bit later.

function assignTimes(posts, byKey, { endMs, windowMs }) {
  const times = new Map()
  const start = endMs - windowMs
  const visiting = new Set()
  const visit = (p) => {
    if (times.has(p.k)) return times.get(p.k)
    if (visiting.has(p.k)) fail(`reference cycle at ${p.k}`)
    visiting.add(p.k)
    const r = rngFor(`time:${p.k}`)
    const ref = p.re ?? p.q ?? p.rt
    let t
    if (ref != null) {
      const parent = byKey.get(ref)
      const pt = visit(parent)
      if (p.at != null) {
        t = endMs - p.at * HOUR - r.int(0, 15 * 60_000)
        if (t <= pt) t = pt + r.int(60_000, 20 * 60_000)
      } else {
        let delta
        if (p.re && parent.a === p.a) delta = r.int(35_000, 7 * 60_000)
        else if (p.rt) delta = -Math.log(1 - r.float()) * 5 * HOUR + 20_000
        else if (p.q) delta = -Math.log(1 - r.float()) * 7 * HOUR + 60_000
        else delta = -Math.log(1 - r.float()) * 3 * HOUR + 45_000
        const room = endMs - pt
        if (delta >= room) delta = room * (0.25 + 0.7 * r.float())
        t = pt + delta
      }
      if (!p.inc && t < start) t = start + r.float() * 5 * DAY
    } else if (p.at != null) {
      t = endMs - p.at * HOUR - r.int(0, 15 * 60_000)
    } else if (p.inc) {
      t = start - 4 * HOUR - r.float() * 12 * DAY
    } else {
      // age skewed towards "now": about half of the originals fall in the last 2 days
      t = endMs - windowMs * r.float() ** 1.45
    }
    t = Math.floor(t)
    visiting.delete(p.k)
    times.set(p.k, t)
    return t
  }
  for (const p of posts) visit(p)
  // the newest post of the corpus sits exactly at its end
  let newest = null
  for (const p of posts) if (!newest || times.get(p.k) > times.get(newest.k)) newest = p
  times.set(newest.k, endMs)
  for (const p of posts) {
    const t = times.get(p.k)
    if (!p.inc && (t < start || t > endMs)) fail(`post ${p.k} outside window`)
  }
  return times
}

// ---------------------------------------------------------------------------------------------
// Text: t.co links, reply prefixes, quote links, media links, reposts, long "notes".

function displayUrl(expanded) {
  const d = expanded.replace(/^https?:\/\//, '').replace(/^www\./, '')
  return d.length > 26 ? `${d.slice(0, 25)}…` : d
}

function truncateCp(text, max) {
  const cps = Array.from(text)
  if (cps.length <= max) return text
  return `${cps.slice(0, max - 1).join('')}…`
}

function makeTco(state, label, expanded, display) {
  const r = rngFor(`tco:${label}`)
  let code = r.chars(10)
  while (state.tco.has(code)) code = r.chars(10)
  const url = `https://t.co/${code}`
  state.tco.set(code, { url, expanded_url: expanded, display_url: display ?? displayUrl(expanded) })
  return url
}

function finalizeText(p, state) {
  const { byKey, tweets } = state
  const tw = tweets.get(p.k)
  if (p.rt) {
    const orig = tweets.get(p.rt)
    const origAuthor = byKey.get(p.rt).a
    const full = `RT @${origAuthor}: ${orig.text}`
    return { text: truncateCp(full, 280) }
  }
  let n = 0
  let text = p.t.replace(/<<(\S+?)>>/g, (_, url) =>
    makeTco(state, `${p.k}:${n++}`, url.startsWith('http') ? url : `https://${url}`),
  )
  if (p.re) {
    const parentAuthor = byKey.get(p.re).a
    if (parentAuthor !== p.a && !p.noAt && !text.startsWith('@')) text = `@${parentAuthor} ${text}`
  }
  if (p.q) {
    const q = tweets.get(p.q)
    const qa = byKey.get(p.q).a
    const expanded = `https://x.com/${qa}/status/${q.id}`
    text = `${text} ${makeTco(state, `${p.k}:quote`, expanded)}`
  }
  if (p.m?.length) {
    const kind = p.m[0][0] === 'v' ? 'video' : 'photo'
    const r = rngFor(`pic:${p.k}`)
    const expanded = `https://x.com/${p.a}/status/${tw.id}/${kind}/1`
    text = `${text} ${makeTco(state, `${p.k}:media`, expanded, `pic.x.com/${r.chars(10)}`)}`
  }
  if (cpLength(text) > 280) {
    if (!p.note) fail(`post ${p.k} is ${cpLength(text)} code points: ${text}`)
    const cps = Array.from(text)
    let cut = 276
    while (cut > 200 && cps[cut] !== ' ') cut--
    return { text: `${cps.slice(0, cut).join('')}…`, note: text }
  }
  if (p.note) fail(`post ${p.k} marked note but fits in 280`)
  return { text }
}

function computeEntities(text, state) {
  const hashtags = []
  const mentions = []
  const urls = []
  for (const m of text.matchAll(HASHTAG_RE)) {
    const start = cpIndex(text, m.index + m[1].length)
    hashtags.push({ start, end: start + 1 + cpLength(m[3]), tag: m[3] })
  }
  for (const m of text.matchAll(MENTION_RE)) {
    const user = state.usersByHandle.get(m[2])
    if (!user) continue
    const start = cpIndex(text, m.index + m[1].length)
    mentions.push({ start, end: start + 1 + cpLength(m[2]), username: user.username, id: user.id })
    state.mentioned.add(m[2])
  }
  for (const m of text.matchAll(TCO_RE)) {
    const info = state.tco.get(m[0].slice('https://t.co/'.length))
    if (!info) fail(`unknown t.co link ${m[0]}`)
    const start = cpIndex(text, m.index)
    urls.push({
      start,
      end: start + cpLength(m[0]),
      url: info.url,
      expanded_url: info.expanded_url,
      display_url: info.display_url,
    })
  }
  const out = {}
  if (hashtags.length) out.hashtags = hashtags
  if (mentions.length) out.mentions = mentions
  if (urls.length) out.urls = urls
  return Object.keys(out).length ? out : undefined
}

// ---------------------------------------------------------------------------------------------
// Media

/**
 * The post's media. With `pictures`, photos are an illustration of its topic at the size it is
 * drawn, and videos and GIFs have one as their preview; every other field (and every draw from
 * the post's random stream) is the same as without.
 */
function buildMedia(p, t, pictures, topic) {
  const out = []
  p.m.forEach((spec, i) => {
    const r = rngFor(`media:${p.k}:${i}`)
    const mid = snowflake(t - r.int(4_000, 90_000), r.int(0, 4_194_303)).toString()
    const [kind, ...rest] = spec.split(':')
    const arg = rest.join(':')
    if (kind === 'p') {
      const [width, height] = r.pick(PHOTO_SIZES)
      const m = {
        media_key: `3_${mid}`,
        type: 'photo',
        url: `https://pbs.twimg.com/media/${r.urlsafe(11)}.jpg`,
        width,
        height,
      }
      if (arg) m.alt_text = arg
      if (pictures) {
        const picture = pickIllustration(topic, arg, p.k, i)
        m.url = illustrationPath(picture.name)
        ;[m.width, m.height] = picture.size
      }
      out.push(m)
    } else if (kind === 'v') {
      const [secs, orient] = arg.split(':')
      const vertical = orient === 'v'
      const [width, height] = vertical ? [720, 1280] : [1280, 720]
      const xPreview = `https://pbs.twimg.com/ext_tw_video_thumb/${mid}/pu/img/${r.urlsafe(16)}.jpg`
      out.push({
        media_key: `7_${mid}`,
        type: 'video',
        preview_image_url: pictures
          ? illustrationPath(
              pickIllustration(topic, '', p.k, i, vertical ? 'portrait' : 'landscape').name,
            )
          : xPreview,
        width,
        height,
        duration_ms: Number(secs) * 1000 + r.int(0, 999),
        variants: [
          {
            bit_rate: 2176000,
            content_type: 'video/mp4',
            url: `https://video.twimg.com/ext_tw_video/${mid}/pu/vid/${width}x${height}/${r.urlsafe(16)}.mp4`,
          },
          {
            content_type: 'application/x-mpegURL',
            url: `https://video.twimg.com/ext_tw_video/${mid}/pu/pl/${r.urlsafe(16)}.m3u8`,
          },
        ],
      })
    } else if (kind === 'g') {
      const [width, height] = r.pick([
        [498, 280],
        [480, 270],
        [320, 240],
        [400, 400],
      ])
      const slug = r.chars(15)
      out.push({
        media_key: `16_${mid}`,
        type: 'animated_gif',
        preview_image_url: pictures
          ? illustrationPath(pickIllustration(topic, '', p.k, i, 'landscape').name)
          : `https://pbs.twimg.com/tweet_video_thumb/${slug}.jpg`,
        width,
        height,
        variants: [
          {
            bit_rate: 0,
            content_type: 'video/mp4',
            url: `https://video.twimg.com/tweet_video/${slug}.mp4`,
          },
        ],
      })
    } else {
      fail(`post ${p.k}: bad media spec ${spec}`)
    }
  })
  return out
}

// ---------------------------------------------------------------------------------------------
// Engagement: heavy tailed, driven by follower count, with per-post overrides.

function buildMetrics(p, author, counts, state) {
  const r = rngFor(`metrics:${p.k}`)
  const got = counts.get(p.k) ?? { re: 0, q: 0, rt: 0 }
  if (p.rt) {
    const orig = state.tweets.get(p.rt).public_metrics
    const likes = r.chance(0.85) ? 0 : r.int(1, 2)
    return {
      retweet_count: orig.retweet_count,
      reply_count: 0,
      like_count: likes,
      quote_count: 0,
      bookmark_count: 0,
      impression_count: likes ? likes * r.int(20, 60) : r.int(0, 3) === 0 ? r.int(1, 40) : 0,
    }
  }
  const F = author.f
  let likes
  if (p.likes != null) {
    likes = p.likes
  } else {
    let base = 0.006 * F ** 0.9 * (p.mult ?? 1)
    if (author.spam || p.spam) base = 0.4 + 0.01 * F
    if (p.re && state.byKey.get(p.re).a !== p.a) base *= 0.35
    if (p.re && state.byKey.get(p.re).a === p.a) base *= 0.6
    likes = Math.floor(base * Math.exp(r.normal() * 1.05 - 0.25) + r.float() * 2.2)
  }
  const frac = (lo, hi) => lo + (hi - lo) * r.float() ** 1.6
  let retweets = Math.floor(likes * frac(0.02, 0.32))
  let replies = Math.floor(likes * frac(0.015, 0.14) + (r.chance(0.3) ? r.int(0, 2) : 0))
  let quotes = Math.floor(likes * frac(0, 0.035))
  let bookmarks = Math.floor(likes * frac(0.01, p.bm ?? 0.3))
  let impressions
  if (likes === 0) impressions = r.int(3, 30 + Math.floor(Math.min(F, 200_000) * 0.004))
  else {
    const ratio = r.chance(0.9)
      ? Math.exp(Math.log(22) + r.float() * (Math.log(190) - Math.log(22)))
      : r.pick([8 + r.float() * 10, 220 + r.float() * 500])
    impressions = Math.max(likes, Math.round(likes * ratio + r.int(0, 40)))
  }
  retweets = Math.max(retweets, got.rt)
  replies = Math.max(replies, got.re)
  quotes = Math.max(quotes, got.q)
  bookmarks = Math.max(0, bookmarks)
  return {
    retweet_count: retweets,
    reply_count: replies,
    like_count: likes,
    quote_count: quotes,
    bookmark_count: bookmarks,
    impression_count: Math.max(impressions, likes),
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * An X API v2 response (`data`, `includes`, `meta`) of the posts of `content`: its modules'
 * authors and posts, and its plain reposts. Posts fall in the `windowMs` before `endMs`; the
 * newest sits exactly at `endMs`. Also each post's id by its content key.
 * With `topics` (each module's topic), avatars and media are the shipped pictures of ./media.mjs,
 * by their paths on the worker; without, they are made-up addresses on X's media hosts.
 */
export function buildDocument(content, { endMs = END_MS, windowMs = WINDOW_MS, topics } = {}) {
  const { authors, posts, byKey, moduleOf } = loadContent(content.modules, content.reposts ?? [])
  const pictures = topics !== undefined
  const users = new Map()
  const usersByHandle = new Map()
  const userIds = new Set()
  for (const a of authors.values()) {
    const u = buildUser(a, pictures)
    if (userIds.has(u.id)) fail(`user id collision ${a.h}`)
    userIds.add(u.id)
    users.set(a.h, u)
    usersByHandle.set(a.h, u)
  }

  const times = assignTimes(posts, byKey, { endMs, windowMs })
  const order = [...posts].sort((x, y) => times.get(x.k) - times.get(y.k) || (x.k < y.k ? -1 : 1))

  const tweets = new Map()
  const ids = new Set()
  let prevId = -1n
  for (const p of order) {
    const t = times.get(p.k)
    const r = rngFor(`id:${p.k}`)
    let id = snowflake(t, r.int(0, 4_194_303))
    if (id <= prevId) id = prevId + 1n
    prevId = id
    if (ids.has(id)) fail(`tweet id collision at ${p.k}`)
    ids.add(id)
    tweets.set(p.k, { id: id.toString() })
  }

  // how many replies / quotes / reposts each post receives inside the corpus
  const counts = new Map()
  const bump = (k, field) => {
    const c = counts.get(k) ?? { re: 0, q: 0, rt: 0 }
    c[field]++
    counts.set(k, c)
  }
  for (const p of posts) {
    if (p.re) bump(p.re, 're')
    if (p.q) bump(p.q, 'q')
    if (p.rt) bump(p.rt, 'rt')
  }

  const state = { byKey, tweets, tco: new Map(), usersByHandle, mentioned: new Set() }
  const mediaByKey = new Map()
  for (const p of order) {
    const tw = tweets.get(p.k)
    const author = authors.get(p.a)
    const user = users.get(p.a)
    const t = times.get(p.k)
    const { text, note } = finalizeText(p, state)
    let lang = p.l ?? author.l ?? 'en'
    if (p.rt) lang = tweets.get(p.rt).lang
    let conversation = tw.id
    if (p.re) conversation = tweets.get(p.re).conversation_id
    Object.assign(tw, {
      text,
      author_id: user.id,
      created_at: new Date(t).toISOString(),
      lang,
      conversation_id: conversation,
    })
    tw.public_metrics = buildMetrics(p, author, counts, state)
    const ents = computeEntities(text, state)
    if (ents) tw.entities = ents
    if (p.re) tw.referenced_tweets = [{ type: 'replied_to', id: tweets.get(p.re).id }]
    if (p.q) tw.referenced_tweets = [{ type: 'quoted', id: tweets.get(p.q).id }]
    if (p.rt) tw.referenced_tweets = [{ type: 'retweeted', id: tweets.get(p.rt).id }]
    if (p.m?.length) {
      const media = buildMedia(p, t, pictures, topics?.get(moduleOf.get(p.k)))
      for (const m of media) mediaByKey.set(m.media_key, m)
      tw.attachments = { media_keys: media.map((m) => m.media_key) }
    }
    if (p.re) tw.in_reply_to_user_id = users.get(byKey.get(p.re).a).id
    if (note) tw.note_tweet = { text: note }
  }

  const newestFirst = (a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1)
  const data = order.filter((p) => !p.inc).map((p) => tweets.get(p.k))
  data.sort(newestFirst)
  const referenced = new Set()
  for (const p of posts) {
    if (p.inc) continue
    for (const ref of [p.re, p.q, p.rt]) if (ref != null) referenced.add(ref)
  }
  const incTweets = [...referenced].map((k) => tweets.get(k)).sort(newestFirst)
  for (const p of posts) {
    if (p.inc && !referenced.has(p.k)) fail(`includes-only post ${p.k} is never referenced`)
  }

  const userOrder = []
  const seen = new Set()
  const addUser = (id) => {
    if (seen.has(id)) return
    seen.add(id)
    userOrder.push(id)
  }
  const userById = new Map([...users.values()].map((u) => [u.id, u]))
  for (const tw of [...data, ...incTweets]) {
    addUser(tw.author_id)
    for (const m of tw.entities?.mentions ?? []) addUser(m.id)
  }
  const media = []
  const seenMedia = new Set()
  for (const tw of [...data, ...incTweets]) {
    for (const k of tw.attachments?.media_keys ?? []) {
      if (seenMedia.has(k)) continue
      seenMedia.add(k)
      media.push(mediaByKey.get(k))
    }
  }

  const doc = {
    data,
    includes: {
      users: userOrder.map((id) => userById.get(id)),
      media,
      tweets: incTweets,
    },
    meta: {
      result_count: data.length,
      newest_id: data[0].id,
      oldest_id: data.at(-1).id,
    },
  }
  return { doc, idsByKey: new Map([...tweets].map(([key, tweet]) => [key, tweet.id])) }
}

/** Each content module's topic, which picks its posts' pictures. */
const TOPICS = new Map(
  Object.entries({
    ai,
    climate,
    coffee,
    cycling,
    edge,
    finance,
    fitness,
    food,
    football,
    gaming,
    music,
    photo,
    rust,
    space,
    spam,
    travel,
    webdev,
  }).map(([topic, mod]) => [mod, topic]),
)

/**
 * The files of seed/media/ for `doc`, by their path under it: each author's avatar and every
 * illustration a post shows. Drawing them takes a while: call only to write or compare them.
 */
function mediaFiles(doc) {
  const files = new Map()
  const under = (path) => path.slice(`${MEDIA_PATH}/`.length)
  for (const user of doc.includes.users) {
    files.set(under(user.profile_image_url), Buffer.from(avatarSvg(user.name, user.username)))
  }
  const shown = new Set()
  for (const m of doc.includes.media) shown.add(m.type === 'photo' ? m.url : m.preview_image_url)
  for (const item of ILLUSTRATIONS) {
    const path = illustrationPath(item.name)
    if (shown.has(path)) files.set(under(path), renderIllustration(item))
  }
  return files
}

/** The seed corpus and its sample queries, as the files hold them. */
export function build() {
  for (const mod of modules) if (!TOPICS.has(mod)) fail('a content module has no topic in TOPICS')
  const { doc, idsByKey } = buildDocument({ modules, reposts }, { topics: TOPICS })
  return {
    posts: `${JSON.stringify(doc, null, 2)}\n`,
    queries: `${JSON.stringify({ queries }, null, 2)}\n`,
    /** seed/media/'s files by their path under it (drawn when called). */
    media: () => mediaFiles(doc),
    /** Each post's id by its content key (for tools that name posts by key). */
    idsByKey,
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = build()
  writeFileSync(POSTS_PATH, out.posts)
  writeFileSync(QUERIES_PATH, out.queries)
  rmSync(MEDIA_DIR, { recursive: true, force: true })
  let bytes = 0
  const files = out.media()
  for (const [path, content] of files) {
    mkdirSync(dirname(join(MEDIA_DIR, path)), { recursive: true })
    writeFileSync(join(MEDIA_DIR, path), content)
    bytes += content.length
  }
  console.log(`wrote ${POSTS_PATH} (${Buffer.byteLength(out.posts)} bytes) and ${QUERIES_PATH}`)
  console.log(`wrote ${files.size} files to ${MEDIA_DIR} (${Math.round(bytes / 1024)} KiB)`)
}

// All hand-written content, one module per topic. Each module exports `authors` (handle h, name n,
// followers f, bio, optional v/l/brand/spam/idLen/fo) and `posts` (key k, author a, text t, and
// optional: l lang, m media specs, re/q reply-to/quote keys, inc includes-only, likes, mult, bm,
// at hours-before-end, note, noAt), and optionally `reposts`: plain reposts as [reposter, post key],
// like reposts.mjs.

import * as ai from './ai.mjs'
import * as climate from './climate.mjs'
import * as coffee from './coffee.mjs'
import * as cycling from './cycling.mjs'
import * as edge from './edge.mjs'
import * as finance from './finance.mjs'
import * as fitness from './fitness.mjs'
import * as food from './food.mjs'
import * as football from './football.mjs'
import * as gaming from './gaming.mjs'
import * as music from './music.mjs'
import * as photo from './photo.mjs'
import * as rust from './rust.mjs'
import * as space from './space.mjs'
import * as spam from './spam.mjs'
import * as travel from './travel.mjs'
import * as webdev from './webdev.mjs'

export { queries } from './queries.mjs'
export { reposts } from './reposts.mjs'

export const modules = [
  rust,
  webdev,
  edge,
  ai,
  climate,
  football,
  food,
  coffee,
  space,
  photo,
  gaming,
  fitness,
  music,
  cycling,
  finance,
  travel,
  spam,
]

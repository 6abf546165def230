/**
 * Answers built from JSON already serialised, with the bytes `c.json` would send. Each
 * post's Post fields are serialised once per `PostJson`: per isolate for the seed
 * corpus (whose posts never change), per request otherwise, so a post in both of
 * compare's lists is serialised once, and a seed post once in the isolate's life. Only
 * the rank, score and breakdown are serialised per answer. `JSON.stringify` of the whole
 * body was about a fifth of `/api/compare`'s own time.
 */
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import { type PostSource, postFields, type RankedPost } from '../domain/post'

declare const JSON_OF: unique symbol
/** The JSON text of a value of type `T`. */
export type JsonText<T> = string & { readonly [JSON_OF]: T }

/** `JSON.stringify(value)`, typed as the JSON of `value`. */
export function jsonOf<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>
}

/**
 * The JSON object of members already serialised, in their order: what `JSON.stringify`
 * makes of the object whose members they are serialised from.
 */
export function jsonObject<T extends object>(
  members: { [K in keyof T]: JsonText<T[K]> },
): JsonText<T> {
  let json = ''
  for (const [key, value] of Object.entries(members)) {
    json += `${json === '' ? '{' : ','}${JSON.stringify(key)}:${value as string}`
  }
  return (json === '' ? '{}' : `${json}}`) as JsonText<T>
}

/** What a post's JSON is checked against before its serialised fields are reused. */
interface Fragment {
  text: string
  author: object
  metrics: object
  /** The post's Post fields (no ranking) as JSON, without the closing brace. */
  fields: string
}

export class PostJson {
  readonly #fragments = new Map<string, Fragment>()
  readonly #source: PostSource | undefined

  /**
   * `source`: the source every post is shown as, when not its own (the mock source shows
   * the seed corpus's posts).
   */
  constructor(source?: PostSource) {
    this.#source = source
  }

  /** The JSON of the posts, as `JSON.stringify` makes it (with `source` when one is set). */
  list(posts: readonly RankedPost[]): JsonText<RankedPost[]> {
    let json = '['
    for (let index = 0; index < posts.length; index++) {
      const post = posts[index] as RankedPost
      if (index > 0) json += ','
      json += `${this.#fields(post)},"rank":${JSON.stringify(post.rank)},"score":${JSON.stringify(post.score)},"breakdown":${JSON.stringify(post.breakdown)}}`
    }
    return `${json}]` as JsonText<RankedPost[]>
  }

  /**
   * `list`, each post with the members of `extra(post)` after its ranking (an object of a
   * fixed shape, serialised per answer).
   */
  listWith<E extends object>(
    posts: readonly RankedPost[],
    extra: (post: RankedPost) => E,
  ): JsonText<(RankedPost & E)[]> {
    let json = '['
    for (let index = 0; index < posts.length; index++) {
      const post = posts[index] as RankedPost
      if (index > 0) json += ','
      const members = JSON.stringify(extra(post)).slice(1, -1)
      json += `${this.#fields(post)},"rank":${JSON.stringify(post.rank)},"score":${JSON.stringify(post.score)},"breakdown":${JSON.stringify(post.breakdown)}${members ? `,${members}` : ''}}`
    }
    return `${json}]` as JsonText<(RankedPost & E)[]>
  }

  /**
   * The post's fields, serialised the first time a post of its id is seen. A ranked post
   * shares its text, author and metrics with the post it was ranked from (see
   * `rankedFields`), so a later one with the same id and the same three is a copy of the
   * same post; anything else is serialised anew.
   */
  #fields(post: RankedPost): string {
    const known = this.#fragments.get(post.id)
    if (
      known !== undefined &&
      known.text === post.text &&
      known.author === post.author &&
      known.metrics === post.metrics
    ) {
      return known.fields
    }
    const fields = postFields(post)
    if (this.#source !== undefined) fields.source = this.#source
    const json = JSON.stringify(fields).slice(0, -1)
    this.#fragments.set(post.id, {
      text: post.text,
      author: post.author,
      metrics: post.metrics,
      fields: json,
    })
    return json
  }
}

/** A 200 answer whose body is `body`, as `c.json` would send the value it is the JSON of. */
export function jsonAnswer<T>(
  c: Context,
  body: JsonText<T>,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  // The same headers as c.json's; typed as its answer, since `body` is the JSON of a T.
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>
}

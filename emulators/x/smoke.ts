/**
 * Smoke test of the X emulator, end to end over HTTP: node emulators/x/smoke.ts
 * Exits non-zero when any check fails.
 */
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { Json, JsonObject } from './json.ts'
import { isJsonObject, parseJson } from './json.ts'
import type { XEmulator } from './server.ts'
import { DEFAULT_APP_BEARER_TOKEN, DEFAULT_CLIENT_ID, startXEmulator } from './server.ts'
import { TokenStore } from './store.ts'

const SEED = fileURLToPath(new URL('../../seed/posts.json', import.meta.url))
const REDIRECT_URI = 'http://127.0.0.1:3847/api/auth/social/callback'
const SCOPE = 'tweet.read users.read offline.access'
const DEMO_ID = '1500000000000000001'
const APP = { authorization: `Bearer ${DEFAULT_APP_BEARER_TOKEN}` }
const TWEET_FIELDS =
  'created_at,author_id,lang,public_metrics,entities,referenced_tweets,attachments,note_tweet,conversation_id'
const EXPANSIONS =
  'author_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id'
const USER_FIELDS = 'name,username,profile_image_url,verified,public_metrics'

let passed = 0
let failed = 0

async function check(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run()
    passed += 1
    console.log(`ok   ${name}`)
  } catch (error) {
    failed += 1
    console.log(`FAIL ${name}`)
    console.log(`     ${error instanceof Error ? error.message : String(error)}`)
  }
}

interface Reply {
  status: number
  headers: Headers
  text: string
  body: Json | undefined
}

async function call(url: string | URL, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, { redirect: 'manual', ...init })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: parseJson(text) }
}

function object(value: Json | undefined): JsonObject {
  assert.ok(isJsonObject(value), `expected a JSON object, got ${JSON.stringify(value)}`)
  return value
}

function objects(value: Json | undefined): JsonObject[] {
  assert.ok(Array.isArray(value), `expected an array, got ${JSON.stringify(value)}`)
  return value.filter(isJsonObject)
}

function text(value: Json | undefined): string {
  assert.equal(typeof value, 'string', `expected a string, got ${JSON.stringify(value)}`)
  return String(value)
}

/** The full text X matched against: `note_tweet.text` for long posts, else `text`. */
function fullText(post: JsonObject): string {
  const note = post.note_tweet
  return isJsonObject(note) && typeof note.text === 'string' ? note.text : text(post.text)
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  }
}

function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } }
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function authorizeParams(
  challenge: string,
  state: string,
  scope: string = SCOPE,
): Record<string, string> {
  return {
    response_type: 'code',
    client_id: DEFAULT_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }
}

function assertRateLimitHeaders(reply: Reply): void {
  for (const name of ['x-rate-limit-limit', 'x-rate-limit-remaining', 'x-rate-limit-reset']) {
    assert.match(reply.headers.get(name) ?? '', /^\d+$/, `${name} missing`)
  }
  const reset = Number(reply.headers.get('x-rate-limit-reset'))
  const now = Date.now() / 1000
  assert.ok(reset > now && reset <= now + 15 * 60 + 5, `reset ${reset} is not in the window`)
}

/** Approves through the consent form and returns the code. */
async function approve(
  base: string,
  challenge: string,
  state: string,
  scope: string = SCOPE,
): Promise<string> {
  const reply = await call(
    `${base}/i/oauth2/authorize`,
    form({ ...authorizeParams(challenge, state, scope), decision: 'allow' }),
  )
  assert.equal(reply.status, 302)
  const location = new URL(reply.headers.get('location') ?? '')
  assert.equal(location.searchParams.get('state'), state)
  return location.searchParams.get('code') ?? ''
}

interface Tokens {
  access: string
  refresh: string
}

async function signIn(base: string, scope: string = SCOPE): Promise<Tokens> {
  const { verifier, challenge } = pkce()
  const code = await approve(base, challenge, 'state-sign-in', scope)
  const reply = await call(
    `${base}/2/oauth2/token`,
    form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: DEFAULT_CLIENT_ID,
    }),
  )
  assert.equal(reply.status, 200, reply.text)
  const body = object(reply.body)
  return { access: text(body.access_token), refresh: text(body.refresh_token) }
}

async function fail(base: string, body: JsonObject): Promise<void> {
  const reply = await call(`${base}/__emulator/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.equal(reply.status, 200, reply.text)
}

async function reset(base: string): Promise<void> {
  assert.equal((await call(`${base}/__emulator/reset`, { method: 'POST' })).status, 200)
}

function search(base: string, query: string, extra: Record<string, string> = {}): URL {
  const url = new URL(`${base}/2/tweets/search/recent`)
  url.search = new URLSearchParams({
    query,
    max_results: '10',
    'tweet.fields': TWEET_FIELDS,
    expansions: EXPANSIONS,
    'user.fields': USER_FIELDS,
    ...extra,
  }).toString()
  return url
}

async function oauthChecks(base: string): Promise<Tokens> {
  const { verifier, challenge } = pkce()
  const authorize = new URL(`${base}/i/oauth2/authorize`)
  authorize.search = new URLSearchParams(authorizeParams(challenge, 'state-1')).toString()
  let code = ''
  let tokens: Tokens = { access: '', refresh: '' }

  await check('authorize shows the consent page', async () => {
    const reply = await call(authorize)
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type') ?? '', /text\/html/)
    assert.match(reply.text, /Authorize Ranked Feed \(local\) to use your account\?/)
    assert.match(reply.text, /<button[^>]*value="allow"[^>]*>Authorize app<\/button>/)
    assert.match(reply.text, /<button[^>]*value="deny"[^>]*>Cancel<\/button>/)
    assert.match(reply.text, /<form method="post" action="\/i\/oauth2\/authorize"/)
    assert.match(reply.text, /@local_reader/)
  })

  await check('authorize refuses bad requests with a 400 page, never a redirect', async () => {
    const cases: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { redirect_uri: 'https://evil.example/callback' },
      { redirect_uri: 'javascript:alert(1)' },
      { client_id: 'someone-else' },
      { state: '' },
      { state: 'x'.repeat(501) },
      { response_type: 'token' },
      { scope: '' },
      { scope: 'tweet.read bogus.scope' },
      { code_challenge: 'short' },
    ]
    for (const override of cases) {
      const url = new URL(`${base}/i/oauth2/authorize`)
      url.search = new URLSearchParams({
        ...authorizeParams(challenge, 's'),
        ...override,
      }).toString()
      const reply = await call(url)
      assert.equal(reply.status, 400, JSON.stringify(override))
      assert.equal(reply.headers.get('location'), null)
      assert.match(reply.text, /Something went wrong/)
    }
  })

  await check('cancel redirects with error=access_denied and the state', async () => {
    const reply = await call(
      `${base}/i/oauth2/authorize`,
      form({ ...authorizeParams(challenge, 'state-cancel'), decision: 'deny' }),
    )
    assert.equal(reply.status, 302)
    assert.equal(
      reply.headers.get('location'),
      `${REDIRECT_URI}?error=access_denied&state=state-cancel`,
    )
  })

  await check('approve redirects to redirect_uri?state=…&code=…', async () => {
    const reply = await call(
      `${base}/i/oauth2/authorize`,
      form({ ...authorizeParams(challenge, 'state-1'), decision: 'allow' }),
    )
    assert.equal(reply.status, 302)
    const location = reply.headers.get('location') ?? ''
    assert.match(
      location,
      /^http:\/\/127\.0\.0\.1:3847\/api\/auth\/social\/callback\?state=state-1&code=/,
    )
    code = new URL(location).searchParams.get('code') ?? ''
    assert.ok(code.length > 10)
  })

  await check('auto=1 approves at once', async () => {
    const url = new URL(authorize)
    url.searchParams.set('auto', '1')
    const reply = await call(url)
    assert.equal(reply.status, 302)
    assert.match(reply.headers.get('location') ?? '', /\?state=state-1&code=/)
  })

  const exchange = (fields: Record<string, string>) =>
    call(
      `${base}/2/oauth2/token`,
      form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: DEFAULT_CLIENT_ID,
        ...fields,
      }),
    )

  await check('token: missing code_verifier is invalid_request', async () => {
    const reply = await exchange({})
    assert.equal(reply.status, 400)
    assert.equal(object(reply.body).error, 'invalid_request')
    assert.equal(typeof object(reply.body).error_description, 'string')
  })

  await check('token: a wrong code_verifier is invalid_grant (and burns the code)', async () => {
    const reply = await exchange({ code_verifier: pkce().verifier })
    assert.equal(reply.status, 400, reply.text)
    // RFC 7636 §4.6: a verifier that does not match the challenge is invalid_grant.
    assert.equal(object(reply.body).error, 'invalid_grant')
    assert.equal(typeof object(reply.body).error_description, 'string')
    const again = await exchange({ code_verifier: verifier })
    assert.equal(again.status, 400)
    assert.equal(object(again.body).error, 'invalid_grant')
  })

  await check('token: a mismatched redirect_uri is refused', async () => {
    code = await approve(base, challenge, 'state-2')
    const reply = await exchange({
      code_verifier: verifier,
      redirect_uri: 'http://127.0.0.1:3847/other',
    })
    assert.equal(reply.status, 400)
    assert.equal(object(reply.body).error, 'invalid_grant')
  })

  await check('token: the exchange with PKCE answers X’s shape', async () => {
    code = await approve(base, challenge, 'state-3')
    const reply = await exchange({ code_verifier: verifier })
    assert.equal(reply.status, 200, reply.text)
    const body = object(reply.body)
    assert.deepEqual(Object.keys(body), [
      'token_type',
      'expires_in',
      'access_token',
      'scope',
      'refresh_token',
    ])
    assert.equal(body.token_type, 'bearer')
    assert.equal(body.expires_in, 7200)
    assert.equal(body.scope, SCOPE)
    assert.match(text(body.access_token), /^[A-Za-z0-9_-]{40,}$/)
    assert.notEqual(body.access_token, body.refresh_token)
    assert.equal(reply.headers.get('cache-control'), 'no-store')
    tokens = { access: text(body.access_token), refresh: text(body.refresh_token) }
  })

  await check('token: a code works once only', async () => {
    const reply = await exchange({ code_verifier: verifier })
    assert.equal(reply.status, 400)
    assert.equal(object(reply.body).error, 'invalid_grant')
  })

  await check('token: no refresh token without offline.access', async () => {
    const pair = pkce()
    const params = { ...authorizeParams(pair.challenge, 's'), scope: 'tweet.read users.read' }
    const url = new URL(`${base}/i/oauth2/authorize`)
    url.search = new URLSearchParams({ ...params, auto: '1' }).toString()
    const location = (await call(url)).headers.get('location') ?? ''
    const reply = await call(
      `${base}/2/oauth2/token`,
      form({
        grant_type: 'authorization_code',
        code: new URL(location).searchParams.get('code') ?? '',
        redirect_uri: REDIRECT_URI,
        code_verifier: pair.verifier,
        client_id: DEFAULT_CLIENT_ID,
      }),
    )
    assert.equal(reply.status, 200, reply.text)
    assert.equal(object(reply.body).refresh_token, undefined)
  })

  await check('token: client_id is required for a public client', async () => {
    const reply = await call(
      `${base}/2/oauth2/token`,
      form({ grant_type: 'refresh_token', refresh_token: 'x' }),
    )
    assert.equal(reply.status, 400)
    assert.equal(object(reply.body).error, 'invalid_request')
  })

  await check('codes expire after 30 s (store)', async () => {
    const store = new TokenStore(7200)
    const base = { clientId: 'c', redirectUri: 'r', scopes: [], userId: 'u' }
    store.saveCode({ ...base, code: 'a', expiresAtMs: 30_000 })
    assert.equal(store.takeCode('a', 30_001), undefined)
    store.saveCode({ ...base, code: 'b', expiresAtMs: 30_000 })
    assert.ok(store.takeCode('b', 29_999))
    assert.equal(store.takeCode('b', 29_999), undefined)
  })

  await check('the request log shows the PKCE verifier, redacts tokens', async () => {
    const log = objects((await call(`${base}/__emulator/requests`)).body)
    const exchanges = log.filter((entry) => entry.path === '/2/oauth2/token')
    const sent = exchanges.map((entry) => object(entry.form).code_verifier)
    assert.ok(sent.includes(verifier), 'code_verifier not logged')
    const refreshCall = log.find(
      (entry) => isJsonObject(entry.form) && 'refresh_token' in entry.form,
    )
    assert.equal(object(refreshCall?.form).refresh_token, '<redacted>')
    const authorizeCall = log.find((entry) => entry.path === '/i/oauth2/authorize')
    assert.equal(object(authorizeCall?.query).code_challenge, challenge)
    assert.equal(authorizeCall?.auth, 'none')
  })

  return tokens
}

async function apiChecks(base: string, tokens: Tokens): Promise<void> {
  await check('users/me answers the demo user to a user token', async () => {
    const url = `${base}/2/users/me?user.fields=${USER_FIELDS},description`
    const reply = await call(url, bearer(tokens.access))
    assert.equal(reply.status, 200, reply.text)
    assertRateLimitHeaders(reply)
    assert.equal(reply.headers.get('x-rate-limit-limit'), '75')
    const data = object(object(reply.body).data)
    assert.equal(data.id, DEMO_ID)
    assert.equal(data.username, 'local_reader')
    for (const field of [
      'name',
      'profile_image_url',
      'verified',
      'public_metrics',
      'description',
    ]) {
      assert.ok(field in data, `${field} missing`)
    }
  })

  await check('users/me: 403 for the app token, 401 without a token', async () => {
    const app = await call(`${base}/2/users/me`, { headers: APP })
    assert.equal(app.status, 403)
    assert.equal(object(app.body).status, 403)
    const none = await call(`${base}/2/users/me`)
    assert.equal(none.status, 401)
    assert.deepEqual(none.body, {
      title: 'Unauthorized',
      type: 'about:blank',
      status: 401,
      detail: 'Unauthorized',
    })
    assertRateLimitHeaders(none)
    const unknown = await call(`${base}/2/users/me`, bearer('not-a-token'))
    assert.equal(unknown.status, 401)
  })

  let nextToken = ''
  let firstPage: string[] = []
  await check('search answers X’s shape, newest first, with includes', async () => {
    const reply = await call(search(base, 'rust'), { headers: APP })
    assert.equal(reply.status, 200, reply.text)
    assertRateLimitHeaders(reply)
    assert.equal(reply.headers.get('x-rate-limit-limit'), '450')
    const body = object(reply.body)
    const data = objects(body.data)
    assert.equal(data.length, 10)
    firstPage = data.map((post) => text(post.id))
    for (const post of data) {
      assert.match(fullText(post).toLowerCase(), /rust/)
      assert.ok(Array.isArray(post.edit_history_tweet_ids))
    }
    const times = data.map((post) => Date.parse(text(post.created_at)))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    const includes = object(body.includes)
    const userIds = new Set(objects(includes.users).map((user) => user.id))
    for (const post of data) assert.ok(userIds.has(post.author_id), 'author missing')
    const meta = object(body.meta)
    assert.equal(meta.result_count, 10)
    assert.equal(meta.newest_id, firstPage[0])
    assert.equal(meta.oldest_id, firstPage[9])
    nextToken = text(meta.next_token)
  })

  await check('avatars and media are URLs on X’s media host, as X gives them', async () => {
    const reply = await call(
      search(base, 'has:images ramen', { 'media.fields': 'url,preview_image_url' }),
      { headers: APP },
    )
    assert.equal(reply.status, 200, reply.text)
    const includes = object(object(reply.body).includes)
    const urls = [
      ...objects(includes.users).map((user) => text(user.profile_image_url)),
      ...objects(includes.media).map((item) => text(item.url ?? item.preview_image_url)),
    ]
    assert.ok(urls.length > 2, 'no avatars or media')
    for (const url of urls) assert.match(url, /^https:\/\/pbs\.twimg\.com\/\S+$/)
  })

  await check('search paginates with next_token', async () => {
    const reply = await call(search(base, 'rust', { next_token: nextToken }), { headers: APP })
    assert.equal(reply.status, 200, reply.text)
    const ids = objects(object(reply.body).data).map((post) => text(post.id))
    assert.ok(ids.length > 0)
    for (const id of ids) assert.ok(!firstPage.includes(id), 'page 2 repeats page 1')
    const bad = await call(search(base, 'python', { next_token: nextToken }), { headers: APP })
    assert.equal(bad.status, 400)
  })

  await check('the newest seed post is "now"', async () => {
    const reply = await call(search(base, 'the OR a OR i'), { headers: APP })
    const newest = Date.parse(text(objects(object(reply.body).data)[0]?.created_at))
    assert.ok(
      Math.abs(Date.now() - newest) < 60_000,
      `newest post is ${new Date(newest).toISOString()}`,
    )
  })

  await check('search never returns retweets; no match is {meta:{result_count:0}}', async () => {
    const reply = await call(search(base, 'rust is:retweet'), { headers: APP })
    assert.equal(reply.status, 200, reply.text)
    assert.deepEqual(reply.body, { meta: { result_count: 0 } })
    const all = await call(search(base, 'the OR a OR to', { max_results: '100' }), { headers: APP })
    for (const post of objects(object(all.body).data)) {
      const refs = Array.isArray(post.referenced_tweets) ? objects(post.referenced_tweets) : []
      assert.ok(!refs.some((ref) => ref.type === 'retweeted'), 'a retweet came back')
    }
  })

  await check('search operators: phrases, OR, -term, from:, lang:, #tag, is:reply', async () => {
    const run = async (query: string) => {
      const reply = await call(search(base, query, { max_results: '100' }), { headers: APP })
      assert.equal(reply.status, 200, `${query}: ${reply.text}`)
      return objects(object(reply.body).data ?? [])
    }
    for (const post of await run('"async rust"')) {
      assert.match(fullText(post).toLowerCase(), /async\s+rust/)
    }
    for (const post of await run('rust -tokio')) assert.doesNotMatch(fullText(post), /tokio/i)
    const either = await run('tokio OR python')
    assert.ok(either.length > 0)
    for (const post of either) assert.match(fullText(post), /tokio|python/i)
    for (const post of await run('rust lang:zh')) assert.equal(post.lang, 'zh')
    for (const post of await run('from:tokio_tinkerer')) {
      assert.equal(post.author_id, '2440866862555166320')
    }
    for (const post of await run('rust is:reply')) {
      assert.ok(objects(post.referenced_tweets).some((ref) => ref.type === 'replied_to'))
    }
    for (const post of await run('rust -is:reply')) {
      const refs = Array.isArray(post.referenced_tweets) ? objects(post.referenced_tweets) : []
      assert.ok(!refs.some((ref) => ref.type === 'replied_to'))
    }
    await run('#rustlang OR @jsdaily_kofi')
    // X tokenises emoji apart from the word they touch ("最高です🍜").
    assert.ok((await run('🍜')).some((post) => post.id === '2116532750530846918'))
  })

  await check('search validates like X (400 problem objects)', async () => {
    const bad = [
      search(base, 'rust', { max_results: '5' }),
      search(base, 'rust', { max_results: '101' }),
      search(base, 'x'.repeat(513)),
      search(base, ''),
      search(base, '-is:retweet'),
      search(base, 'lang:en'),
      search(base, 'rust', { 'tweet.fields': 'nonsense' }),
      search(base, 'rust', { bogus: '1' }),
      search(base, 'rust bogus_op:1'),
    ]
    for (const url of bad) {
      const reply = await call(url, { headers: APP })
      assert.equal(reply.status, 400, `${url.search}: ${reply.text}`)
      const body = object(reply.body)
      assert.equal(body.title, 'Invalid Request')
      assert.equal(body.type, 'https://api.x.com/2/problems/invalid-request')
      assert.ok(objects(body.errors).length > 0)
      assertRateLimitHeaders(reply)
    }
    const ok = await call(search(base, 'x'.repeat(512)), { headers: APP })
    assert.equal(ok.status, 200)
  })

  await check('search with a user token counts against the user limit (300)', async () => {
    const reply = await call(search(base, 'rust'), bearer(tokens.access))
    assert.equal(reply.status, 200)
    assert.equal(reply.headers.get('x-rate-limit-limit'), '300')
  })

  await check('fields are what was asked for (id, text by default)', async () => {
    const url = new URL(`${base}/2/tweets/search/recent?query=rust`)
    const reply = await call(url, { headers: APP })
    const body = object(reply.body)
    const post = objects(body.data)[0] ?? {}
    assert.deepEqual(Object.keys(post).sort(), ['edit_history_tweet_ids', 'id', 'text'])
    assert.equal(body.includes, undefined)
  })

  const timeline = (id: string, extra: Record<string, string> = {}) => {
    const url = new URL(`${base}/2/users/${id}/timelines/reverse_chronological`)
    url.search = new URLSearchParams({
      max_results: '20',
      'tweet.fields': TWEET_FIELDS,
      expansions: EXPANSIONS,
      'user.fields': USER_FIELDS,
      ...extra,
    }).toString()
    return url
  }

  await check('timeline: newest first with next_token and previous_token', async () => {
    const reply = await call(timeline(DEMO_ID), bearer(tokens.access))
    assert.equal(reply.status, 200, reply.text)
    assertRateLimitHeaders(reply)
    assert.equal(reply.headers.get('x-rate-limit-limit'), '180')
    const body = object(reply.body)
    assert.equal(objects(body.data).length, 20)
    const meta = object(body.meta)
    assert.equal(meta.previous_token, undefined)
    const second = await call(
      timeline(DEMO_ID, { pagination_token: text(meta.next_token) }),
      bearer(tokens.access),
    )
    assert.equal(second.status, 200, second.text)
    const secondMeta = object(object(second.body).meta)
    assert.equal(typeof secondMeta.previous_token, 'string')
    assert.equal(typeof secondMeta.next_token, 'string')
    const back = await call(
      timeline(DEMO_ID, { pagination_token: text(secondMeta.previous_token) }),
      bearer(tokens.access),
    )
    assert.deepEqual(object(object(back.body).meta).newest_id, meta.newest_id)
  })

  await check('timeline: includes retweets unless excluded', async () => {
    const all = await call(timeline(DEMO_ID, { max_results: '100' }), bearer(tokens.access))
    const isKind = (post: JsonObject, type: string) =>
      Array.isArray(post.referenced_tweets) &&
      objects(post.referenced_tweets).some((ref) => ref.type === type)
    assert.ok(objects(object(all.body).data).some((post) => isKind(post, 'retweeted')))
    const some = await call(
      timeline(DEMO_ID, { max_results: '100', exclude: 'replies,retweets' }),
      bearer(tokens.access),
    )
    for (const post of objects(object(some.body).data)) {
      assert.ok(!isKind(post, 'retweeted') && !isKind(post, 'replied_to'))
    }
  })

  await check("the spec's expansion referenced_posts includes the referenced posts", async () => {
    const url = timeline(DEMO_ID, {
      max_results: '100',
      'tweet.fields': 'referenced_tweets',
      expansions: 'referenced_posts',
    })
    const reply = await call(url, bearer(tokens.access))
    assert.equal(reply.status, 200, reply.text)
    const body = object(reply.body)
    const referenced = objects(body.data).flatMap((post) =>
      Array.isArray(post.referenced_tweets) ? objects(post.referenced_tweets) : [],
    )
    assert.ok(referenced.length > 0, 'no referenced posts on the page')
    const included = new Set(objects(object(body.includes).tweets).map((post) => post.id))
    for (const ref of referenced) assert.ok(included.has(ref.id), `${text(ref.id)} not included`)
  })

  await check("post.fields answers in the published spec's names", async () => {
    const url = search(base, 'the OR a OR i', {
      max_results: '100',
      'post.fields': 'author_id,public_metrics,referenced_posts,note_post',
      expansions: 'author_id,referenced_posts',
      'user.fields': 'public_metrics',
    })
    url.searchParams.delete('tweet.fields')
    const reply = await call(url, { headers: APP })
    assert.equal(reply.status, 200, reply.text)
    const body = object(reply.body)
    const data = objects(body.data)
    for (const post of data) {
      assert.ok(Array.isArray(post.edit_history_post_ids), 'no edit_history_post_ids')
      assert.equal(post.edit_history_tweet_ids, undefined)
      assert.equal(post.referenced_tweets, undefined)
      assert.equal(post.note_tweet, undefined)
      const metrics = object(post.public_metrics)
      assert.equal(typeof metrics.repost_count, 'number', 'no public_metrics.repost_count')
      assert.equal(metrics.retweet_count, undefined)
    }
    assert.ok(
      data.some((post) => Array.isArray(post.referenced_posts)),
      'no referenced_posts',
    )
    assert.ok(
      data.some((post) => isJsonObject(post.note_post)),
      'no note_post',
    )
    const includes = object(body.includes)
    assert.equal(includes.tweets, undefined)
    assert.ok(objects(includes.posts).length > 0, 'no includes.posts')
    for (const user of objects(includes.users)) {
      const metrics = object(user.public_metrics)
      assert.equal(typeof metrics.post_count, 'number', 'no public_metrics.post_count')
      assert.equal(metrics.tweet_count, undefined)
    }
  })

  await check('a field asked for by its newer name is answered under that name', async () => {
    const reply = await call(
      search(base, 'the OR a OR i', {
        max_results: '100',
        'tweet.fields': 'note_post,referenced_posts',
      }),
      { headers: APP },
    )
    assert.equal(reply.status, 200, reply.text)
    const data = objects(object(reply.body).data)
    assert.ok(
      data.some((post) => isJsonObject(post.note_post)),
      'no note_post',
    )
    assert.ok(
      data.some((post) => Array.isArray(post.referenced_posts)),
      'no referenced_posts',
    )
    for (const post of data) {
      assert.equal(post.note_tweet, undefined)
      assert.equal(post.referenced_tweets, undefined)
    }
  })

  await check('expansions in neither the spec nor the guides are refused', async () => {
    for (const expansion of ['referenced_posts.id', 'referenced_posts.id.author_id']) {
      const reply = await call(search(base, 'rust', { expansions: expansion }), { headers: APP })
      assert.equal(reply.status, 400, `${expansion} answered ${reply.status}`)
      const errors = objects(object(reply.body).errors)
      assert.deepEqual(errors[0]?.parameters, { expansions: [expansion] })
    }
  })

  await check('users/me takes the spec’s expansion names', async () => {
    for (const expansion of ['pinned_post_id', 'most_recent_post_id', 'affiliation']) {
      const reply = await call(`${base}/2/users/me?expansions=${expansion}`, bearer(tokens.access))
      assert.equal(reply.status, 200, `${expansion}: ${reply.text}`)
    }
  })

  await check('timeline: 403 for another user and for the app token', async () => {
    const other = await call(timeline('2440866862555166320'), bearer(tokens.access))
    assert.equal(other.status, 403)
    assert.equal(object(other.body).status, 403)
    const app = await call(timeline(DEMO_ID), { headers: APP })
    assert.equal(app.status, 403)
    const bad = await call(timeline(DEMO_ID, { max_results: '0' }), bearer(tokens.access))
    assert.equal(bad.status, 400)
  })

  await check('unknown API paths answer JSON 404', async () => {
    const reply = await call(`${base}/2/nope`, { headers: APP })
    assert.equal(reply.status, 404)
    assert.ok(isJsonObject(reply.body))
  })
}

async function lifecycleChecks(base: string, tokens: Tokens): Promise<Tokens> {
  let current = tokens
  const refresh = (token: string) =>
    call(
      `${base}/2/oauth2/token`,
      form({ grant_type: 'refresh_token', refresh_token: token, client_id: DEFAULT_CLIENT_ID }),
    )

  await check('refresh rotates: new tokens, the old refresh token is dead', async () => {
    const reply = await refresh(current.refresh)
    assert.equal(reply.status, 200, reply.text)
    const body = object(reply.body)
    const next = { access: text(body.access_token), refresh: text(body.refresh_token) }
    assert.notEqual(next.refresh, current.refresh)
    assert.notEqual(next.access, current.access)
    const reuse = await refresh(current.refresh)
    assert.equal(reuse.status, 400)
    assert.equal(object(reuse.body).error, 'invalid_grant')
    assert.equal((await call(`${base}/2/users/me`, bearer(next.access))).status, 200)
    current = next
  })

  await check('expire-tokens makes access tokens 401; refresh still works', async () => {
    const expired = await call(`${base}/__emulator/expire-tokens`, { method: 'POST' })
    assert.equal(expired.status, 200)
    const me = await call(`${base}/2/users/me`, bearer(current.access))
    assert.equal(me.status, 401)
    assert.equal(object(me.body).title, 'Unauthorized')
    const reply = await refresh(current.refresh)
    assert.equal(reply.status, 200, reply.text)
    const body = object(reply.body)
    current = { access: text(body.access_token), refresh: text(body.refresh_token) }
    assert.equal((await call(`${base}/2/users/me`, bearer(current.access))).status, 200)
  })

  await check(
    'no_rotation: a refresh answers without a refresh token; the old one still works',
    async () => {
      await fail(base, { mode: 'no_rotation', path: '/2/oauth2/token', times: 1 })
      const reply = await refresh(current.refresh)
      assert.equal(reply.status, 200, reply.text)
      const body = object(reply.body)
      assert.equal(body.refresh_token, undefined)
      assert.equal((await call(`${base}/2/users/me`, bearer(text(body.access_token)))).status, 200)
      const again = await refresh(current.refresh)
      assert.equal(again.status, 200, again.text)
      const rotated = object(again.body)
      current = { access: text(rotated.access_token), refresh: text(rotated.refresh_token) }
      assert.notEqual(current.refresh, '')
    },
  )

  await check('revoke: {"revoked": true}, then the token is 401', async () => {
    const reply = await call(
      `${base}/2/oauth2/revoke`,
      form({ token: current.access, client_id: DEFAULT_CLIENT_ID }),
    )
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { revoked: true })
    assert.equal((await call(`${base}/2/users/me`, bearer(current.access))).status, 401)
    const refreshRevoke = await call(
      `${base}/2/oauth2/revoke`,
      form({ token: current.refresh, client_id: DEFAULT_CLIENT_ID }),
    )
    assert.deepEqual(refreshRevoke.body, { revoked: true })
    assert.equal((await refresh(current.refresh)).status, 400)
  })

  current = await signIn(base)
  return current
}

async function rateLimitChecks(base: string): Promise<void> {
  await check('users/me: 75 per 15 min, then 429 with X’s body', async () => {
    await reset(base)
    const tokens = await signIn(base)
    let last: Reply | undefined
    for (let i = 0; i < 75; i += 1) {
      last = await call(`${base}/2/users/me`, bearer(tokens.access))
      assert.equal(last.status, 200, `request ${i + 1}`)
      assert.equal(last.headers.get('x-rate-limit-remaining'), String(74 - i))
    }
    const limited = await call(`${base}/2/users/me`, bearer(tokens.access))
    assert.equal(limited.status, 429)
    assert.deepEqual(limited.body, {
      title: 'Too Many Requests',
      detail: 'Too Many Requests',
      type: 'about:blank',
      status: 429,
    })
    assert.equal(limited.headers.get('x-rate-limit-remaining'), '0')
    assertRateLimitHeaders(limited)
    await reset(base)
    assert.equal((await call(`${base}/2/users/me`, bearer(tokens.access))).status, 401)
  })
}

async function switchChecks(base: string): Promise<void> {
  await reset(base)
  const url = search(base, 'rust')
  const get = () => call(url, { headers: APP })

  await check('switch 429: old-style body, reset 60 s ahead, then normal (times)', async () => {
    await fail(base, { mode: '429', times: 2 })
    for (let i = 0; i < 2; i += 1) {
      const reply = await get()
      assert.equal(reply.status, 429)
      assert.deepEqual(reply.body, { errors: [{ code: 88, message: 'Rate limit exceeded' }] })
      const reset = Number(reply.headers.get('x-rate-limit-reset'))
      assert.ok(Math.abs(reset - (Date.now() / 1000 + 60)) < 5, `reset ${reset}`)
    }
    assert.equal((await get()).status, 200)
  })

  await check('switch 500 / 503 / 401: problem objects', async () => {
    for (const mode of ['500', '503', '401']) {
      await fail(base, { mode, times: 1 })
      const reply = await get()
      assert.equal(reply.status, Number(mode))
      const body = object(reply.body)
      assert.equal(body.status, Number(mode))
      assert.equal(body.type, 'about:blank')
    }
    assert.equal((await get()).status, 200)
  })

  await check('switch slow: waits, then answers normally', async () => {
    await fail(base, { mode: 'slow', delayMs: 400, times: 1 })
    const started = Date.now()
    const reply = await get()
    assert.ok(Date.now() - started >= 380, 'answered too soon')
    assert.equal(reply.status, 200)
  })

  await check('switch garbage: 200 text/html "<html>oops"', async () => {
    await fail(base, { mode: 'garbage', times: 1 })
    const reply = await get()
    assert.equal(reply.status, 200)
    assert.match(reply.headers.get('content-type') ?? '', /^text\/html/)
    assert.equal(reply.text, '<html>oops')
  })

  await check('switch schema: 200 JSON that breaks the schema', async () => {
    await fail(base, { mode: 'schema', times: 1 })
    const reply = await get()
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { data: 'not-an-array', includes: 5 })
  })

  await check('switch partial: errors[] and one author missing from includes.users', async () => {
    await fail(base, { mode: 'partial', times: 1 })
    const reply = await get()
    assert.equal(reply.status, 200)
    const body = object(reply.body)
    assert.ok(objects(body.errors).length > 0)
    const users = new Set(objects(object(body.includes).users).map((user) => user.id))
    assert.ok(objects(body.data).some((post) => !users.has(post.author_id)))
  })

  await check("switch renamed: the published spec's names, whatever was asked", async () => {
    await fail(base, { mode: 'renamed', times: 1 })
    const url = search(base, 'the OR a OR i', { max_results: '100' })
    const renamed = object((await call(url, { headers: APP })).body)
    const data = objects(renamed.data)
    assert.ok(
      data.some((post) => Array.isArray(post.referenced_posts)),
      'no referenced_posts',
    )
    assert.ok(
      data.some((post) => isJsonObject(post.note_post)),
      'no note_post',
    )
    for (const post of data) {
      assert.equal(post.referenced_tweets, undefined)
      assert.equal(post.note_tweet, undefined)
      assert.ok(Array.isArray(post.edit_history_post_ids))
    }
    assert.ok(objects(object(renamed.includes).posts).length > 0, 'no includes.posts')
    assert.equal(object(renamed.includes).tweets, undefined)
    const classic = object((await call(url, { headers: APP })).body)
    assert.ok(objects(object(classic.includes).tweets).length > 0, 'no includes.tweets after')
  })

  await check('switches leave OAuth paths alone unless "path" says so', async () => {
    await fail(base, { mode: '503' })
    const token = await call(`${base}/2/oauth2/token`, form({ client_id: DEFAULT_CLIENT_ID }))
    assert.equal(token.status, 400)
    assert.equal((await get()).status, 503)
    await reset(base)
    await fail(base, { mode: '503', path: '/2/oauth2/token', times: 1 })
    const failed = await call(`${base}/2/oauth2/token`, form({ client_id: DEFAULT_CLIENT_ID }))
    assert.equal(failed.status, 503)
    assert.equal((await get()).status, 200)
  })

  await check('switch scoped to a path prefix', async () => {
    await fail(base, { mode: '500', path: '/2/users' })
    assert.equal((await get()).status, 200)
    assert.equal((await call(`${base}/2/users/me`, { headers: APP })).status, 500)
    await reset(base)
    assert.equal((await call(`${base}/2/users/me`, { headers: APP })).status, 403)
  })

  await check('bad switch requests are 400', async () => {
    const bad = [
      '{"mode":"nope"}',
      'not json',
      '{"mode":"slow","delayMs":-1}',
      '{"mode":"429","times":0}',
    ]
    for (const body of bad) {
      const reply = await call(`${base}/__emulator/fail`, { method: 'POST', body })
      assert.equal(reply.status, 400, body)
    }
  })

  await check('request log: last requests, clearable', async () => {
    const log = objects((await call(`${base}/__emulator/requests`)).body)
    assert.ok(log.length > 0 && log.length <= 100)
    const last = log[log.length - 1] ?? {}
    assert.equal(last.method, 'GET')
    assert.equal(last.auth, 'app')
    assert.equal(object(last.query).query !== undefined || last.path === '/2/users/me', true)
    assert.equal((await call(`${base}/__emulator/requests`, { method: 'DELETE' })).status, 200)
    assert.deepEqual((await call(`${base}/__emulator/requests`)).body, [])
  })
}

async function robustnessChecks(base: string): Promise<void> {
  await check('odd input never crashes the emulator', async () => {
    const odd: [string, RequestInit][] = [
      [`${base}/2/tweets/search/recent?query=%E0%A4%A&max_results=abc`, { headers: APP }],
      [`${base}/2/tweets/search/recent?query=(rust`, { headers: APP }],
      [`${base}/2/tweets/search/recent?query=%22unterminated`, { headers: APP }],
      [`${base}/2/tweets/search/recent?query=rust&next_token=%%%`, { headers: APP }],
      [`${base}/2/users/%ZZ/timelines/reverse_chronological`, { headers: APP }],
      [`${base}/2/users/me`, { headers: { authorization: 'Basic !!!' } }],
      [`${base}/2/users/me`, { headers: { authorization: 'Bearer' } }],
      [`${base}/2/oauth2/token`, { method: 'POST', body: '{"grant_type":"x"}' }],
      [`${base}/2/oauth2/token`, { method: 'GET' }],
      [`${base}/2/oauth2/revoke`, form({})],
      [`${base}/i/oauth2/authorize`, { method: 'DELETE' }],
      [`${base}/i/oauth2/authorize`, form({ decision: 'allow' })],
      [`${base}/__emulator/nope`, { method: 'POST' }],
    ]
    for (const [url, init] of odd) {
      const reply = await call(url, init)
      assert.ok(reply.status >= 400 && reply.status < 500, `${url}: ${reply.status} ${reply.text}`)
      if (new URL(url).pathname.startsWith('/2/')) assert.ok(reply.body !== undefined, url)
    }
    assert.equal((await call(`${base}/2/users/me`)).status, 401)
  })
}

async function confidentialChecks(seedPath: string): Promise<void> {
  const emulator = await startXEmulator({
    seedPath,
    clientSecret: 's3cret',
    autoApprove: true,
    accessTokenTtlSeconds: 60,
  })
  try {
    const base = emulator.url
    await check('confidential client: autoApprove, HTTP Basic required', async () => {
      const { verifier, challenge } = pkce()
      const url = new URL(`${base}/i/oauth2/authorize`)
      url.search = new URLSearchParams(authorizeParams(challenge, 'st')).toString()
      const authorize = await call(url)
      assert.equal(authorize.status, 302)
      const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? ''
      const fields = {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }
      const noBasic = await call(
        `${base}/2/oauth2/token`,
        form({ ...fields, client_id: DEFAULT_CLIENT_ID }),
      )
      assert.equal(noBasic.status, 401)
      const basic = Buffer.from(`${DEFAULT_CLIENT_ID}:s3cret`).toString('base64')
      const init = form(fields)
      init.headers = { ...init.headers, authorization: `Basic ${basic}` }
      const reply = await call(`${base}/2/oauth2/token`, init)
      assert.equal(reply.status, 200, reply.text)
      assert.equal(object(reply.body).expires_in, 60)
      const log = objects((await call(`${base}/__emulator/requests`)).body)
      assert.ok(log.some((entry) => entry.auth === 'basic'))
    })
  } finally {
    await emulator.close()
  }
}

/** The demo reader's lists: likes, own posts, muted and blocked accounts, with their scopes. */
async function readerChecks(base: string): Promise<void> {
  await reset(base)
  const reader = await signIn(base, `${SCOPE} like.read mute.read block.read`)
  const plain = await signIn(base)
  const list = (name: string, extra: Record<string, string> = {}) => {
    const url = new URL(`${base}/2/users/${DEMO_ID}/${name}`)
    for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value)
    return url
  }
  await check(
    "liked_tweets: the demo reader's likes, newest like first, paged, shaped as X",
    async () => {
      const first = await call(
        list('liked_tweets', {
          max_results: '10',
          'tweet.fields': TWEET_FIELDS,
          expansions: EXPANSIONS,
          'user.fields': USER_FIELDS,
        }),
        bearer(reader.access),
      )
      assert.equal(first.status, 200, first.text)
      assertRateLimitHeaders(first)
      const body = object(first.body)
      const posts = objects(body.data)
      assert.equal(posts.length, 10)
      assert.ok(posts.every((post) => typeof post.public_metrics === 'object'))
      assert.ok(objects(object(body.includes).users).length > 0)
      const meta = object(body.meta)
      assert.equal(meta.result_count, 10)
      const second = await call(
        list('liked_tweets', { max_results: '10', pagination_token: text(meta.next_token) }),
        bearer(reader.access),
      )
      const ids = new Set(posts.map((post) => text(post.id)))
      assert.ok(objects(object(second.body).data).every((post) => !ids.has(text(post.id))))
    },
  )
  await check(
    'liked_tweets: 403 without like.read, for another user and the app; 400 for max_results 4',
    async () => {
      const noScope = await call(list('liked_tweets'), bearer(plain.access))
      assert.equal(noScope.status, 403)
      assert.match(text(object(noScope.body).detail), /like\.read/)
      const other = await call(
        `${base}/2/users/2440866862555166320/liked_tweets`,
        bearer(reader.access),
      )
      assert.equal(other.status, 403)
      assert.equal((await call(list('liked_tweets'), { headers: APP })).status, 403)
      const bad = await call(list('liked_tweets', { max_results: '4' }), bearer(reader.access))
      assert.equal(bad.status, 400)
    },
  )
  await check("tweets: the demo reader's own posts, newest first", async () => {
    const reply = await call(list('tweets', { exclude: 'retweets' }), bearer(plain.access))
    assert.equal(reply.status, 200, reply.text)
    const posts = objects(object(reply.body).data)
    assert.ok(posts.length >= 4)
    assert.ok(posts.every((post) => /^\d{19}$/.test(text(post.id))))
  })
  await check(
    'muting and blocking: accounts with mute.read and block.read, 403 without',
    async () => {
      for (const name of ['muting', 'blocking']) {
        const reply = await call(list(name), bearer(reader.access))
        assert.equal(reply.status, 200, reply.text)
        const users = objects(object(reply.body).data)
        assert.ok(users.length > 0 && users.every((user) => typeof user.username === 'string'))
        assert.equal((await call(list(name), bearer(plain.access))).status, 403)
      }
    },
  )
  await check('liked_tweets: failure switches apply (429, garbage, 403)', async () => {
    const path = `/2/users/${DEMO_ID}/liked_tweets`
    for (const [mode, status] of [
      ['429', 429],
      ['garbage', 200],
      ['403', 403],
    ] as const) {
      await fail(base, { mode, path, times: 1 })
      const reply = await call(list('liked_tweets'), bearer(reader.access))
      assert.equal(reply.status, status, `${mode}: ${reply.text}`)
      if (mode === 'garbage') assert.equal(reply.text, '<html>oops')
    }
  })
  await reset(base)
}

async function main(): Promise<void> {
  let emulator: XEmulator | undefined
  try {
    emulator = await startXEmulator({ port: 0, seedPath: SEED })
    const base = emulator.url
    console.log(`x-emulator smoke test against ${base}`)
    const tokens = await oauthChecks(base)
    await apiChecks(base, tokens)
    await lifecycleChecks(base, tokens)
    await rateLimitChecks(base)
    await switchChecks(base)
    await robustnessChecks(base)
    await readerChecks(base)
    await confidentialChecks(SEED)
  } catch (error) {
    failed += 1
    console.log(`FAIL the smoke test stopped: ${error instanceof Error ? error.stack : error}`)
  } finally {
    await emulator?.close()
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exitCode = failed > 0 ? 1 : 0
}

await main()

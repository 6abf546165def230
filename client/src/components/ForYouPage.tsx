/** For You: the home feed from the live timeline, an AI batch or the seed corpus, ranked. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks'
import { type ForYouBody, type ForYouQuery, getForYou, type Home, type Profile } from '../api'
import { whyThisPost } from '../format'
import { useRequest } from '../hooks'
import { type LabSettings, labToSearch, parseLab, RESULT_RANGES } from '../lab'
import { href, type Location, navigate } from '../router'
import { liveRailShown, useApp } from './AppState'
import { LabPanel } from './LabPanel'
import { PostCard, type PostLayout } from './PostCard'
import { ScoreLegend, scaleOf } from './ScoreBar'
import { ErrorMessage, Loading, SignInPrompt, useRetryWait } from './Status'

/** Whom each home's feed comes from (the seed has no provider to fail). */
const PROVIDERS: Partial<Record<Home, 'X' | 'The AI provider'>> = {
  live: 'X',
  ai: 'The AI provider',
}

const HOMES: Record<Home, { label: string; heading: string; about: string }> = {
  live: { label: 'Live', heading: 'live home', about: 'your X home timeline' },
  ai: { label: 'AI', heading: 'AI home', about: 'a batch the AI provider finds on X' },
  seed: { label: 'Seed', heading: 'seed home', about: 'the bundled corpus, offline' },
}

const PROFILE_LABELS: Record<Profile, string> = {
  platform_style: "platform_style: X's engagement-weighted style",
  refined: 'refined: relevance first, explainable',
}

interface ForYouState {
  /** null: the API's default (live when signed in, else seed). */
  home: Home | null
  mode: Profile
  /** Whether the feed is ranked against the reader's likes (the seed home's: the demo reader's). */
  personalize: boolean
  lab: LabSettings
}

function stateOf(location: Location): ForYouState {
  const home = location.search.get('home')
  return {
    home: home === 'live' || home === 'ai' || home === 'seed' ? home : null,
    mode: location.search.get('mode') === 'platform_style' ? 'platform_style' : 'refined',
    personalize: location.search.get('personalize') !== 'false',
    lab: parseLab(location.search),
  }
}

function urlOf(state: ForYouState): string {
  const { omitRetweets: _ignored, ...lab } = labToSearch(state.lab)
  return href('/for-you', {
    home: state.home ?? undefined,
    mode: state.mode === 'refined' ? undefined : state.mode,
    personalize: state.personalize ? undefined : 'false',
    ...lab,
  })
}

export function ForYouPage({ location }: { location: Location }) {
  const app = useApp()
  const state = stateOf(location)
  const go = (next: Partial<ForYouState>, replace: boolean) =>
    navigate(urlOf({ ...stateOf(location), ...next }), { replace })

  const signedIn = app.session?.signedIn === true
  // The default home is settled once per visit, when the session is first known: a session the
  // server ends while the live home is shown keeps that home (asking to sign in again), rather
  // than turning it silently into the seed home.
  const defaultHome = useRef<Home | null>(null)
  if (defaultHome.current === null && app.session !== null) {
    defaultHome.current = signedIn ? 'live' : 'seed'
  }
  const home: Home | null = state.home ?? defaultHome.current
  const aiOn = app.health?.ai === true
  const range = home === 'ai' ? RESULT_RANGES.forYouAi : RESULT_RANGES.forYou
  const needsSignIn = home === 'live' && app.session !== null && !signedIn
  const aiMissing = home === 'ai' && app.health !== null && !aiOn
  const waiting = home === null || (home === 'live' && app.session === null)
  // Which home is the default, and whether the live one can load, depend on the session.
  const sessionFailed = waiting && app.sessionError !== null

  const params: ForYouQuery = {
    home: home ?? 'seed',
    mode: state.mode,
    personalize: String(state.personalize),
    // The seed home is personalised as the demo reader, so personalisation shows with no account.
    ...(home === 'seed' && state.personalize ? { likes: 'demo' as const } : {}),
    recencyWeight: String(state.lab.recencyWeight),
    strictMatch: String(state.lab.strictMatch),
    ...(state.lab.maxResults === null ? {} : { maxResults: String(state.lab.maxResults) }),
  }
  const baseKey = JSON.stringify(params)
  const [ingest, setIngest] = useState<{ forKey: string; nonce: number } | null>(null)
  const ingesting = home === 'ai' && ingest !== null && ingest.forKey === baseKey
  // A click stores one batch: once the settings move on, coming back to them (another radio,
  // Back, Forward) only shows the feed again.
  useEffect(() => {
    if (ingest !== null && ingest.forKey !== baseKey) setIngest(null)
  }, [ingest, baseKey])
  const query: ForYouQuery = ingesting ? { ...params, ingest: 'true' } : params
  const blocked = waiting || needsSignIn || aiMissing
  const key = blocked ? null : ingesting ? `${baseKey}#ingest${ingest?.nonce}` : baseKey
  const request = useRequest<ForYouBody>(key, (signal) => getForYou(query, signal))
  const data = request.data
  const provider = home === null ? undefined : PROVIDERS[home]
  // After a 429, storing a batch waits out Retry-After like Try again does.
  const retryWait = useRetryWait(request.error)
  const mustWait = request.loading || (retryWait !== null && retryWait.secondsLeft > 0)
  const summary =
    data && !blocked
      ? `${data.posts.length} posts from ${HOMES[data.home].heading}, ranked by ${data.mode}`
      : null
  // While a feed loads, the heading names it, never the previous answer's home or profile.
  const heading =
    request.loading && home !== null
      ? `Loading the ${HOMES[home].heading}, ranked by ${state.mode}…`
      : summary
  const scale = useMemo(() => scaleOf(data ? [data.posts] : []), [data])
  const nowMs = Date.now()
  const layout: PostLayout = { list: 'single', rail: liveRailShown(app) }
  // The AI home is offered when health says AI is on, and shown whenever it is the home in
  // use (health may have failed, or say otherwise): the checked radio says which home this is.
  const homes = (['live', 'ai', 'seed'] as const).filter((h) => h !== 'ai' || aiOn || home === 'ai')

  return (
    <div class="page for-you">
      <h1 tabIndex={-1}>For You</h1>
      <div class="feed-controls">
        <fieldset class="segmented">
          <legend>Home</legend>
          {homes.map((h) => (
            <label key={h}>
              <input
                type="radio"
                name="home"
                value={h}
                checked={home === h}
                onChange={() => go({ home: h }, false)}
              />
              <span>{HOMES[h].label}</span>
            </label>
          ))}
        </fieldset>
        <fieldset class="segmented">
          <legend>Profile</legend>
          {(['platform_style', 'refined'] as const).map((mode) => (
            <label key={mode} title={PROFILE_LABELS[mode]}>
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={state.mode === mode}
                onChange={() => go({ mode }, false)}
              />
              <span>{mode}</span>
            </label>
          ))}
        </fieldset>
        <label class="toggle">
          <input
            type="checkbox"
            checked={state.personalize}
            onChange={(event) => go({ personalize: event.currentTarget.checked }, false)}
          />
          <span>Personalise from {home === 'seed' ? "the demo reader's" : 'my'} likes</span>
        </label>
        {/* Beside the choices where there is room, so the feed starts higher. */}
        {home && <p class="muted home-about">{`${HOMES[home].label}: ${HOMES[home].about}.`}</p>}
      </div>

      <LabPanel
        lab={state.lab}
        onCommit={(lab) => go({ lab }, true)}
        range={range}
        searchOnly={false}
        busy={request.loading}
      />

      {needsSignIn && (
        <SignInPrompt
          reason="Sign in with X to see your home timeline, ranked."
          oauth={Boolean(app.health?.oauth)}
        />
      )}
      {aiMissing && (
        <p class="notice" role="note">
          AI feeds are not configured on this deployment.
        </p>
      )}
      {/* Like the AI radio, offered unless health says AI is off: after a failed health check,
          storing a batch is tried, and the server says itself whether it can. */}
      {home === 'ai' && !aiMissing && (
        <div class="actions">
          <button
            type="button"
            class="button"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={mustWait}
            onClick={() => {
              if (!mustWait) setIngest({ forKey: baseKey, nonce: (ingest?.nonce ?? 0) + 1 })
            }}
          >
            Generate and store a batch
          </button>
          <span class="muted" role="status">
            {ingesting && data && !request.loading
              ? `Stored ${data.posts.length} posts with recencyWeight ${data.params.recencyWeight}, strictMatch ${data.params.strictMatch ? 'on' : 'off'}, maxResults ${data.params.maxResults}.`
              : ''}
          </span>
        </div>
      )}

      <section
        class="results"
        aria-labelledby="feed-title"
        aria-busy={request.loading || (waiting && !sessionFailed)}
      >
        <div class="results-head">
          <h2 id="feed-title">{heading ?? 'Feed'}</h2>
          {data && (
            <p class="muted" data-testid="effective-params">
              recencyWeight {data.params.recencyWeight} · strictMatch{' '}
              {data.params.strictMatch ? 'on' : 'off'} · maxResults {data.params.maxResults}
            </p>
          )}
          {/* The key only where there are posts to read it on. */}
          {data && !blocked && data.posts.length > 0 && <ScoreLegend />}
        </div>
        {/* What the feed holds, said once it is loaded (WCAG 4.1.3: status messages). */}
        <p class="sr-only" role="status">
          {summary !== null && !request.loading ? summary : ''}
        </p>
        {data && !blocked && data.personalized && data.interests.length > 0 && (
          <div class="interests">
            <p class="muted" id="interests-title">
              {data.home === 'seed'
                ? 'Interests of the demo reader @local_reader, from their likes:'
                : 'Your interests, from your likes:'}
            </p>
            <ul class="chips" aria-labelledby="interests-title">
              {data.interests.map((interest) => (
                <li key={interest.term} class="chip" title={`weight ${interest.weight}`}>
                  {interest.term}
                </li>
              ))}
            </ul>
          </div>
        )}
        {data && !blocked && data.note && (
          <p class="notice" role="status" data-testid="feed-note">
            {data.note}
          </p>
        )}
        {(request.loading || (waiting && !sessionFailed)) && <Loading label="Loading your feed…" />}
        {sessionFailed && app.sessionError && (
          <ErrorMessage error={app.sessionError} onRetry={app.refreshSession} />
        )}
        {request.error && (
          <ErrorMessage
            error={request.error}
            onRetry={request.reload}
            {...(provider ? { provider } : {})}
          />
        )}
        {data && !blocked && (
          <ol class={`posts single ${request.loading ? 'stale' : ''}`} data-list={data.mode}>
            {data.posts.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  scale={scale}
                  nowMs={nowMs}
                  layout={layout}
                  why={whyThisPost(post, data.home)}
                  outside={post.origin === 'out_of_network'}
                />
              </li>
            ))}
          </ol>
        )}
        {data && !blocked && data.posts.length === 0 && !request.loading && (
          <p class="notice" role="note">
            This home has no posts right now.
          </p>
        )}
      </section>
    </div>
  )
}

/** Explore: one search, ranked by both profiles side by side. */
import { useMemo, useRef, useState } from 'preact/hooks'
import { type CompareBody, type CompareQuery, getCompare, type RankedPost } from '../api'
import { limitQuery } from '../contract'
import { useDraft, useRequest } from '../hooks'
import { type LabSettings, labToSearch, parseLab, RESULT_RANGES } from '../lab'
import { movements } from '../movement'
import { currentLocation, href, type Location, navigate } from '../router'
import { liveRailShown, liveSearchAvailable, useApp } from './AppState'
import { LabPanel } from './LabPanel'
import { PostCard, type PostLayout } from './PostCard'
import { type BarScale, ScoreLegend, scaleOf } from './ScoreBar'
import { ErrorMessage, Loading, SignInPrompt } from './Status'

export const QUERY_DEBOUNCE_MS = 400

type Source = 'mock' | 'live'
type Column = 'platform_style' | 'refined'

const PROFILES: Record<Column, { title: string; about: string }> = {
  platform_style: { title: 'platform_style', about: "X's engagement-weighted style" },
  refined: { title: 'refined', about: 'Relevance first, explainable' },
}

interface ExploreState {
  q: string
  source: Source
  lab: LabSettings
}

function stateOf(location: Location): ExploreState {
  return {
    q: location.search.get('q') ?? '',
    source: location.search.get('source') === 'live' ? 'live' : 'mock',
    lab: parseLab(location.search),
  }
}

function urlOf(state: ExploreState): string {
  return href('/', {
    q: state.q || undefined,
    source: state.source === 'live' ? 'live' : undefined,
    ...labToSearch(state.lab),
  })
}

function apiQuery(state: ExploreState): CompareQuery {
  const { lab } = state
  return {
    q: state.q,
    source: state.source,
    recencyWeight: String(lab.recencyWeight),
    strictMatch: String(lab.strictMatch),
    omitRetweets: String(lab.omitRetweets),
    ...(lab.maxResults === null ? {} : { maxResults: String(lab.maxResults) }),
  }
}

export function ExplorePage({ location }: { location: Location }) {
  const app = useApp()
  const state = stateOf(location)
  // From the address as it is now: two changes sent in one task (Copy link sends the search
  // box's and the lab's) must not undo each other.
  const go = (next: Partial<ExploreState>, replace: boolean) =>
    navigate(urlOf({ ...stateOf(currentLocation()), ...next }), { replace })

  // Each search gets its own history entry, not each pause in typing: the first change of the
  // query since the page was reached (load, link, Back) or a search was submitted pushes an
  // entry, and the changes typed after it replace that entry.
  const nextQueryPushes = useRef(true)
  const queryInAddress = useRef(state.q)
  if (state.q !== queryInAddress.current) {
    queryInAddress.current = state.q
    nextQueryPushes.current = true
  }
  const query = useDraft(
    state.q,
    (q) => {
      const next = q.trim()
      if (next === stateOf(currentLocation()).q) return
      const push = nextQueryPushes.current
      nextQueryPushes.current = false
      queryInAddress.current = next
      go({ q: next }, !push)
    },
    QUERY_DEBOUNCE_MS,
  )
  const [column, setColumn] = useState<Column>('refined')

  const live = state.source === 'live'
  const liveBlocked =
    live && app.session !== null && app.health !== null && !liveSearchAvailable(app)
  // Without an answer from /api/health or /api/auth/me (it failed), live search is tried
  // anyway: the API itself says when it needs a sign-in.
  const waitingForApp =
    live &&
    ((app.session === null && app.sessionError === null) ||
      (app.health === null && app.healthError === null))
  const needsQuery = live && state.q.trim() === ''
  const params = apiQuery(state)
  const key = liveBlocked || waitingForApp || needsQuery ? null : JSON.stringify(params)
  const request = useRequest<CompareBody>(key, (signal) => getCompare(params, signal))
  const data = request.data
  const found = data !== null && data.refined.length > 0
  const from = (source: Source) => (source === 'live' ? 'X' : 'the seed corpus')
  // Without a query the retrieval takes the newest posts; both lists still rank them by score.
  const summary = data
    ? data.params.q
      ? `${data.refined.length} posts from ${from(data.source)} for “${data.params.q}”`
      : `${data.refined.length} newest posts from ${from(data.source)}, ranked`
    : null
  // While a search loads, the heading names it, never the previous answer's query.
  const heading = request.loading
    ? state.q
      ? `Searching ${from(state.source)} for “${state.q}”…`
      : `Ranking the newest posts from ${from(state.source)}…`
    : summary

  return (
    <div class="page explore">
      <h1 tabIndex={-1}>Explore</h1>
      <search>
        <form
          class="search"
          onSubmit={(event) => {
            event.preventDefault()
            query.flush()
            nextQueryPushes.current = true
            if (query.draft.trim() === state.q) request.reload()
          }}
        >
          <div class="control grow">
            {/* The help beside the label, not under the box: the results start a line higher. */}
            <div class="label-row">
              <label for="search-q">Search posts</label>
              <p id="search-q-help" class="help">
                Syntax: "phrases", OR, -not, #tag, @user, from:, lang:, is:reply, has:media.
              </p>
            </div>
            <input
              id="search-q"
              type="search"
              name="q"
              value={query.draft}
              placeholder='rust async, "cold brew", #coffee lang:en'
              autocomplete="off"
              aria-describedby="search-q-help"
              // Not maxLength, which counts UTF-16 units: the API counts characters, so an emoji
              // is one of its 512, not two.
              onInput={(event) => {
                const input = event.currentTarget
                const value = limitQuery(input.value)
                if (value !== input.value) input.value = value
                query.setDraft(value)
              }}
            />
          </div>
          <div class="control">
            <label for="search-source">Source</label>
            <select
              id="search-source"
              value={state.source}
              onChange={(event) =>
                go({ source: event.currentTarget.value === 'live' ? 'live' : 'mock' }, false)
              }
            >
              <option value="mock">Seed corpus (offline)</option>
              <option value="live">Live X search</option>
            </select>
          </div>
          <button type="submit" class="button primary">
            Search
          </button>
        </form>
      </search>

      <LabPanel
        lab={state.lab}
        onCommit={(lab) => go({ lab }, true)}
        beforeShare={query.flush}
        range={RESULT_RANGES.compare}
        searchOnly={true}
        busy={request.loading}
      />

      {liveBlocked && (
        <SignInPrompt
          reason="Live search needs you to sign in with X."
          oauth={Boolean(app.health?.oauth)}
        />
      )}
      {needsQuery && !liveBlocked && (
        <p class="notice" role="note">
          Type a query to search X live.
        </p>
      )}

      <section
        class="results"
        aria-labelledby="results-title"
        aria-busy={request.loading || waitingForApp}
      >
        <div class="results-head">
          <h2 id="results-title">{heading ?? 'Rankings'}</h2>
          {data && (
            <p class="muted" data-testid="effective-params">
              recencyWeight {data.params.recencyWeight} · strictMatch{' '}
              {data.params.strictMatch ? 'on' : 'off'} · maxResults {data.params.maxResults}
              {/* Said only when on, as the lab's summary does: the line then fits beside the heading. */}
              {data.params.omitRetweets ? ' · omitRetweets on' : ''}
            </p>
          )}
          {/* The key and the lists' furniture only where there are posts to read them on. */}
          {found && <ScoreLegend compared />}
        </div>
        {/* What a search found, said once it is done (WCAG 4.1.3: status messages). */}
        <p class="sr-only" role="status">
          {summary !== null && !request.loading ? summary : ''}
        </p>
        {(request.loading || waitingForApp) && <Loading label="Ranking posts…" />}
        {request.error && (
          <ErrorMessage
            error={request.error}
            onRetry={request.reload}
            {...(live ? { provider: 'X' } : {})}
          />
        )}
        {data && found && (
          <>
            <fieldset class="column-switch">
              <legend>Show list</legend>
              {(['platform_style', 'refined'] as const).map((name) => (
                <label key={name}>
                  <input
                    type="radio"
                    name="column"
                    value={name}
                    checked={column === name}
                    onChange={() => setColumn(name)}
                  />
                  {name}
                </label>
              ))}
            </fieldset>
            <Columns
              data={data}
              visible={column}
              stale={request.loading}
              rail={liveRailShown(app)}
            />
          </>
        )}
        {data && data.refined.length === 0 && !request.loading && (
          <p class="notice" role="note">
            No posts match. Try fewer words or the seed corpus's topics: rust, coffee, football,
            climate, space…
          </p>
        )}
      </section>
    </div>
  )
}

function Columns({
  data,
  visible,
  stale,
  rail,
}: {
  data: CompareBody
  visible: Column
  stale: boolean
  /** Whether the live rail is beside the columns, narrowing them. */
  rail: boolean
}) {
  const scale = useMemo(() => scaleOf([data.platform_style, data.refined]), [data])
  const nowMs = Date.now()
  const layout: PostLayout = { list: 'columns', rail }
  return (
    <div class={`columns ${stale ? 'stale' : ''}`} data-visible={visible}>
      <RankedList
        name="platform_style"
        posts={data.platform_style}
        other={data.refined}
        scale={scale}
        nowMs={nowMs}
        layout={layout}
      />
      <RankedList
        name="refined"
        posts={data.refined}
        other={data.platform_style}
        scale={scale}
        nowMs={nowMs}
        layout={layout}
      />
    </div>
  )
}

function RankedList({
  name,
  posts,
  other,
  scale,
  nowMs,
  layout,
}: {
  name: Column
  posts: RankedPost[]
  other: RankedPost[]
  scale: BarScale
  nowMs: number
  layout: PostLayout
}) {
  const moves = useMemo(() => movements(posts, other), [posts, other])
  const otherName = name === 'refined' ? 'platform_style' : 'refined'
  return (
    <section class="column" data-list={name} aria-labelledby={`list-${name}`}>
      <h3 id={`list-${name}`}>
        <code>{PROFILES[name].title}</code>
        <span class="muted"> {PROFILES[name].about}</span>
      </h3>
      <ol class="posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              scale={scale}
              movement={moves.get(post.id)}
              otherName={otherName}
              nowMs={nowMs}
              layout={layout}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}

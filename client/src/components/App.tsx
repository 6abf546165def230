/** The page frame: navigation, account chip, sign-in errors, the current view and the live rail. */
import { useEffect, useRef, useState } from 'preact/hooks'
import { authErrorMessage } from '../contract'
import { LAB_KEYS } from '../lab'
import { href, navigate, onLinkClick, useLocation } from '../router'
import { AccountPage } from './AccountPage'
import { AppProvider, liveRailShown, useApp } from './AppState'
import { ExplorePage } from './ExplorePage'
import { ForYouPage } from './ForYouPage'
import { LiveRail } from './LiveRail'
import { Avatar } from './PostCard'
import { ErrorMessage, keepFocusNear } from './Status'

type Page = 'explore' | 'for-you' | 'account' | 'not-found'

const TITLES: Record<Page, string> = {
  explore: 'Explore',
  'for-you': 'For You',
  account: 'Account',
  'not-found': 'Page not found',
}

function pageOf(pathname: string): Page {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/' || path === '/explore') return 'explore'
  if (path === '/for-you') return 'for-you'
  if (path === '/account') return 'account'
  return 'not-found'
}

export function App() {
  return (
    <AppProvider>
      <Frame />
    </AppProvider>
  )
}

function Frame() {
  const location = useLocation()
  const page = pageOf(location.pathname)
  const app = useApp()
  const [authError, setAuthError] = useState<string | null>(null)
  const firstRender = useRef(true)

  // A failed sign-in comes back as ?auth_error=<code>: say so once, and tidy the URL.
  useEffect(() => {
    const code = location.search.get('auth_error')
    if (code === null) return
    setAuthError(authErrorMessage(code))
    const rest = new URLSearchParams(location.search)
    rest.delete('auth_error')
    const query = rest.toString()
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true })
  }, [location])

  // On every view change after the first: a fitting title, and focus on the new heading.
  useEffect(() => {
    document.title = `${TITLES[page]} · Ranked feed`
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    document.querySelector<HTMLElement>('main h1')?.focus()
  }, [page])

  const lastOwnSettings = useRef<Record<keyof typeof pageOwnKeys, Record<string, string>>>({
    explore: {},
    'for-you': {},
  })
  // Explore and For You share the lab: its settings travel with the navigation links.
  const lab: Record<string, string> = {}
  for (const key of LAB_KEYS) {
    const value = location.search.get(key)
    if (value !== null) lab[key] = value
  }
  const { omitRetweets: _searchOnly, ...feedLab } = lab
  // Each page's own settings (the search and its source; the home and its profile) wait for
  // the person to come back to it.
  if (page in pageOwnKeys) {
    const own: Record<string, string> = {}
    for (const key of pageOwnKeys[page as keyof typeof pageOwnKeys]) {
      const value = location.search.get(key)
      if (value !== null) own[key] = value
    }
    lastOwnSettings.current[page as keyof typeof pageOwnKeys] = own
  }
  const links = [
    {
      page: 'explore' as const,
      url: href('/', { ...lastOwnSettings.current.explore, ...lab }),
      label: 'Explore',
    },
    {
      page: 'for-you' as const,
      url: href('/for-you', { ...lastOwnSettings.current['for-you'], ...feedLab }),
      label: 'For You',
    },
    { page: 'account' as const, url: '/account', label: 'Account' },
  ]
  const showRail = liveRailShown(app) && (page === 'explore' || page === 'for-you')

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates link clicks, keyboard activation of a link fires click too
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div class="app" onClick={onLinkClick}>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <a class="brand" href="/">
          <span aria-hidden="true">◆</span> Ranked feed
        </a>
        <nav aria-label="Main">
          <ul>
            {links.map((link) => (
              <li key={link.page}>
                <a href={link.url} aria-current={page === link.page ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <AccountChip />
      </header>
      {authError && (
        <div class="banner" role="alert">
          <p>{authError}</p>
          <button
            type="button"
            class="button small"
            onClick={() => {
              setAuthError(null)
              // The button goes with the banner: the focus goes to the page's heading.
              keepFocusNear(null)
            }}
          >
            Dismiss
          </button>
        </div>
      )}
      {/* Not a banner of its own: the error's box is the only frame it needs. */}
      {app.healthError && (
        <div class="health-error">
          <ErrorMessage
            error={app.healthError}
            onRetry={app.reloadHealth}
            title="Could not check what this deployment offers: some options may be hidden"
          />
        </div>
      )}
      <div class={`layout ${showRail ? 'with-rail' : ''}`}>
        <main id="main" tabIndex={-1}>
          {page === 'explore' && <ExplorePage location={location} />}
          {page === 'for-you' && <ForYouPage location={location} />}
          {page === 'account' && <AccountPage />}
          {page === 'not-found' && (
            <div class="page">
              <h1 tabIndex={-1}>Page not found</h1>
              <p>
                There is nothing at <code>{location.pathname}</code>. Go to <a href="/">Explore</a>.
              </p>
            </div>
          )}
        </main>
        {showRail && <LiveRail />}
      </div>
      <footer class="footer muted">
        <a class="tap-target" href="/api/openapi.json">
          API (OpenAPI)
        </a>
        {app.health && <span> · version {app.health.version}</span>}
      </footer>
    </div>
  )
}

/**
 * The query parameters that belong to one page only (the lab's belong to both). omitRetweets is
 * the lab's, but only Explore uses it: For You leaves it out of its address, so Explore keeps it.
 */
const pageOwnKeys = {
  explore: ['q', 'source', 'omitRetweets'],
  'for-you': ['home', 'mode', 'personalize'],
} as const

function AccountChip() {
  const { session, sessionError } = useApp()
  if (session === null && sessionError !== null) {
    return (
      <a class="account-chip" href="/account">
        Sign-in unknown
      </a>
    )
  }
  if (session === null) return <span class="account-chip muted">…</span>
  if (!session.signedIn || !session.user) {
    return (
      <a class="account-chip" href="/account">
        Sign in
      </a>
    )
  }
  return (
    <a class="account-chip" href="/account" data-testid="account-chip">
      <Avatar url={session.user.avatarUrl} name={session.user.name} size={28} />
      <span>@{session.user.username}</span>
    </a>
  )
}

/** A small History API router: the URL is the page's state, so every view can be shared. */
import { useEffect, useState } from 'preact/hooks'

const CHANGE = 'app:navigate'

export interface Location {
  pathname: string
  search: URLSearchParams
}

/** Where the page is now (not as of the last render). */
export function currentLocation(): Location {
  return { pathname: window.location.pathname, search: new URLSearchParams(window.location.search) }
}

/** Goes to `url` (path and query) without a reload; `replace` keeps the history entry. */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  const target = new URL(url, window.location.href)
  if (target.href === window.location.href) return
  if (options.replace) window.history.replaceState(null, '', target)
  else window.history.pushState(null, '', target)
  window.dispatchEvent(new Event(CHANGE))
}

/** `path?key=value…`, leaving out empty values. */
export function href(pathname: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value)
  }
  const query = search.toString()
  return query ? `${pathname}?${query}` : pathname
}

export function useLocation(): Location {
  const [location, setLocation] = useState(currentLocation)
  useEffect(() => {
    const update = () => setLocation(currentLocation())
    window.addEventListener('popstate', update)
    window.addEventListener(CHANGE, update)
    return () => {
      window.removeEventListener('popstate', update)
      window.removeEventListener(CHANGE, update)
    }
  }, [])
  return location
}

/** Same-origin link clicks (without modifier keys) navigate in place. */
export function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const target = event.target
  if (!(target instanceof Element)) return
  const anchor = target.closest('a')
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search
  if (samePage && url.hash) {
    // An in-page link (the skip link) moves to its target without `#main` in the address,
    // which "Copy link to this view" would then share.
    const target = document.getElementById(url.hash.slice(1))
    if (!target) return
    event.preventDefault()
    target.scrollIntoView()
    target.focus()
    return
  }
  event.preventDefault()
  navigate(url.pathname + url.search + url.hash)
}

/** The HTML pages of the authorize step: the consent page and the error page. Pure. */
import type { JsonObject } from './json.ts'
import { stringField } from './json.ts'

const SCOPE_TEXT: Record<string, string> = {
  'tweet.read': 'Posts you can view, including posts from protected accounts.',
  'tweet.write': 'Post and repost for you.',
  'users.read': 'Any account you can view, including protected accounts.',
  'follows.read': 'People who follow you and people you follow.',
  'follows.write': 'Follow and unfollow people for you.',
  'offline.access': 'Stay connected to your account until you revoke access.',
  'like.read': 'Posts you liked and likes you can view.',
  'like.write': 'Like and un-like posts for you.',
  'bookmark.read': 'Get your bookmarked posts.',
  'bookmark.write': 'Bookmark and remove bookmarks from posts.',
  'list.read': 'Lists, list members and list followers you can view.',
  'mute.read': 'Accounts you have muted.',
  'block.read': 'Accounts you have blocked.',
  'space.read': 'All the Spaces you can view.',
  'dm.read': 'All your Direct Messages.',
  'media.write': 'Upload media for you.',
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f7f9f9; color: #0f1419; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 1rem;
    box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
  ul { padding-left: 1.25rem; }
  .actions { display: flex; flex-direction: column; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 700; padding: .75rem 1rem; border-radius: 9999px; cursor: pointer; }
  .approve { background: #0f1419; color: #fff; border: 1px solid #0f1419; }
  .cancel { background: #fff; color: #0f1419; border: 1px solid #cfd9de; }
  button:focus-visible { outline: 3px solid #1d9bf0; outline-offset: 2px; }
  .muted { color: #536471; font-size: .9rem; }`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/** "Authorize <app> to use your account?" with the two buttons, a form POST to the same path. */
export function consentPage(
  appName: string,
  user: JsonObject,
  scopes: string[],
  fields: Record<string, string>,
): string {
  const name = stringField(user, 'name') ?? ''
  const username = stringField(user, 'username') ?? ''
  const hidden = Object.entries(fields)
    .map(
      ([key, value]) =>
        `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`,
    )
    .join('\n')
  const items = scopes
    .map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`)
    .join('\n')
  const title = `Authorize ${appName} to use your account?`
  return page(
    title,
    `<h1 id="title">${escapeHtml(title)}</h1>
<p>Signed in as <strong>${escapeHtml(name)}</strong> <span class="muted">@${escapeHtml(username)}</span> (local X emulator).</p>
<section aria-labelledby="scopes-title">
<h2 id="scopes-title" class="muted">Things this app will be able to view and do</h2>
<ul>
${items}
</ul>
</section>
<form method="post" action="/i/oauth2/authorize" aria-labelledby="title">
${hidden}
<div class="actions">
<button type="submit" class="approve" name="decision" value="allow">Authorize app</button>
<button type="submit" class="cancel" name="decision" value="deny">Cancel</button>
</div>
</form>`,
  )
}

/** The 400 page for an authorize request that cannot be honoured (no redirect). */
export function errorPage(message: string): string {
  return page(
    'Something went wrong',
    `<h1>Something went wrong</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">The app sent an invalid authorization request, so you were not sent back to it.</p>`,
  )
}

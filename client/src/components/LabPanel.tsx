/**
 * The ranking lab: the four ranking parameters as sliders and toggles. Changes show at once
 * and re-rank after a short pause (debounced); the settings live in the URL.
 */
import { useState } from 'preact/hooks'
import { useDraft } from '../hooks'
import {
  clamp,
  effectiveMaxResults,
  LAB_DEFAULTS,
  type LabSettings,
  RECENCY_RANGE,
  type ResultRange,
  roundRecency,
  sameLab,
} from '../lab'

export const LAB_DEBOUNCE_MS = 250

/** Where the browser keeps whether the lab was last left open (either page, any visit). */
export const LAB_OPEN_KEY = 'ranked-feed:lab-open'

/** Whether the lab starts open: folded, so the results come first, unless it was left open. */
function labStartsOpen(): boolean {
  try {
    return window.localStorage.getItem(LAB_OPEN_KEY) === 'true'
  } catch {
    // Storage refused (a privacy setting): the default.
    return false
  }
}

function rememberLabOpen(open: boolean): void {
  try {
    window.localStorage.setItem(LAB_OPEN_KEY, String(open))
  } catch {
    // Not remembered, then: the page still works.
  }
}

export function LabPanel({
  lab,
  onCommit,
  beforeShare,
  range,
  searchOnly,
  busy,
}: {
  lab: LabSettings
  onCommit: (lab: LabSettings) => void
  /** Sends the page's other changes still waiting for their pause (the search box's). */
  beforeShare?: () => void
  range: ResultRange
  /** Whether omitRetweets applies (search); For You has no query to add it to. */
  searchOnly: boolean
  busy: boolean
}) {
  const { draft, setDraft, flush } = useDraft(lab, onCommit, LAB_DEBOUNCE_MS, sameLab)
  const [copied, setCopied] = useState<{ outcome: 'copied' | 'failed'; href: string } | null>(null)
  const [initiallyOpen] = useState(labStartsOpen)
  const maxResults = effectiveMaxResults(draft, range)
  const set = (changes: Partial<LabSettings>) => setDraft({ ...draft, ...changes })
  const atDefaults = sameLab(draft, LAB_DEFAULTS)

  const share = async () => {
    // A change still waiting for its pause belongs to the view being shared: send it first,
    // so the address holds it.
    beforeShare?.()
    flush()
    const href = window.location.href
    try {
      await navigator.clipboard.writeText(href)
      setCopied({ outcome: 'copied', href })
    } catch {
      setCopied({ outcome: 'failed', href })
    }
  }
  // The status speaks of the view it copied; after any change it would mislead.
  const shared =
    copied !== null && copied.href === window.location.href && sameLab(draft, lab)
      ? copied.outcome
      : null

  return (
    <details
      class="lab"
      open={initiallyOpen}
      aria-busy={busy}
      onToggle={(event) => rememberLabOpen(event.currentTarget.open)}
    >
      <summary>
        {/* Decoration, out of the toggle's name ("Ranking lab …", not "▸ Ranking lab …"). */}
        <span class="lab-arrow" aria-hidden="true" />
        <h2 id="lab-title">Ranking lab</h2>
        <span class="muted lab-summary">
          recency {draft.recencyWeight.toFixed(2)} · strict {draft.strictMatch ? 'on' : 'off'} ·{' '}
          {maxResults} posts
          {searchOnly && draft.omitRetweets ? ' · no reposts' : ''}
        </span>
      </summary>
      <div class="lab-controls">
        <div class="control">
          <label for="lab-recency">Recency weight</label>
          <div class="slider">
            <input
              id="lab-recency"
              type="range"
              min={RECENCY_RANGE.min}
              max={RECENCY_RANGE.max}
              step={RECENCY_RANGE.step}
              value={draft.recencyWeight}
              aria-valuetext={
                draft.recencyWeight === 0 ? '0.00, recency off' : draft.recencyWeight.toFixed(2)
              }
              aria-describedby="lab-recency-help"
              onInput={(event) =>
                set({ recencyWeight: roundRecency(Number(event.currentTarget.value)) })
              }
            />
            {/*
              The slider says its value itself (aria-valuetext), as it changes: the output,
              a live region of its own (role status), is for the eye only, or each change is
              said twice.
            */}
            <output for="lab-recency" data-testid="recency-value" aria-hidden="true">
              {draft.recencyWeight.toFixed(2)}
            </output>
          </div>
          <p id="lab-recency-help" class="help">
            0 switches recency off; higher favours newer posts.
          </p>
        </div>
        <div class="control">
          <label for="lab-max">Posts to rank (maxResults)</label>
          <div class="slider">
            <input
              id="lab-max"
              type="range"
              min={range.min}
              max={range.max}
              step={1}
              value={maxResults}
              aria-valuetext={`${maxResults} posts`}
              aria-describedby="lab-max-help"
              onInput={(event) =>
                set({
                  maxResults: clamp(Math.trunc(Number(event.currentTarget.value)), 1, 100),
                })
              }
            />
            <output for="lab-max" data-testid="max-value" aria-hidden="true">
              {maxResults}
            </output>
          </div>
          <p id="lab-max-help" class="help">
            Retrieved before ranking: {range.min} to {range.max} here.
          </p>
        </div>
        <div class="control toggle">
          <input
            id="lab-strict"
            type="checkbox"
            checked={draft.strictMatch}
            aria-describedby="lab-strict-help"
            onChange={(event) => set({ strictMatch: event.currentTarget.checked })}
          />
          <label for="lab-strict">Strict match</label>
          <p id="lab-strict-help" class="help">
            Spam and hashtag penalties; off makes every spam score 0.
          </p>
        </div>
        <div class="control toggle">
          <input
            id="lab-omit"
            type="checkbox"
            checked={draft.omitRetweets}
            disabled={!searchOnly}
            aria-describedby="lab-omit-help"
            onChange={(event) => set({ omitRetweets: event.currentTarget.checked })}
          />
          <label for="lab-omit">Omit reposts</label>
          <p id="lab-omit-help" class="help">
            {searchOnly ? 'Adds -is:retweet to the search.' : 'Applies to Explore searches only.'}
          </p>
        </div>
      </div>
      <div class="actions">
        <button
          type="button"
          class="button"
          // aria-disabled, not disabled: the reset it does would drop the keyboard focus.
          aria-disabled={atDefaults}
          onClick={() => {
            if (!atDefaults) flush(LAB_DEFAULTS)
          }}
        >
          Reset to defaults
        </button>
        <button type="button" class="button" onClick={share}>
          Copy link to this view
        </button>
        <span class="muted" role="status">
          {shared === 'copied'
            ? 'Link copied.'
            : shared === 'failed'
              ? 'Copy the address bar to share.'
              : ''}
        </span>
      </div>
    </details>
  )
}

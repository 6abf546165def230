/** A post's score made visible: the five breakdown components as one bar, and as numbers. */
import type { Breakdown } from '../api'
import { scoreNumber } from '../format'
import { COMPONENT_EXPLAINED, COMPONENT_HELP } from '../score-help'

export const COMPONENTS = ['overlap', 'phrase', 'recency', 'engagement', 'spam'] as const

/** The widest positive total and the deepest spam penalty of a list, so bars share one scale. */
export interface BarScale {
  positive: number
  negative: number
}

export function positiveTotal(breakdown: Breakdown): number {
  return (
    Math.max(0, breakdown.overlap) +
    Math.max(0, breakdown.phrase) +
    Math.max(0, breakdown.recency) +
    Math.max(0, breakdown.engagement)
  )
}

export function scaleOf(lists: ReadonlyArray<ReadonlyArray<{ breakdown: Breakdown }>>): BarScale {
  let positive = 0
  let negative = 0
  for (const list of lists) {
    for (const post of list) {
      positive = Math.max(positive, positiveTotal(post.breakdown))
      negative = Math.max(negative, -Math.min(0, post.breakdown.spam))
    }
  }
  return { positive, negative }
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${((Math.max(0, part) / whole) * 100).toFixed(2)}%` : '0%'
}

export function describeBreakdown(score: number, breakdown: Breakdown): string {
  const parts = COMPONENTS.map((name) => `${name} ${scoreNumber(breakdown[name])}`)
  return `Score ${scoreNumber(score)}: ${parts.join(', ')}`
}

export function ScoreBar({
  score,
  breakdown,
  scale,
}: {
  score: number
  breakdown: Breakdown
  scale: BarScale
}) {
  const whole = scale.positive + scale.negative
  return (
    <div class="score">
      <div class="scorebar" role="img" aria-label={describeBreakdown(score, breakdown)}>
        {scale.negative > 0 && (
          <span class="scorebar-negative" style={{ width: percent(scale.negative, whole) }}>
            <span
              class="seg seg-spam"
              style={{ width: percent(-breakdown.spam, scale.negative) }}
              title={`spam ${scoreNumber(breakdown.spam)}`}
            />
          </span>
        )}
        <span class="scorebar-positive" style={{ width: percent(scale.positive, whole) }}>
          {COMPONENTS.filter((name) => name !== 'spam').map((name) => (
            <span
              key={name}
              class={`seg seg-${name}`}
              style={{ width: percent(breakdown[name], scale.positive) }}
              title={`${name} ${scoreNumber(breakdown[name])}`}
            />
          ))}
        </span>
      </div>
      <dl class="breakdown">
        {COMPONENTS.map((name) => (
          <div key={name} class={`breakdown-item item-${name}`}>
            <dt>
              <span class={`swatch seg-${name}`} />
              {name}
            </dt>
            <dd>{scoreNumber(breakdown[name])}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** The colour key of the bars, once per list, and what the numbers mean. */
export function ScoreLegend({ compared = false }: { compared?: boolean }) {
  return (
    <div class="score-key">
      <ul class="legend" aria-label="Score components">
        {COMPONENTS.map((name) => (
          <li key={name} title={COMPONENT_HELP[name]}>
            <span class={`swatch seg-${name}`} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
      <details class="score-help">
        <summary>How scores work</summary>
        <p>
          A post’s score is the sum of its five components, and the list is in order of score. An
          author’s older posts in a list count less than their newest one, each less again, as on X.
          The bars show the components on one scale for the whole page: the spam penalty left of the
          line, the others right of it.
        </p>
        <dl>
          {COMPONENTS.map((name) => (
            <div key={name} class="score-help-row">
              <dt>
                <span class={`swatch seg-${name}`} aria-hidden="true" />
                {name}
              </dt>
              <dd>{COMPONENT_EXPLAINED[name]}</dd>
            </div>
          ))}
        </dl>
        <p>Without a query, overlap and phrase are 0 for every post.</p>
        {compared && (
          <p>
            ▲3 or ▼3 by a rank: the post is 3 places higher or lower than in the other profile’s
            list; = the same rank there; new: not in that list.
          </p>
        )}
      </details>
    </div>
  )
}

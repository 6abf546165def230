/**
 * The ranking lab's settings and how they live in the page URL (so a view can be shared).
 * Pure: no DOM, no I/O. Values in a hand-edited URL that cannot be used fall back to the
 * defaults rather than breaking the page; the API itself would answer them with a 400.
 */

export interface LabSettings {
  /** 0..10; 0 switches the recency term off. */
  recencyWeight: number
  /** false switches the spam and hashtag penalties off. */
  strictMatch: boolean
  /** null: the route's own default. */
  maxResults: number | null
  /** Search only: appends `-is:retweet` to the query. */
  omitRetweets: boolean
}

export const LAB_DEFAULTS: LabSettings = {
  recencyWeight: 0.78,
  strictMatch: true,
  maxResults: null,
  omitRetweets: false,
}

export const RECENCY_RANGE = { min: 0, max: 10, step: 0.01 } as const

/** The API's maxResults ranges (docs/api.md): what each view clamps to and starts from. */
export const RESULT_RANGES = {
  compare: { min: 10, max: 100, defaultValue: 30 },
  forYou: { min: 5, max: 100, defaultValue: 35 },
  forYouAi: { min: 1, max: 25, defaultValue: 12 },
} as const

export type ResultRange = (typeof RESULT_RANGES)[keyof typeof RESULT_RANGES]

export const LAB_KEYS = ['recencyWeight', 'strictMatch', 'maxResults', 'omitRetweets'] as const

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on'])
const FALSE_WORDS = new Set(['false', '0', 'no', 'off'])
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function parseBoolean(raw: string | null, fallback: boolean): boolean {
  if (raw === null) return fallback
  const word = raw.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return fallback
}

function parseDecimal(raw: string | null): number | null {
  if (raw === null || !DECIMAL.test(raw.trim())) return null
  const value = Number(raw.trim())
  return Number.isFinite(value) ? value : null
}

/** Rounds to the slider's step, so 0.7800000001 and 0.78 are one setting. */
export function roundRecency(value: number): number {
  return Math.round(clamp(value, RECENCY_RANGE.min, RECENCY_RANGE.max) * 100) / 100
}

/** The lab settings a URL's query string describes; unusable values give the defaults. */
export function parseLab(search: URLSearchParams): LabSettings {
  const recency = parseDecimal(search.get('recencyWeight'))
  const max = parseDecimal(search.get('maxResults'))
  return {
    recencyWeight: recency === null ? LAB_DEFAULTS.recencyWeight : roundRecency(recency),
    strictMatch: parseBoolean(search.get('strictMatch'), LAB_DEFAULTS.strictMatch),
    maxResults: max === null ? null : clamp(Math.trunc(max), 1, 100),
    omitRetweets: parseBoolean(search.get('omitRetweets'), LAB_DEFAULTS.omitRetweets),
  }
}

/** The URL form of the settings: only what differs from the defaults, so links stay short. */
export function labToSearch(lab: LabSettings): Record<string, string> {
  const out: Record<string, string> = {}
  if (lab.recencyWeight !== LAB_DEFAULTS.recencyWeight) {
    out.recencyWeight = String(lab.recencyWeight)
  }
  if (lab.strictMatch !== LAB_DEFAULTS.strictMatch) out.strictMatch = String(lab.strictMatch)
  if (lab.maxResults !== null) out.maxResults = String(lab.maxResults)
  if (lab.omitRetweets !== LAB_DEFAULTS.omitRetweets) out.omitRetweets = String(lab.omitRetweets)
  return out
}

/** The maxResults a view shows and sends: the lab's value clamped to the route, or its default. */
export function effectiveMaxResults(lab: LabSettings, range: ResultRange): number {
  return lab.maxResults === null ? range.defaultValue : clamp(lab.maxResults, range.min, range.max)
}

export function sameLab(a: LabSettings, b: LabSettings): boolean {
  return LAB_KEYS.every((key) => a[key] === b[key])
}

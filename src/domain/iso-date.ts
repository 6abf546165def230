/** Dates in the form `toISOString` writes, which is how X sends them. Pure. */

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const ZERO = 48
const DASH = 0x2d
const COLON = 0x3a
const DOT = 0x2e
const T = 0x54
const Z = 0x5a
const DAYS_FROM_0000_03_01_TO_EPOCH = 719_468

function digits(text: string, start: number, end: number): number {
  let value = 0
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - ZERO
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

/**
 * The time of `text` when it is already what `toISOString` writes
 * (`2026-11-20T09:15:00.000Z`) for a date that exists (no `02-30`, `24:00` or `:60`,
 * which Date.parse would roll over or refuse); NaN otherwise. Such a string is its own
 * normal form, and reading its digits is several times cheaper than `Date.parse`.
 */
export function canonicalIsoMs(text: string): number {
  if (text.length !== 24) return Number.NaN
  if (
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== T ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON ||
    text.charCodeAt(19) !== DOT ||
    text.charCodeAt(23) !== Z
  ) {
    return Number.NaN
  }
  const year = digits(text, 0, 4)
  const month = digits(text, 5, 7)
  const day = digits(text, 8, 10)
  const hour = digits(text, 11, 13)
  const minute = digits(text, 14, 16)
  const second = digits(text, 17, 19)
  const millisecond = digits(text, 20, 23)
  // Date.UTC reads years 0–99 as 1900–1999.
  if (year < 100 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) return Number.NaN
  if (minute < 0 || minute > 59 || second < 0 || second > 59 || millisecond < 0) return Number.NaN
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number)
  if (day > days) return Number.NaN
  return (
    (((daysFromCivil(year, month, day) * 24 + hour) * 60 + minute) * 60 + second) * 1000 +
    millisecond
  )
}

/**
 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar (year ≥ 1), as
 * Date.UTC counts them, in integer arithmetic (Hinnant's days_from_civil), which is
 * several times cheaper than the call.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  // Years start in March, so the leap day is the last day of a year.
  const marchYear = month <= 2 ? year - 1 : year
  const era = Math.floor(marchYear / 400)
  const yearOfEra = marchYear - era * 400
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - DAYS_FROM_0000_03_01_TO_EPOCH
}

/** Milliseconds since the epoch of an ISO date string; NaN when it is not one. */
export function isoMs(text: string): number {
  const canonical = canonicalIsoMs(text)
  return Number.isNaN(canonical) ? Date.parse(text) : canonical
}

/** `YYYY-MM-DD` at the start of `text`: the day of an ISO date in any of its forms. */
function startsWithIsoDay(text: string): boolean {
  return (
    text.length >= 10 &&
    text.charCodeAt(4) === DASH &&
    text.charCodeAt(7) === DASH &&
    digits(text, 0, 4) >= 0 &&
    digits(text, 5, 7) >= 0 &&
    digits(text, 8, 10) >= 0
  )
}

/**
 * The time of a date string whose calendar day exists; NaN otherwise. Date.parse alone
 * rolls `2026-02-30` over to March 2 and reads six-digit years (`+275760-09-13…`), which
 * no provider sends. Only text that is not already canonical pays for the checks.
 */
export function existingDateMs(text: string): number {
  const canonical = canonicalIsoMs(text)
  if (!Number.isNaN(canonical)) return canonical
  const first = text.charCodeAt(0)
  if (first === 0x2b || first === DASH) return Number.NaN
  const time = Date.parse(text)
  if (Number.isNaN(time) || !startsWithIsoDay(text)) return time
  // The day as a canonical date: canonicalIsoMs refuses the days that do not exist.
  return Number.isNaN(canonicalIsoMs(`${text.slice(0, 10)}T00:00:00.000Z`)) ? Number.NaN : time
}

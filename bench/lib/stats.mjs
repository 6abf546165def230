// Small, dependency-free statistics for the benchmark.

/** The q-quantile (0..1) of a list of numbers, by linear interpolation. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  const lowValue = sorted[low]
  const highValue = sorted[high]
  return lowValue + (highValue - lowValue) * (position - low)
}

export const median = (values) => quantile(values, 0.5)

/**
 * Least-squares slope of log(y) against log(x): the exponent k of y ≈ c·x^k.
 * 1 is linear growth, 2 quadratic.
 */
export function growthExponent(points) {
  const xs = points.map(([x]) => Math.log(x))
  const ys = points.map(([, y]) => Math.log(y))
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length
  let numerator = 0
  let denominator = 0
  for (let i = 0; i < xs.length; i++) {
    numerator += (xs[i] - meanX) * (ys[i] - meanY)
    denominator += (xs[i] - meanX) ** 2
  }
  return numerator / denominator
}

/** A deterministic pseudo-random generator (mulberry32): same seed, same sequence. */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Rounds for display: 3 significant digits. */
export function round3(value) {
  if (!Number.isFinite(value)) return value
  if (value === 0) return 0
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(value))))
  return Number(value.toFixed(digits))
}

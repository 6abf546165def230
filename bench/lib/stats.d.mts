// Types of stats.mjs, for the tests that check the benchmark's arithmetic.
export function quantile(values: readonly number[], q: number): number
export const median: (values: readonly number[]) => number
export function growthExponent(points: readonly (readonly [number, number])[]): number
export function seededRandom(seed: number): () => number
export function round3(value: number): number

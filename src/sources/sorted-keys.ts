/**
 * Keys kept sorted in a file (the seed index), found by binary search: a load splits their text
 * into a list and builds no map, which for thousands of keys is most of the cost of a first
 * request that asks for a handful of them. Pure: no I/O here.
 */

/** `keys` sorted as `sortKeys` sorts them, with no key twice. */
export function sortKeys(keys: Iterable<string>): string[] {
  return [...keys].sort(compareKeys)
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Where `key` is in `sorted` (sorted by `sortKeys`), or -1. */
export function findKey(sorted: readonly string[], key: string): number {
  let low = 0
  let high = sorted.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const found = sorted[middle] as string
    if (found === key) return middle
    if (found < key) low = middle + 1
    else high = middle - 1
  }
  return -1
}

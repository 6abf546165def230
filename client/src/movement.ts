/** How far each post moved between the two rankings of one retrieval. Pure. */

export interface Movement {
  /** The post's rank in the other list, or null when the other list does not hold it. */
  otherRank: number | null
  /** Places gained against the other list: positive is higher here, negative lower. */
  delta: number | null
}

/** For every post id of `list`, its rank in `other` and the places it gained against it. */
export function movements(
  list: ReadonlyArray<{ id: string; rank: number }>,
  other: ReadonlyArray<{ id: string; rank: number }>,
): Map<string, Movement> {
  const otherRanks = new Map(other.map((post) => [post.id, post.rank]))
  const out = new Map<string, Movement>()
  for (const post of list) {
    const otherRank = otherRanks.get(post.id) ?? null
    out.set(post.id, { otherRank, delta: otherRank === null ? null : otherRank - post.rank })
  }
  return out
}

/** A short label and a full sentence for a movement, e.g. `▲3` and "3 places higher than in refined". */
export function describeMovement(
  movement: Movement | undefined,
  otherName: string,
): { label: string; sentence: string; direction: 'up' | 'down' | 'same' | 'absent' } {
  if (!movement || movement.delta === null || movement.otherRank === null) {
    return { label: 'new', sentence: `Not in ${otherName}`, direction: 'absent' }
  }
  const { delta, otherRank } = movement
  if (delta === 0) {
    return { label: '=', sentence: `Same rank as in ${otherName}`, direction: 'same' }
  }
  const places = Math.abs(delta) === 1 ? 'place' : 'places'
  if (delta > 0) {
    return {
      label: `▲${delta}`,
      sentence: `${delta} ${places} higher than in ${otherName} (#${otherRank})`,
      direction: 'up',
    }
  }
  return {
    label: `▼${-delta}`,
    sentence: `${-delta} ${places} lower than in ${otherName} (#${otherRank})`,
    direction: 'down',
  }
}

import { describe, expect, it } from 'vitest'
import { encryptText, randomToken, sessionKeys } from '../../src/auth/crypto'
import {
  buildSessionRow,
  openTokens,
  withBoundTokens,
  withRotatedTokens,
} from '../../src/auth/sessions'
import type { ProviderSessionRow } from '../../src/auth/store'

const USER = {
  id: '1500000000000000001',
  username: 'local_reader',
  name: 'Local Reader',
  avatarUrl: '',
}
const SCOPES = ['tweet.read', 'users.read', 'offline.access']
const MAX_AGE_MS = 90 * 86_400_000
const keys = await sessionKeys('test-session-secret-0123456789')

function rowFor(sessionId: string, accessToken: string, refreshToken: string | null) {
  const nowMs = Date.now()
  return buildSessionRow(
    keys,
    sessionId,
    USER,
    {
      accessToken,
      refreshToken,
      accessTokenExpiresAt: new Date(nowMs + 7_200_000),
      scopes: SCOPES,
    },
    nowMs,
    MAX_AGE_MS,
  )
}

/** A row as the worker stored it before tokens were bound: version 1, sealed without associated data. */
async function legacyRow(accessToken: string, refreshToken: string): Promise<ProviderSessionRow> {
  const row = await rowFor(randomToken(32), accessToken, refreshToken)
  const unbound = await encryptText(
    keys.encryptionKey,
    JSON.stringify({ accessToken, refreshToken }),
  )
  return { ...row, version: 1, sealedTokens: unbound }
}

describe('rotated tokens', () => {
  it('keeps the previous refresh token when a refresh answers without a new one, so the session can refresh again', async () => {
    const id = randomToken(32)
    const row = await rowFor(id, 'AT-1', 'RT-1')
    const refreshed = { accessTokenExpiresAt: new Date(Date.now() + 14_400_000), scopes: SCOPES }
    const without = await withRotatedTokens(
      keys,
      id,
      row,
      { ...refreshed, accessToken: 'AT-2', refreshToken: null },
      'RT-1',
    )
    expect(await openTokens(keys, id, without)).toEqual({
      accessToken: 'AT-2',
      refreshToken: 'RT-1',
    })
    const rotated = await withRotatedTokens(
      keys,
      id,
      row,
      { ...refreshed, accessToken: 'AT-3', refreshToken: 'RT-2' },
      'RT-1',
    )
    expect(await openTokens(keys, id, rotated)).toEqual({
      accessToken: 'AT-3',
      refreshToken: 'RT-2',
    })
  })
})

describe('sealed tokens are bound to their session', () => {
  it('open for the session they were sealed for, and for no other', async () => {
    const [first, second] = [randomToken(32), randomToken(32)]
    const firstRow = await rowFor(first, 'AT-first', 'RT-first')
    const secondRow = await rowFor(second, 'AT-second', 'RT-second')
    expect(firstRow.version).toBe(2)
    expect(await openTokens(keys, first, firstRow)).toEqual({
      accessToken: 'AT-first',
      refreshToken: 'RT-first',
    })
    // The first session's sealed value moved into the second's row.
    const moved = { ...secondRow, sealedTokens: firstRow.sealedTokens }
    expect(await openTokens(keys, second, moved)).toBeNull()
    expect(await withBoundTokens(keys, second, moved)).toBe(moved)
  })

  it('open a row stored before the binding once, and seal its tokens again bound to it', async () => {
    const legacy = await legacyRow('AT-old', 'RT-old')
    const id = randomToken(32)
    expect(await openTokens(keys, id, legacy)).toEqual({
      accessToken: 'AT-old',
      refreshToken: 'RT-old',
    })
    const bound = await withBoundTokens(keys, id, legacy)
    expect(bound?.version).toBe(2)
    expect(bound?.sealedTokens).not.toBe(legacy.sealedTokens)
    expect({ ...bound, sealedTokens: '' }).toEqual({ ...legacy, version: 2, sealedTokens: '' })
    expect(bound && (await openTokens(keys, id, bound))).toEqual({
      accessToken: 'AT-old',
      refreshToken: 'RT-old',
    })
    expect(bound && (await openTokens(keys, randomToken(32), bound))).toBeNull()
  })

  it('never open an unbound value in a row that says it is bound', async () => {
    const legacy = await legacyRow('AT-old', 'RT-old')
    const claimed = { ...legacy, version: 2 as const }
    expect(await openTokens(keys, randomToken(32), claimed)).toBeNull()
  })

  it('leave a row stored before the binding whose tokens cannot be opened as it is', async () => {
    const legacy = { ...(await legacyRow('AT', 'RT')), sealedTokens: 'not-sealed' }
    expect(await withBoundTokens(keys, randomToken(32), legacy)).toBeNull()
  })
})

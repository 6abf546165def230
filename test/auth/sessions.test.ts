import { describe, expect, it } from 'vitest'
import { sessionKeys } from '../../src/auth/crypto'
import { buildSessionRow, openTokens, withRotatedTokens } from '../../src/auth/sessions'

const USER = {
  id: '1500000000000000001',
  username: 'local_reader',
  name: 'Local Reader',
  avatarUrl: '',
}
const SCOPES = ['tweet.read', 'users.read', 'offline.access']

describe('rotated tokens', () => {
  it('keeps the previous refresh token when a refresh answers without a new one, so the session can refresh again', async () => {
    const keys = await sessionKeys('test-session-secret-0123456789')
    const nowMs = Date.now()
    const row = await buildSessionRow(
      keys,
      USER,
      {
        accessToken: 'AT-1',
        refreshToken: 'RT-1',
        accessTokenExpiresAt: new Date(nowMs + 7_200_000),
        scopes: SCOPES,
      },
      nowMs,
      90 * 86_400_000,
    )
    const refreshed = { accessTokenExpiresAt: new Date(nowMs + 14_400_000), scopes: SCOPES }
    const without = await withRotatedTokens(
      keys,
      row,
      { ...refreshed, accessToken: 'AT-2', refreshToken: null },
      'RT-1',
    )
    expect(await openTokens(keys, without)).toEqual({ accessToken: 'AT-2', refreshToken: 'RT-1' })
    const rotated = await withRotatedTokens(
      keys,
      row,
      { ...refreshed, accessToken: 'AT-3', refreshToken: 'RT-2' },
      'RT-1',
    )
    expect(await openTokens(keys, rotated)).toEqual({ accessToken: 'AT-3', refreshToken: 'RT-2' })
  })
})

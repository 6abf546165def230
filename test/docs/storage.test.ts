import { describe, expect, it } from 'vitest'
import storage from '../../docs/storage.md?raw'
import {
  INTEREST_PROFILE_PREFIX,
  OAUTH_STATE_PREFIX,
  PROVIDER_SESSION_PREFIX,
} from '../../src/auth/store'
import { INGEST_TURN_KEY } from '../../src/ingest/scheduled'
import { AI_BATCH_PREFIX } from '../../src/sources/ai/batches'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'

describe('docs/storage.md', () => {
  it('describes every KV prefix and key the worker writes', () => {
    for (const prefix of [
      OAUTH_STATE_PREFIX,
      PROVIDER_SESSION_PREFIX,
      INTEREST_PROFILE_PREFIX,
      AI_BATCH_PREFIX,
      LIVE_CACHE_PREFIX,
      INGEST_TURN_KEY,
    ]) {
      expect(storage, prefix).toContain(`| \`${prefix}`)
    }
  })
})

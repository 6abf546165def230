// Its own file, so the isolate is fresh: the first request to need the seed corpus is
// one that fails before the corpus has loaded.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ErrorShape, request } from '../helpers/http'

describe('a fresh isolate whose first seed load starts in a request that fails at once', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('still answers the next requests from the seed corpus, read from the build’s index', async () => {
    const warn = vi.spyOn(console, 'warn')
    const failed = await request<ErrorShape>('/api/search?source=live&q=rust')
    expect(failed.status).toBe(503)
    for (const path of ['/api/compare?q=rust', '/api/search', '/api/for-you?home=seed']) {
      const { status } = await request(path)
      expect(status, path).toBe(200)
    }
    // The index is of this worker's analysis: it was used, not analysed again.
    const unused = warn.mock.calls.filter(([line]) => String(line).includes('seed_index_unused'))
    expect(unused).toEqual([])
  })
})

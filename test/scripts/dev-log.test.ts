import { describe, expect, it } from 'vitest'
import { keepLine, lineFilter } from '../../scripts/dev-log'

/** What wrangler dev and the worker wrote for three requests (two to the API), as dev.log has it. */
const LOG = [
  '[wrangler:info] Ready on http://127.0.0.1:3847',
  '{"level":"info","requestId":"a1","method":"GET","route":"/api/health","status":200,"durationMs":2}',
  '[wrangler:info] GET /api/health 200 OK (955ms)',
  '[wrangler:info] GET /account 200 OK (33ms) `Sec-Fetch-Mode: navigate` header present - using `not_found_handling` behavior',
  '{"level":"info","requestId":"a2","method":"POST","route":"/api/auth/logout","status":200,"durationMs":5}',
  '\x1b[0m\x1b[1mPOST\x1b[22m /api/auth/logout \x1b[32m200\x1b[39m OK (7ms)\x1b[0m',
  '\x1b[2m[wrangler:info]\x1b[22m \x1b[1mPOST\x1b[22m /api/auth/logout \x1b[32m200\x1b[39m OK (7ms)',
  '[wrangler:info] GET /apis.txt 404 Not Found (2ms)',
]

describe("npm run dev's log", () => {
  it('has one line per request: the worker’s for the API, wrangler’s for the static assets', () => {
    expect(LOG.filter(keepLine)).toEqual([
      LOG[0],
      LOG[1],
      LOG[3],
      LOG[4],
      // Not wrangler's own format (no prefix): kept, whatever it says.
      LOG[5],
      LOG[7],
    ])
  })

  it('filters whole lines, however the output is cut into chunks', () => {
    const text = `${LOG.join('\n')}\nunfinished`
    const whole: string[] = []
    const all = lineFilter((line) => whole.push(line))
    all.write(text)
    all.end()
    for (const size of [1, 7, 64]) {
      const pieces: string[] = []
      const filter = lineFilter((line) => pieces.push(line))
      for (let at = 0; at < text.length; at += size) filter.write(text.slice(at, at + size))
      filter.end()
      expect(pieces.join(''), `chunks of ${size}`).toBe(whole.join(''))
    }
    expect(whole.join('')).toBe(`${LOG.filter(keepLine).join('\n')}\nunfinished`)
  })
})

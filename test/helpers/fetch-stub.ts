/**
 * A strict stand-in for outbound fetch: it answers only the URLs a test registers and
 * fails the test on any other, and records what was asked. The worker under test runs
 * in the same isolate as the tests, so it sees this stub too.
 */
import { vi } from 'vitest'

export type Upstream = (request: Request) => Response | Promise<Response>

export interface FetchStub {
  calls: Request[]
  route(url: string, answer: Upstream): void
}

export function stubFetch(): FetchStub {
  const routes = new Map<string, Upstream>()
  const calls: Request[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push(request)
    const answer = routes.get(request.url)
    if (!answer) throw new Error(`unexpected outbound request to ${request.url}`)
    return answer(request)
  })
  return { calls, route: (url, answer) => routes.set(url, answer) }
}

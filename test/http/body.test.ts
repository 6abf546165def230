import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, readTextWithin } from '../../src/http/body'
import { paddedJson } from '../helpers/big-body'

describe('readTextWithin', () => {
  it('reads a body up to the cap, multi-byte characters across chunks included', async () => {
    const body = paddedJson(200_000)
    const text = await readTextWithin(new Response(body.stream), 200_000)
    expect(JSON.parse(text).pad).toHaveLength(200_000 - 20)
    const euro = new TextEncoder().encode('€')
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(euro.slice(0, 1))
        controller.enqueue(euro.slice(1))
        controller.close()
      },
    })
    expect(await readTextWithin(new Response(split), 3)).toBe('€')
  })

  it('stops reading a stream as soon as it passes the cap', async () => {
    const body = paddedJson(10_000_000)
    await expect(readTextWithin(new Response(body.stream), 1_000_000)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    )
    expect(body.pulled()).toBeLessThan(1_200_000)
  })

  it('reads a body announced at exactly the cap', async () => {
    const response = new Response('€', { headers: { 'content-length': '3' } })
    expect(await readTextWithin(response, 3)).toBe('€')
  })

  it('refuses a body announced over the cap without reading it', async () => {
    const body = paddedJson(2_000_000)
    const response = new Response(body.stream, { headers: { 'content-length': '2000000' } })
    await expect(readTextWithin(response, 1_000_000)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(body.pulled()).toBeLessThan(1_000_000)
  })
})

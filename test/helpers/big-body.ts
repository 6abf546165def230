/** Large provider answers for size-limit tests, streamed so no test buffers them itself. */

const CHUNK_BYTES = 64 * 1024

export interface PaddedJson {
  /** A JSON object `{"data": [], "pad": "xxx…"}` of exactly `bytes` bytes, in 64 KiB chunks. */
  stream: ReadableStream<Uint8Array>
  /** How many bytes the reader has pulled so far. */
  pulled(): number
}

export function paddedJson(bytes: number): PaddedJson {
  const encoder = new TextEncoder()
  const head = encoder.encode('{"data":[],"pad":"')
  const tail = encoder.encode('"}')
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) {
        controller.close()
        return
      }
      const size = Math.min(CHUNK_BYTES, bytes - sent)
      const chunk = new Uint8Array(size).fill(0x78)
      for (let i = 0; i < size; i++) {
        const offset = sent + i
        if (offset < head.length) chunk[i] = head[offset] as number
        else if (offset >= bytes - tail.length)
          chunk[i] = tail[offset - (bytes - tail.length)] as number
      }
      sent += size
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => sent }
}

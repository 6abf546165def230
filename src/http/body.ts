/**
 * Reading a provider's answer without trusting its size: a body past the cap is refused
 * (announced or while streaming) instead of being buffered whole into the isolate's memory.
 */
import { ApiError } from './errors'
import { isAbort } from './fetch'

export const MIB = 1024 * 1024

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body larger than ${maxBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** The body as UTF-8 text, or a BodyTooLargeError as soon as it passes `maxBytes`. */
export async function readTextWithin(response: Response, maxBytes: number): Promise<string> {
  const announced = Number(response.headers.get('content-length'))
  if (announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new BodyTooLargeError(maxBytes)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const parts: string[] = []
  let seen = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    seen += value.byteLength
    if (seen > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(maxBytes)
    }
    parts.push(decoder.decode(value, { stream: true }))
  }
  parts.push(decoder.decode())
  return parts.join('')
}

/**
 * A provider's answer as text, for `provider` (`X`, `The AI provider`) to be named in the
 * API's `provider_error` (docs/api.md): too large, too slow (the request's time-out also covers the
 * body) or broken off.
 */
export async function readProviderText(
  response: Response,
  maxBytes: number,
  provider: string,
): Promise<string> {
  try {
    return await readTextWithin(response, maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new ApiError(
        'provider_error',
        `${provider} answered with more than ${maxBytes / MIB} MiB; the answer was refused.`,
      )
    }
    const why = isAbort(error) ? 'did not finish answering in time' : 'broke off its answer'
    throw new ApiError('provider_error', `${provider} ${why}.`)
  }
}

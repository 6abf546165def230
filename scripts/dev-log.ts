/**
 * One line per request in `npm run dev`'s log. wrangler dev logs every request it serves
 * (`[wrangler:info] GET /api/health 200 OK (3ms)`), and the worker logs its own JSON line for
 * every /api request (src/http/access-log.ts): one request, two lines. wrangler has no switch
 * for its own (its proxy's request log is always on), so scripts/dev.mjs passes wrangler's
 * output through `keepLine`: an /api request keeps the worker's line, which says more (request
 * id, route, source, cache); a request the static assets answer keeps wrangler's, its only one.
 */

// Colour and style codes (ESC [ … m), which wrangler writes when the terminal takes them.
const ANSI = new RegExp(`${String.fromCharCode(0x1b)}\\[[0-9;]*m`, 'g')
const WRANGLER_API_REQUEST = /^\[wrangler:info\] [A-Z]+ \/api(?:[/?\s]|$)/

/** Whether a line of wrangler dev's output stays in the log. */
export function keepLine(line: string): boolean {
  return !WRANGLER_API_REQUEST.test(line.replace(ANSI, ''))
}

/**
 * Splits a stream's chunks into lines, calling `emit` with each kept one (its newline
 * included); `end` hands on what is left of an unfinished last line.
 */
export function lineFilter(emit: (text: string) => void): {
  write: (chunk: string) => void
  end: () => void
} {
  let pending = ''
  return {
    write(chunk) {
      const lines = (pending + chunk).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (keepLine(line)) emit(`${line}\n`)
    },
    end() {
      if (pending && keepLine(pending)) emit(pending)
      pending = ''
    },
  }
}

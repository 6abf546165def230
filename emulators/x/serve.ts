/**
 * Starting and stopping an emulator's HTTP server, shared by the X and AI emulators:
 * listen, report the URL, and close promptly even while a "slow" failure is waiting.
 */
import type { Server } from 'node:http'

/** Waits that `wakeAll()` cuts short, so a slow switch never holds up a shutdown. */
export class Sleepers {
  private readonly waiting = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>()

  sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const sleeper = {
        timer: setTimeout(() => {
          this.waiting.delete(sleeper)
          resolve()
        }, ms),
        resolve,
      }
      this.waiting.add(sleeper)
    })
  }

  wakeAll(): void {
    for (const sleeper of this.waiting) {
      clearTimeout(sleeper.timer)
      sleeper.resolve()
    }
    this.waiting.clear()
  }
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

export interface Served {
  url: string
  close(): Promise<void>
}

/** The listening server's URL, and a close() that wakes sleepers, drops connections, then `afterClose`. */
export function served(
  server: Server,
  host: string,
  name: string,
  sleepers: Sleepers,
  afterClose: () => Promise<void> = async () => {},
): Served {
  const address = server.address()
  if (address === null || typeof address === 'string') {
    throw new Error(`${name}: the server did not report a TCP address`)
  }
  const shownHost = host.includes(':') ? `[${host}]` : host
  let closing: Promise<void> | undefined
  return {
    url: `http://${shownHost}:${address.port}`,
    close() {
      closing ??= (async () => {
        sleepers.wakeAll()
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
        await afterClose()
      })()
      return closing
    },
  }
}

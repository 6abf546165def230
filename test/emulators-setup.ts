import type { TestProject } from 'vitest/node'
import { startXEmulator } from '../emulators/x/server.ts'

/** Starts the provider emulators for the `configured` project and tells the workers where they are. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const x = await startXEmulator({ port: 0, seedPath: 'seed/posts.json' })
  project.provide('xEmulatorUrl', x.url)
  return async () => {
    await x.close()
  }
}

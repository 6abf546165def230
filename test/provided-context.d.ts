/** Values the global set-up provides to the tests (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    xEmulatorUrl: string
  }
}

export {}

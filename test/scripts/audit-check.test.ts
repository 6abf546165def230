import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json'
import { type AuditRun, auditVerdict } from '../../scripts/audit-check'
import { testPlan } from '../../scripts/test-plan'

const REGISTRY_FAILED =
  'npm warn audit 405 Method Not Allowed\nnpm error audit endpoint returned an error\n'

function run(report: unknown, overrides: Partial<AuditRun> = {}): AuditRun {
  return {
    stdout: JSON.stringify(report),
    stderr: '',
    exitCode: 0,
    timedOut: false,
    ...overrides,
  }
}

/** An `npm audit --json` report (format 2), as npm writes one, with one advisory of `severity`. */
function reportWith(severity: 'moderate' | 'high' | 'critical') {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 }
  counts[severity] = 1
  return {
    auditReportVersion: 2,
    vulnerabilities: {
      hono: {
        name: 'hono',
        severity,
        isDirect: true,
        via: [
          {
            source: 1100000,
            name: 'hono',
            dependency: 'hono',
            title: 'A made-up advisory',
            url: 'https://github.com/advisories/GHSA-xxxx-xxxx-xxxx',
            severity,
            range: '<4.99.0',
          },
        ],
        effects: ['@hono/zod-openapi'],
        range: '<4.99.0',
        nodes: ['node_modules/hono'],
        fixAvailable: true,
      },
      '@hono/zod-openapi': {
        name: '@hono/zod-openapi',
        severity,
        isDirect: true,
        via: ['hono'],
        effects: [],
        range: '*',
        nodes: ['node_modules/@hono/zod-openapi'],
        fixAvailable: true,
      },
    },
    metadata: {
      vulnerabilities: { ...counts, total: 2 },
      dependencies: { prod: 16, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 16 },
    },
  }
}

const clean = {
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 },
    dependencies: { prod: 16, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 16 },
  },
}

describe('the audit of the packages the worker ships', () => {
  it('passes a report without advisories, saying how many packages it audited', () => {
    const verdict = auditVerdict(run(clean))
    expect(verdict.outcome).toBe('passed')
    expect(verdict.lines.join('\n')).toContain('16 packages')
  })

  it('passes a moderate advisory: the bar is high', () => {
    expect(auditVerdict(run(reportWith('moderate'))).outcome).toBe('passed')
  })

  for (const severity of ['high', 'critical'] as const) {
    it(`fails a ${severity} advisory, naming the package, the advisory and what pulls it in`, () => {
      const verdict = auditVerdict(run(reportWith(severity), { exitCode: 1 }))
      expect(verdict.outcome).toBe('failed')
      const text = verdict.lines.join('\n')
      expect(text).toContain(`hono (${severity}): A made-up advisory`)
      expect(text).toContain('GHSA-xxxx-xxxx-xxxx')
      expect(text).toContain(`@hono/zod-openapi (${severity}): through hono`)
    })
  }

  it('only warns when the registry answers the audit with an error (what npm printed here)', () => {
    const answer = {
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    }
    const verdict = auditVerdict(run(answer, { stderr: REGISTRY_FAILED, exitCode: 1 }))
    expect(verdict.outcome).toBe('unavailable')
    expect(verdict.lines.join('\n')).toMatch(/warning.*405 Method Not Allowed.*NOT audited/)
  })

  it('only warns when the registry cannot be reached, or does not answer in time', () => {
    const refused = {
      message: 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed',
      error: { summary: '', detail: '' },
    }
    const unreachable = run(refused, { stderr: REGISTRY_FAILED, exitCode: 1 })
    expect(auditVerdict(unreachable).outcome).toBe('unavailable')
    const slow = { stdout: '', stderr: '', exitCode: null, timedOut: true }
    expect(auditVerdict(slow).outcome).toBe('unavailable')
  })

  it('fails when npm cannot audit for a reason of its own (no lockfile)', () => {
    const noLock = {
      error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' },
    }
    const verdict = auditVerdict(
      run(noLock, { stderr: 'npm error code ENOLOCK\nnpm error audit ...', exitCode: 1 }),
    )
    expect(verdict.outcome).toBe('failed')
    expect(verdict.lines.join('\n')).toContain('ENOLOCK')
  })
})

/** Every package a file of src/ (the worker bundle) imports: scoped names keep their scope. */
function packagesImportedBySource(): Set<string> {
  const sources = import.meta.glob<string>('../../src/**/*.ts', {
    eager: true,
    query: '?raw',
    import: 'default',
  })
  const names = new Set<string>()
  for (const text of Object.values(sources)) {
    for (const [, specifier = ''] of text.matchAll(/\bfrom '([^'.][^']*)'/g)) {
      if (/^(?:cloudflare|node):/.test(specifier)) continue
      const parts = specifier.split('/')
      names.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string))
    }
  }
  return names
}

describe("package.json's dependencies", () => {
  it('list every package the worker imports, so `npm audit --omit=dev` audits what ships', () => {
    const imported = [...packagesImportedBySource()].sort()
    expect(imported).toContain('hono')
    expect(Object.keys(packageJson.dependencies).sort()).toEqual(imported)
    for (const name of imported) {
      expect(Object.keys(packageJson.devDependencies), name).not.toContain(name)
    }
  })

  it('are audited by `npm test` (so by CI), before the tests run', () => {
    // scripts/test.mjs runs the plan's checks first and starts the tests only if all passed.
    expect(packageJson.scripts.test).toBe('node scripts/test.mjs')
    const plan = testPlan(packageJson.scripts)
    expect(plan.checks.map((step) => step.name)).toContain('npm run audit:runtime')
    expect(packageJson.scripts['audit:runtime']).toBe('node scripts/audit-runtime.mjs')
  })
})

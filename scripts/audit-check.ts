/**
 * What `npm run audit:runtime` (scripts/audit-runtime.mjs) makes of `npm audit --omit=dev
 * --audit-level=high --json`: the packages the worker ships are `dependencies`, so this audits
 * them and their own dependencies, and nothing only the tests or the tools use. A high or
 * critical advisory fails; a registry that cannot answer (npm's "audit endpoint returned an
 * error": no network, or a registry without the advisory endpoint) is a warning, since the
 * packages were not audited rather than found wanting. Anything else npm cannot do (no
 * lockfile, say) fails. Pure: no I/O.
 */

export interface AuditVerdict {
  outcome: 'passed' | 'failed' | 'unavailable'
  lines: string[]
}

interface Advisory {
  title?: string
  url?: string
}

interface Vulnerability {
  severity?: string
  via?: (Advisory | string)[]
}

interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>
  metadata?: {
    vulnerabilities?: Record<string, number>
    dependencies?: { prod?: number }
  }
}

const FAILING = new Set(['high', 'critical'])
/** What npm writes to stderr when the advisory request failed (npm's lib/utils/audit-error.js). */
const REGISTRY_FAILED = 'audit endpoint returned an error'

function parsed(stdout: string): unknown {
  try {
    return JSON.parse(stdout)
  } catch {
    return null
  }
}

function advisories(via: Vulnerability['via']): string {
  const direct = (via ?? []).filter((entry): entry is Advisory => typeof entry === 'object')
  if (direct.length === 0) return `through ${(via ?? []).join(', ')}`
  return direct
    .map((advisory) => `${advisory.title ?? 'advisory'} (${advisory.url ?? ''})`)
    .join('; ')
}

export interface AuditRun {
  stdout: string
  stderr: string
  exitCode: number | null
  /** npm was stopped after the runner's time limit, waiting on the registry. */
  timedOut: boolean
}

export function auditVerdict({ stdout, stderr, exitCode, timedOut }: AuditRun): AuditVerdict {
  const report = parsed(stdout) as AuditReport | null
  const counts = report?.metadata?.vulnerabilities
  if (counts) {
    const found = Object.entries(report?.vulnerabilities ?? {}).filter(([, entry]) =>
      FAILING.has(entry.severity ?? ''),
    )
    const audited = report?.metadata?.dependencies?.prod
    if (found.length === 0 && (counts.high ?? 0) + (counts.critical ?? 0) === 0) {
      return {
        outcome: 'passed',
        lines: [
          `npm audit: no high or critical advisory in the ${audited ?? 'runtime'} packages the worker ships`,
        ],
      }
    }
    return {
      outcome: 'failed',
      lines: [
        'npm audit: high or critical advisories in packages the worker ships (run `npm audit --omit=dev`):',
        ...found.map(
          ([name, entry]) => `  - ${name} (${entry.severity}): ${advisories(entry.via)}`,
        ),
      ],
    }
  }
  if (timedOut || stderr.includes(REGISTRY_FAILED)) {
    const message = timedOut
      ? 'it took too long'
      : (parsed(stdout) as { message?: unknown } | null)?.message
    return {
      outcome: 'unavailable',
      lines: [
        `npm audit: warning: the registry did not answer the audit (${typeof message === 'string' ? message : 'no answer'}); the runtime packages were NOT audited`,
      ],
    }
  }
  return {
    outcome: 'failed',
    lines: [`npm audit could not run (exit code ${exitCode}):`, stderr.trim() || stdout.trim()],
  }
}

// `npm run audit:runtime`, part of `npm test` (so of CI): audits the packages the worker ships
// (package.json's `dependencies`) for high and critical advisories. scripts/audit-check.ts says
// what fails and why a registry that cannot answer only warns.
import { spawnSync } from 'node:child_process'
import { auditVerdict } from './audit-check.ts'

const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm']
const [command = 'npm', ...prefix] = npm
const run = spawnSync(
  command,
  [...prefix, 'audit', '--omit=dev', '--audit-level=high', '--json', '--fetch-timeout=30000'],
  { encoding: 'utf8', timeout: 120_000 },
)
const verdict = auditVerdict({
  stdout: run.stdout ?? '',
  stderr: run.stderr ?? '',
  exitCode: run.status,
  timedOut: run.error?.code === 'ETIMEDOUT',
})
const print = verdict.outcome === 'passed' ? console.log : console.error
for (const line of verdict.lines) print(line)
process.exit(verdict.outcome === 'failed' ? 1 : 0)

// `npm test`: every check CI runs, in order, stopping at the first failure.
// The build (turbo, cached) beside lint, format and the other quick checks; then typecheck and the unit suites
// through turbo, the hardening suites alone after the others; then one all-in-one server for the Playwright suite in
// Debian's Chromium headless shell, with the outside checkers of the built site (scripts/checks/site-check.mjs) and
// Lighthouse's audits of nine pages beside it, and the log check.
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

const steps = [
  ['environment: chromium', 'tsx', ['scripts/setup/ensure-chromium.ts']],
  ['environment: postgresql binaries', 'node', ['scripts/setup/ensure-postgres.mjs']],
  // Independent checks, run side by side (a list of steps is one such group). The build comes first: the other checks
  // read sources only, and the suites below start at once on what it built.
  [
    ['build (turbo)', 'turbo', ['run', 'build', '--output-logs=errors-only', '--concurrency=2']],
    ['lint', 'eslint', ['--max-warnings=0', '.']],
    ['format (Prettier)', 'prettier', ['--check', '.']],
    ['changesets: a change to a publishable package carries one', 'node', ['scripts/release/changeset-check.mjs']],
    // Missing keys, placeholder mismatches and each language's typography, plurals, register and terms
    // (docs/translating.md); the full report a translator reads is `npm run i18n:status`.
    ['translations (i18n status)', 'tsx', ['tools/i18n-status/src/cli.ts', '--summary']],
    ['typecheck: e2e and root config', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
    [
      'unit tests: the bench (its budgets, reading wrk), the calendar and the rehearsal',
      'vitest',
      ['run', 'scripts/bench', 'scripts/calendar', 'scripts/rehearse', 'scripts/release/preview-link.test.ts'],
    ],
    ['deploy: Kubernetes manifests against the API schemas, compose file', 'node', ['scripts/checks/deploy-check.mjs']],
  ],
  // Two tasks at a time, as many as CI's cores: the account service's and the story tests run files side by side
  // themselves, and a third task starved their timed tests on a slow machine (deadlines and timeouts of seconds).
  [
    'typecheck and unit tests (turbo)',
    'turbo',
    ['run', 'typecheck', 'test', '--output-logs=errors-only', '--concurrency=2', '--filter=!@storefront/hardening'],
  ],
  // Then the hardening suites with the machine to themselves, one task at a time (`--only`: the apps they start were
  // built above). Launch day judges what honest shoppers get under attack: beside other suites, a starved machine
  // made their logins wait longer than a shopper waits.
  [
    'hardening suites (turbo)',
    'turbo',
    [
      'run',
      'typecheck',
      'test',
      '--output-logs=errors-only',
      '--concurrency=1',
      '--filter=@storefront/hardening',
      '--only',
    ],
  ],
  // One server for the browser-facing checks, every process's output captured: the Playwright suite (the
  // interaction latency test fails above a regression ceiling here, its 100 ms budget printed: e2e/inp.spec.ts),
  // the checkers the project did not write (Nu HTML checker, linkinator, pa11y: scripts/checks/site-check.mjs),
  // Lighthouse, then the logs of all of it: JSON lines, no code, token or password
  // (scripts/checks/log-secrets-check.mjs).
  // Lighthouse's accessibility, best practices and SEO must be 100 on nine pages, one run each: those audits read the
  // page, not the machine. The performance score and blocking time depend on the machine's load: they are budgets of
  // `pnpm bench` (docs/performance.md#lighthouse).
  [
    'end-to-end (Playwright, Chromium), site check (HTML validity, links, WCAG 2 AA), ' +
      'Lighthouse (accessibility, best practices, SEO) and logs (JSON, no secrets)',
    'tsx',
    ['scripts/checks/log-secrets-check.mjs', '--whole-suite', '--with-site-check', '--with-lighthouse'],
    { INP_LIMIT_MS: '150', LIGHTHOUSE_CATEGORIES: 'accessibility,best-practices,seo' },
  ],
]

const envOf = (env = {}) => ({ ...process.env, CI: process.env.CI ?? 'true', ...env })
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(0)
const report = (name, ok, started) => console.log(`[ci] ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)} s`)

/** Runs one step in this terminal; its exit status. */
function runStep([name, cmd, args, env]) {
  console.log(`\n[ci] ${name}`)
  const started = Date.now()
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: envOf(env) })
  report(name, status === 0, started)
  return status ?? 1
}

/** Runs a group's steps as many at a time as there are cores, each one's output printed whole when it ends. */
async function runGroup(group) {
  const started = Date.now()
  const queue = [...group]
  let failed = 0
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const [name, cmd, args, env] = step
      const stepStarted = Date.now()
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: envOf(env) })
      const output = []
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      const status = await new Promise((resolve) => {
        child.on('error', (error) => {
          output.push(Buffer.from(`${error}\n`))
          resolve(1)
        })
        child.on('close', (code) => resolve(code ?? 1))
      })
      console.log(`\n[ci] ${name}`)
      process.stdout.write(Buffer.concat(output))
      report(name, status === 0, stepStarted)
      if (status !== 0) failed = status
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), group.length) }, lane))
  console.log(`[ci] ${group.length} checks side by side: ${failed ? 'FAILED' : 'ok'} in ${seconds(started)} s`)
  return failed
}

for (const step of steps) {
  const status = Array.isArray(step[0]) ? await runGroup(step) : runStep(step)
  if (status !== 0) process.exit(status)
}

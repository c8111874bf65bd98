// `npm test`: every check CI runs, in order, stopping at the first failure.
// Unit suites, typecheck and lint run through turbo (cached); then the apps are built, one all-in-one server
// is started for the Playwright suite in Debian's Chromium, the outside checkers of the built site
// (scripts/checks/site-check.mjs), Lighthouse's audits of nine pages and the log check.
import { spawnSync } from 'node:child_process'

const steps = [
  ['environment: chromium', 'node', ['scripts/setup/ensure-chromium.mjs']],
  ['environment: postgresql binaries', 'node', ['scripts/setup/ensure-postgres.mjs']],
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
  [
    'typecheck, unit tests and build',
    'turbo',
    ['run', 'typecheck', 'test', 'build', '--output-logs=errors-only', '--concurrency=2'],
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

for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n[ci] ${name}`)
  const started = Date.now()
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
  })
  console.log(
    `[ci] ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

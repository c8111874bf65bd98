// `npm test`: every check CI runs, in order, stopping at the first failure.
// Unit suites, typecheck and lint run through turbo (cached); then the apps are built and
// the Playwright suite runs against the real servers in Debian's Chromium, outside checkers judge the
// built site (scripts/checks/site-check.mjs), and Lighthouse scores nine pages.
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
    'unit tests: the bench (its budgets, reading wrk) and the calendar',
    'vitest',
    ['run', 'scripts/bench', 'scripts/calendar', 'scripts/release/preview-link.test.ts'],
  ],
  ['deploy: Kubernetes manifests against the API schemas, compose file', 'node', ['scripts/checks/deploy-check.mjs']],
  [
    'typecheck, unit tests and build',
    'turbo',
    ['run', 'typecheck', 'test', 'build', '--output-logs=errors-only', '--concurrency=2'],
  ],
  // The interaction latency test fails above a regression ceiling here, its 100 ms budget printed (e2e/inp.spec.ts).
  ['end-to-end (Playwright, Chromium)', 'playwright', ['test'], { INP_LIMIT_MS: '150' }],
  // Checkers the project did not write, on the built site: Nu HTML checker, linkinator, pa11y (HTML_CodeSniffer).
  ['site check (HTML validity, links, WCAG 2 AA)', 'tsx', ['scripts/checks/site-check.mjs']],
  // The account journeys again with every server's output captured: all JSON, no code, token or password.
  ['logs: JSON lines, no secrets (account journeys)', 'tsx', ['scripts/checks/log-secrets-check.mjs']],
  // Accessibility, best practices and SEO must be 100; performance is held above a regression floor of 95
  // (the target of 98 is printed; docs/performance.md#lighthouse says why it is not the floor here). A page whose
  // median of three runs is under the floor is run three times more and judged on the median of all six.
  [
    'lighthouse (mobile preset, nine pages, median of three)',
    'tsx',
    ['scripts/bench/lighthouse.mjs'],
    { LIGHTHOUSE_PERF_FLOOR: '95', LIGHTHOUSE_RUNS: '3' },
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

import { defineConfig, devices } from '@playwright/test'
import { E2E_NOW } from '@storefront/test-kit'
import { TEST_CHROMIUM } from '@storefront/test-kit/chromium'

/**
 * End-to-end tests drive Debian's Chromium headless shell (never a downloaded browser) against the real
 * built servers on loopback: the all-in-one gateway, three storefront apps and the account
 * service on a throwaway data folder. The server clock is fixed so every run sees the same
 * prices, banners and campaign windows; specs that need another instant start their own server.
 */
const PORT = Number(process.env.E2E_PORT ?? 3480)
/** The built Storybook, served for the visual baselines (e2e/visual/storybook.spec.ts). */
export const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 3490)
export { E2E_NOW }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three browsers on two cores: a test spends part of its time waiting on a server, which another can use.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  // The HTML report (playwright-report/, `npx playwright show-report`) shows a visual difference as expected, actual
  // and diff side by side: what a designer opens (docs/design-review.md#visual-baselines).
  reporter: [['list'], ['html', { open: 'never' }]],
  snapshotPathTemplate: '{testDir}/visual/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Screenshots against the committed baselines (docs/design-review.md#visual-baselines): `npm run visual:accept`.
    // Listed first, as workers take tests in the projects' order: the storybook shots run in long groups (one region
    // and width each, e2e/visual/storybook.spec.ts), and started first they end while short tests fill the other
    // workers, not with workers idle behind the last group.
    { name: 'visual', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /visual\/.*\.spec\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/inp\.spec\.ts$/, /visual\//],
    },
    // Interaction latency is a measurement: it runs alone once the rest is done, not beside another worker.
    {
      name: 'latency',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /inp\.spec\.ts$/,
      dependencies: ['desktop'],
    },
  ],
  webServer: [
    {
      command: `node apps/storybook/scripts/static-server.mjs ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node_modules/.bin/tsx tools/local-gateway/src/all-in-one.ts',
      url: `http://localhost:${PORT}/health-all`,
      // E2E_SERVER=running: a server already started on PORT, as the log check starts one with its output captured.
      reuseExistingServer: !process.env.CI || process.env.E2E_SERVER === 'running',
      timeout: 240_000,
      env: {
        PORT: String(PORT),
        STOREFRONT_NOW: E2E_NOW,
        ACCOUNT_API_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/storefront-e2e-${Date.now()}`,
        ACCESS_TOKEN_TTL_SECONDS: '6',
        // Parallel workers share loopback: keep the per-IP limit out of the way of the journeys.
        RATE_LIMIT_PER_MINUTE: '1000',
        LOOKUPS_PER_HOUR: '10000',
        NODE_ENV: 'test',
      },
    },
  ],
})

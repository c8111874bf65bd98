import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Story tests: every story of packages/ui renders in Debian's Chromium (never a downloaded browser),
 * runs its play function, and fails on a console error or an axe violation.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  test: {
    name: 'storybook',
    setupFiles: ['./.storybook/vitest.setup.ts'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})

import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { Plugin } from 'vite'

const here = dirname(fileURLToPath(import.meta.url))
const configDir = join(here, '.storybook')

/**
 * The tests' browser, @storefront/test-kit's TEST_CHROMIUM: named here because Vitest loads its config with Node, which
 * does not run that package's TypeScript.
 */
const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  }),
  // Vitest names each instance after its project: one list per project.
  instances: [{ browser: 'chromium' as const }],
})

/**
 * The Storybook plugin runs the story files themselves and drops any `test.include` of ours
 * (https://storybook.js.org/docs/writing-tests/integrations/vitest-addon); ours runs after it.
 */
const testFiles = (include: string[]): Plugin => ({
  name: 'storefront:test-files',
  enforce: 'post',
  config(config) {
    config.test = { ...config.test, include }
  },
})

/**
 * A dependency cache of the project's own. Both projects load Storybook's plugin, which puts Vite's optimised
 * dependencies in one folder per Storybook config; two projects optimising at once on a cold cache overwrite each
 * other's files and a test file then fails to import ("Failed to fetch dynamically imported module").
 */
const ownCache = (project: string): Plugin => ({
  name: 'storefront:own-cache',
  enforce: 'post',
  config(config) {
    config.cacheDir = join(config.cacheDir ?? join(here, 'node_modules/.vite'), '..', `vitest-${project}`)
  },
})

declare module 'vitest' {
  /** STORY_RUNS, STORY_WIDTHS and STORY_MATRIX for src/every-region-and-width.ts, which runs in the browser. */
  export interface ProvidedContext {
    storyRuns: number
    storyWidths: string | undefined
    storyMatrix: 'full' | 'ends'
  }
}

const shared = () => ({
  setupFiles: ['./.storybook/vitest.setup.ts'],
  testTimeout: 30_000,
  browser: browser(),
  // A story test mostly waits (for the viewport, fonts, a real timer): four pages at once keep the CPU busy where
  // Vitest's default (one fewer than cores) runs one file at a time.
  maxWorkers: 4,
  // Story files share each page and its modules: every story test mounts its story and unmounts it after
  // (portable stories), with its region and viewport as its own globals (docs/architecture.md#toolchain).
  isolate: false,
})

/**
 * Story tests: every story of packages/ui renders in Debian's Chromium (never a downloaded browser), runs its play
 * function, and fails on a console error or an axe violation ("stories", in the toolbar's first region at 1440 px).
 * "regions" runs each play function again in every region and width and checks that every component has its docs
 * description and side-by-side story (src/*.test.ts): it loads the story files with Storybook's preview and plugins,
 * but makes no tests of them (no story has the tag it asks for).
 */
export default defineConfig({
  test: {
    projects: [
      { plugins: [storybookTest({ configDir }), ownCache('stories')], test: { name: 'stories', ...shared() } },
      {
        plugins: [
          storybookTest({ configDir, tags: { include: ['none: see src/*.test.ts'] } }),
          testFiles(['src/**/*.test.ts']),
          ownCache('regions'),
        ],
        test: {
          name: 'regions',
          ...shared(),
          provide: {
            storyRuns: Math.max(1, Number(process.env.STORY_RUNS) || 1),
            storyWidths: process.env.STORY_WIDTHS || undefined,
            storyMatrix: process.env.STORY_MATRIX === 'full' ? 'full' : 'ends',
          },
        },
      },
    ] satisfies TestProjectInlineConfiguration[],
  },
})

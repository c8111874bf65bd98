/**
 * The two Chromium builds the checks drive, both Debian's, never a downloaded browser (docs/architecture.md#toolchain).
 * `CHROMIUM_PATH` overrides either.
 *
 * Tests (Playwright, the story tests, pa11y) run in the headless shell, the build Playwright itself runs headless
 * tests in: the same Blink and V8, without the full browser's window and compositing work. Measurements
 * (`pnpm bench`, Lighthouse) keep the full browser, the one a shopper has.
 */
export const CHROMIUM_BUILDS = {
  test: { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
  full: { path: '/usr/bin/chromium', debianPackage: 'chromium' },
} as const

/** The browser tests drive. */
export const TEST_CHROMIUM: string = process.env.CHROMIUM_PATH ?? CHROMIUM_BUILDS.test.path

/** The browser measurements drive. */
export const FULL_CHROMIUM: string = process.env.CHROMIUM_PATH ?? CHROMIUM_BUILDS.full.path

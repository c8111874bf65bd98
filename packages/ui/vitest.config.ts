import { defineConfig } from 'vitest/config'

// Unit tests of the components in happy-dom; stories are tested in Chromium by apps/storybook.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Links are clicked in tests: happy-dom must never navigate or open windows (no network).
    environmentOptions: {
      happyDOM: {
        url: 'http://localhost/',
        settings: {
          navigation: {
            disableMainFrameNavigation: true,
            disableChildFrameNavigation: true,
            disableChildPageNavigation: true,
          },
        },
      },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Files share their modules and DOM within a worker (docs/architecture.md#toolchain).
    isolate: false,
  },
})

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Files share their modules within a worker (docs/architecture.md#toolchain).
    isolate: false,
  },
})

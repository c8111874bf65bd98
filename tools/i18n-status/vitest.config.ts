import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Files share their modules within a worker (docs/architecture.md#toolchain).
    isolate: false,
  },
})

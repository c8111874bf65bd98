import { defineConfig } from 'vitest/config'

// Unit tests of the shared storefront's server and libraries. Node by default; files that need a
// DOM opt in with `// @vitest-environment happy-dom`. Vike's pages/ are exercised end to end; only a page's own
// data modules (pages/*/*-data.ts) have unit tests here.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'pages/**/*.test.ts'],
    restoreMocks: true,
  },
})

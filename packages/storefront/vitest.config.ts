import { defineConfig } from 'vitest/config'

/**
 * Files that replace a module (`vi.mock`) need a module graph of their own: in the shared one, a module another file
 * imported first keeps its real dependency. Add such a file here; the others share their modules
 * (docs/architecture.md#toolchain).
 */
const OWN_MODULES = [
  'src/islands/page-island.test.tsx',
  'src/lib/shared/page-data.test.ts',
  'src/lib/browser/api/session.test.tsx',
]

// Unit tests of the shared storefront's server and libraries. Node by default; files that need a
// DOM opt in with `// @vitest-environment happy-dom`. Vike's pages/ are exercised end to end; only a page's own
// data modules (pages/*/*-data.ts) have unit tests here.
export default defineConfig({
  test: {
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: ['src/**/*.test.{ts,tsx}', 'pages/**/*.test.ts'],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
    ],
  },
})

import { defineConfig } from 'vitest/config'

/**
 * The loader's own test reads which bundles the package has imported so far, so it needs a module graph no other
 * file has loaded bundles into; the other files share theirs (docs/architecture.md#toolchain).
 */
const OWN_MODULES = ['src/loader.test.ts']

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'shared modules', include: ['src/**/*.test.ts'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
    ],
  },
})

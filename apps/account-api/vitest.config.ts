import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Most files spend their time waiting (on PostgreSQL, timers, mail, child processes), not computing: one more
    // file than cores keeps the CPU busy where Vitest's default (one fewer than cores) leaves it idle.
    maxWorkers: availableParallelism() + 1,
    // Files share their modules within a worker (docs/architecture.md#toolchain): loading the service, PGlite and
    // their dependencies afresh for every file cost more than most files' tests. No file replaces a module: what a
    // test must watch is given to the service (`createService`'s options).
    isolate: false,
    // Migrates a PGlite template once and checks that PostgreSQL answers (see the file).
    globalSetup: ['src/test/global-setup.ts'],
    // A timeout catches a hang: the proofs of work, PGlite databases and child processes of these tests run beside
    // turbo's other suites in CI and take several times longer there than alone, more on a slow machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})

import { defineConfig } from 'vitest/config'

// The suites start real servers (the built apps, the account service) as child processes on
// loopback; one file at a time so they do not fight over the CPU.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
})

import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest'

// A story that logs an error (React warnings, failed props, runtime errors) fails its test.
let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '))
  consoleError.mockRestore()
  expect(calls, 'console.error during the story').toEqual([])
})

/** Port contracts run against the real adapters that have landed so far. */
import { afterEach, beforeEach, vi } from 'vitest'
import { systemClock } from '#adapters/browser/clock.ts'
import { clockContract } from './suites.ts'

// The browser clock on fake timers: the same timer functions it calls in the browser, moved by the test.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 21) })
})
afterEach(() => {
  vi.useRealTimers()
})

clockContract(() => ({
  clock: systemClock,
  advance: async (ms) => {
    await vi.advanceTimersByTimeAsync(ms)
  },
}))

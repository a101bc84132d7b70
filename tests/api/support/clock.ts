/** A clock tests move by hand (`now` of the accounts), so limits and expiries need no waiting. */
export interface TestClock {
  readonly now: () => Date
  advance(seconds: number): void
  set(date: Date): void
}

export const createTestClock = (start: Date = new Date('2026-03-01T10:00:00.000Z')): TestClock => {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}

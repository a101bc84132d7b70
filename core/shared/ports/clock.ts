/** Time, injected so that flows and their tests control it. */
export type Cancel = () => void

export interface Clock {
  now(): Date
  /** Calls `callback` once after `ms`; the returned function cancels it. */
  setTimeout(callback: () => void, ms: number): Cancel
  /** Calls `callback` every `ms`; the returned function stops it. */
  setInterval(callback: () => void, ms: number): Cancel
}

import type { Clock } from '#core/shared/ports/clock.ts'

/** core's Clock port on the browser's (or Node's) own timers. */
export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (callback, ms) => {
    const id = globalThis.setTimeout(callback, ms)
    return () => globalThis.clearTimeout(id)
  },
  setInterval: (callback, ms) => {
    const id = globalThis.setInterval(callback, ms)
    return () => globalThis.clearInterval(id)
  },
}

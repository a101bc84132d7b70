/**
 * Countdowns' arithmetic, apart from the Kyiv-time formatting of `datetime.ts` (@date-fns/tz): a page
 * that only counts down (My tournaments) does not load the date formatting for it.
 */

/** A duration split for a countdown: whole days, hours, minutes and seconds (never negative). */
export const splitDuration = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

import { splitDuration } from '#core/shared/format/duration.ts'

interface CountdownTexts {
  countdownDays(values: { days: number; hours: number; minutes: number }): string
  countdownHours(values: { hours: number; minutes: number; seconds: number }): string
}

/** A time left as the page says it: days, hours and minutes, or, under a day, down to the second. */
export const countdownText = (texts: CountdownTexts, ms: number): string => {
  const { days, hours, minutes, seconds } = splitDuration(ms)
  return days > 0
    ? texts.countdownDays({ days, hours, minutes })
    : texts.countdownHours({ hours, minutes, seconds })
}

/*
 * Wall-clock arithmetic on a known UTC offset, with no time-zone data: the browser shows the viewer's
 * local time beside Kyiv's with these alone, so a page that shows times ships no zone library.
 */

const digits = (value: number, length: number): string => String(value).padStart(length, '0')

/** `UTC+2`, `UTC-5`, `UTC+5:30`, `UTC` for an offset east of Greenwich in minutes. */
export const utcOffsetLabel = (minutes: number): string => {
  if (minutes === 0) return 'UTC'
  const sign = minutes > 0 ? '+' : '-'
  const whole = Math.abs(minutes)
  const rest = whole % 60
  return `UTC${sign}${Math.floor(whole / 60)}${rest === 0 ? '' : `:${digits(rest, 2)}`}`
}

/** The wall clock at `instant` (ms) for a zone `offset` minutes east of UTC: `dd.mm.yyyy` and `HH:mm`. */
export const wallClock = (
  instant: number,
  offset: number,
): { readonly date: string; readonly time: string } => {
  const shifted = new Date(instant + offset * 60_000)
  return {
    date: `${digits(shifted.getUTCDate(), 2)}.${digits(shifted.getUTCMonth() + 1, 2)}.${digits(shifted.getUTCFullYear(), 4)}`,
    time: `${digits(shifted.getUTCHours(), 2)}:${digits(shifted.getUTCMinutes(), 2)}`,
  }
}

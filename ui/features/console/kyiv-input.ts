/**
 * The editor's date-times as `<input type="datetime-local">` holds them: Kyiv's wall clock
 * (`2026-03-29T05:00`), whatever the organiser's own zone, and back to an ISO 8601 instant with Kyiv's
 * offset at that moment (`2026-03-29T05:00:00+03:00`), which the API takes as it is. Pure.
 */
import { fromKyivWallClock, kyivOffsetMinutes } from '#core/shared/format/datetime.ts'

const MINUTE_MS = 60_000

const digits = (value: number): string => String(value).padStart(2, '0')

/** `+03:00` for 180 minutes east of UTC. */
const offsetText = (minutes: number): string => {
  const whole = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${digits(Math.floor(whole / 60))}:${digits(whole % 60)}`
}

/** The instant's Kyiv wall clock to the minute, as a `datetime-local` input's value; '' when unreadable. */
export const kyivInputOf = (instant: string): string => {
  const at = Date.parse(instant)
  if (Number.isNaN(at)) return ''
  // The UTC fields of the instant moved by Kyiv's offset are Kyiv's wall clock.
  return new Date(at + kyivOffsetMinutes(at) * MINUTE_MS).toISOString().slice(0, 16)
}

/**
 * A `datetime-local` value read as Kyiv's wall clock, as an ISO instant with Kyiv's offset; '' for an
 * empty or unreadable value (the API then reports the field). A time the spring change skips is moved
 * on by the zone's rules, as the clocks are.
 */
export const isoOfKyivInput = (value: string): string => {
  const at = fromKyivWallClock(value.trim()).getTime()
  if (Number.isNaN(at)) return ''
  const offset = kyivOffsetMinutes(at)
  const wallClock = new Date(at + offset * MINUTE_MS).toISOString().slice(0, 19)
  return `${wallClock}${offsetText(offset)}`
}

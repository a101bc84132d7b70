import { TZDate } from '@date-fns/tz'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { utcOffsetLabel } from './clock.ts'

/** Every date on the platform is shown in Kyiv time (spec §1), whatever the viewer's or server's zone. */
export const KYIV_TIME_ZONE = 'Europe/Kyiv'

type DateInput = Date | string | number

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value))

/**
 * The instant on Kyiv's wall clock. `@date-fns/tz` reads the zone's offset from the runtime's
 * `Intl` data on first use; date-fns-tz, used here before, ran an `Intl` format for another zone as
 * soon as the page's script loaded it, and brought date-fns' token formatter (9 KiB) for patterns
 * that are just these four numbers.
 */
const inKyiv = (value: DateInput): TZDate => new TZDate(toDate(value).getTime(), KYIV_TIME_ZONE)

const digits = (value: number, length: number): string => String(value).padStart(length, '0')

const dayOf = (kyiv: TZDate): string =>
  `${digits(kyiv.getDate(), 2)}.${digits(kyiv.getMonth() + 1, 2)}.${digits(kyiv.getFullYear(), 4)}`

const timeOf = (kyiv: TZDate): string => `${digits(kyiv.getHours(), 2)}:${digits(kyiv.getMinutes(), 2)}`

/** `dd.mm.yyyy` in Kyiv time. */
export const formatDate = (value: DateInput): string => dayOf(inKyiv(value))

/** `dd.mm.yyyy HH:mm` (24-hour clock) in Kyiv time. */
export const formatDateTime = (value: DateInput): string => {
  const kyiv = inKyiv(value)
  return `${dayOf(kyiv)} ${timeOf(kyiv)}`
}

/** Kyiv's offset east of UTC in minutes at that instant (120 in winter, 180 in summer), from the zone's rules. */
export const kyivOffsetMinutes = (value: DateInput): number => -inKyiv(value).getTimezoneOffset()

/**
 * A time as every page and mail shows it: `03.12.2026 18:00 (Kyiv, UTC+2)`. The zone's name comes
 * from the dictionaries; the offset is read for that instant, so both sides of a DST change are right.
 * Inside a sentence (`inTextFor`) the date is written as `formatDateInText` writes it for that language.
 */
export const formatKyivDateTime = (value: DateInput, zoneName: string, inTextFor?: Locale): string => {
  const kyiv = inKyiv(value)
  const date = inTextFor ? formatDateInText(value, inTextFor) : dayOf(kyiv)
  return `${date} ${timeOf(kyiv)} (${zoneName}, ${utcOffsetLabel(kyivOffsetMinutes(value))})`
}

/** A time for `<LocalTime>`: the instant, its Kyiv text and Kyiv's offset, all written on the server. */
export interface KyivMoment {
  readonly iso: string
  readonly text: string
  readonly offset: number
}

export const kyivMoment = (value: DateInput, zoneName: string): KyivMoment => ({
  iso: isoInstant(value),
  text: formatKyivDateTime(value, zoneName),
  offset: kyivOffsetMinutes(value),
})

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

/**
 * A date standing alone in running text. English readers take `03.12.2026` for 12 March, so English
 * names the month (`03 Dec 2026`); Ukrainian keeps `dd.mm.yyyy`, which its readers read one way only.
 * The month names are fixed here rather than taken from `Intl`, whose `en-GB` says `Sept` in some ICU
 * versions and not in others.
 */
export const formatDateInText = (value: DateInput, locale: Locale): string => {
  const kyiv = inKyiv(value)
  if (locale === 'uk') return dayOf(kyiv)
  return `${digits(kyiv.getDate(), 2)} ${ENGLISH_MONTHS[kyiv.getMonth()]} ${digits(kyiv.getFullYear(), 4)}`
}

/** The machine-readable value for `<time dateTime>`: an ISO instant, the same on server and browser. */
export const isoInstant = (value: DateInput): string => toDate(value).toISOString()

/** The calendar year in Kyiv at that instant. */
export const kyivYear = (value: DateInput): number => inKyiv(value).getFullYear()

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

/** A Kyiv wall-clock time (`2025-03-30T04:30:00`, seconds and milliseconds optional) as an instant. */
export const fromKyivWallClock = (value: string): Date => {
  const parts = value.length <= 30 ? WALL_CLOCK.exec(value) : null
  if (!parts) return new Date(Number.NaN)
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = parts
  const milliseconds = Number(fraction.padEnd(3, '0'))
  const kyiv = new TZDate(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
    milliseconds,
    KYIV_TIME_ZONE,
  )
  return new Date(kyiv.getTime())
}

import { formatInTimeZone } from 'date-fns-tz'

/** Every date on the platform is shown in Kyiv time (spec §1), whatever the viewer's or server's zone. */
export const KYIV_TIME_ZONE = 'Europe/Kyiv'

type DateInput = Date | string | number

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value))

/** `dd.mm.yyyy` in Kyiv time. */
export const formatDate = (value: DateInput): string =>
  formatInTimeZone(toDate(value), KYIV_TIME_ZONE, 'dd.MM.yyyy')

/** `dd.mm.yyyy HH:mm` (24-hour clock) in Kyiv time. */
export const formatDateTime = (value: DateInput): string =>
  formatInTimeZone(toDate(value), KYIV_TIME_ZONE, 'dd.MM.yyyy HH:mm')

/** `HH:mm` in Kyiv time. */
export const formatTime = (value: DateInput): string =>
  formatInTimeZone(toDate(value), KYIV_TIME_ZONE, 'HH:mm')

/** The machine-readable value for `<time dateTime>`: an ISO instant, the same on server and browser. */
export const isoInstant = (value: DateInput): string => toDate(value).toISOString()

/** The calendar year in Kyiv at that instant. */
export const kyivYear = (value: DateInput): number =>
  Number(formatInTimeZone(toDate(value), KYIV_TIME_ZONE, 'yyyy'))

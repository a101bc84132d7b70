/**
 * The inbox's promise (spec §5: inquiries are reviewed in 2-3 business days): how many Kyiv working
 * days (Monday to Friday, on Kyiv's calendar whatever the server's zone) have begun since a message
 * arrived, and whether it is overdue. Public holidays are not counted out: the promise is read as
 * Monday to Friday.
 */
import { formatDate } from '#core/shared/format/datetime.ts'

/** The promise's outer bound: a message is overdue once this many working days have begun after its day. */
export const INQUIRY_PROMISE_BUSINESS_DAYS = 3

const DAY_MS = 24 * 60 * 60 * 1000

/** The Kyiv calendar day of an instant as a day number (days since 1970-01-01), and its weekday. */
const kyivDay = (at: Date): { readonly day: number; readonly weekday: number } => {
  // `dd.mm.yyyy` on Kyiv's calendar, read back as that calendar day.
  const [date = 1, month = 1, year = 1970] = formatDate(at).split('.').map(Number)
  const midnight = Date.UTC(year, month - 1, date)
  return { day: Math.round(midnight / DAY_MS), weekday: new Date(midnight).getUTCDay() }
}

const isWorkingDay = (weekday: number): boolean => weekday >= 1 && weekday <= 5

/**
 * The Kyiv working days after the day of `arrivedAt` up to and including the day of `now`: 0 on the
 * day a message arrives (and over a weekend after a Friday's), 1 on the next working day, and so on.
 * 0 when `now` is before `arrivedAt`.
 */
export const businessDaysSince = (arrivedAt: Date, now: Date): number => {
  const from = kyivDay(arrivedAt)
  const to = kyivDay(now)
  const days = to.day - from.day
  if (days <= 0) return 0
  const weeks = Math.floor(days / 7)
  let count = weeks * 5
  // The days left over after whole weeks, walked one by one (at most six).
  for (let offset = 1; offset <= days - weeks * 7; offset += 1) {
    if (isWorkingDay((from.weekday + offset) % 7)) count += 1
  }
  return count
}

/** Overdue: more working days than the promise have begun since the message arrived, unanswered. */
export const isOverdue = (arrivedAt: Date, now: Date): boolean =>
  businessDaysSince(arrivedAt, now) > INQUIRY_PROMISE_BUSINESS_DAYS

/**
 * A tournament's calendar file (`/tournaments/{id}.ics`, and under `/en`): the registration window
 * and the games as two events in Europe/Kyiv time, made with ical-generator. Times are written as
 * Kyiv wall-clock times (`DTSTART;TZID=Europe/Kyiv:…`) with the zone's rules in the file, so a
 * calendar shows them right on either side of a daylight-saving change.
 */
import { TZDate } from '@date-fns/tz'
import { Hono } from 'hono'
import ical, { ICalEventStatus } from 'ical-generator'
import { KYIV_TIME_ZONE } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { publicCache } from '#server/platform/http/public-cache.ts'
import { apiMessage } from '#server/platform/i18n.ts'
import type { TournamentRepository } from './tournament.repository.ts'

/**
 * The Europe/Kyiv zone as iCalendar describes it: EET, and EEST from the last Sunday of March (03:00)
 * to the last Sunday of October (04:00), the rules in force since 1996.
 */
export const KYIV_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${KYIV_TIME_ZONE}`,
  `X-LIC-LOCATION:${KYIV_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\n')

/** The page of a tournament in a language: `/tournaments/{slug}` or `/en/tournaments/{slug}`. */
export const tournamentPagePath = (locale: Locale, slug: string): string =>
  `${locale === 'en' ? '/en' : ''}/tournaments/${slug}`

/** A text in the page's language, or the other one when it is not written. */
const inLanguage = (text: { readonly uk: string | null; readonly en: string | null }, locale: Locale) =>
  (locale === 'en' ? (text.en ?? text.uk) : (text.uk ?? text.en)) ?? undefined

/**
 * `updatedAt` is every event's DTSTAMP: the moment the tournament last changed, so the file (and its
 * ETag) stays the same until the tournament does.
 */
export const tournamentCalendar = (
  tournament: Tournament,
  updatedAt: Date,
  locale: Locale,
  origin: string,
): string => {
  const url = `${origin}${tournamentPagePath(locale, tournament.slug)}`
  const host = new URL(origin).host
  const status = tournament.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED
  const kyiv = (iso: string) => new TZDate(Date.parse(iso), KYIV_TIME_ZONE)
  const calendar = ical({
    prodId: { company: 'Vatra Esports', product: 'Tournaments', language: locale.toUpperCase() },
    name: tournament.name,
    url,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP as a zone's wall-clock time,
    // where RFC 5545 wants UTC. The events name their zone, and the generator describes it.
    timezone: { name: null, generator: (zone) => (zone === KYIV_TIME_ZONE ? KYIV_VTIMEZONE : null) },
  })
  const description = inLanguage(tournament.description, locale)
  calendar.createEvent({
    id: `${tournament.id}-registration@${host}`,
    stamp: updatedAt,
    start: kyiv(tournament.registration_start),
    end: kyiv(tournament.registration_end),
    timezone: KYIV_TIME_ZONE,
    summary: apiMessage(locale, 'calendarRegistration', { name: tournament.name }),
    url,
    status,
  })
  calendar.createEvent({
    id: `${tournament.id}-games@${host}`,
    stamp: updatedAt,
    start: kyiv(tournament.games_start),
    end: kyiv(tournament.games_end),
    timezone: KYIV_TIME_ZONE,
    summary: apiMessage(locale, 'calendarGames', { name: tournament.name }),
    ...(description === undefined ? {} : { description }),
    url,
    status,
  })
  return calendar.toString()
}

/** `GET /tournaments/{id}.ics` and `/en/tournaments/{id}.ics`; drafts and unknown keys are 404. */
export const createCalendarRoutes = (
  tournaments: TournamentsApi,
  repository: Pick<TournamentRepository, 'findUpdatedAt'>,
  origin: string,
): Hono => {
  const routes = new Hono()
  for (const locale of ['uk', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    routes.get(`${prefix}/tournaments/:file{[^/]+\\.ics}`, ...publicCache(), async (c) => {
      const key = (c.req.param('file') ?? '').slice(0, -'.ics'.length)
      const tournament = await tournaments.find(key)
      const updatedAt = tournament && (await repository.findUpdatedAt(tournament.id))
      if (!tournament || !updatedAt) return c.text(apiMessage(locale, 'notFound'), 404)
      c.header('Content-Type', 'text/calendar; charset=utf-8')
      c.header('Content-Disposition', `attachment; filename="${tournament.slug}.ics"`)
      return c.body(tournamentCalendar(tournament, updatedAt, locale, origin))
    })
  }
  return routes
}

/**
 * alerts.in.ua: the regions under an air-raid alert, from `GET /v1/alerts/active.json` with the token
 * in `Authorization: Bearer …` (never in the URL). Documented at https://devs.alerts.in.ua: answers
 * `{alerts: [{location_uid, location_type, alert_type, started_at, finished_at, location_oblast_uid, …}]}`,
 * `304` to an `If-Modified-Since` carrying the last `Last-Modified` when nothing changed, `429` past
 * its per-minute limit (8–10 requests a minute from one address; ours is one every 30 s), `401`/`403`
 * for a bad token or a blocked address.
 *
 * Why this endpoint and not the lighter `/v1/iot/active_air_raid_alerts_by_oblast.json` (one letter a
 * region): the pause shows how long the alert has lasted, and only this one says when it started.
 *
 * What counts (docs/alerts.md "What counts"): an `air_raid` alert whose location is a whole region
 * (`location_type` `oblast`, or `city` for Kyiv and Sevastopol, which are regions of their own). An
 * alert in a raion, hromada or other city does not make its oblast's alert: the public API itself
 * tells those apart (the IoT endpoint's `P`, "partial", against `A`), and a player elsewhere in the
 * oblast is not under it. Artillery, urban fights and the rest are not air raids.
 *
 * Any failure (no answer in time, an error status, an answer too large or not of that shape) throws:
 * the poller then keeps what it knew, never "all clear".
 */
import { Schema } from 'effect'
import { AlertsRateLimitedError, type AlertsSource, AlertsSourceError } from '#core/alerts/alerts.port.ts'
import type { OblastId } from '#core/alerts/oblasts.ts'
import { readBodyText } from '#server/platform/http/read-body.ts'

export const ACTIVE_ALERTS_PATH = '/v1/alerts/active.json'
/** A whole country's active alerts, hromadas included, are some hundred kilobytes at most. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024
export const REQUEST_TIMEOUT_MS = 10_000
/** The limit is per minute; a 429 without a usable `Retry-After` waits a minute. */
const DEFAULT_BACKOFF_MS = 60_000

/** alerts.in.ua's `location_uid` of each region (its public numbering, as its own clients use it). */
export const ALERTS_IN_UA_UIDS: Readonly<Record<OblastId, string>> = {
  khmelnytskyi: '3',
  vinnytsia: '4',
  rivne: '5',
  volyn: '8',
  dnipropetrovsk: '9',
  zhytomyr: '10',
  zakarpattia: '11',
  zaporizhzhia: '12',
  'ivano-frankivsk': '13',
  'kyiv-oblast': '14',
  kirovohrad: '15',
  luhansk: '16',
  mykolaiv: '17',
  odesa: '18',
  poltava: '19',
  sumy: '20',
  ternopil: '21',
  kharkiv: '22',
  kherson: '23',
  cherkasy: '24',
  chernihiv: '25',
  chernivtsi: '26',
  lviv: '27',
  donetsk: '28',
  crimea: '29',
  sevastopol: '30',
  'kyiv-city': '31',
}

const OBLAST_BY_UID: ReadonlyMap<string, OblastId> = new Map(
  Object.entries(ALERTS_IN_UA_UIDS).map(([id, uid]) => [uid, id as OblastId]),
)
/** The location types of a whole region: oblasts and Crimea, and the two cities of special status. */
const REGION_TYPES: ReadonlySet<string> = new Set(['oblast', 'city'])

/** Only the fields we read; the provider's others (titles, notes, raions) are ignored. */
const ActiveAlerts = Schema.Struct({
  alerts: Schema.Array(
    Schema.Struct({
      location_uid: Schema.Union([Schema.String, Schema.Number]),
      location_type: Schema.String,
      alert_type: Schema.String,
      started_at: Schema.String,
      finished_at: Schema.optional(Schema.NullOr(Schema.String)),
      location_oblast_uid: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
    }),
  ),
})
const decodeActiveAlerts = Schema.decodeUnknownSync(ActiveAlerts)

export interface AlertsInUaSettings {
  /** Secret: sent in a header only, never logged. */
  readonly token: string
  /** `https://api.alerts.in.ua` in production, without a trailing slash. */
  readonly apiUrl: string
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/** `Retry-After` in seconds or as an HTTP date; missing or absurd (over an hour), a minute. */
export const retryTimeOf = (response: Response, now: Date): Date => {
  const header = response.headers.get('Retry-After')?.trim() ?? ''
  const at = /^\d{1,6}$/.test(header)
    ? new Date(now.getTime() + Number(header) * 1000)
    : new Date(header === '' ? Number.NaN : Date.parse(header))
  const ahead = at.getTime() - now.getTime()
  return Number.isFinite(ahead) && ahead > 0 && ahead <= 60 * 60 * 1000
    ? at
    : new Date(now.getTime() + DEFAULT_BACKOFF_MS)
}

/** The regions under an air-raid alert in one decoded answer, each since its earliest start. */
export const airRaidRegionsOf = (answer: typeof ActiveAlerts.Type): Map<OblastId, Date> => {
  const active = new Map<OblastId, Date>()
  for (const alert of answer.alerts) {
    if (alert.alert_type !== 'air_raid' || !REGION_TYPES.has(alert.location_type)) continue
    if (alert.finished_at !== undefined && alert.finished_at !== null) continue
    const uid = String(alert.location_uid)
    const oblast = OBLAST_BY_UID.get(uid)
    if (oblast === undefined) continue
    // A region's own alert names itself as its oblast; anything else is a part of it.
    const oblastUid = alert.location_oblast_uid
    if (oblastUid !== undefined && oblastUid !== null && String(oblastUid) !== uid) continue
    const since = new Date(alert.started_at)
    if (Number.isNaN(since.getTime()))
      throw new AlertsSourceError('alerts.in.ua: a start time that is no time')
    const known = active.get(oblast)
    if (known === undefined || since < known) active.set(oblast, since)
  }
  return active
}

export const createAlertsInUaSource = (
  settings: AlertsInUaSettings,
  options: { readonly fetch?: Fetch; readonly now?: () => Date; readonly timeoutMs?: number } = {},
): AlertsSource => {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  /** The last full answer and its `Last-Modified`, for `If-Modified-Since` and a `304`. */
  let cached: { readonly lastModified: string; readonly active: ReadonlyMap<OblastId, Date> } | null = null

  const read = async (response: Response): Promise<ReadonlyMap<OblastId, Date>> => {
    const declared = Number(response.headers.get('Content-Length') ?? '0')
    if (declared > MAX_ANSWER_BYTES) {
      await response.body?.cancel()
      throw new AlertsSourceError('alerts.in.ua: answer too large')
    }
    const text = await readBodyText(response, MAX_ANSWER_BYTES)
    if (text === undefined) throw new AlertsSourceError('alerts.in.ua: answer too large')
    let answer: typeof ActiveAlerts.Type
    try {
      answer = decodeActiveAlerts(JSON.parse(text))
    } catch {
      throw new AlertsSourceError('alerts.in.ua: unexpected answer')
    }
    return airRaidRegionsOf(answer)
  }

  return {
    async activeOblasts() {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${settings.token}`,
      }
      if (cached) headers['If-Modified-Since'] = cached.lastModified
      let response: Response
      try {
        response = await fetchFn(`${settings.apiUrl}${ACTIVE_ALERTS_PATH}`, {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new AlertsSourceError(`alerts.in.ua: ${error instanceof Error ? error.message : 'no answer'}`)
      }
      if (response.status === 304 && cached) {
        await response.body?.cancel()
        return cached.active
      }
      if (response.status === 429) {
        await response.body?.cancel()
        throw new AlertsRateLimitedError(retryTimeOf(response, now()))
      }
      if (response.status !== 200) {
        await response.body?.cancel()
        throw new AlertsSourceError(`alerts.in.ua: HTTP ${response.status}`)
      }
      let active: ReadonlyMap<OblastId, Date>
      try {
        active = await read(response)
      } catch (error) {
        if (error instanceof AlertsSourceError) throw error
        // The body stopped coming (the timeout, a reset connection).
        throw new AlertsSourceError(`alerts.in.ua: ${error instanceof Error ? error.message : 'no answer'}`)
      }
      const lastModified = response.headers.get('Last-Modified')
      cached = lastModified ? { lastModified, active } : null
      return active
    },
  }
}

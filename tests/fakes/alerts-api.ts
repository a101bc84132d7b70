/**
 * A local imitation of the alerts.in.ua API (a third party, so the only stand-in), started by the
 * tests as an HTTP server on a random port. It answers `GET /v1/alerts/active.json` as documented at
 * https://devs.alerts.in.ua: the token as `Authorization: Bearer …` (or `?token=`), else `401`
 * `{message}`; `{alerts: [...]}` with every field of their Alert (`id`, `location_title`,
 * `location_type`, `started_at`, `finished_at`, `updated_at`, `alert_type`, `location_uid`,
 * `location_oblast`, `location_oblast_uid`, `location_raion`, `notes`, `calculated`) and a
 * `Last-Modified`; `304` with no body to an `If-Modified-Since` not older than the data; `429`
 * `{message}` when told to throttle. It can fail (500), hang (never answer), answer too much or
 * answer something else than JSON. Every request is recorded. It holds data, not rules: the tests
 * say which alerts are on.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const ALERTS_API_TOKEN = 'imitation-alerts-token-0123456789abcdef'

/** One alert as the API lists it; the tests give the parts that matter, the rest is filled in. */
export interface AlertRecord {
  readonly location_uid: string
  readonly location_title: string
  readonly location_type: 'oblast' | 'raion' | 'city' | 'hromada' | 'unknown'
  readonly alert_type: 'air_raid' | 'artillery_shelling' | 'urban_fights' | 'chemical' | 'nuclear'
  readonly started_at: string
  readonly location_oblast_uid: string
  readonly location_oblast: string
  readonly location_raion?: string
}

export interface RecordedAlertsCall {
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly status: number
}

export type AlertsApiFailure = 'error' | 'hang' | 'huge' | 'garbage' | 'wrong-shape'

export interface AlertsApi {
  /** `http://127.0.0.1:{port}` (ALERTS_API_URL). */
  readonly url: string
  readonly calls: RecordedAlertsCall[]
  /** Replaces the active alerts (a change: a new `Last-Modified`). */
  set(alerts: ReadonlyArray<AlertRecord>): void
  /** The next `times` requests are answered 429, with `Retry-After: retryAfter` when given. */
  throttle(times: number, retryAfter?: string): void
  /** Every request fails that way until `recover()`. */
  fail(how: AlertsApiFailure): void
  recover(): void
  reset(): void
  close(): Promise<void>
}

/** The Last-Modified of data version `n`: whole seconds, as HTTP dates are. */
const modifiedAt = (version: number): Date => new Date(Date.UTC(2026, 2, 1, 10, 0, 0) + version * 1000)

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  response.end(JSON.stringify(body))
}

export const startAlertsApi = async (): Promise<AlertsApi> => {
  const calls: RecordedAlertsCall[] = []
  let alerts: ReadonlyArray<AlertRecord> = []
  let version = 0
  let throttled = 0
  let retryAfter: string | undefined
  let failure: AlertsApiFailure | null = null

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://imitation')
    const record = (status: number) =>
      calls.push({ path: url.pathname, headers: { ...request.headers }, status })
    if (failure === 'hang') {
      record(0)
      return
    }
    if (request.method !== 'GET' || url.pathname !== '/v1/alerts/active.json') {
      record(404)
      return json(response, 404, { message: 'Not found' })
    }
    const bearer = request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1]
    if ((bearer ?? url.searchParams.get('token')) !== ALERTS_API_TOKEN) {
      record(401)
      return json(response, 401, { message: 'Unauthorized' })
    }
    if (throttled > 0) {
      throttled -= 1
      record(429)
      return json(
        response,
        429,
        { message: 'Too many requests' },
        retryAfter ? { 'Retry-After': retryAfter } : {},
      )
    }
    if (failure === 'error') {
      record(500)
      return json(response, 500, { message: 'API error. Please contact api@alerts.in.ua for details.' })
    }
    if (failure === 'garbage') {
      record(200)
      response.writeHead(200, { 'Content-Type': 'text/html' })
      return response.end('<html><body>502 Bad Gateway</body></html>')
    }
    if (failure === 'wrong-shape') {
      record(200)
      return json(response, 200, { alerts: [{ location_uid: '14' }] })
    }
    if (failure === 'huge') {
      record(200)
      response.writeHead(200, { 'Content-Type': 'application/json' })
      // 3 MiB of a valid list, streamed without a Content-Length.
      const item = JSON.stringify({ ...alerts[0], notes: 'x'.repeat(1000) })
      response.write('{"alerts":[')
      for (let i = 0; i < 3 * 1024; i++) response.write(`${i === 0 ? '' : ','}${item}`)
      return response.end(']}')
    }
    const lastModified = modifiedAt(version)
    const since = Date.parse(request.headers['if-modified-since'] ?? '')
    if (Number.isFinite(since) && since >= lastModified.getTime()) {
      record(304)
      response.writeHead(304, { 'Last-Modified': lastModified.toUTCString() })
      return response.end()
    }
    record(200)
    return json(
      response,
      200,
      {
        alerts: alerts.map((alert, index) => ({
          id: 1000 + index,
          location_title: alert.location_title,
          location_type: alert.location_type,
          started_at: alert.started_at,
          finished_at: null,
          updated_at: alert.started_at,
          alert_type: alert.alert_type,
          location_uid: alert.location_uid,
          location_oblast: alert.location_oblast,
          location_oblast_uid: alert.location_oblast_uid,
          location_raion: alert.location_raion ?? null,
          notes: null,
          calculated: null,
        })),
        meta: { last_updated_at: lastModified.toISOString(), type: 'full' },
        disclaimer: 'If you use this API, you must follow the rules of alerts.in.ua',
      },
      { 'Last-Modified': lastModified.toUTCString() },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    set: (next) => {
      alerts = next
      version += 1
    },
    throttle: (times, after) => {
      throttled = times
      retryAfter = after
    },
    fail: (how) => {
      failure = how
    },
    recover: () => {
      failure = null
    },
    reset: () => {
      calls.length = 0
      alerts = []
      version = 0
      throttled = 0
      retryAfter = undefined
      failure = null
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** An alert on a whole oblast (or Kyiv / Sevastopol as `city`), as the API lists one. */
export const regionAlert = (
  uid: string,
  title: string,
  startedAt: string,
  options: {
    readonly type?: AlertRecord['location_type']
    readonly alertType?: AlertRecord['alert_type']
  } = {},
): AlertRecord => ({
  location_uid: uid,
  location_title: title,
  location_type: options.type ?? 'oblast',
  alert_type: options.alertType ?? 'air_raid',
  started_at: startedAt,
  location_oblast_uid: uid,
  location_oblast: title,
})

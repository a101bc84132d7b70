/**
 * The alerts.in.ua adapter against a local imitation of its API (tests/fakes/alerts-api.ts): the
 * token header, what counts as a region's air raid, `If-Modified-Since`/`304`, and every failure
 * thrown (so the poller keeps what it knew) rather than answered as "no alerts". The clock is a test
 * clock; only the timeout test lets 50 ms of real time pass, the request being real.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AlertsRateLimitedError, AlertsSourceError } from '#core/alerts/alerts.port.ts'
import { OBLAST_IDS } from '#core/alerts/oblasts.ts'
import { ALERTS_IN_UA_UIDS, createAlertsInUaSource } from '#server/integrations/alerts/alerts-in-ua.ts'
import { ConfigError, loadConfig } from '#server/platform/config.ts'
import { ALERTS_API_TOKEN, type AlertsApi, regionAlert, startAlertsApi } from '../fakes/alerts-api.ts'
import { createTestClock } from './support/clock.ts'

let api: AlertsApi
beforeAll(async () => {
  api = await startAlertsApi()
})
afterAll(async () => {
  await api?.close()
})
beforeEach(() => {
  api.reset()
})

const sourceOn = (options: { token?: string; now?: () => Date; timeoutMs?: number } = {}) =>
  createAlertsInUaSource(
    { token: options.token ?? ALERTS_API_TOKEN, apiUrl: api.url },
    {
      ...(options.now ? { now: options.now } : {}),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    },
  )

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('the alerts.in.ua adapter', () => {
  it('sends the token as a Bearer header, never in the URL', async () => {
    await sourceOn().activeOblasts()
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0]?.path).toBe('/v1/alerts/active.json')
    expect(api.calls[0]?.headers.authorization).toBe(`Bearer ${ALERTS_API_TOKEN}`)
    expect(api.calls[0]?.status).toBe(200)
  })

  it('counts air raids on whole regions only, each since its start', async () => {
    api.set([
      regionAlert('14', 'Київська область', '2026-03-01T08:15:00.000Z'),
      regionAlert('31', 'м. Київ', '2026-03-01T08:16:30.000Z', { type: 'city' }),
      regionAlert('22', 'Харківська область', '2026-02-28T22:00:00.000Z'),
      // Artillery is not an air raid.
      regionAlert('23', 'Херсонська область', '2026-03-01T07:00:00.000Z', {
        alertType: 'artillery_shelling',
      }),
      // A raion's and a hromada's alerts are parts of Lviv oblast, not Lviv oblast's alert.
      {
        location_uid: '74',
        location_title: 'Львівський район',
        location_type: 'raion',
        alert_type: 'air_raid',
        started_at: '2026-03-01T09:00:00.000Z',
        location_oblast_uid: '27',
        location_oblast: 'Львівська область',
      },
      {
        location_uid: '1293',
        location_title: 'Городоцька територіальна громада',
        location_type: 'hromada',
        alert_type: 'air_raid',
        started_at: '2026-03-01T09:01:00.000Z',
        location_oblast_uid: '27',
        location_oblast: 'Львівська область',
        location_raion: 'Львівський район',
      },
    ])
    const active = await sourceOn().activeOblasts()
    expect(Object.fromEntries([...active].map(([id, since]) => [id, since.toISOString()]))).toEqual({
      'kyiv-oblast': '2026-03-01T08:15:00.000Z',
      'kyiv-city': '2026-03-01T08:16:30.000Z',
      kharkiv: '2026-02-28T22:00:00.000Z',
    })
  })

  it('keeps the earliest start when a region is listed twice', async () => {
    api.set([
      regionAlert('18', 'Одеська область', '2026-03-01T09:30:00.000Z'),
      regionAlert('18', 'Одеська область', '2026-03-01T09:10:00.000Z'),
    ])
    const active = await sourceOn().activeOblasts()
    expect(active.get('odesa')?.toISOString()).toBe('2026-03-01T09:10:00.000Z')
    expect(active.size).toBe(1)
  })

  it('asks again with If-Modified-Since and keeps its answer on a 304', async () => {
    api.set([regionAlert('20', 'Сумська область', '2026-03-01T09:00:00.000Z')])
    const source = sourceOn()
    await source.activeOblasts()
    const again = await source.activeOblasts()
    expect(api.calls.map((c) => c.status)).toEqual([200, 304])
    expect(api.calls[1]?.headers['if-modified-since']).toBe('Sun, 01 Mar 2026 10:00:01 GMT')
    expect([...again.keys()]).toEqual(['sumy'])
    // A change answers 200 with the new list.
    api.set([])
    expect((await source.activeOblasts()).size).toBe(0)
    expect(api.calls.map((c) => c.status)).toEqual([200, 304, 200])
  })

  it('throws on a refused token, an error, a non-JSON or misshapen answer, and one too large', async () => {
    const refused = await failureOf(sourceOn({ token: 'not-the-token' }).activeOblasts())
    expect(refused).toBeInstanceOf(AlertsSourceError)
    expect((refused as Error).message).toBe('alerts.in.ua: HTTP 401')
    api.set([regionAlert('14', 'Київська область', '2026-03-01T08:15:00.000Z')])
    for (const [how, message] of [
      ['error', 'alerts.in.ua: HTTP 500'],
      ['garbage', 'alerts.in.ua: unexpected answer'],
      ['wrong-shape', 'alerts.in.ua: unexpected answer'],
      ['huge', 'alerts.in.ua: answer too large'],
    ] as const) {
      api.fail(how)
      const failure = await failureOf(sourceOn().activeOblasts())
      expect(failure, how).toBeInstanceOf(AlertsSourceError)
      expect((failure as Error).message, how).toBe(message)
    }
  })

  it('gives up after its timeout when the API does not answer', async () => {
    api.fail('hang')
    const failure = await failureOf(sourceOn({ timeoutMs: 50 }).activeOblasts())
    expect(failure).toBeInstanceOf(AlertsSourceError)
  })

  it('answers a 429 with the time of its Retry-After, or a minute without one', async () => {
    const clock = createTestClock()
    api.throttle(1, '45')
    const limited = await failureOf(sourceOn({ now: clock.now }).activeOblasts())
    expect(limited).toBeInstanceOf(AlertsRateLimitedError)
    expect((limited as AlertsRateLimitedError).until.toISOString()).toBe('2026-03-01T10:00:45.000Z')
    api.throttle(1)
    const bare = await failureOf(sourceOn({ now: clock.now }).activeOblasts())
    expect((bare as AlertsRateLimitedError).until.toISOString()).toBe('2026-03-01T10:01:00.000Z')
  })

  it('knows the provider number of every region, each a different one', () => {
    expect(Object.keys(ALERTS_IN_UA_UIDS).sort()).toEqual([...OBLAST_IDS].sort())
    expect(new Set(Object.values(ALERTS_IN_UA_UIDS)).size).toBe(27)
  })
})

describe('the alerts settings', () => {
  it('are off without a token, and default to the real API every 30 seconds with one', () => {
    expect(loadConfig({}).alerts).toBeUndefined()
    expect(loadConfig({ ALERTS_API_TOKEN: ALERTS_API_TOKEN }).alerts).toEqual({
      token: ALERTS_API_TOKEN,
      apiUrl: 'https://api.alerts.in.ua',
      pollSeconds: 30,
    })
    expect(
      loadConfig({
        ALERTS_API_TOKEN: ALERTS_API_TOKEN,
        ALERTS_API_URL: 'http://127.0.0.1:9/',
        ALERTS_POLL_SECONDS: '10',
      }).alerts,
    ).toEqual({ token: ALERTS_API_TOKEN, apiUrl: 'http://127.0.0.1:9', pollSeconds: 10 })
  })

  it('refuse a poll more often than the provider allows, and a bad token without quoting it', () => {
    expect(() => loadConfig({ ALERTS_API_TOKEN: ALERTS_API_TOKEN, ALERTS_POLL_SECONDS: '9' })).toThrow(
      ConfigError,
    )
    const bad = (() => {
      try {
        loadConfig({ ALERTS_API_TOKEN: 'secret value' })
      } catch (error) {
        return error
      }
    })()
    expect(bad).toBeInstanceOf(ConfigError)
    expect((bad as Error).message).not.toContain('secret value')
  })
})

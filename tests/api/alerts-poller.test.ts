/**
 * The air-raid alerts poller on PGlite and PostgreSQL, against the local imitation of alerts.in.ua
 * (tests/fakes/alerts-api.ts) through the real adapter: each start and end recorded once and told to
 * the listeners once, inside the recording transaction; one process polls per interval; two answers in
 * flight at once still record a change once; a failed poll changes nothing. Test clock throughout.
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AlertsSource } from '#core/alerts/alerts.port.ts'
import type { OblastId } from '#core/alerts/oblasts.ts'
import { type AlertChange, activeSince, createAlertsPoller } from '#server/alerts/poller.ts'
import { createAlertsInUaSource } from '#server/integrations/alerts/alerts-in-ua.ts'
import { type AppDatabase, openDatabase } from '#server/platform/db/client.ts'
import { alertPolls, oblastAlerts } from '#server/platform/db/schema.ts'
import { ALERTS_API_TOKEN, type AlertsApi, regionAlert, startAlertsApi } from '../fakes/alerts-api.ts'
import { createTestClock, type TestClock } from './support/clock.ts'
import { backends, type TestDatabase } from './support/database.ts'

const EVERY_SECONDS = 30
const silent = pino({ level: 'silent' })

let api: AlertsApi
beforeAll(async () => {
  api = await startAlertsApi()
})
afterAll(async () => {
  await api?.close()
})

const KYIV_OBLAST = regionAlert('14', 'Київська область', '2026-03-01T09:40:00.000Z')
const LVIV = regionAlert('27', 'Львівська область', '2026-03-01T09:55:00.000Z')

/** What a listener saw, without the transaction. */
type Seen = { started: ReadonlyArray<OblastId>; ended: ReadonlyArray<OblastId>; at: string }

describe.each(backends)('the air-raid alerts poller on $name', (backend) => {
  let database: TestDatabase
  let db: AppDatabase
  let clock: TestClock
  let seen: Seen[]

  const listener = {
    onChange: async (change: AlertChange) => {
      seen.push({ started: change.started, ended: change.ended, at: change.at.toISOString() })
    },
  }

  const pollerOn = (
    on: AppDatabase,
    options: { holder?: string; source?: AlertsSource; listeners?: ReadonlyArray<typeof listener> } = {},
  ) =>
    createAlertsPoller({
      db: on,
      source:
        options.source ??
        createAlertsInUaSource({ token: ALERTS_API_TOKEN, apiUrl: api.url }, { now: clock.now }),
      everyMs: EVERY_SECONDS * 1000,
      now: clock.now,
      logger: silent,
      listeners: options.listeners ?? [listener],
      holder: options.holder ?? 'test',
    })

  const stored = async () =>
    Object.fromEntries(
      [...(await activeSince(db, ['kyiv-oblast', 'lviv', 'odesa', 'kharkiv']))].map(([id, since]) => [
        id,
        since.toISOString(),
      ]),
    )

  beforeAll(async () => {
    database = await backend.open()
    db = database.database.db
  })
  afterAll(async () => {
    await database?.dispose()
  })
  beforeEach(async () => {
    api.reset()
    await db.delete(alertPolls)
    await db.delete(oblastAlerts)
    clock = createTestClock()
    seen = []
  })

  it('records a start once and tells the listeners once, then its end once', async () => {
    api.set([KYIV_OBLAST, LVIV])
    const poller = pollerOn(db)
    expect(await poller.tick()).toEqual({ outcome: 'polled', started: ['kyiv-oblast', 'lviv'], ended: [] })
    expect(await stored()).toEqual({
      'kyiv-oblast': '2026-03-01T09:40:00.000Z',
      lviv: '2026-03-01T09:55:00.000Z',
    })
    expect(seen).toEqual([{ started: ['kyiv-oblast', 'lviv'], ended: [], at: '2026-03-01T10:00:00.000Z' }])

    // Nothing changed (a 304): nothing recorded, nobody told.
    clock.advance(EVERY_SECONDS)
    expect(await poller.tick()).toEqual({ outcome: 'polled', started: [], ended: [] })
    expect(seen).toHaveLength(1)

    // Lviv's alert is over.
    api.set([KYIV_OBLAST])
    clock.advance(EVERY_SECONDS)
    expect(await poller.tick()).toEqual({ outcome: 'polled', started: [], ended: ['lviv'] })
    expect(await stored()).toEqual({ 'kyiv-oblast': '2026-03-01T09:40:00.000Z' })
    expect(seen).toEqual([
      { started: ['kyiv-oblast', 'lviv'], ended: [], at: '2026-03-01T10:00:00.000Z' },
      { started: [], ended: ['lviv'], at: '2026-03-01T10:01:00.000Z' },
    ])
  })

  it('polls once per interval: a tick before the next due time asks nothing', async () => {
    const poller = pollerOn(db)
    await poller.tick()
    clock.advance(EVERY_SECONDS - 1)
    expect(await poller.tick()).toEqual({ outcome: 'not-due' })
    expect(api.calls).toHaveLength(1)
    clock.advance(1)
    expect((await poller.tick()).outcome).toBe('polled')
    expect(api.calls).toHaveLength(2)
  })

  it('changes nothing when the API fails, refuses the token or answers nonsense', async () => {
    api.set([KYIV_OBLAST])
    await pollerOn(db).tick()
    seen = []
    api.set([])
    for (const how of ['error', 'garbage', 'hang'] as const) {
      api.fail(how)
      clock.advance(EVERY_SECONDS)
      const poller =
        how === 'hang'
          ? pollerOn(db, {
              source: createAlertsInUaSource({ token: ALERTS_API_TOKEN, apiUrl: api.url }, { timeoutMs: 50 }),
            })
          : pollerOn(db)
      expect(await poller.tick(), how).toEqual({ outcome: 'failed' })
      expect(await stored(), how).toEqual({ 'kyiv-oblast': '2026-03-01T09:40:00.000Z' })
    }
    api.recover()
    clock.advance(EVERY_SECONDS)
    const refused = pollerOn(db, {
      source: createAlertsInUaSource({ token: 'a-revoked-token', apiUrl: api.url }),
    })
    expect(await refused.tick()).toEqual({ outcome: 'failed' })
    expect(await stored()).toEqual({ 'kyiv-oblast': '2026-03-01T09:40:00.000Z' })
    expect(seen).toEqual([])
  })

  it('waits out a 429 until its Retry-After, in every process', async () => {
    api.throttle(1, '120')
    expect(await pollerOn(db).tick()).toEqual({
      outcome: 'rate-limited',
      until: new Date('2026-03-01T10:02:00.000Z'),
    })
    clock.advance(EVERY_SECONDS)
    expect(await pollerOn(db, { holder: 'another' }).tick()).toEqual({ outcome: 'not-due' })
    clock.advance(120 - EVERY_SECONDS)
    expect((await pollerOn(db, { holder: 'another' }).tick()).outcome).toBe('polled')
  })

  it('runs the listeners inside the recording transaction: one that throws undoes the change', async () => {
    api.set([LVIV])
    let fail = true
    const inside: Array<Record<string, unknown>> = []
    const strict = {
      onChange: async (change: AlertChange) => {
        const rows = await change.tx.execute(sql`select oblast_id from oblast_alerts`)
        inside.push(...(rows as unknown as { rows: Array<Record<string, unknown>> }).rows)
        if (fail) throw new Error('a match could not be paused')
      },
    }
    expect(await pollerOn(db, { listeners: [strict] }).tick()).toEqual({ outcome: 'failed' })
    expect(inside).toEqual([{ oblast_id: 'lviv' }])
    expect(await stored()).toEqual({})
    fail = false
    clock.advance(EVERY_SECONDS)
    // The provider's list has not changed (a 304 to this poller's own cache would be the same): found again.
    expect(await pollerOn(db, { listeners: [strict, listener] }).tick()).toEqual({
      outcome: 'polled',
      started: ['lviv'],
      ended: [],
    })
    expect(await stored()).toEqual({ lviv: '2026-03-01T09:55:00.000Z' })
    expect(seen).toEqual([{ started: ['lviv'], ended: [], at: '2026-03-01T10:00:30.000Z' }])
  })

  describe('two server processes', () => {
    let other: { db: AppDatabase; close(): Promise<void> }
    beforeAll(async () => {
      // PostgreSQL: a second pool on the same database, as a second process has; PGlite serves one.
      if (database.url) {
        const second = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.url })
        other = { db: second.db, close: () => second.close() }
      } else other = { db, close: async () => {} }
    })
    afterAll(async () => {
      await other?.close()
    })

    it('poll at the same instant: one asks the API and records, the other does nothing', async () => {
      api.set([LVIV])
      const outcomes = await Promise.all([
        pollerOn(db, { holder: 'one' }).tick(),
        pollerOn(other.db, { holder: 'two' }).tick(),
      ])
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['not-due', 'polled'])
      expect(api.calls).toHaveLength(1)
      expect(seen).toEqual([{ started: ['lviv'], ended: [], at: '2026-03-01T10:00:00.000Z' }])
    })

    it('holding answers at once (a poll outlasting its interval), record the change once', async () => {
      // Each poller's source answers only when told: both have claimed their poll before either records.
      const gates: Array<() => void> = []
      const gated: AlertsSource = {
        activeOblasts: () =>
          new Promise((resolve) => {
            gates.push(() => resolve(new Map([['kharkiv', new Date('2026-03-01T09:58:00.000Z')]])))
          }),
      }
      const first = pollerOn(db, { holder: 'one', source: gated }).tick()
      while (gates.length < 1) await new Promise((r) => setImmediate(r))
      clock.advance(EVERY_SECONDS)
      const second = pollerOn(other.db, { holder: 'two', source: gated }).tick()
      while (gates.length < 2) await new Promise((r) => setImmediate(r))
      for (const open of gates) open()
      const outcomes = await Promise.all([first, second])
      expect(outcomes.map((o) => (o.outcome === 'polled' ? o.started : o.outcome)).sort()).toEqual([
        [],
        ['kharkiv'],
      ])
      expect(seen).toHaveLength(1)
      expect(await stored()).toEqual({ kharkiv: '2026-03-01T09:58:00.000Z' })
    })
  })
})

/**
 * Live updates (ADR 0078) on PGlite and PostgreSQL: the event stream of `GET /api/v1/live` hears of a
 * report made through the results desk; a rolled-back change says nothing; on PostgreSQL a change
 * committed by one server process reaches a stream of another, and the listener comes back by itself
 * after its connection is killed; the caps answer 503 with Retry-After; a closed stream frees its slot
 * and its subscriptions. Time is driven by the notifications themselves (each wait ends when the
 * awaited event arrives), never by sleeping.
 */
import { request as httpRequest } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { tournamentTopic } from '#core/shared/live/topics.ts'
import { openDatabase } from '#server/platform/db/client.ts'
import { tournaments } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { createLiveBus, publish } from '#server/platform/live/bus.ts'
import { createLiveRoutes, FULL_RETRY_AFTER_SECONDS } from '#server/platform/live/routes.ts'
import { type AccountsHarness, createAccountsHarness, freshIp } from './support/accounts.ts'
import { createTestApp, listenOnSocket } from './support/app.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createTournament, matchAt } from './support/stages.ts'
import { player } from './support/teams.ts'

/** One server process's live part: its bus over `database`, its routes, an app serving them. */
const liveProcess = async (
  database: TestDatabase['database'],
  options: { maxStreams?: number; maxStreamsPerClient?: number } = {},
) => {
  // The coalescing windows end when the test says so (`closeWindows`), never by the wall clock.
  const windows: Array<() => void> = []
  const timers = {
    setTimeout: (callback: () => void) => {
      windows.push(callback)
      return () => {
        const at = windows.indexOf(callback)
        if (at >= 0) windows.splice(at, 1)
      }
    },
  }
  const closeWindows = () => {
    for (let callback = windows.shift(); callback; callback = windows.shift()) callback()
  }
  const bus = await createLiveBus(database, { retryMs: 10, maxRetryMs: 50, timers })
  const beats: Array<() => void> = []
  const live = createLiveRoutes({
    bus,
    trustProxy: true,
    maxStreams: options.maxStreams ?? 100,
    maxStreamsPerClient: options.maxStreamsPerClient ?? 100,
    every: (callback) => {
      beats.push(callback)
      return () => beats.splice(beats.indexOf(callback), 1)
    },
  })
  const app = createTestApp({ api: live.routes })
  return {
    bus,
    live,
    app,
    closeWindows,
    beat: () => {
      for (const beat of [...beats]) beat()
    },
  }
}

/** An open event stream read block by block (`event: …\ndata: …`, a comment, the retry hint). */
const openStream = async (
  app: ReturnType<typeof createTestApp>,
  topics: ReadonlyArray<string>,
  ip = freshIp(),
) => {
  const response = await app.request(`/api/v1/live?topics=${topics.join(',')}`, {
    headers: { 'X-Forwarded-For': ip, 'Accept-Encoding': 'gzip, br' },
  })
  expect(response.status).toBe(200)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  /** The next block of the stream (waits for it). */
  const next = async (): Promise<string> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        return block
      }
      const { value, done } = await reader.read()
      if (done) throw new Error('the stream ended')
      buffer += decoder.decode(value, { stream: true })
    }
  }
  /** The topic of the next `change` event (skipping comments). */
  const nextChange = async (): Promise<string> => {
    for (;;) {
      const block = await next()
      if (block.startsWith('event: change\n')) return block.slice('event: change\ndata: '.length)
    }
  }
  expect(await next()).toBe('retry: 5000\n: open')
  return { response, next, nextChange, close: () => reader.cancel() }
}

type Stream = Awaited<ReturnType<typeof openStream>>

/**
 * Commits a notification of `topic` and reads the stream up to it, then ends the coalescing windows and
 * does it once more: every change committed before is read, and no topic is inside its window.
 */
const fence = async (
  db: AccountsHarness['db'],
  process: { closeWindows(): void },
  stream: Stream,
  topic: string,
) => {
  for (const _round of [1, 2]) {
    process.closeWindows()
    await inTransaction(db, (tx) => publish(tx, topic))
    while ((await stream.nextChange()) !== topic) {
      // Changes committed before the fence.
    }
  }
  process.closeWindows()
}

describe.each(backends)('live updates on $name', (backend) => {
  let database: TestDatabase
  let h: AccountsHarness
  let one: Awaited<ReturnType<typeof liveProcess>>

  beforeAll(async () => {
    database = await backend.open()
    h = createAccountsHarness(database)
    one = await liveProcess(database.database)
  })
  afterAll(async () => {
    await one.bus.close()
    await h.jobs.stop()
    await database.dispose()
  })

  /** A running single elimination of 4 teams without check-in; `report` reports a first-round match. */
  const runningBracket = async () => {
    const organiser = await player(h, { role: 'organiser' })
    const fixture = await createTournament(h.db, 4, [{ kind: 'single_elimination', bestOf: 3 }])
    await h.db
      .update(tournaments)
      .set({ checkInOpensMinutes: null })
      .where(eq(tournaments.id, fixture.tournamentId))
    const [stageId = ''] = fixture.stageIds
    const as = { bearer: organiser.bearer }
    expect((await h.post(`/console/stages/${stageId}/draw`, { team_ids: fixture.teamIds }, as)).status).toBe(
      200,
    )
    expect((await h.post(`/console/stages/${stageId}/start`, {}, as)).status).toBe(200)
    const report = async (number: number, scores: [number, number], round = 1) => {
      const match = await matchAt(h.db, stageId, 1, round, number)
      return h.post(`/console/matches/${match.id}/report`, { kind: 'score', scores }, as)
    }
    return { topic: tournamentTopic(fixture.tournamentId), report }
  }

  it('sends the tournament topic when a report is made through the desk, with the stream headers', async () => {
    const bracket = await runningBracket()
    const stream = await openStream(one.app, [bracket.topic, 'fence:report', 'fence:burst'])
    expect(stream.response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers.get('Cache-Control')).toBe('no-store, no-transform')
    expect(stream.response.headers.get('X-Accel-Buffering')).toBe('no')
    // Not compressed (a compressed stream is buffered), though the client accepts it.
    expect(stream.response.headers.get('Content-Encoding')).toBeNull()
    await fence(h.db, one, stream, 'fence:report')
    // A refused report (the final's teams are not known yet) is rolled back: the fence comes first.
    expect((await bracket.report(1, [2, 1], 2)).status).toBe(409)
    await inTransaction(h.db, (tx) => publish(tx, 'fence:report'))
    expect(await stream.nextChange()).toBe('fence:report')
    expect((await bracket.report(1, [2, 0])).status).toBe(200)
    expect(await stream.nextChange()).toBe(bracket.topic)
    // A burst inside the window is sent once, when the window ends.
    expect((await bracket.report(2, [0, 2])).status).toBe(200)
    await inTransaction(h.db, (tx) => publish(tx, 'fence:burst'))
    expect(await stream.nextChange()).toBe('fence:burst')
    one.closeWindows()
    expect(await stream.nextChange()).toBe(bracket.topic)
    one.beat()
    expect(await stream.next()).toBe(': beat')
    await stream.close()
  })

  it('publishes nothing from a rolled-back transaction, and only at commit', async () => {
    const stream = await openStream(one.app, ['tournament:rolled', 'tournament:committed'])
    await expect(
      inTransaction(h.db, async (tx) => {
        await publish(tx, 'tournament:rolled')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    let seen: string | undefined
    const arrived = stream.nextChange().then((topic) => {
      seen = topic
      return topic
    })
    await inTransaction(h.db, async (tx) => {
      await publish(tx, 'tournament:committed')
      // Inside the transaction the database has sent nothing yet.
      await tx.execute(sql`select pg_sleep(0.05)`)
      expect(seen).toBeUndefined()
    })
    expect(await arrived).toBe('tournament:committed')
    await stream.close()
  })

  it('refuses bad topics with 400, before any stream is opened', async () => {
    for (const query of [
      '',
      'topics=',
      'topics=Tournament:1',
      'topics=tournament:a%20b',
      'topics=tournament:',
    ]) {
      const response = await one.app.request(`/api/v1/live?${query}`)
      expect(response.status).toBe(400)
    }
    const eleven = Array.from({ length: 11 }, (_, index) => `tournament:t${index}`).join(',')
    expect((await one.app.request(`/api/v1/live?topics=${eleven}`)).status).toBe(400)
    expect((await one.app.request(`/api/v1/live?topics=tournament:${'a'.repeat(65)}`)).status).toBe(400)
    expect(one.live.streams()).toBe(0)
  })

  describe('caps', () => {
    let capped: Awaited<ReturnType<typeof liveProcess>>
    beforeAll(async () => {
      capped = await liveProcess(database.database, { maxStreams: 3, maxStreamsPerClient: 2 })
    })
    afterAll(() => capped.bus.close())

    const refused = async (ip: string) => {
      const response = await capped.app.request('/api/v1/live?topics=tournament:cap', {
        headers: { 'X-Forwarded-For': ip },
      })
      return [response.status, response.headers.get('Retry-After')]
    }

    it('answers 503 with Retry-After per client and per process, and a closed stream frees its slot', async () => {
      const full = [503, String(FULL_RETRY_AFTER_SECONDS)]
      const a1 = await openStream(capped.app, ['tournament:cap'], '10.9.0.1')
      const a2 = await openStream(capped.app, ['tournament:cap', 'tournament:other'], '10.9.0.1')
      expect(await refused('10.9.0.1')).toEqual(full)
      const b1 = await openStream(capped.app, ['tournament:cap'], '10.9.0.2')
      expect(await refused('10.9.0.3')).toEqual(full)
      expect(capped.live.streams()).toBe(3)
      expect(capped.bus.subscriptions()).toBe(4)
      await a2.close()
      expect(capped.live.streams()).toBe(2)
      expect(capped.bus.subscriptions()).toBe(2)
      const a3 = await openStream(capped.app, ['tournament:cap'], '10.9.0.1')
      await Promise.all([a1.close(), a3.close(), b1.close()])
      expect(capped.live.streams()).toBe(0)
      expect(capped.bus.subscriptions()).toBe(0)
    })

    it('frees the slot when the client drops the connection', async () => {
      const server = await listenOnSocket(capped.app)
      try {
        const request = httpRequest({
          host: '127.0.0.1',
          port: server.port,
          path: '/api/v1/live?topics=tournament:cap',
        })
        const headers = new Promise<number | undefined>((resolve, reject) => {
          request.on('response', (response) => resolve(response.statusCode))
          request.on('error', reject)
        })
        request.end()
        expect(await headers).toBe(200)
        expect(capped.live.streams()).toBe(1)
        request.destroy()
        await vi.waitFor(() => expect(capped.live.streams()).toBe(0))
        expect(capped.bus.subscriptions()).toBe(0)
      } finally {
        await server.close()
      }
    })
  })

  it('ends every stream at shutdown and refuses new ones', async () => {
    const closing = await liveProcess(database.database)
    const stream = await openStream(closing.app, ['tournament:bye'])
    closing.live.closeAll()
    await expect(stream.next()).rejects.toThrow('the stream ended')
    const response = await closing.app.request('/api/v1/live?topics=tournament:bye')
    expect(response.status).toBe(503)
    await closing.bus.close()
  })

  it.runIf(backend.name === 'postgres')(
    'carries a change committed by one process to a stream of another over the same database',
    async () => {
      const url = database.url ?? ''
      const other = await openDatabase({ dataDir: database.dataDir, databaseUrl: url })
      const two = await liveProcess(other)
      try {
        const bracket = await runningBracket()
        const stream = await openStream(two.app, [bracket.topic, 'fence:two'])
        await fence(h.db, two, stream, 'fence:two')
        // The report is made by the first process (the harness's app and pool).
        expect((await bracket.report(1, [2, 1])).status).toBe(200)
        expect(await stream.nextChange()).toBe(bracket.topic)
        await stream.close()
      } finally {
        await two.bus.close()
        await other.close()
      }
    },
  )

  it.runIf(backend.name === 'postgres')(
    'listens again after its connection is killed, and tells the streams to read again',
    async () => {
      const stream = await openStream(one.app, ['tournament:again'])
      const killed: unknown = await h.db.execute(
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
            where application_name = 'esports-platform-live' and datname = current_database()`,
      )
      expect((killed as { rows: unknown[] }).rows.length).toBeGreaterThan(0)
      // What was committed meanwhile may be lost: back again, every followed topic is sent once.
      expect(await stream.nextChange()).toBe('tournament:again')
      one.closeWindows()
      await inTransaction(h.db, (tx) => publish(tx, 'tournament:again'))
      expect(await stream.nextChange()).toBe('tournament:again')
      await stream.close()
    },
  )
})

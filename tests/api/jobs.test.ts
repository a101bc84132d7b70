/**
 * The durable job queue (server/platform/jobs, ADR 0026) on PGlite and PostgreSQL: a job runs once
 * its enqueue commits and never after a rollback; a failed mail is retried with exponential backoff
 * through a real SMTP server that refuses and then accepts; a job is given up after its attempts; a
 * job whose worker stopped answering is claimed again once its lease has run out; two workers on
 * separate PostgreSQL connections send each job once; stop finishes the job in hand. Time is a test
 * clock: no test waits for a backoff or a lease.
 */
import { eq, sql } from 'drizzle-orm'
import { Schema } from 'effect'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAccountMailer } from '#server/integrations/mail/account-mailer.ts'
import { createQueuedMailer, handleMailJobs } from '#server/integrations/mail/mail-jobs.ts'
import { parseMail } from '#server/integrations/mail/parse-mail.ts'
import { createMailTransport } from '#server/integrations/mail/transport.ts'
import { loadConfig } from '#server/platform/config.ts'
import { type Database, openDatabase } from '#server/platform/db/client.ts'
import { type JobRow, jobs } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import {
  createJobQueue,
  defineJobType,
  type JobQueue,
  PermanentFailure,
  RetryAfter,
  retryDelayMs,
} from '#server/platform/jobs/queue.ts'
import type { JobSettings } from '#server/platform/jobs/settings.ts'
import { createTestClock, type TestClock } from './support/clock.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const NOTE = defineJobType('test.note', Schema.Struct({ note: Schema.String }))

interface LogLine {
  readonly level: number
  readonly msg: string
  readonly [key: string]: unknown
}

/** A pino logger whose lines land in `lines`. */
const capturingLogger = () => {
  const lines: LogLine[] = []
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  )
  return { logger, lines }
}

interface Deferred {
  readonly promise: Promise<void>
  resolve(): void
}
const deferred = (): Deferred => {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('retry delays', () => {
  it('double from the base after each failed run, and stop growing at an hour', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(10_000, attempts))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ])
    expect(retryDelayMs(10_000, 30)).toBe(60 * 60 * 1000)
  })

  it('are configured by JOBS_* variables, with documented defaults', () => {
    expect(loadConfig({}).jobs).toEqual({
      pollIntervalMs: 1_000,
      maxAttempts: 8,
      retryBaseMs: 10_000,
      leaseMs: 120_000,
    })
    expect(
      loadConfig({
        JOBS_POLL_INTERVAL_MS: '250',
        JOBS_MAX_ATTEMPTS: '3',
        JOBS_RETRY_BASE_MS: '500',
        JOBS_LEASE_MS: '30000',
      }).jobs,
    ).toEqual({ pollIntervalMs: 250, maxAttempts: 3, retryBaseMs: 500, leaseMs: 30_000 })
    expect(() => loadConfig({ JOBS_MAX_ATTEMPTS: '0' })).toThrow(/Invalid environment/)
    expect(() => loadConfig({ JOBS_POLL_INTERVAL_MS: 'soon' })).toThrow(/Invalid environment/)
  })
})

describe.each(backends)('job queue on $name', (backend) => {
  let database: TestDatabase
  let db: Database['db']
  const queues: JobQueue[] = []

  beforeAll(async () => {
    database = await backend.open()
    db = database.database.db
  })
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()))
    await db.delete(jobs)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const queueOf = (
    options: {
      clock?: TestClock
      settings?: Partial<JobSettings>
      database?: Database
      workerId?: string
    } = {},
  ) => {
    const clock = options.clock ?? createTestClock()
    const { logger, lines } = capturingLogger()
    const queue = createJobQueue({
      db: (options.database ?? database.database).db,
      logger,
      now: clock.now,
      settings: { maxAttempts: 5, retryBaseMs: 10_000, leaseMs: 60_000, ...options.settings },
      ...(options.workerId ? { workerId: options.workerId } : {}),
    })
    queues.push(queue)
    return { queue, clock, lines }
  }
  const rows = (): Promise<JobRow[]> => db.select().from(jobs)

  it('runs a job as soon as its enqueue commits, without polling, and deletes it once done', async () => {
    const { queue } = queueOf()
    const ran = deferred()
    const seen: string[] = []
    queue.handle(NOTE, async ({ note }) => {
      seen.push(note)
      ran.resolve()
    })
    // Idle connections ready, and the transaction kept open a moment after the enqueue: a worker woken
    // before the commit would look at once, find nothing and rest.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select 1`)))
    await inTransaction(db, async (tx) => {
      await queue.enqueue(NOTE, { note: 'hello' })
      await tx.execute(sql`select pg_sleep(0.1)`)
    })
    // Neither drain nor start: the commit woke the worker.
    await ran.promise
    await queue.drain()
    expect(seen).toEqual(['hello'])
    expect(await rows()).toEqual([])
  })

  it('sends nothing for an enqueue whose transaction rolled back', async () => {
    const { queue } = queueOf()
    const seen: string[] = []
    queue.handle(NOTE, async ({ note }) => {
      seen.push(note)
    })
    await expect(
      inTransaction(db, async () => {
        await queue.enqueue(NOTE, { note: 'rolled back' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await queue.drain()
    expect(seen).toEqual([])
    expect(await rows()).toEqual([])
  })

  it('retries a mail the SMTP server refuses, with growing waits, and delivers it once accepted', async () => {
    const smtp: TestSmtpServer = await startSmtpServer()
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '' })
    try {
      const { queue, clock, lines } = queueOf({ settings: { retryBaseMs: 10_000 } })
      handleMailJobs(queue, createAccountMailer({ transport, from: 'Vatra <no-reply@vatra.test>' }))
      smtp.refusing = true
      await createQueuedMailer(queue).sendPasswordReset({
        to: 'olena@example.com',
        locale: 'en',
        url: 'https://vatra.test/en/forgot-password/abc',
      })
      await queue.drain()
      const [afterFirst] = await rows()
      expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1 })
      expect(afterFirst?.lastError).toMatch(/451/)
      expect(lines.find((line) => line.msg === 'job: failed, will retry')).toMatchObject({
        kind: 'mail',
        attempt: 1,
        delayMs: 10_000,
      })

      // Not before the first wait (10 s) is over.
      clock.advance(9.9)
      await queue.drain()
      expect((await rows())[0]?.attempts).toBe(1)
      clock.advance(0.1)
      await queue.drain()
      expect((await rows())[0]).toMatchObject({ state: 'pending', attempts: 2 })

      // The second wait is twice the first.
      clock.advance(19.9)
      await queue.drain()
      expect((await rows())[0]?.attempts).toBe(2)
      smtp.refusing = false
      clock.advance(0.1)
      await queue.drain()

      expect(smtp.received.map((mail) => mail.to)).toEqual([['olena@example.com']])
      expect(parseMail(smtp.received[0]?.raw ?? Buffer.alloc(0)).text).toContain(
        'https://vatra.test/en/forgot-password/abc',
      )
      expect(await rows()).toEqual([])
    } finally {
      transport.close()
      await smtp.close()
    }
  })

  it('gives a job up after its last attempt, keeps it as failed and logs it', async () => {
    const { queue, clock, lines } = queueOf({ settings: { maxAttempts: 3, retryBaseMs: 1_000 } })
    let runs = 0
    queue.handle(NOTE, async () => {
      runs += 1
      throw new Error(`gateway down (${runs})`)
    })
    await queue.enqueue(NOTE, { note: 'never' })
    for (let step = 0; step < 5; step += 1) {
      await queue.drain()
      clock.advance(3600)
    }
    expect(runs).toBe(3)
    const [failed] = await rows()
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError: 'gateway down (3)' })
    expect(failed?.failedAt).toBeInstanceOf(Date)
    expect(lines.filter((line) => line.msg === 'job: failed for good')).toHaveLength(1)
    // A week later it is purged.
    expect(await queue.purgeFailed()).toBe(0)
    clock.advance(7 * 24 * 3600 + 1)
    expect(await queue.purgeFailed()).toBe(1)
  })

  it('fails a payload its schema refuses at once, without retrying it', async () => {
    const { queue } = queueOf()
    let runs = 0
    queue.handle(NOTE, async () => {
      runs += 1
    })
    const at = new Date('2026-03-01T10:00:00.000Z')
    await db
      .insert(jobs)
      .values({ kind: NOTE.kind, payload: { note: 42 }, maxAttempts: 5, runAt: at, createdAt: at })
    await queue.drain()
    expect(runs).toBe(0)
    expect((await rows())[0]).toMatchObject({ state: 'failed', attempts: 1 })
  })

  it('waits as long as the other side asked (RetryAfter), not the backoff, before the next run', async () => {
    const { queue, clock } = queueOf({ settings: { retryBaseMs: 10_000 } })
    let runs = 0
    queue.handle(NOTE, async () => {
      runs += 1
      if (runs === 1) throw new RetryAfter(2_500, 'rate limited')
    })
    await queue.enqueue(NOTE, { note: 'limited' })
    await queue.drain()
    expect((await rows())[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: 'rate limited' })
    clock.advance(2.4)
    await queue.drain()
    expect(runs).toBe(1)
    // 2.5 s, where the backoff alone would have waited 10 s.
    clock.advance(0.1)
    await queue.drain()
    expect(runs).toBe(2)
    expect(await rows()).toEqual([])
  })

  it('fails a job at once on a PermanentFailure, without retrying it', async () => {
    const { queue, clock } = queueOf()
    let runs = 0
    queue.handle(NOTE, async () => {
      runs += 1
      throw new PermanentFailure('Missing Access')
    })
    await queue.enqueue(NOTE, { note: 'refused' })
    await queue.drain()
    clock.advance(3600)
    await queue.drain()
    expect(runs).toBe(1)
    expect((await rows())[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Missing Access' })
  })

  it('claims a job again once the lease of a worker that stopped answering has run out', async () => {
    const clock = createTestClock()
    const stuck = queueOf({ clock, workerId: 'stuck' })
    const healthy = queueOf({ clock, workerId: 'healthy' })
    const hanging = deferred()
    const claimed = deferred()
    stuck.queue.handle(NOTE, async () => {
      claimed.resolve()
      await hanging.promise
    })
    const sent: string[] = []
    healthy.queue.handle(NOTE, async ({ note }) => {
      sent.push(note)
    })
    await stuck.queue.enqueue(NOTE, { note: 'code 123456' })
    const stuckRun = stuck.queue.drain()
    await claimed.promise
    expect((await rows())[0]).toMatchObject({ state: 'running', lockedBy: 'stuck', attempts: 1 })

    // Within the lease the job is the stuck worker's.
    clock.advance(59)
    await healthy.queue.drain()
    expect(sent).toEqual([])
    clock.advance(1)
    await healthy.queue.drain()
    expect(sent).toEqual(['code 123456'])
    expect(await rows()).toEqual([])

    // The stuck worker wakes up late: it must not count the job as its own.
    hanging.resolve()
    await stuckRun
    expect(stuck.lines.map((line) => line.msg)).toContain(
      'job: lease ran out before it finished; another worker has it',
    )
  })

  it('does not run a job once more when its worker stopped during the last attempt', async () => {
    const clock = createTestClock()
    const stuck = queueOf({ clock, settings: { maxAttempts: 1 } })
    const healthy = queueOf({ clock, settings: { maxAttempts: 1 } })
    const hanging = deferred()
    const claimed = deferred()
    stuck.queue.handle(NOTE, async () => {
      claimed.resolve()
      await hanging.promise
    })
    let healthyRuns = 0
    healthy.queue.handle(NOTE, async () => {
      healthyRuns += 1
    })
    await stuck.queue.enqueue(NOTE, { note: 'once' })
    const stuckRun = stuck.queue.drain()
    await claimed.promise
    clock.advance(60)
    await healthy.queue.drain()
    expect(healthyRuns).toBe(0)
    expect((await rows())[0]).toMatchObject({
      state: 'failed',
      lastError: 'its worker stopped during the last attempt',
    })
    hanging.resolve()
    await stuckRun
  })

  it('stops after the job in hand: it finishes, and the next one waits in the table', async () => {
    const { queue } = queueOf()
    const hanging = deferred()
    const claimed = deferred()
    const finished: string[] = []
    queue.handle(NOTE, async ({ note }) => {
      claimed.resolve()
      await hanging.promise
      finished.push(note)
    })
    await queue.enqueue(NOTE, { note: 'first' })
    await claimed.promise
    await queue.enqueue(NOTE, { note: 'second' })
    let stopped = false
    const stopping = queue.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    hanging.resolve()
    await stopping
    expect(finished).toEqual(['first'])
    expect((await rows()).map((row) => [row.state, row.payload])).toEqual([['pending', { note: 'second' }]])
  })

  // On PostgreSQL the second worker has a pool of its own, as another server process would; PGlite is
  // one connection in one process, so there both share it.
  it('sends each job exactly once when two workers claim at the same time', async () => {
    const second =
      backend.name === 'postgres'
        ? await openDatabase({ dataDir: database.dataDir, databaseUrl: database.url })
        : database.database
    try {
      const clock = createTestClock()
      const first = queueOf({ clock, workerId: 'first' })
      const other = queueOf({ clock, database: second, workerId: 'second' })
      const sentBy = new Map<string, string[]>([
        ['first', []],
        ['second', []],
      ])
      for (const [name, { queue }] of [
        ['first', first],
        ['second', other],
      ] as const) {
        queue.handle(NOTE, async ({ note }) => {
          sentBy.get(name)?.push(note)
          // Hands the turn over, so the two workers interleave.
          await new Promise((resolve) => setImmediate(resolve))
        })
      }
      const notes = Array.from({ length: 40 }, (_, index) => `note ${index}`)
      await db.insert(jobs).values(
        notes.map((note) => ({
          kind: NOTE.kind,
          payload: { note },
          maxAttempts: 5,
          runAt: clock.now(),
          createdAt: clock.now(),
        })),
      )
      await Promise.all([first.queue.drain(), other.queue.drain()])
      const all = [...(sentBy.get('first') ?? []), ...(sentBy.get('second') ?? [])]
      expect(all.toSorted()).toEqual(notes.toSorted())
      // Both took part: the claims really raced.
      expect(sentBy.get('first')?.length).toBeGreaterThan(0)
      expect(sentBy.get('second')?.length).toBeGreaterThan(0)
      expect(await db.select().from(jobs).where(eq(jobs.kind, NOTE.kind))).toEqual([])
    } finally {
      if (second !== database.database) await second.close()
    }
  })
})

/**
 * The durable job queue (ADR 0026): work that must outlive the request and the process, such as
 * mails and SMS, is a row of the `jobs` table, inserted in the transaction of the change that causes
 * it. Every server process runs a worker that claims due jobs with `FOR UPDATE SKIP LOCKED`, so each
 * job is claimed by one process at a time; a claim is a lease (`run_at` moves to its end), so the job
 * of a worker that died is claimed again once the lease has run out. A failed run is retried with
 * exponential backoff until `maxAttempts`, then the job is kept as `failed` and logged. A done job is
 * deleted (its payload may hold a link or a code).
 *
 * Delivery is at least once: a worker that dies after the handler's effect but before marking the job
 * done leaves it to run again. Time comes from `now`, so tests move a clock instead of waiting.
 */

import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import { Result, Schema } from 'effect'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { jobs } from '#server/platform/db/schema.ts'
import { currentWriter } from '#server/platform/db/transactions.ts'
import type { Logger } from '#server/platform/logger.ts'
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './settings.ts'

/** A kind of job and the shape of its payload, decoded again when a worker claims it. */
export interface JobType<Payload> {
  readonly kind: string
  readonly payload: Schema.Codec<Payload, unknown>
}

export const defineJobType = <Payload>(
  kind: string,
  payload: Schema.Codec<Payload, unknown>,
): JobType<Payload> => ({ kind, payload })

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000
/** Failed jobs are kept this long for operators, then purged. */
const FAILED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000

/** The wait after the `attempts`-th failed run: base, 2 × base, 4 × base, … at most an hour. */
export const retryDelayMs = (retryBaseMs: number, attempts: number): number =>
  Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS)

export interface JobQueueDeps {
  readonly db: AppDatabase
  readonly logger: Logger
  readonly now?: () => Date
  readonly settings?: Partial<JobSettings>
  /** Names this worker in `locked_by` and the logs; host, pid and random bits by default. */
  readonly workerId?: string
}

export interface JobQueue {
  /**
   * Inserts a job, due at once unless `runAt` says later, in the transaction running now if any
   * (`inTransaction`). Once committed, this process's worker is woken to run it.
   */
  enqueue<Payload>(
    type: JobType<Payload>,
    payload: Payload,
    options?: { readonly runAt?: Date },
  ): Promise<void>
  /** What runs a kind of job; a rejection is a failed run. */
  handle<Payload>(type: JobType<Payload>, run: (payload: Payload) => Promise<void>): void
  /** Starts polling; jobs enqueued by this process run at once without it. */
  start(): void
  /** Runs due jobs until none is left, and waits for the one in hand. */
  drain(): Promise<void>
  /** Stops claiming and waits for the job in hand to finish; the rest stays for the next worker. */
  stop(): Promise<void>
  /** Deletes failed jobs older than the retention (a week). */
  purgeFailed(): Promise<number>
}

interface ClaimedJob {
  readonly id: number
  readonly kind: string
  readonly payload: unknown
  readonly attempts: number
  readonly maxAttempts: number
}

type Handler = (payload: unknown) => Promise<void>

/** A payload its kind's schema refuses: no retry can make it run. */
class MalformedPayload extends Error {
  override name = 'MalformedPayload'
  constructor(kind: string, detail: string) {
    super(`malformed ${kind} payload: ${detail}`)
  }
}

/**
 * A handler's answer that the other side asked to be called again later (Discord's and Telegram's
 * `429` with `retry_after`): the job waits that long, not the backoff's delay. It still counts as a run.
 */
export class RetryAfter extends Error {
  override name = 'RetryAfter'
  readonly delayMs: number
  // No parameter property: Node runs the server with type stripping only.
  constructor(delayMs: number, detail: string) {
    super(detail)
    this.delayMs = delayMs
  }
}

/** A refusal no retry can change (a channel the bot may not write to, a message too long): failed at once. */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure'
}

const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000)

export const createJobQueue = (deps: JobQueueDeps): JobQueue => {
  const { db, logger } = deps
  const now = deps.now ?? (() => new Date())
  const settings: JobSettings = { ...DEFAULT_JOB_SETTINGS, ...deps.settings }
  const workerId = deps.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const handlers = new Map<string, Handler>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let loop: Promise<void> | undefined
  let again = false

  const claim = async (): Promise<ClaimedJob | undefined> => {
    const at = now()
    // SKIP LOCKED: a row another worker is claiming right now is passed over, not waited for; and
    // the claim re-checks `run_at` on the row's newest version, so a job just claimed elsewhere
    // (its lease now ahead) is not taken twice.
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.state, ['pending', 'running']), lte(jobs.runAt, at)))
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true })
    const [row] = await db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        runAt: new Date(at.getTime() + settings.leaseMs),
        lockedBy: workerId,
      })
      .where(sql`${jobs.id} = (${due})`)
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      })
    return row
  }

  /** The job as this claim left it: a worker that took it over since has a higher `attempts`. */
  const stillOurs = (job: ClaimedJob) =>
    and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts))

  const lostLease = (job: ClaimedJob) =>
    logger.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts },
      'job: lease ran out before it finished; another worker has it',
    )

  const giveUp = async (job: ClaimedJob, reason: string) => {
    const updated = await db
      .update(jobs)
      .set({ state: 'failed', failedAt: now(), lockedBy: null, lastError: reason })
      .where(stillOurs(job))
      .returning({ id: jobs.id })
    if (updated.length === 0) return lostLease(job)
    logger.error({ job: job.id, kind: job.kind, attempts: job.attempts, err: reason }, 'job: failed for good')
  }

  const retryLater = async (job: ClaimedJob, reason: string, askedDelayMs?: number) => {
    if (job.attempts >= job.maxAttempts) return giveUp(job, reason)
    const delayMs = askedDelayMs ?? retryDelayMs(settings.retryBaseMs, job.attempts)
    const updated = await db
      .update(jobs)
      .set({
        state: 'pending',
        runAt: new Date(now().getTime() + delayMs),
        lockedBy: null,
        lastError: reason,
      })
      .where(stillOurs(job))
      .returning({ id: jobs.id })
    if (updated.length === 0) return lostLease(job)
    logger.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts, delayMs, err: reason },
      'job: failed, will retry',
    )
  }

  const run = async (job: ClaimedJob): Promise<void> => {
    // Claimed again after its worker died during the last allowed run: not run once more.
    if (job.attempts > job.maxAttempts) return giveUp(job, 'its worker stopped during the last attempt')
    const handler = handlers.get(job.kind)
    // Another version of the server may know the kind: retried like a failure, not dropped.
    if (!handler) return retryLater(job, `no handler for job kind '${job.kind}' in this process`)
    let outcome:
      | { readonly ok: true }
      | {
          readonly ok: false
          readonly reason: string
          readonly retry: boolean
          readonly delayMs?: number | undefined
        }
    let lease: NodeJS.Timeout | undefined
    try {
      // A handler still running when its lease ends is abandoned: the job may be another worker's now.
      await Promise.race([
        handler(job.payload),
        new Promise<never>((_, reject) => {
          lease = setTimeout(() => reject(new Error('the handler outlived its lease')), settings.leaseMs)
        }),
      ])
      outcome = { ok: true }
    } catch (error) {
      outcome = {
        ok: false,
        reason: describeError(error),
        retry: !(error instanceof MalformedPayload || error instanceof PermanentFailure),
        delayMs:
          error instanceof RetryAfter ? Math.min(Math.max(0, error.delayMs), MAX_RETRY_DELAY_MS) : undefined,
      }
    } finally {
      clearTimeout(lease)
    }
    if (!outcome.ok)
      return outcome.retry ? retryLater(job, outcome.reason, outcome.delayMs) : giveUp(job, outcome.reason)
    const deleted = await db.delete(jobs).where(stillOurs(job)).returning({ id: jobs.id })
    if (deleted.length === 0) lostLease(job)
  }

  /** Claims and runs one due job; false when there was none (or the database failed). */
  const runOne = async (): Promise<boolean> => {
    let job: ClaimedJob | undefined
    try {
      job = await claim()
      if (!job) return false
      await run(job)
      return true
    } catch (error) {
      logger.error(
        { err: error, job: job?.id, kind: job?.kind },
        'job: worker could not claim or finish a job',
      )
      return false
    }
  }

  /** One loop per process: a wake-up while it runs makes it look once more before it rests. */
  const wake = (): Promise<void> => {
    if (stopped) return loop ?? Promise.resolve()
    if (loop) {
      again = true
      return loop
    }
    loop = (async () => {
      try {
        do {
          again = false
          while (!stopped && (await runOne())) {
            // Next due job.
          }
        } while (again && !stopped)
      } finally {
        loop = undefined
      }
    })()
    return loop
  }

  return {
    enqueue: async (type, payload, options = {}) => {
      const writer = currentWriter(db)
      const at = now()
      await writer.db.insert(jobs).values({
        kind: type.kind,
        payload: Schema.encodeSync(type.payload)(payload),
        maxAttempts: settings.maxAttempts,
        runAt: options.runAt ?? at,
        createdAt: at,
      })
      writer.afterCommit(() => void wake())
    },

    handle: (type, handler) => {
      const decode = Schema.decodeUnknownResult(type.payload)
      handlers.set(type.kind, async (payload) => {
        const decoded = decode(payload)
        if (Result.isFailure(decoded)) throw new MalformedPayload(type.kind, decoded.failure.message)
        await handler(decoded.success)
      })
    },

    start: () => {
      if (stopped || timer) return
      timer = setInterval(() => void wake(), settings.pollIntervalMs)
      timer.unref()
      void wake()
    },

    drain: async () => {
      while (true) {
        await wake()
        if (stopped || !loop) return
      }
    },

    stop: async () => {
      stopped = true
      clearInterval(timer)
      timer = undefined
      await loop
    },

    purgeFailed: async () => {
      const before = new Date(now().getTime() - FAILED_RETENTION_MS)
      const removed = await db
        .delete(jobs)
        .where(and(eq(jobs.state, 'failed'), lt(jobs.failedAt, before)))
        .returning({ id: jobs.id })
      return removed.length
    },
  }
}

/**
 * Rate limits kept in the database (`rate_limit_events`), so they hold across server processes
 * (ADR 0014). A sliding-window log: one row per counted event; a bucket is checked and its event
 * recorded in one transaction under `pg_advisory_xact_lock(hashtext(bucket))`, so concurrent
 * requests for the same bucket, from any process, take turns and none slips past the limit.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { rateLimitEvents } from '#server/platform/db/schema.ts'

/** At most `max` events within any `windowSeconds`. `{max: 1, windowSeconds: 60}` spaces events. */
export interface RateRule {
  readonly max: number
  readonly windowSeconds: number
}

export type RateDecision =
  | { readonly allowed: true; readonly eventId: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number }

export interface RateLimiter {
  /**
   * Counts an event in `bucket` if every rule allows it. A refused event is not recorded, so
   * knocking on a closed door does not keep it closed longer.
   */
  hit(bucket: string, rules: ReadonlyArray<RateRule>): Promise<RateDecision>
  /**
   * Whether every rule would allow an event in `bucket` now, recording nothing: for a limit that
   * counts only failures, asked before the attempt and hit after it failed.
   */
  check(
    bucket: string,
    rules: ReadonlyArray<RateRule>,
  ): Promise<{ readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }>
  /** Takes back an event of `hit` (a sign-in that succeeded is not a failure). */
  forget(eventId: number): Promise<void>
}

export interface RateLimiterOptions {
  readonly now: () => Date
}

/**
 * A hit trims its own bucket; events of buckets nobody hits any more are deleted by the hourly
 * `purgeExpired` (maintenance.ts).
 */
export const createRateLimiter = (db: AppDatabase, { now }: RateLimiterOptions): RateLimiter => {
  const checkRules = (bucket: string, rules: ReadonlyArray<RateRule>): void => {
    if (rules.length === 0 || rules.some((rule) => rule.max < 1 || rule.windowSeconds <= 0)) {
      throw new Error(`Invalid rate rules for ${bucket}`)
    }
  }
  /** Milliseconds until every rule allows an event at `at` (0: now). */
  const waitOf = async (
    tx: AppDatabase,
    bucket: string,
    rules: ReadonlyArray<RateRule>,
    at: Date,
  ): Promise<number> => {
    let retryAfterMs = 0
    for (const rule of rules) {
      // The max-th newest event within the window, if any, blocks until it leaves the window.
      const [blocking] = await tx
        .select({ at: rateLimitEvents.at })
        .from(rateLimitEvents)
        .where(
          and(
            eq(rateLimitEvents.bucket, bucket),
            gt(rateLimitEvents.at, secondsBefore(at, rule.windowSeconds)),
          ),
        )
        .orderBy(desc(rateLimitEvents.at))
        .offset(rule.max - 1)
        .limit(1)
      if (blocking) {
        retryAfterMs = Math.max(
          retryAfterMs,
          blocking.at.getTime() + rule.windowSeconds * 1000 - at.getTime(),
        )
      }
    }
    return retryAfterMs
  }
  const refusedFor = (retryAfterMs: number) =>
    ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }) as const

  return {
    check: async (bucket, rules) => {
      checkRules(bucket, rules)
      const retryAfterMs = await waitOf(db, bucket, rules, now())
      return retryAfterMs > 0 ? refusedFor(retryAfterMs) : { allowed: true }
    },
    hit: async (bucket, rules) => {
      checkRules(bucket, rules)
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`)
        const at = now()
        const longest = Math.max(...rules.map((rule) => rule.windowSeconds))
        // This bucket's events that no rule looks at any more.
        await tx
          .delete(rateLimitEvents)
          .where(and(eq(rateLimitEvents.bucket, bucket), lte(rateLimitEvents.at, secondsBefore(at, longest))))
        const retryAfterMs = await waitOf(tx, bucket, rules, at)
        if (retryAfterMs > 0) return refusedFor(retryAfterMs)
        const [event] = await tx
          .insert(rateLimitEvents)
          .values({ bucket, at })
          .returning({ id: rateLimitEvents.id })
        if (!event) throw new Error('rate_limit_events insert returned nothing')
        return { allowed: true, eventId: event.id }
      })
    },
    forget: async (eventId) => {
      await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, eventId))
    },
  }
}

/** A refusal of a use-case, carried to the HTTP answer (429 with Retry-After). */
export type Throttled = {
  readonly ok: false
  readonly reason: 'throttled'
  readonly retryAfterSeconds: number
}

type RateChecks = ReadonlyArray<readonly [bucket: string, rules: ReadonlyArray<RateRule>]>

/**
 * Hits each bucket in turn, for an attempt that only counts when it fails (a sign-in, a current
 * password): the first refusal answers (the buckets after it are not counted); otherwise `succeeded`
 * takes the events back.
 */
export const hitAllUnlessSucceeded = async (
  limiter: RateLimiter,
  checks: RateChecks,
): Promise<Throttled | { readonly ok: true; succeeded(): Promise<void> }> => {
  const events: number[] = []
  for (const [bucket, rules] of checks) {
    const decision = await limiter.hit(bucket, rules)
    if (!decision.allowed)
      return { ok: false, reason: 'throttled', retryAfterSeconds: decision.retryAfterSeconds }
    events.push(decision.eventId)
  }
  return {
    ok: true,
    succeeded: async () => {
      await Promise.all(events.map((id) => limiter.forget(id)))
    },
  }
}

/**
 * Hits each bucket in turn and counts the attempt in all of them or in none: the first refusal
 * answers, naming its bucket, and takes back the events of the buckets before it (a send that did
 * not happen is not a send anywhere).
 */
export const hitAllOrNone = async (
  limiter: RateLimiter,
  checks: RateChecks,
): Promise<(Throttled & { readonly bucket: string }) | undefined> => {
  const events: number[] = []
  for (const [bucket, rules] of checks) {
    const decision = await limiter.hit(bucket, rules)
    if (!decision.allowed) {
      await Promise.all(events.map((id) => limiter.forget(id)))
      return { ok: false, reason: 'throttled', retryAfterSeconds: decision.retryAfterSeconds, bucket }
    }
    events.push(decision.eventId)
  }
  return undefined
}

/** Hits each bucket in turn; the first refusal answers (the buckets after it are not counted). */
export const hitAll = async (limiter: RateLimiter, checks: RateChecks): Promise<Throttled | undefined> => {
  const counted = await hitAllUnlessSucceeded(limiter, checks)
  return counted.ok ? undefined : counted
}

const secondsBefore = (at: Date, seconds: number): Date => new Date(at.getTime() - seconds * 1000)

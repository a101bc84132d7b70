/**
 * The air-raid alerts poller (docs/alerts.md, ADR 0079). Every `everyMs`, whichever server process
 * claims the poll (the `alert_polls` row) asks the source which regions are under alert and records
 * the difference with `oblast_alerts` in one transaction, under a transaction-scoped advisory lock:
 * the lock and the difference make each start and end recorded once, even if two processes ever hold
 * answers at once. The listeners run inside that transaction, so what they write (a match's timer
 * frozen) commits with the change or not at all; a listener that throws rolls the change back, and
 * the next poll finds it again.
 *
 * A failed poll (no answer, an error, a 429) changes nothing: an alert stays recorded until the
 * provider says it is over, never because it could not be asked.
 */
import { randomUUID } from 'node:crypto'
import { eq, inArray, lte, sql } from 'drizzle-orm'
import { AlertsRateLimitedError, type AlertsSource } from '#core/alerts/alerts.port.ts'
import { OBLAST_IDS, type OblastId } from '#core/alerts/oblasts.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { Logger } from '#server/platform/logger.ts'
import { alertPolls, oblastAlerts } from './tables.ts'

export const DEFAULT_POLL_SECONDS = 30
/** The claim row's key. */
const SOURCE = 'alerts'
/** An arbitrary constant naming the advisory lock around recording a change. */
const RECORD_LOCK = 790_079

/** A change of the regions under alert, as the listeners get it. */
export interface AlertChange {
  readonly started: ReadonlyArray<OblastId>
  readonly ended: ReadonlyArray<OblastId>
  readonly at: Date
  /** The transaction recording the change: write in it to commit with it. */
  readonly tx: AppDatabase
}

export interface AlertListener {
  onChange(change: AlertChange): Promise<void>
}

export type AlertPollOutcome =
  | { readonly outcome: 'not-due' }
  | {
      readonly outcome: 'polled'
      readonly started: ReadonlyArray<OblastId>
      readonly ended: ReadonlyArray<OblastId>
    }
  | { readonly outcome: 'rate-limited'; readonly until: Date }
  | { readonly outcome: 'failed' }

/** When each of `oblastIds` under an alert has been; those absent are not under one. */
export const activeSince = async (
  db: AppDatabase,
  oblastIds: ReadonlyArray<OblastId>,
): Promise<Map<OblastId, Date>> => {
  if (oblastIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(oblastAlerts)
    .where(inArray(oblastAlerts.oblastId, [...new Set(oblastIds)]))
  return new Map(rows.map((row) => [row.oblastId, row.since]))
}

export const createAlertsPoller = (deps: {
  readonly db: AppDatabase
  readonly source: AlertsSource
  readonly everyMs: number
  readonly now: () => Date
  readonly logger: Logger
  readonly listeners: ReadonlyArray<AlertListener>
  /** This process's name in the claim row. */
  readonly holder?: string
}) => {
  const { db } = deps
  const holder = deps.holder ?? randomUUID()

  const claim = async (now: Date): Promise<boolean> => {
    const nextDue = new Date(now.getTime() + deps.everyMs)
    const claimed = await db
      .insert(alertPolls)
      .values({ source: SOURCE, dueAt: nextDue, holder })
      .onConflictDoUpdate({
        target: alertPolls.source,
        set: { dueAt: nextDue, holder },
        setWhere: lte(alertPolls.dueAt, now),
      })
      .returning({ source: alertPolls.source })
    return claimed.length > 0
  }

  const defer = async (until: Date): Promise<void> => {
    await db
      .update(alertPolls)
      .set({ dueAt: sql`greatest(${alertPolls.dueAt}, ${until.toISOString()}::timestamptz)` })
      .where(eq(alertPolls.source, SOURCE))
  }

  /** Records what differs from the stored state, and tells the listeners, in one transaction. */
  const record = (active: ReadonlyMap<OblastId, Date>, at: Date) =>
    inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RECORD_LOCK})`)
      const stored = new Set(
        (await tx.select({ id: oblastAlerts.oblastId }).from(oblastAlerts)).map((r) => r.id),
      )
      const started = OBLAST_IDS.filter((id) => active.has(id) && !stored.has(id))
      const ended = OBLAST_IDS.filter((id) => !active.has(id) && stored.has(id))
      if (started.length === 0 && ended.length === 0) return { started, ended }
      if (ended.length > 0) await tx.delete(oblastAlerts).where(inArray(oblastAlerts.oblastId, ended))
      if (started.length > 0) {
        await tx.insert(oblastAlerts).values(
          started.map((oblastId) => {
            const since = active.get(oblastId) ?? at
            // A provider's clock ahead of ours must not make an alert start in the future.
            return { oblastId, since: since > at ? at : since }
          }),
        )
      }
      for (const listener of deps.listeners) await listener.onChange({ started, ended, at, tx })
      return { started, ended }
    })

  /** One look: polls when due and claimed here. */
  const tick = async (): Promise<AlertPollOutcome> => {
    try {
      if (!(await claim(deps.now()))) return { outcome: 'not-due' }
      let active: ReadonlyMap<OblastId, Date>
      try {
        active = await deps.source.activeOblasts()
      } catch (error) {
        if (error instanceof AlertsRateLimitedError) {
          await defer(error.until)
          deps.logger.warn({ until: error.until.toISOString() }, 'air-raid alerts: rate limited')
          return { outcome: 'rate-limited', until: error.until }
        }
        deps.logger.warn({ err: error }, 'air-raid alerts: poll failed, state kept')
        return { outcome: 'failed' }
      }
      const change = await record(active, deps.now())
      if (change.started.length > 0 || change.ended.length > 0) {
        // Which regions, never which players: nobody's oblast is in the logs.
        deps.logger.info(change, 'air-raid alerts changed')
      }
      return { outcome: 'polled', ...change }
    } catch (error) {
      // The database (the claim, the record) or a listener failed: nothing committed; the next poll
      // tries again.
      deps.logger.warn({ err: error }, 'air-raid alerts: recording failed')
      return { outcome: 'failed' }
    }
  }

  return { tick }
}

export type AlertsPoller = ReturnType<typeof createAlertsPoller>

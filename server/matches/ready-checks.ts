/**
 * The ready check of a match (docs/matches.md, ADR 0083): a player says their team is ready, and the
 * timer closes each check whose window is over, writing the forfeit of a team that was not through the
 * results desk (the bracket moves on as for any result, the desk audits it as the timer's). Each change
 * is one transaction under the tournament's lock, like the reports'; the close is recorded once per
 * match (a unique index on its history event), so two processes sweeping at once close it once.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { deadlineAt, type Pause } from '#core/matches/pauses.ts'
import {
  isReadyCheckOver,
  noShowOf,
  type ReadyRefusal,
  readyClosesAt,
  readyRefusal,
} from '#core/matches/ready-check.ts'
import type { ReadyCheckView } from '#core/matches/reports.api.ts'
import type { MatchEventKind, ReportableMatch } from '#core/matches/reports.ts'
import { allowsDoubleForfeit } from '#core/tournaments/best-of.ts'
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { StageConflict } from '#core/tournaments/stage-rules.ts'
import type { AuditLog } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { stageMatches, tournamentStages, tournaments } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { createResultsDesk, type MatchesReady } from '#server/tournaments/index.ts'
import type { MatchAccess } from './match-access.ts'
import { matchEvents, matchReadiness, matchReports } from './tables.ts'

/** Told, in the transaction of the close, of a check closed with a team missing (the teams' notices). */
export interface ReadyCheckNotices {
  /** The forfeit written, or null when the moderators decide (neither team ready, no double forfeit). */
  noShow(
    tx: AppDatabase,
    notice: {
      readonly matchId: string
      readonly teamIds: readonly [string, string]
      readonly result: MatchReport | null
    },
  ): Promise<void>
}

export interface ReadyChecksDeps extends MatchAccess {
  readonly db: AppDatabase
  readonly now: () => Date
  readonly audit: AuditLog
  readonly matchesReady?: MatchesReady | undefined
  readonly notices?: ReadyCheckNotices | undefined
  /** The match's air-raid pauses, which hold the window (`deadlineAt`). */
  readonly pausesOf: (reader: AppDatabase, matchId: string) => Promise<ReadonlyArray<Pause>>
  /** Thrown for a refusal, with its reason (the reports' `ReportRefused`). */
  readonly refuse: (reason: ReadyRefusal) => Error
}

export interface ReadyChecks {
  /** The actor's team says it is ready: its check as it stands then. */
  ready(actor: { readonly id: string }, matchId: string): Promise<ReadyCheckView>
  /** The match's check as it stands; null when it has none. */
  view(db: AppDatabase, matchId: string, match: ReportableMatch): Promise<ReadyCheckView | null>
  /** Why the user may not say their team is ready now; null when they may. */
  refusal(
    db: AppDatabase,
    matchId: string,
    match: ReportableMatch,
    mine: ReadonlyArray<string>,
  ): Promise<ReadyRefusal | null>
  /**
   * Closes every check whose window is over at `at` with a team missing: the matches closed (given a
   * forfeit, or left to the moderators when neither team came to a table), oldest first.
   */
  sweep(at: Date): Promise<ReadonlyArray<string>>
}

/** What the close of a check records in the match's history (public: sides, never players). */
interface NoShowData extends Record<string, unknown> {
  readonly absent: ReadonlyArray<1 | 2>
  readonly result?: MatchReport
}

export const createReadyChecks = ({
  db,
  now,
  audit,
  matchesReady,
  notices,
  lockMatch,
  actorTeams,
  pausesOf,
  refuse,
}: ReadyChecksDeps): ReadyChecks => {
  /**
   * When the match's check closes at `at`, moved on by the pauses since the match's scheduled time
   * (while one lasts, with the clock); undefined without a check (none in its tournament, no time).
   */
  const closeOf = async (
    tx: AppDatabase,
    matchId: string,
    at: Date,
  ): Promise<{ readonly closesAt: Date } | undefined> => {
    const [row] = await tx
      .select({ scheduledAt: stageMatches.scheduledAt, minutes: tournaments.readyCheckMinutes })
      .from(stageMatches)
      .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
      .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
      .where(eq(stageMatches.id, matchId))
    if (!row?.scheduledAt || row.minutes === null) return undefined
    const pauses = await pausesOf(tx, matchId)
    return { closesAt: deadlineAt(readyClosesAt(row.scheduledAt, row.minutes), row.scheduledAt, pauses, at) }
  }

  const readyRows = (tx: AppDatabase, matchId: string) =>
    tx
      .select({ teamId: matchReadiness.teamId, readyAt: matchReadiness.readyAt })
      .from(matchReadiness)
      .where(eq(matchReadiness.matchId, matchId))

  const event = (
    tx: AppDatabase,
    matchId: string,
    kind: MatchEventKind,
    who: { readonly actorId: string | null; readonly teamId: string | null },
    data: Record<string, unknown>,
    at: Date,
  ) => tx.insert(matchEvents).values({ matchId, reportId: null, kind, ...who, data, at })

  const viewOf = async (
    tx: AppDatabase,
    matchId: string,
    match: ReportableMatch,
  ): Promise<ReadyCheckView | null> => {
    const close = await closeOf(tx, matchId, now())
    if (!close) return null
    const rows = await readyRows(tx, matchId)
    const readyAt = (teamId: string | null) =>
      rows.find((row) => row.teamId === teamId)?.readyAt.toISOString() ?? null
    return {
      closes_at: close.closesAt.toISOString(),
      ready: [readyAt(match.teamIds[0]), readyAt(match.teamIds[1])] as const,
    }
  }

  /** Closes one match's check, if it is still open and over and a team was missing: whether it did. */
  const close = (matchId: string, at: Date) =>
    inTransaction(db, async (tx): Promise<boolean> => {
      const { data, match } = await lockMatch(tx, matchId)
      // Read again under the lock: a report, a result or another process may have come first.
      const close = await closeOf(tx, matchId, at)
      const [first, second] = match.teamIds
      // A pause holds the window: it closes only once the time that was left has run too.
      if (!close || !isReadyCheckOver(close.closesAt, at) || !first || !second) return false
      if (match.status !== 'ready' && match.status !== 'running') return false
      const [closed] = await tx
        .select({ id: matchEvents.id })
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'no_show')))
      const [reported] = await tx
        .select({ id: matchReports.id })
        .from(matchReports)
        .where(eq(matchReports.matchId, matchId))
        .limit(1)
      if (closed || reported) return false
      const ready = new Set((await readyRows(tx, matchId)).map((row) => row.teamId))
      const outcome = noShowOf([ready.has(first), ready.has(second)], allowsDoubleForfeit(data.stage.kind))
      if (outcome.kind === 'none') return false
      if (outcome.kind === 'result') {
        try {
          await createResultsDesk({ db: tx, audit, now, matchesReady }).report(
            { via: 'timer' },
            matchId,
            outcome.result,
            { source: 'no_show', absent: outcome.absent },
          )
        } catch (error) {
          // The stage stopped taking results meanwhile: nothing to close.
          if (error instanceof StageConflict) return false
          throw error
        }
      }
      const recorded: NoShowData =
        outcome.kind === 'result'
          ? { absent: outcome.absent, result: outcome.result }
          : { absent: outcome.absent }
      await event(tx, matchId, 'no_show', { actorId: null, teamId: null }, recorded, at)
      await notices?.noShow(tx, {
        matchId,
        teamIds: [first, second],
        result: outcome.kind === 'result' ? outcome.result : null,
      })
      return true
    })

  return {
    ready: (actor, matchId) =>
      inTransaction(db, async (tx) => {
        const { match } = await lockMatch(tx, matchId)
        const mine = await actorTeams(tx, actor, match)
        const at = now()
        const close = await closeOf(tx, matchId, at)
        const readyTeams = (await readyRows(tx, matchId)).map((row) => row.teamId)
        const refusal = readyRefusal(match, mine, close?.closesAt, readyTeams, at)
        if (refusal) throw refuse(refusal)
        const teamId = mine[0] as string
        await tx.insert(matchReadiness).values({ matchId, teamId, readyBy: actor.id, readyAt: at })
        await event(tx, matchId, 'ready', { actorId: actor.id, teamId }, {}, at)
        return (await viewOf(tx, matchId, match)) as ReadyCheckView
      }),

    view: (reader, matchId, match) => viewOf(reader, matchId, match),

    refusal: async (reader, matchId, match, mine) => {
      const at = now()
      const close = await closeOf(reader, matchId, at)
      const readyTeams = close ? (await readyRows(reader, matchId)).map((row) => row.teamId) : []
      return readyRefusal(match, mine, close?.closesAt, readyTeams, at)
    },

    sweep: async (at) => {
      const due = await db
        .select({ id: stageMatches.id })
        .from(stageMatches)
        .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
        .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
        .where(
          and(
            inArray(stageMatches.status, ['ready', 'running']),
            sql`${stageMatches.scheduledAt} is not null`,
            eq(tournamentStages.status, 'running'),
            sql`${tournaments.readyCheckMinutes} is not null`,
            sql`${stageMatches.scheduledAt} + ${tournaments.readyCheckMinutes} * interval '1 minute' <= ${at.toISOString()}::timestamptz`,
            sql`not exists (select 1 from ${matchEvents} where ${matchEvents.matchId} = ${stageMatches.id} and ${matchEvents.kind} = 'no_show')`,
            sql`not exists (select 1 from ${matchReports} where ${matchReports.matchId} = ${stageMatches.id})`,
            sql`(select count(*) from ${matchReadiness} where ${matchReadiness.matchId} = ${stageMatches.id}) < 2`,
          ),
        )
        .orderBy(asc(stageMatches.scheduledAt))
      const closed: string[] = []
      // One transaction per match: one match's trouble does not hold back the others.
      for (const { id } of due) if (await close(id, at)) closed.push(id)
      return closed
    },
  }
}

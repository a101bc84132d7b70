/**
 * Air-raid pauses of matches (docs/matches.md, ADR 0084). A pause starts when the alerts poller records
 * an alert in the oblast of a player of a match waiting to be played (in a tournament that pauses for
 * alerts), or when a player of the match pauses it by hand; it ends when no player's oblast is under
 * alert any more, or by hand. Each start and end is an event of the match's history and an audit entry,
 * written under the tournament's lock (which also tells the live pages). The timers read the pauses
 * (`deadlineAt` of `#core/matches/pauses.ts`); nothing here rewrites a deadline.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import {
  type Pause,
  type PauseCause,
  type PauseRefusal,
  pauseRefusal,
  type ResumeRefusal,
  resumeRefusal,
} from '#core/matches/pauses.ts'
import type { MatchPauseView } from '#core/matches/reports.api.ts'
import type { ReportableMatch } from '#core/matches/reports.ts'
import type { AlertListener } from '#server/alerts/index.ts'
import type { AuditLog } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  oblastAlerts,
  stageMatches,
  stageParticipants,
  teamMembers,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import type { LockedMatch, MatchAccess } from './match-access.ts'
import { matchEvents, matchPauses } from './tables.ts'

export interface MatchPausesDeps extends MatchAccess {
  readonly db: AppDatabase
  readonly now: () => Date
  readonly audit: AuditLog
  readonly isStaff: (tx: AppDatabase, userId: string) => Promise<boolean>
  readonly refuse: (reason: PauseRefusal | ResumeRefusal) => Error
}

export interface MatchPauses {
  /** The match's pauses, oldest first, as the timers read them. */
  of(reader: AppDatabase, matchId: string): Promise<ReadonlyArray<Pause>>
  /** The pause lasting now, as the page shows it (never whose oblast); null when none. */
  view(reader: AppDatabase, matchId: string): Promise<MatchPauseView | null>
  pause(actor: { readonly id: string }, matchId: string): Promise<MatchPauseView>
  resume(actor: { readonly id: string }, matchId: string): Promise<void>
  /** Why the user may not pause, or end the pause, now; null when they may. */
  refusals(
    reader: AppDatabase,
    matchId: string,
    match: ReportableMatch,
    mine: ReadonlyArray<string>,
    staff: boolean,
  ): Promise<{ readonly pause: PauseRefusal | null; readonly resume: ResumeRefusal | null }>
  /** Starts and ends the alerts' pauses in the transaction that records an alert's change. */
  readonly alerts: AlertListener
  /**
   * Pauses, at `at`, the matches an alert going on now should hold and that an alert's change did not
   * reach: a match that came to be played during the alert, a player who joined its team or chose the
   * oblast since. Not one whose pause somebody ended during that alert (a moderator's end holds until the
   * alert changes). The matches paused.
   */
  sweep(at: Date): Promise<ReadonlyArray<string>>
}

/** The stage's participants' local ids on a match's two sides, as SQL. */
const sideIds = sql`((${stageMatches.opponent1}->>'id')::int, (${stageMatches.opponent2}->>'id')::int)`

/** The join from a match to the users playing in it: either team's members. */
const PLAYERS_OF_MATCH = {
  participants: and(
    eq(stageParticipants.stageId, stageMatches.stageId),
    sql`${stageParticipants.localId} in ${sideIds}`,
  ),
  members: eq(teamMembers.teamId, stageParticipants.teamId),
  users: eq(users.id, teamMembers.userId),
} as const

export const createMatchPauses = ({
  db,
  now,
  audit,
  lockMatch,
  actorTeams,
  isStaff,
  refuse,
}: MatchPausesDeps): MatchPauses => {
  const rowsOf = (reader: AppDatabase, matchId: string) =>
    reader
      .select()
      .from(matchPauses)
      .where(eq(matchPauses.matchId, matchId))
      .orderBy(asc(matchPauses.startedAt), asc(matchPauses.id))

  const pausesOn = async (reader: AppDatabase, tournamentId: string) => {
    const [row] = await reader
      .select({ on: tournaments.airRaidPause })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
    return row?.on ?? false
  }

  const viewOf = (row: { readonly cause: PauseCause; readonly startedAt: Date }): MatchPauseView => ({
    cause: row.cause,
    since: row.startedAt.toISOString(),
  })

  /** Starts a pause of the match at `at`, under the lock the caller holds. */
  const start = async (
    tx: AppDatabase,
    locked: LockedMatch,
    matchId: string,
    cause: PauseCause,
    by: string | null,
    at: Date,
  ) => {
    await tx.insert(matchPauses).values({ matchId, cause, startedAt: at, startedBy: by })
    await tx.insert(matchEvents).values({
      matchId,
      reportId: null,
      kind: 'paused',
      actorId: by,
      teamId: null,
      data: { cause },
      at,
    })
    await audit.record({
      at,
      actor: by ? { userId: by } : { via: 'alerts' },
      kind: 'match.paused',
      subject: { type: 'match', id: matchId },
      tournamentId: locked.data.stage.tournamentId,
      before: null,
      after: { cause },
    })
  }

  /** Ends the match's open pause at `at`, under the lock the caller holds. */
  const end = async (
    tx: AppDatabase,
    locked: LockedMatch,
    open: { readonly id: string; readonly cause: PauseCause; readonly startedAt: Date },
    matchId: string,
    by: string | null,
    at: Date,
  ) => {
    await tx.update(matchPauses).set({ endedAt: at, endedBy: by }).where(eq(matchPauses.id, open.id))
    await tx.insert(matchEvents).values({
      matchId,
      reportId: null,
      kind: 'resumed',
      actorId: by,
      teamId: null,
      data: { cause: open.cause },
      at,
    })
    await audit.record({
      at,
      actor: by ? { userId: by } : { via: 'alerts' },
      kind: 'match.resumed',
      subject: { type: 'match', id: matchId },
      tournamentId: locked.data.stage.tournamentId,
      before: { cause: open.cause, since: open.startedAt.toISOString() },
      after: { paused_seconds: Math.round((at.getTime() - open.startedAt.getTime()) / 1000) },
    })
  }

  const openOf = async (reader: AppDatabase, matchId: string) => {
    const [row] = await reader
      .select()
      .from(matchPauses)
      .where(and(eq(matchPauses.matchId, matchId), isNull(matchPauses.endedAt)))
    return row
  }

  /**
   * Matches waiting to be played, in tournaments that pause for alerts, with a player whose oblast is
   * under alert now (`oblast_alerts`, the alert's row joined), that also meet `more`.
   */
  const matchesUnderAlert = async (reader: AppDatabase, more: SQL | undefined) => {
    const rows = await reader
      .selectDistinct({ id: stageMatches.id })
      .from(stageMatches)
      .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
      .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
      .innerJoin(stageParticipants, PLAYERS_OF_MATCH.participants)
      .innerJoin(teamMembers, PLAYERS_OF_MATCH.members)
      .innerJoin(users, PLAYERS_OF_MATCH.users)
      .innerJoin(oblastAlerts, eq(oblastAlerts.oblastId, users.oblast))
      .where(
        and(
          inArray(stageMatches.status, ['ready', 'running']),
          eq(tournamentStages.status, 'running'),
          eq(tournaments.airRaidPause, true),
          more,
        ),
      )
    return rows.map((row) => row.id)
  }

  /** The open alert pauses whose matches have no player in an oblast under alert any more. */
  const alertPausesOver = async (tx: AppDatabase) => {
    const stillOn = tx
      .select({ one: sql`1` })
      .from(stageMatches)
      .innerJoin(stageParticipants, PLAYERS_OF_MATCH.participants)
      .innerJoin(teamMembers, PLAYERS_OF_MATCH.members)
      .innerJoin(users, PLAYERS_OF_MATCH.users)
      .innerJoin(oblastAlerts, eq(oblastAlerts.oblastId, users.oblast))
      .where(eq(stageMatches.id, matchPauses.matchId))
    return tx
      .select({ matchId: matchPauses.matchId })
      .from(matchPauses)
      .where(and(isNull(matchPauses.endedAt), eq(matchPauses.cause, 'alert'), sql`not exists (${stillOn})`))
  }

  /** The matches `sweep` pauses: an alert on where a player is, no pause open or ended since it began. */
  const heldByAlertsNow = (reader: AppDatabase, only?: string) => {
    const pausedSinceItBegan = reader
      .select({ one: sql`1` })
      .from(matchPauses)
      .where(
        and(
          eq(matchPauses.matchId, stageMatches.id),
          sql`(${matchPauses.endedAt} is null or ${matchPauses.endedAt} >= ${oblastAlerts.since})`,
        ),
      )
    return matchesUnderAlert(
      reader,
      and(
        sql`not exists (${pausedSinceItBegan})`,
        only === undefined ? undefined : eq(stageMatches.id, only),
      ),
    )
  }

  return {
    of: async (reader, matchId) => rowsOf(reader, matchId),

    view: async (reader, matchId) => {
      const open = await openOf(reader, matchId)
      return open ? viewOf(open) : null
    },

    pause: (actor, matchId) =>
      inTransaction(db, async (tx) => {
        const locked = await lockMatch(tx, matchId)
        const mine = await actorTeams(tx, actor, locked.match)
        const on = await pausesOn(tx, locked.data.stage.tournamentId)
        const refusal = pauseRefusal(locked.match, mine, on, await rowsOf(tx, matchId))
        if (refusal) throw refuse(refusal)
        const at = now()
        await start(tx, locked, matchId, 'manual', actor.id, at)
        return viewOf({ cause: 'manual', startedAt: at })
      }),

    resume: (actor, matchId) =>
      inTransaction(db, async (tx) => {
        const locked = await lockMatch(tx, matchId)
        const [mine, staff, open] = await Promise.all([
          actorTeams(tx, actor, locked.match),
          isStaff(tx, actor.id),
          openOf(tx, matchId),
        ])
        const refusal = resumeRefusal(locked.match, mine, staff, open)
        if (refusal) throw refuse(refusal)
        if (open) await end(tx, locked, open, matchId, actor.id, now())
      }),

    refusals: async (reader, matchId, match, mine, staff) => {
      const [rows, tournament] = await Promise.all([
        rowsOf(reader, matchId),
        reader
          .select({ on: tournaments.airRaidPause })
          .from(stageMatches)
          .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
          .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
          .where(eq(stageMatches.id, matchId)),
      ])
      const open = rows.find((row) => row.endedAt === null)
      return {
        pause: pauseRefusal(match, mine, tournament[0]?.on ?? false, rows),
        resume: resumeRefusal(match, mine, staff, open),
      }
    },

    sweep: async (at) => {
      const paused: string[] = []
      // One transaction per match, its candidacy read again under the lock.
      for (const matchId of await heldByAlertsNow(db))
        await inTransaction(db, async (tx) => {
          const locked = await lockMatch(tx, matchId)
          if ((await heldByAlertsNow(tx, matchId)).length === 0) return
          await start(tx, locked, matchId, 'alert', null, at)
          paused.push(matchId)
        })
      return paused
    },

    alerts: {
      onChange: async ({ started, ended, at, tx }) => {
        if (started.length > 0)
          // The alerts that started are in `oblast_alerts` already, in this transaction.
          for (const matchId of await matchesUnderAlert(tx, inArray(oblastAlerts.oblastId, [...started]))) {
            const locked = await lockMatch(tx, matchId)
            if (await openOf(tx, matchId)) continue
            await start(tx, locked, matchId, 'alert', null, at)
          }
        if (ended.length > 0)
          for (const { matchId } of await alertPausesOver(tx)) {
            const locked = await lockMatch(tx, matchId)
            const open = await openOf(tx, matchId)
            if (open?.cause === 'alert') await end(tx, locked, open, matchId, null, at)
          }
      },
    },
  }
}

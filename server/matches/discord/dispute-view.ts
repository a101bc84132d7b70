/**
 * A disputed report as its Discord message shows it, read now: the report, its match, stage and
 * tournament, the two teams, the nicknames of who reported and who disputed, and the decision with who
 * made it (from the results desk's audit entry naming the report: a Discord user or a site account).
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  auditEntries,
  stageMatches,
  stageParticipants,
  teams,
  tournamentStages,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { matchReports } from '../tables.ts'
import type { DisputeView } from './dispute-message.ts'

/** How many of the match's newest result entries are looked through for the decision's own. */
const AUDIT_LOOKBACK = 5

const nicknameOf = async (db: AppDatabase, userId: string | null): Promise<string | null> => {
  if (userId === null) return null
  const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId))
  return row?.name ?? null
}

/** Who decided: the desk's entry of the match whose source is this report's decision. */
const decidedBy = async (
  db: AppDatabase,
  matchId: string,
  reportId: string,
): Promise<{ readonly at: Date; readonly by: NonNullable<DisputeView['decision']>['by'] } | undefined> => {
  const rows = await db
    .select({
      at: auditEntries.at,
      after: auditEntries.after,
      nickname: users.username,
      discordUserId: auditEntries.discordUserId,
      discordUsername: auditEntries.discordUsername,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(
      and(
        eq(auditEntries.subjectType, 'match'),
        eq(auditEntries.subjectId, matchId),
        eq(auditEntries.kind, 'match.reported'),
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(AUDIT_LOOKBACK)
  const row = rows.find((one) => {
    const source = one.after?.source
    return (
      typeof source === 'object' &&
      source !== null &&
      'match_report_id' in source &&
      source.match_report_id === reportId
    )
  })
  if (!row) return undefined
  return {
    at: row.at,
    by:
      row.discordUserId !== null && row.discordUsername !== null
        ? { discord: { id: row.discordUserId, username: row.discordUsername } }
        : row.nickname !== null
          ? { nickname: row.nickname }
          : null,
  }
}

/** The report's view; undefined when it is gone or was never disputed (nothing to show moderators). */
export const disputeNow = async (db: AppDatabase, reportId: string): Promise<DisputeView | undefined> => {
  const [row] = await db
    .select({
      report: matchReports,
      match: {
        number: stageMatches.number,
        round: stageMatches.roundNumber,
        stageId: stageMatches.stageId,
        opponent1: stageMatches.opponent1,
        opponent2: stageMatches.opponent2,
      },
      stageNumber: tournamentStages.number,
      tournament: { slug: tournaments.slug, name: tournaments.name },
    })
    .from(matchReports)
    .innerJoin(stageMatches, eq(stageMatches.id, matchReports.matchId))
    .innerJoin(tournamentStages, eq(tournamentStages.id, stageMatches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentStages.tournamentId))
    .where(eq(matchReports.id, reportId))
  const disputeReason = row?.report.disputeReason
  if (!row || disputeReason == null) return undefined
  if (row.report.state !== 'disputed' && row.report.state !== 'decided') return undefined
  const locals = [row.match.opponent1?.id, row.match.opponent2?.id]
  const known = locals.filter((id): id is number => id != null)
  const seated =
    known.length === 0
      ? []
      : await db
          .select({ localId: stageParticipants.localId, teamId: teams.id, name: teams.name })
          .from(stageParticipants)
          .innerJoin(teams, eq(teams.id, stageParticipants.teamId))
          .where(
            and(eq(stageParticipants.stageId, row.match.stageId), inArray(stageParticipants.localId, known)),
          )
  const side = (local: number | null | undefined) => seated.find((one) => one.localId === local)
  const [first, second] = [side(locals[0]), side(locals[1])]
  if (!first || !second) return undefined
  const sideOf = (teamId: string): 1 | 2 => (teamId === first.teamId ? 1 : 2)
  const report = row.report
  const decided =
    report.state === 'decided' && report.decision !== null && report.decisionReason !== null
      ? await decidedBy(db, report.matchId, report.id)
      : undefined
  return {
    reportId: report.id,
    matchId: report.matchId,
    tournament: row.tournament,
    stageNumber: row.stageNumber,
    round: row.match.round,
    matchNumber: row.match.number,
    teams: [first.name, second.name],
    reported: {
      side: sideOf(report.teamId),
      nickname: await nicknameOf(db, report.reportedBy),
      result: report.report,
    },
    disputed: {
      side: sideOf(report.teamId) === 1 ? 2 : 1,
      nickname: await nicknameOf(db, report.answeredBy),
      reason: disputeReason,
    },
    decision:
      report.decision !== null && report.decisionReason !== null && report.state === 'decided'
        ? {
            result: report.decision,
            reason: report.decisionReason,
            at: decided?.at ?? report.answeredAt ?? report.createdAt,
            by: decided?.by ?? null,
          }
        : null,
  }
}

/**
 * The notices of a match's result (ADR 0077): when a team reports its match, the other team's members
 * are told what was reported and until when they may answer; when a moderator decides a dispute, both
 * teams' members are told the decision and its reason; when a ready check closes with a team missing,
 * both teams' members are told the forfeit written or that the moderators decide. Each by the player's choice of e-mail,
 * Telegram or both, linked to the match's page, in the transaction of the change.
 */
import { eq, inArray } from 'drizzle-orm'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import type { MatchResultNotices } from '#server/matches/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import type { MatchOutcome, TeamMailer, TeamMailRecipient, TeamMailSubject } from './ports.ts'
import { recipientsOf } from './recipients.ts'
import { teams } from './tables.ts'

/** The result as the team on `side` (1 or 2) of the match reads it: its own score first. */
export const outcomeFor = (report: MatchReport, side: 1 | 2): MatchOutcome['result'] => {
  switch (report.kind) {
    case 'score':
      return { score: side === 1 ? report.scores : [report.scores[1], report.scores[0]] }
    case 'forfeit':
      return { forfeit: report.forfeiting === side ? 'team' : 'opponent' }
    case 'double_forfeit':
      return { forfeit: 'both' }
  }
}

export const createMatchResultNotices = (deps: {
  readonly mailer: Pick<TeamMailer, 'matchReported' | 'disputeDecided' | 'matchNoShow'>
  /** Public origin without a trailing slash. */
  readonly publicUrl: string
}): MatchResultNotices => {
  /** Each team of the match with its name, its members to tell and the match page's address. */
  const sidesOf = async (tx: AppDatabase, matchId: string, teamIds: readonly [string, string]) => {
    const rows = await tx
      .select({ id: teams.id, name: teams.name, tournament: tournaments.name, slug: tournaments.slug })
      .from(teams)
      .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
      .where(inArray(teams.id, [...teamIds]))
    const byId = new Map(rows.map((row) => [row.id, row]))
    const recipients = await recipientsOf(tx, teamIds)
    const [first, second] = [byId.get(teamIds[0]), byId.get(teamIds[1])]
    if (!first || !second) return []
    return ([1, 2] as const).map((side) => {
      const team = side === 1 ? first : second
      const opponent = side === 1 ? second : first
      return {
        side,
        team,
        opponent,
        recipients: recipients.get(team.id) ?? [],
        subject: (locale: 'uk' | 'en') => ({
          teamName: team.name,
          tournamentName: team.tournament,
          url: `${deps.publicUrl}${localizePath(matchPagePath(team.slug, matchId), locale)}`,
        }),
      }
    })
  }

  /** Tells each member of the match's teams (but the team `skip`) through `tell`, with their side's view. */
  const tellMembers = async (
    tx: AppDatabase,
    matchId: string,
    teamIds: readonly [string, string],
    tell: (
      recipient: TeamMailRecipient,
      mail: TeamMailSubject & { readonly opponent: string },
      side: 1 | 2,
    ) => Promise<void>,
    skip?: string,
  ) => {
    for (const side of await sidesOf(tx, matchId, teamIds)) {
      if (side.team.id === skip) continue
      for (const recipient of side.recipients)
        await tell(recipient, { ...side.subject(recipient.locale), opponent: side.opponent.name }, side.side)
    }
  }

  return {
    reported: (tx, { matchId, teamIds, reportingTeamId, result, answerDueAt }) =>
      tellMembers(
        tx,
        matchId,
        teamIds,
        (recipient, mail, side) =>
          deps.mailer.matchReported(recipient, {
            ...mail,
            result: outcomeFor(result, side),
            answerBy: answerDueAt.toISOString(),
          }),
        reportingTeamId,
      ),
    decided: (tx, { matchId, teamIds, result, reason }) =>
      tellMembers(tx, matchId, teamIds, (recipient, mail, side) =>
        deps.mailer.disputeDecided(recipient, { ...mail, result: outcomeFor(result, side), reason }),
      ),
    noShow: (tx, { matchId, teamIds, result }) =>
      tellMembers(tx, matchId, teamIds, (recipient, mail, side) =>
        deps.mailer.matchNoShow(recipient, {
          ...mail,
          result: result === null ? null : outcomeFor(result, side),
        }),
      ),
  }
}

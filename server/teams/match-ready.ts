/**
 * "My next match is ready" (ADR 0071): the stage use cases find the teams whose next match became ready
 * (`server/tournaments/stages/next-matches.ts`) and hand them here, in the transaction of the change;
 * each reachable member of such a team is sent a `matchReady` notice naming the opponent, linked to
 * the match's page, by their choice of e-mail, Telegram or both.
 */
import { eq, inArray } from 'drizzle-orm'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { MatchesReady } from '#server/tournaments/index.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import type { TeamMailer } from './ports.ts'
import { recipientsOf } from './recipients.ts'
import { teams } from './tables.ts'

export const createMatchReadyNotices = (deps: {
  readonly mailer: Pick<TeamMailer, 'matchReady'>
  /** Public origin without a trailing slash. */
  readonly publicUrl: string
}): MatchesReady => {
  return async (tx, ready) => {
    const teamIds = [...new Set(ready.flatMap((match) => [match.teamId, match.opponentId]))]
    const rows = await tx
      .select({ id: teams.id, name: teams.name, tournament: tournaments.name, slug: tournaments.slug })
      .from(teams)
      .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
      .where(inArray(teams.id, teamIds))
    const byId = new Map(rows.map((row) => [row.id, row]))
    const recipients = await recipientsOf(
      tx,
      ready.map((match) => match.teamId),
    )
    for (const match of ready) {
      const team = byId.get(match.teamId)
      const opponent = byId.get(match.opponentId)
      if (!team || !opponent) continue
      for (const recipient of recipients.get(team.id) ?? []) {
        await deps.mailer.matchReady(recipient, {
          teamName: team.name,
          tournamentName: team.tournament,
          url: `${deps.publicUrl}${localizePath(matchPagePath(team.slug, match.matchId), recipient.locale)}`,
          opponent: opponent.name,
        })
      }
    }
  }
}

/**
 * Each team's next match as My tournaments shows it: the rule of `next-matches.ts` (ADR 0071) applied
 * to the running stages the teams play in, read in three queries whatever the number of teams.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { teams } from '#server/teams/tables.ts'
import { tournamentStages } from '#server/tournaments/tables.ts'
import { nextMatches, WAITING_FOR_RESULT } from './next-matches.ts'
import { stageMatches, stageParticipants } from './tables.ts'

export interface TeamNextMatch {
  readonly matchId: string
  readonly opponent: string
  readonly scheduledAt: Date | null
}

export const readNextMatches = async (
  db: AppDatabase,
  teamIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, TeamNextMatch>> => {
  const found = new Map<string, TeamNextMatch>()
  if (teamIds.length === 0) return found
  // The running stages of these teams, earliest stage first: a team in two at once plays the first.
  const stages = await db
    .selectDistinct({ id: tournamentStages.id, number: tournamentStages.number })
    .from(stageParticipants)
    .innerJoin(tournamentStages, eq(tournamentStages.id, stageParticipants.stageId))
    .where(and(inArray(stageParticipants.teamId, [...teamIds]), eq(tournamentStages.status, 'running')))
    .orderBy(asc(tournamentStages.number))
  if (stages.length === 0) return found
  const stageIds = stages.map((stage) => stage.id)
  const [participants, matches] = await Promise.all([
    db
      .select({ participant: stageParticipants, name: teams.name })
      .from(stageParticipants)
      .innerJoin(teams, eq(teams.id, stageParticipants.teamId))
      .where(inArray(stageParticipants.stageId, stageIds)),
    db
      .select()
      .from(stageMatches)
      .where(
        and(inArray(stageMatches.stageId, stageIds), inArray(stageMatches.status, [...WAITING_FOR_RESULT])),
      ),
  ])
  const nameOf = new Map(participants.map((row) => [row.participant.teamId, row.name]))
  const wanted = new Set(teamIds)
  for (const stage of stages) {
    const next = nextMatches({
      stage: { status: 'running' },
      participants: participants.flatMap((row) =>
        row.participant.stageId === stage.id ? [row.participant] : [],
      ),
      matches: matches.filter((match) => match.stageId === stage.id),
    })
    for (const [teamId, { match, opponentId }] of next) {
      if (!wanted.has(teamId) || found.has(teamId)) continue
      found.set(teamId, {
        matchId: match.id,
        opponent: nameOf.get(opponentId) ?? '',
        scheduledAt: match.scheduledAt,
      })
    }
  }
  return found
}

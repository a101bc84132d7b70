import type { APIRequestContext } from '@playwright/test'
import type { Match, TournamentResults } from '../../core/tournaments/results.schema.ts'
import { DISPUTED_MATCH } from './match-day-fixture.ts'

/** The matches still to be played of `match-day-fixture.ts`'s round robin, as its results list them. */
export const readyMatches = async (request: APIRequestContext): Promise<Match[]> => {
  const slug = DISPUTED_MATCH.tournament
  const results = (await (
    await request.get(`/api/v1/tournaments/${slug}/results`)
  ).json()) as TournamentResults
  return results.stages.flatMap((stage) =>
    stage.kind === 'round_robin'
      ? stage.groups.flatMap((group) =>
          group.rounds.flatMap((round) => round.matches.filter((match) => match.status === 'ready')),
        )
      : [],
  )
}

/**
 * core's TournamentsApi over REST API v1 (`GET /tournaments`, `GET /tournaments/{id}`, no session
 * needed): the answers decoded with core's schema, the same `Tournament` the server's in-process
 * adapter gives the pages.
 */
import { Schema } from 'effect'
import { NotFound } from '#core/shared/errors.ts'
import { TournamentResults } from '#core/tournaments/results.schema.ts'
import { isTournamentKey, TournamentPayload, TournamentSummary } from '#core/tournaments/tournament.schema.ts'
import { TOURNAMENT_PATHS, tournamentPath, tournamentResultsPath } from '#core/tournaments/tournaments.api.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeTournament = Schema.decodeUnknownPromise(TournamentPayload)
const decodeResults = Schema.decodeUnknownPromise(TournamentResults)
const decodeList = Schema.decodeUnknownPromise(Schema.Struct({ results: Schema.Array(TournamentSummary) }))

export const createTournamentsApi = (client: ApiClient): TournamentsApi => {
  const get = async (idOrSlug: string) => {
    // A key that cannot name a tournament is not sent (nor is it a path segment of another route).
    if (!isTournamentKey(idOrSlug)) throw new NotFound()
    return decodeTournament(await client.request('GET', tournamentPath(idOrSlug), { auth: false }))
  }
  return {
    get,
    find: (idOrSlug) =>
      get(idOrSlug).catch((error: unknown) => {
        if (error instanceof NotFound) return undefined
        throw error
      }),
    results: async (idOrSlug) => {
      if (!isTournamentKey(idOrSlug)) throw new NotFound()
      return decodeResults(await client.request('GET', tournamentResultsPath(idOrSlug), { auth: false }))
    },
    list: async (options = {}) => {
      const query = options.limit === undefined ? '' : `?limit=${encodeURIComponent(options.limit)}`
      return (
        await decodeList(
          await client.request('GET', `${TOURNAMENT_PATHS.tournaments}${query}`, { auth: false }),
        )
      ).results
    },
  }
}

/**
 * core's TournamentsApi over REST API v1 (`GET /tournaments`, `GET /tournaments/{id}` and its
 * participants and results, no session needed): the answers decoded with core's schemas, the same
 * types the server's in-process adapter gives the pages.
 */
import { Schema } from 'effect'
import { NotFound } from '#core/shared/errors.ts'
import { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import { isTournamentKey, TournamentPage, TournamentPayload } from '#core/tournaments/tournament.schema.ts'
import {
  participantsPath,
  resultsPath,
  TOURNAMENT_PATHS,
  tournamentPath,
} from '#core/tournaments/tournaments.api.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeTournament = Schema.decodeUnknownPromise(TournamentPayload)
const decodePage = Schema.decodeUnknownPromise(TournamentPage)
const decodeParticipants = Schema.decodeUnknownPromise(ParticipantList)
const decodeResults = Schema.decodeUnknownPromise(TournamentResults)

/** `?a=1&b=x` of the options that are set, or ''. */
const queryOf = (options: Readonly<Record<string, string | number | undefined>>): string => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(options)) if (value !== undefined) query.set(name, String(value))
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}

export const createTournamentsApi = (client: ApiClient): TournamentsApi => {
  // A key that cannot name a tournament is not sent (nor is it a path segment of another route).
  const checked = (idOrSlug: string): string => {
    if (!isTournamentKey(idOrSlug)) throw new NotFound()
    return idOrSlug
  }
  const get = async (idOrSlug: string) =>
    decodeTournament(await client.request('GET', tournamentPath(checked(idOrSlug)), { auth: false }))
  return {
    get,
    find: (idOrSlug) =>
      get(idOrSlug).catch((error: unknown) => {
        if (error instanceof NotFound) return undefined
        throw error
      }),
    list: async (options = {}) =>
      decodePage(
        await client.request(
          'GET',
          `${TOURNAMENT_PATHS.tournaments}${queryOf({
            filter: options.filter,
            search: options.search,
            page: options.page,
            limit: options.limit,
          })}`,
          { auth: false },
        ),
      ),
    participants: async (idOrSlug, options = {}) =>
      decodeParticipants(
        await client.request(
          'GET',
          `${participantsPath(checked(idOrSlug))}${queryOf({ search: options.search })}`,
          { auth: false },
        ),
      ),
    results: async (idOrSlug) =>
      decodeResults(await client.request('GET', resultsPath(checked(idOrSlug)), { auth: false })),
  }
}

/**
 * core's TournamentsApi over REST API v1 (`GET /tournaments`, `/tournaments/{id}`,
 * `/tournaments/{id}/participants`, `/tournaments/{id}/payouts`, no session needed): the answers decoded with core's schemas, the
 * same types the server's in-process adapter gives the pages.
 */
import { Schema } from 'effect'
import { NotFound } from '#core/shared/errors.ts'
import { MatchParams, MatchView } from '#core/tournaments/match-view.ts'
import { PayoutLedger } from '#core/tournaments/payouts.ts'
import { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import { isTournamentKey, TournamentPage, TournamentPayload } from '#core/tournaments/tournament.schema.ts'
import {
  matchPath,
  participantsPath,
  payoutsPath,
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
const decodeLedger = Schema.decodeUnknownPromise(PayoutLedger)
const decodeMatch = Schema.decodeUnknownPromise(MatchView)
const isMatchParams = Schema.is(MatchParams)

/** `?a=1&b=2` of the defined values, or nothing. */
const queryOf = (params: Readonly<Record<string, string | number | undefined>>): string => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value))
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}

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
    list: async (options = {}) => {
      const query = queryOf({
        filter: options.filter,
        search: options.search?.trim() || undefined,
        page: options.page,
        page_size: options.pageSize,
      })
      return decodePage(
        await client.request('GET', `${TOURNAMENT_PATHS.tournaments}${query}`, { auth: false }),
      )
    },
    participants: async (idOrSlug, options = {}) => {
      if (!isTournamentKey(idOrSlug)) throw new NotFound()
      const query = queryOf({ search: options.search?.trim() || undefined })
      return decodeParticipants(
        await client.request('GET', `${participantsPath(idOrSlug)}${query}`, { auth: false }),
      )
    },
    results: async (idOrSlug) => {
      if (!isTournamentKey(idOrSlug)) throw new NotFound()
      // Read in the browser only to follow live results: never the browser's cached copy.
      return decodeResults(
        await client.request('GET', resultsPath(idOrSlug), { auth: false, revalidate: true }),
      )
    },
    match: async (idOrSlug, matchId) => {
      if (!isMatchParams({ id: idOrSlug, matchId })) throw new NotFound()
      return decodeMatch(await client.request('GET', matchPath(idOrSlug, matchId), { auth: false }))
    },
    payouts: async (idOrSlug) => {
      if (!isTournamentKey(idOrSlug)) throw new NotFound()
      return decodeLedger(await client.request('GET', payoutsPath(idOrSlug), { auth: false }))
    },
  }
}

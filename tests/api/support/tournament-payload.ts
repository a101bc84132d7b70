/** A tournament answer of the API decoded with core's schema, every problem reported (not only the first). */
import { Schema } from 'effect'
import { TournamentPayload } from '#core/tournaments/tournament.schema.ts'

export const decodeTournament = Schema.decodeUnknownSync(TournamentPayload, { errors: 'all' })

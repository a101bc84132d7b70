/**
 * The tournament payload of the REST API (`GET /api/v1/tournaments/{id}`, spec §7): snake_case,
 * date-times as ISO 8601 strings, money as numbers in currency units. Shared by the server (which
 * encodes it) and the browser (which decodes it).
 */
import { Schema } from 'effect'

const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
    description: 'an ISO 8601 date-time with a time zone',
  }),
)

const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

export const TournamentEntry = Schema.Literals(['free', 'paid'])
export type TournamentEntry = typeof TournamentEntry.Type

export const TournamentPayload = Schema.Struct({
  id: Schema.String.check(Schema.isUUID()),
  slug: Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: Schema.String,
  game: Schema.String,
  format: Schema.String,
  entry: TournamentEntry,
  /** null when the entry is free. */
  entry_fee: Schema.NullOr(Money),
  prize_fund: Money,
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)),
  slots: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  registration_start: IsoDateTime,
  registration_end: IsoDateTime,
  games_start: IsoDateTime,
  games_end: IsoDateTime,
})
export type TournamentPayload = typeof TournamentPayload.Type

/**
 * A tournament as every layer sees it: the pages' data hooks, the browser and the API answer this one
 * shape (the repository maps its rows to it), so no reader converts between variants.
 */
export type Tournament = TournamentPayload

/** Decodes an API answer; reports every problem, not only the first (effect's default). */
export const decodeTournamentPayload = Schema.decodeUnknownSync(TournamentPayload, { errors: 'all' })

/** How a tournament is named in a URL: its UUID or its slug (at most 100 characters). */
export const TournamentKey = Schema.String.check(
  Schema.isPattern(
    /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z0-9]+(?:-[a-z0-9]+)*)$/i,
  ),
  Schema.isMaxLength(100),
)
export const isTournamentKey = Schema.is(TournamentKey)

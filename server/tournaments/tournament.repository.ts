/**
 * The tournaments' storage: the repository interface the use cases depend on, and its Drizzle
 * implementation, which maps rows (Dates, cents) to core's `Tournament` before they leave it.
 */
import { asc, eq } from 'drizzle-orm'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import type { TournamentListOptions } from '#core/tournaments/tournaments.port.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type TournamentRow, tournaments } from '#server/platform/db/schema.ts'
import { toTournamentPayload } from './tournament.mapper.ts'

export const DEFAULT_TOURNAMENT_PAGE = 50
export const MAX_TOURNAMENT_PAGE = 100

/** The port use-cases depend on: domain records only, no row type. */
export interface TournamentRepository {
  findTournamentBySlugOrId(key: string): Promise<Tournament | undefined>
  listTournaments(options?: TournamentListOptions): Promise<Tournament[]>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The row by id when `key` is a UUID, otherwise (or when no id matches) by slug. A malformed UUID is
 * never sent to a uuid column, where PostgreSQL would reject it with an error: it is just not found.
 */
export const findTournamentBySlugOrId = async (
  db: AppDatabase,
  key: string,
): Promise<TournamentRow | undefined> => {
  if (UUID.test(key)) {
    const [byId] = await db.select().from(tournaments).where(eq(tournaments.id, key.toLowerCase())).limit(1)
    if (byId) return byId
  }
  const [bySlug] = await db.select().from(tournaments).where(eq(tournaments.slug, key)).limit(1)
  return bySlug
}

/** Rows by games start, earliest first. */
export const listTournaments = async (
  db: AppDatabase,
  options: TournamentListOptions = {},
): Promise<TournamentRow[]> => {
  const requested = options.limit ?? DEFAULT_TOURNAMENT_PAGE
  const limit = Number.isFinite(requested)
    ? Math.min(Math.max(Math.trunc(requested), 1), MAX_TOURNAMENT_PAGE)
    : DEFAULT_TOURNAMENT_PAGE
  return db.select().from(tournaments).orderBy(asc(tournaments.gamesStart), asc(tournaments.id)).limit(limit)
}

export const createTournamentRepository = (db: AppDatabase): TournamentRepository => ({
  findTournamentBySlugOrId: async (key) => {
    const row = await findTournamentBySlugOrId(db, key)
    return row ? toTournamentPayload(row) : undefined
  },
  listTournaments: async (options) => (await listTournaments(db, options)).map(toTournamentPayload),
})

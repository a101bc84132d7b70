/** Reads tournaments. Returns plain rows (Dates, cents); the mapper turns them into payloads. */
import { asc, eq } from 'drizzle-orm'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type TournamentRow, tournaments } from '#server/platform/db/schema.ts'

export type TournamentRecord = TournamentRow

export interface ListTournamentsOptions {
  /** 1 to MAX_TOURNAMENT_PAGE; default DEFAULT_TOURNAMENT_PAGE. */
  readonly limit?: number | undefined
}

export const DEFAULT_TOURNAMENT_PAGE = 50
export const MAX_TOURNAMENT_PAGE = 100

/** The port use-cases depend on. */
export interface TournamentRepository {
  findTournamentBySlugOrId(key: string): Promise<TournamentRecord | undefined>
  listTournaments(options?: ListTournamentsOptions): Promise<TournamentRecord[]>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * By id when `key` is a UUID, otherwise (or when no id matches) by slug. A malformed UUID is never
 * sent to a uuid column, where PostgreSQL would reject it with an error: it is just not found.
 */
export const findTournamentBySlugOrId = async (
  db: AppDatabase,
  key: string,
): Promise<TournamentRecord | undefined> => {
  if (UUID.test(key)) {
    const [byId] = await db.select().from(tournaments).where(eq(tournaments.id, key.toLowerCase())).limit(1)
    if (byId) return byId
  }
  const [bySlug] = await db.select().from(tournaments).where(eq(tournaments.slug, key)).limit(1)
  return bySlug
}

/** Tournaments by games start, earliest first. */
export const listTournaments = async (
  db: AppDatabase,
  options: ListTournamentsOptions = {},
): Promise<TournamentRecord[]> => {
  const requested = options.limit ?? DEFAULT_TOURNAMENT_PAGE
  const limit = Number.isFinite(requested)
    ? Math.min(Math.max(Math.trunc(requested), 1), MAX_TOURNAMENT_PAGE)
    : DEFAULT_TOURNAMENT_PAGE
  return db.select().from(tournaments).orderBy(asc(tournaments.gamesStart), asc(tournaments.id)).limit(limit)
}

export const createTournamentRepository = (db: AppDatabase): TournamentRepository => ({
  findTournamentBySlugOrId: (key) => findTournamentBySlugOrId(db, key),
  listTournaments: (options) => listTournaments(db, options),
})

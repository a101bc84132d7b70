/**
 * The tournaments' storage: the repository interface the use cases depend on, and its Drizzle
 * implementation, which maps rows (Dates, cents) to core's types before they leave it. Drafts never
 * leave it: every public read is limited to published and cancelled tournaments.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import type { TeamCounts, Tournament, TournamentSummary } from '#core/tournaments/tournament.schema.ts'
import type { TournamentListOptions } from '#core/tournaments/tournaments.port.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { type TournamentRow, teams, tournamentStages, tournaments } from '#server/platform/db/schema.ts'
import { readTournamentResults } from './stages/results.ts'
import { SLOT_HOLDING_STATES, toTournamentPayload, toTournamentSummary } from './tournament.mapper.ts'

export const DEFAULT_TOURNAMENT_PAGE = 50
export const MAX_TOURNAMENT_PAGE = 100

/** The port use-cases depend on: domain records only, no row type. */
export interface TournamentRepository {
  findTournamentBySlugOrId(key: string): Promise<Tournament | undefined>
  listTournaments(options?: TournamentListOptions): Promise<TournamentSummary[]>
  /** A public tournament's results, by UUID or slug. */
  findResults(key: string): Promise<TournamentResults | undefined>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isPublic = ne(tournaments.status, 'draft')

/**
 * The public row by id when `key` is a UUID, otherwise (or when no id matches) by slug. A malformed
 * UUID is never sent to a uuid column, where PostgreSQL would reject it with an error: it is just not
 * found.
 */
export const findTournamentBySlugOrId = async (
  db: AppDatabase,
  key: string,
): Promise<TournamentRow | undefined> => {
  if (UUID.test(key)) {
    const [byId] = await db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.id, key.toLowerCase()), isPublic))
      .limit(1)
    if (byId) return byId
  }
  const [bySlug] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.slug, key), isPublic))
    .limit(1)
  return bySlug
}

/** Public rows by games start, earliest first. */
export const listTournaments = async (
  db: AppDatabase,
  options: TournamentListOptions = {},
): Promise<TournamentRow[]> => {
  const requested = options.limit ?? DEFAULT_TOURNAMENT_PAGE
  const limit = Number.isFinite(requested)
    ? Math.min(Math.max(Math.trunc(requested), 1), MAX_TOURNAMENT_PAGE)
    : DEFAULT_TOURNAMENT_PAGE
  return db
    .select()
    .from(tournaments)
    .where(isPublic)
    .orderBy(asc(tournaments.gamesStart), asc(tournaments.id))
    .limit(limit)
}

/** The team counts of some tournaments, in one query. */
export const teamCounts = async (
  db: AppDatabase,
  tournamentIds: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, TeamCounts>> => {
  const counts = new Map<string, TeamCounts>()
  if (tournamentIds.length === 0) return counts
  const rows = await db
    .select({
      tournamentId: teams.tournamentId,
      registered: count(),
      confirmed: sql<number>`count(*) filter (where ${teams.state} in ('confirmed', 'checked_in'))`.mapWith(
        Number,
      ),
    })
    .from(teams)
    .where(
      and(inArray(teams.tournamentId, [...tournamentIds]), inArray(teams.state, [...SLOT_HOLDING_STATES])),
    )
    .groupBy(teams.tournamentId)
  for (const row of rows)
    counts.set(row.tournamentId, { registered: row.registered, confirmed: row.confirmed })
  return counts
}

const NO_TEAMS: TeamCounts = { registered: 0, confirmed: 0 }

export const createTournamentRepository = (db: AppDatabase): TournamentRepository => ({
  findTournamentBySlugOrId: async (key) => {
    const row = await findTournamentBySlugOrId(db, key)
    if (!row) return undefined
    const [stages, counts] = await Promise.all([
      db.select().from(tournamentStages).where(eq(tournamentStages.tournamentId, row.id)),
      teamCounts(db, [row.id]),
    ])
    return toTournamentPayload(row, stages, counts.get(row.id) ?? NO_TEAMS)
  },
  findResults: async (key) => {
    const row = await findTournamentBySlugOrId(db, key)
    return row ? readTournamentResults(db, row.id) : undefined
  },
  listTournaments: async (options) => {
    const rows = await listTournaments(db, options)
    const counts = await teamCounts(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => toTournamentSummary(row, counts.get(row.id) ?? NO_TEAMS))
  },
})

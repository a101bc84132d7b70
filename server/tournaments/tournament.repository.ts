/**
 * The tournaments' storage: the repository interface the use cases depend on, and its Drizzle
 * implementation, which maps rows (Dates, cents) to core's types before they leave it. Drafts never
 * leave it: every public read is limited to published and cancelled tournaments.
 *
 * Every read takes a fixed number of queries whatever the number of tournaments or teams: team counts
 * and sizes are correlated subqueries of the one query that reads the rows (docs/performance.md).
 */
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { isUuid } from '#core/shared/ids/uuid.ts'
import type { MatchView } from '#core/tournaments/match-view.ts'
import type { Payout } from '#core/tournaments/payouts.ts'
import {
  type Participant,
  SLOT_HOLDING_STATES,
  type TeamState,
  type TournamentResults,
} from '#core/tournaments/results.schema.ts'
import type { Tournament, TournamentFilter, TournamentSummary } from '#core/tournaments/tournament.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { likeContaining } from '#server/platform/db/like.ts'
import { type TournamentRow, teams, tournamentStages, tournaments } from '#server/platform/db/schema.ts'
import { createPayoutRepository } from './payouts/repository.ts'
import { readMatchView } from './stages/match-view.ts'
import { readTournamentResults } from './stages/results.ts'
import { toParticipant, toTournamentPayload, toTournamentSummary } from './tournament.mapper.ts'

/** What the list reads: already checked and normalised by the use cases. */
export interface TournamentListRequest {
  readonly filter: TournamentFilter
  /** Trimmed; empty for no search. */
  readonly search: string
  readonly offset: number
  readonly limit: number
  /** The instant the timeline groups are computed at. */
  readonly now: Date
}

export interface TournamentListAnswer {
  /** Every public tournament matching the filter and search. */
  readonly count: number
  readonly results: ReadonlyArray<TournamentSummary>
}

/** A public tournament's key facts, for the sitemap and the calendar. */
export interface PublicTournamentEntry {
  readonly slug: string
  readonly updatedAt: Date
}

/** The port use-cases depend on: domain records only, no row type. */
export interface TournamentRepository {
  findTournamentBySlugOrId(key: string): Promise<Tournament | undefined>
  listTournaments(request: TournamentListRequest): Promise<TournamentListAnswer>
  /** The teams of a public tournament; undefined when there is none. */
  listParticipants(key: string, search: string): Promise<ReadonlyArray<Participant> | undefined>
  /** Every public tournament, newest change first (the sitemap). */
  listPublicTournaments(): Promise<ReadonlyArray<PublicTournamentEntry>>
  /** When a public tournament was last changed (its calendar's DTSTAMP); undefined when there is none. */
  findUpdatedAt(id: string): Promise<Date | undefined>
  /** A public tournament's results, by UUID or slug. */
  findResults(key: string): Promise<TournamentResults | undefined>
  /** A head-to-head match of a public tournament, by the tournament's UUID or slug and the match's UUID. */
  findMatch(key: string, matchId: string): Promise<MatchView | undefined>
  /** A public tournament (its money facts) and the payouts recorded for it, by UUID or slug. */
  findPayouts(
    key: string,
  ): Promise<{ readonly tournament: Tournament; readonly payouts: ReadonlyArray<Payout> } | undefined>
}

/** Served by `tournaments_status_games_start_idx` (status first). */
const isPublic = inArray(tournaments.status, ['published', 'cancelled'])

/**
 * The public row with this id (when `key` is a UUID) or this slug, the id winning. A malformed UUID
 * is never sent to a uuid column, where PostgreSQL would reject it with an error: it is just not found.
 */
const keyMatches = (key: string): { where: SQL; idFirst: SQL } => {
  if (!isUuid(key)) return { where: eq(tournaments.slug, key), idFirst: sql`${tournaments.id}` }
  const id = key.toLowerCase()
  return {
    where: or(eq(tournaments.id, id), eq(tournaments.slug, key)) as SQL,
    idFirst: sql`case when ${tournaments.id} = ${id} then 0 else 1 end`,
  }
}

export const findTournamentBySlugOrId = async (
  db: AppDatabase,
  key: string,
): Promise<TournamentRow | undefined> => {
  const { where, idFirst } = keyMatches(key)
  const [row] = await db.select().from(tournaments).where(and(where, isPublic)).orderBy(idFirst).limit(1)
  return row
}

const stateList = (states: ReadonlyArray<TeamState>): SQL =>
  sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )

/**
 * Teams holding a slot, and of them the confirmed ones, as subqueries of a tournaments query. Written
 * with qualified names: Drizzle leaves a column of a one-table query unqualified, which inside the
 * subquery would name the team's own `id`.
 */
const slotCount = (states: ReadonlyArray<TeamState>) =>
  sql<number>`(select count(*) from "teams" as "counted" where "counted"."tournament_id" = "tournaments"."id" and "counted"."state" in (${stateList(states)}))`.mapWith(
    Number,
  )
/** The team counts of a tournament's summary, as columns of any query that reads `tournaments`. */
export const teamCountColumns = {
  registered: slotCount(SLOT_HOLDING_STATES),
  confirmed: slotCount(['confirmed', 'checked_in']),
}

/**
 * The timeline's filter groups in SQL, the same boundaries as core's `phaseAt`: finished once the
 * games ended, active while they run, upcoming before they start. A cancelled tournament is finished
 * whatever its dates.
 */
const inGroup = (filter: TournamentFilter, now: string): SQL | undefined => {
  const at = sql`${now}::timestamptz`
  switch (filter) {
    case 'all':
      return undefined
    case 'upcoming':
      return and(eq(tournaments.status, 'published'), sql`${at} < ${tournaments.gamesStart}`)
    case 'active':
      return and(
        eq(tournaments.status, 'published'),
        sql`${tournaments.gamesStart} <= ${at}`,
        sql`${at} < ${tournaments.gamesEnd}`,
      )
    case 'finished':
      return or(eq(tournaments.status, 'cancelled'), sql`${tournaments.gamesEnd} <= ${at}`)
  }
}

/**
 * The order a player reads the list in: 0 = registration open or games running, 1 = coming, 2 =
 * finished or cancelled; the first two by games start, the finished newest first.
 */
const listOrder = (now: string): SQL[] => {
  const at = sql`${now}::timestamptz`
  const rank = sql`case
    when ${tournaments.status} = 'cancelled' or ${tournaments.gamesEnd} <= ${at} then 2
    when ${tournaments.gamesStart} <= ${at}
      or (${tournaments.registrationStart} <= ${at} and ${at} < ${tournaments.registrationEnd}) then 0
    else 1 end`
  return [
    sql`${rank}`,
    sql`case when ${rank} < 2 then ${tournaments.gamesStart} end asc`,
    sql`case when ${rank} = 2 then ${tournaments.gamesEnd} end desc`,
    asc(tournaments.id),
  ]
}

/** Name or game contains the text, any letter case; served by the trigram indexes on both. */
const nameOrGameContains = (search: string): SQL | undefined => {
  if (search === '') return undefined
  const pattern = likeContaining(search)
  return sql`(${tournaments.name} ilike ${pattern} escape '\\' or ${tournaments.game} ilike ${pattern} escape '\\')`
}

export const createTournamentRepository = (db: AppDatabase): TournamentRepository => ({
  findTournamentBySlugOrId: async (key) => {
    const { where, idFirst } = keyMatches(key)
    const [found] = await db
      .select({ row: tournaments, ...teamCountColumns })
      .from(tournaments)
      .where(and(where, isPublic))
      .orderBy(idFirst)
      .limit(1)
    if (!found) return undefined
    const stages = await db
      .select()
      .from(tournamentStages)
      .where(eq(tournamentStages.tournamentId, found.row.id))
      .orderBy(asc(tournamentStages.number))
    return toTournamentPayload(found.row, stages, {
      registered: found.registered,
      confirmed: found.confirmed,
    })
  },

  findResults: async (key) => {
    const row = await findTournamentBySlugOrId(db, key)
    return row ? readTournamentResults(db, row.id) : undefined
  },

  // One query finds the match within the public tournament of that key: no separate tournament read.
  findMatch: (key, matchId) => readMatchView(db, and(keyMatches(key).where, isPublic), matchId),

  findPayouts: async (key) => {
    const row = await findTournamentBySlugOrId(db, key)
    if (!row) return undefined
    // The ledger reads only the money and the dates: no stages, no team counts.
    const tournament = toTournamentPayload(row, [], { registered: 0, confirmed: 0 })
    return { tournament, payouts: await createPayoutRepository(db).list(row.id) }
  },

  listTournaments: async ({ filter, search, offset, limit, now }) => {
    const at = now.toISOString()
    const where = and(isPublic, inGroup(filter, at), nameOrGameContains(search))
    const rows = await db
      .select({
        row: tournaments,
        ...teamCountColumns,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(tournaments)
      .where(where)
      .orderBy(...listOrder(at))
      .limit(limit)
      .offset(offset)
    const results = rows.map(({ row, registered, confirmed }) =>
      toTournamentSummary(row, { registered, confirmed }),
    )
    const [first] = rows
    if (first) return { count: first.total, results }
    // A page beyond the last one has no row to carry the total: one more query, never more.
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tournaments)
      .where(where)
    return { count: counted?.n ?? 0, results }
  },

  listParticipants: async (key, search) => {
    const tournament = await findTournamentBySlugOrId(db, key)
    if (!tournament) return undefined
    const waitlisted = sql`case when ${teams.state} = 'waitlisted' then 1 else 0 end`
    const rows = await db
      .select({
        id: teams.id,
        name: teams.name,
        logo: teams.logo,
        state: teams.state,
        size: sql<number>`(select count(*) from "team_members" as "member" where "member"."team_id" = "teams"."id")`.mapWith(
          Number,
        ),
      })
      .from(teams)
      .where(
        and(
          eq(teams.tournamentId, tournament.id),
          inArray(teams.state, [...SLOT_HOLDING_STATES, 'waitlisted']),
          search === '' ? undefined : sql`${teams.name} ilike ${likeContaining(search)} escape '\\'`,
        ),
      )
      .orderBy(waitlisted, asc(teams.createdAt), asc(teams.id))
    return rows.map((row) => toParticipant(row, row.size))
  },

  findUpdatedAt: async (id) => {
    const [row] = await db
      .select({ updatedAt: tournaments.updatedAt })
      .from(tournaments)
      .where(and(eq(tournaments.id, id), isPublic))
    return row?.updatedAt
  },

  listPublicTournaments: async () =>
    db
      .select({ slug: tournaments.slug, updatedAt: tournaments.updatedAt })
      .from(tournaments)
      .where(isPublic)
      .orderBy(sql`${tournaments.updatedAt} desc`, asc(tournaments.id)),
})

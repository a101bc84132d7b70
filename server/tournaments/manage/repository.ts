/**
 * The storage of the organisers' tournament management: every tournament, drafts too, by id; each
 * write takes the transaction it belongs to (the use cases open it with `inTransaction`, so the audit
 * entry commits with the change). Rows leave as core's types, except the locked row a use case
 * decides on.
 */
import { and, asc, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import { isUuid } from '#core/shared/ids/uuid.ts'
import type { ConsoleTournamentSummary, ManagedTournament } from '#core/tournaments/manage.api.ts'
import type { TournamentStatus } from '#core/tournaments/tournament.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { likeContaining } from '#server/platform/db/like.ts'
import {
  type NewTournamentRow,
  type NewTournamentStageRow,
  partners,
  stageBrackets,
  stageParticipants,
  type TournamentRow,
  type TournamentStageRow,
  tournamentStages,
  tournaments,
} from '#server/platform/db/schema.ts'
import { toTournamentPayload, toTournamentSummary } from '#server/tournaments/tournament.mapper.ts'
import { teamCountColumns } from '#server/tournaments/tournament.repository.ts'
import { storedImageUrl } from '#server/uploads/index.ts'

/** Only a UUID can name a managed tournament; anything else is never sent to the uuid column. */
export const isTournamentId = (id: string): boolean => isUuid(id)

export interface ConsoleListRequest {
  /** Trimmed; empty for no search. */
  readonly search: string
  readonly status: TournamentStatus | undefined
  readonly offset: number
  readonly limit: number
}

/** A partner as a sponsor shows it. */
export interface SponsorPartner {
  readonly id: string
  readonly name: string
  readonly logoUrl: string | null
  readonly url: string
}

/** A row with its stages and team counts as the console edits it. */
export const toManagedTournament = (
  row: TournamentRow,
  stages: ReadonlyArray<TournamentStageRow>,
  teams: { readonly registered: number; readonly confirmed: number },
): ManagedTournament => ({
  ...toTournamentPayload(row, stages, teams),
  // The console shows the reason being written whatever the status; the public page only a cancelled one's.
  cancellation_reason:
    row.cancellationReasonUk === null && row.cancellationReasonEn === null
      ? null
      : { uk: row.cancellationReasonUk, en: row.cancellationReasonEn },
  version: row.version,
  check_in_opens_minutes: row.checkInOpensMinutes,
  check_in_closes_minutes: row.checkInClosesMinutes,
  announce: row.announce,
  report_answer_minutes: row.reportAnswerMinutes,
  ready_check_minutes: row.readyCheckMinutes,
  air_raid_pause: row.airRaidPause,
  sponsor_ids: row.sponsors.flatMap((sponsor) =>
    sponsor.partner_id === undefined ? [] : [sponsor.partner_id],
  ),
})

const stagesOf = (db: AppDatabase, id: string) =>
  db
    .select()
    .from(tournamentStages)
    .where(eq(tournamentStages.tournamentId, id))
    .orderBy(asc(tournamentStages.number))

export const createManageRepository = (db: AppDatabase) => ({
  /** Every tournament matching, newest games first, and how many match in all. */
  list: async ({ search, status, offset, limit }: ConsoleListRequest) => {
    const pattern = likeContaining(search)
    const where = and(
      status === undefined ? undefined : eq(tournaments.status, status),
      search === ''
        ? undefined
        : sql`(${tournaments.name} ilike ${pattern} escape '\\' or ${tournaments.game} ilike ${pattern} escape '\\')`,
    )
    const rows = await db
      .select({ row: tournaments, ...teamCountColumns })
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.gamesStart), asc(tournaments.id))
      .limit(limit)
      .offset(offset)
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tournaments)
      .where(where)
    const results: ConsoleTournamentSummary[] = rows.map(({ row, registered, confirmed }) => ({
      ...toTournamentSummary(row, { registered, confirmed }),
      version: row.version,
    }))
    return { count: counted?.n ?? 0, results }
  },

  /** The tournament by id as the console edits it, drafts too; undefined when there is none. */
  find: async (id: string, on: AppDatabase = db): Promise<ManagedTournament | undefined> => {
    if (!isTournamentId(id)) return undefined
    const [found] = await on
      .select({ row: tournaments, ...teamCountColumns })
      .from(tournaments)
      .where(eq(tournaments.id, id))
    if (!found) return undefined
    return toManagedTournament(found.row, await stagesOf(on, id), {
      registered: found.registered,
      confirmed: found.confirmed,
    })
  },

  /** The row, locked until the transaction ends: changes to one tournament take turns. */
  lock: async (tx: AppDatabase, id: string): Promise<TournamentRow | undefined> => {
    if (!isTournamentId(id)) return undefined
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update')
    return row
  },

  stages: (tx: AppDatabase, id: string) => stagesOf(tx, id),

  /** Whether another tournament than `exceptId` has the slug. */
  slugTaken: async (tx: AppDatabase, slug: string, exceptId?: string): Promise<boolean> => {
    const [row] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(
        and(eq(tournaments.slug, slug), exceptId === undefined ? undefined : ne(tournaments.id, exceptId)),
      )
      .limit(1)
    return row !== undefined
  },

  /** The partners of these ids that exist. */
  partners: async (tx: AppDatabase, ids: ReadonlyArray<string>): Promise<Map<string, SponsorPartner>> => {
    if (ids.length === 0) return new Map()
    const rows = await tx
      .select()
      .from(partners)
      .where(inArray(partners.id, [...ids]))
    return new Map(
      rows.map((row) => [
        row.id,
        { id: row.id, name: row.name, logoUrl: row.logo ? storedImageUrl(row.logo) : null, url: row.url },
      ]),
    )
  },

  insert: async (tx: AppDatabase, values: NewTournamentRow): Promise<TournamentRow> => {
    const [row] = await tx.insert(tournaments).values(values).returning()
    if (!row) throw new Error('The new tournament was not returned')
    return row
  },

  /**
   * Writes `values` and raises the version, only if the row still has `version`: undefined when
   * someone else changed it first (optimistic concurrency, the database deciding).
   */
  updateAt: async (
    tx: AppDatabase,
    id: string,
    version: number,
    values: Partial<NewTournamentRow>,
  ): Promise<TournamentRow | undefined> => {
    const [row] = await tx
      .update(tournaments)
      .set({ ...values, version: sql`${tournaments.version} + 1` })
      .where(and(eq(tournaments.id, id), eq(tournaments.version, version)))
      .returning()
    return row
  },

  /** Whether a stage of the plan has been drawn (participants or a bracket) or has started. */
  stagesStarted: async (tx: AppDatabase, id: string): Promise<boolean> => {
    const drawn: SQL = or(
      ne(tournamentStages.status, 'pending'),
      exists(
        tx
          .select({ one: sql`1` })
          .from(stageParticipants)
          .where(eq(stageParticipants.stageId, tournamentStages.id)),
      ),
      exists(
        tx.select({ one: sql`1` }).from(stageBrackets).where(eq(stageBrackets.stageId, tournamentStages.id)),
      ),
    ) as SQL
    const [row] = await tx
      .select({ id: tournamentStages.id })
      .from(tournamentStages)
      .where(and(eq(tournamentStages.tournamentId, id), drawn))
      .limit(1)
    return row !== undefined
  },

  replaceStages: async (
    tx: AppDatabase,
    id: string,
    stages: ReadonlyArray<Omit<NewTournamentStageRow, 'tournamentId'>>,
  ): Promise<void> => {
    await tx.delete(tournamentStages).where(eq(tournamentStages.tournamentId, id))
    if (stages.length > 0) {
      await tx.insert(tournamentStages).values(stages.map((stage) => ({ ...stage, tournamentId: id })))
    }
  },
})

export type ManageRepository = ReturnType<typeof createManageRepository>

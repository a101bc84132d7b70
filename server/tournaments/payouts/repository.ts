/**
 * The storage of the prize payout ledger: the payouts of a tournament with their teams' names, in
 * place order (one query, served by `prize_payouts_tournament_place_key`), and the writes a use case
 * makes inside its transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { formatCurrency } from '#core/shared/format/number.ts'
import type { Payout } from '#core/tournaments/payouts.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type NewPrizePayoutRow,
  type PrizePayoutRow,
  prizePayouts,
  type TournamentRow,
  teams,
  tournaments,
} from '#server/platform/db/schema.ts'

/** A stored payout as core's `Payout`; money from cents to units. */
export const toPayout = (row: PrizePayoutRow, teamName: string | null): Payout => {
  const amount = row.amountCents / 100
  return {
    place: row.place,
    team: row.teamId !== null && teamName !== null ? { id: row.teamId, name: teamName } : null,
    amount,
    currency: row.currency,
    amount_text: formatCurrency(amount, row.currency),
    method: row.method,
    paid_on: row.paidOn,
    reference: row.reference,
    version: row.version,
    recorded_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export const createPayoutRepository = (db: AppDatabase) => ({
  /** The payouts of a tournament, in place order. */
  list: async (tournamentId: string, on: AppDatabase = db): Promise<Payout[]> => {
    const rows = await on
      .select({ payout: prizePayouts, teamName: teams.name })
      .from(prizePayouts)
      .leftJoin(teams, eq(teams.id, prizePayouts.teamId))
      .where(eq(prizePayouts.tournamentId, tournamentId))
      .orderBy(asc(prizePayouts.place))
    return rows.map(({ payout, teamName }) => toPayout(payout, teamName))
  },

  /** The tournament's row, drafts too. */
  tournament: async (id: string): Promise<TournamentRow | undefined> => {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id))
    return row
  },

  /** The tournament's row, locked until the transaction ends: payouts of one tournament take turns. */
  lockTournament: async (tx: AppDatabase, id: string): Promise<TournamentRow | undefined> => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update')
    return row
  },

  /** The payout of a place, if one is recorded. */
  find: async (tx: AppDatabase, tournamentId: string, place: number) => {
    const [row] = await tx
      .select()
      .from(prizePayouts)
      .where(and(eq(prizePayouts.tournamentId, tournamentId), eq(prizePayouts.place, place)))
    return row
  },

  /** The name of a team of this tournament; undefined for a team of another or none. */
  teamName: async (tx: AppDatabase, tournamentId: string, teamId: string): Promise<string | undefined> => {
    const [row] = await tx
      .select({ name: teams.name })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.tournamentId, tournamentId)))
    return row?.name
  },

  insert: async (tx: AppDatabase, values: NewPrizePayoutRow): Promise<PrizePayoutRow> => {
    const [row] = await tx.insert(prizePayouts).values(values).returning()
    if (!row) throw new Error('The new payout was not returned')
    return row
  },

  /** Writes `values` and raises the version, only where the row still has `version`. */
  updateAt: async (
    tx: AppDatabase,
    id: string,
    version: number,
    values: Partial<NewPrizePayoutRow>,
  ): Promise<PrizePayoutRow | undefined> => {
    const [row] = await tx
      .update(prizePayouts)
      .set({ ...values, version: sql`${prizePayouts.version} + 1` })
      .where(and(eq(prizePayouts.id, id), eq(prizePayouts.version, version)))
      .returning()
    return row
  },
})

export type PayoutRepository = ReturnType<typeof createPayoutRepository>

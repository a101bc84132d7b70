/**
 * Who holds a tournament's slots, and the waiting list (first come, first served, the way Battlefy and
 * FACEIT do it). Every change of a team's state that takes or frees a slot runs in a transaction that
 * first locks the tournament's row (`lockTournament`): concurrent creations, drops and promotions of
 * one tournament then run one after another, so the count of slot-holding teams read under the lock is
 * the count that the write leaves, and it never exceeds `slots`.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm'
import { tournamentTopic } from '#core/shared/live/topics.ts'
import { SLOT_HOLDING_STATES, type TeamState } from '#core/tournaments/results.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { publish } from '#server/platform/live/bus.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import { teams } from './tables.ts'

export interface LockedTournament {
  readonly id: string
  readonly slots: number
  /** The format's players: who may move up once registration closed is judged on them. */
  readonly teamPlayers: number
  /** The lifecycle's markers: which moments are settled already (who may move up depends on it). */
  readonly registrationSettledAt: Date | null
  readonly checkInSettledAt: Date | null
}

/**
 * Locks a tournament's row until the transaction ends; undefined when there is none. Every change of
 * its teams takes it, so the live pages hear of it here, once the transaction commits (ADR 0078).
 */
export const lockTournament = async (
  tx: AppDatabase,
  tournamentId: string,
): Promise<LockedTournament | undefined> => {
  const [row] = await tx
    .select({
      id: tournaments.id,
      slots: tournaments.slots,
      teamPlayers: tournaments.teamPlayers,
      registrationSettledAt: tournaments.registrationSettledAt,
      checkInSettledAt: tournaments.checkInSettledAt,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update')
  if (row) await publish(tx, tournamentTopic(row.id))
  return row
}

/** How many teams hold a slot of the tournament (read under its lock). */
export const heldSlots = async (tx: AppDatabase, tournamentId: string): Promise<number> => {
  const [row] = await tx
    .select({ held: count() })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournamentId), inArray(teams.state, [...SLOT_HOLDING_STATES])))
  return row?.held ?? 0
}

/**
 * The state a new team starts in: `registered` while a slot is free, otherwise `waitlisted`. Call
 * under `lockTournament` and insert the team in the same transaction.
 */
export const stateForNewTeam = async (tx: AppDatabase, tournament: LockedTournament): Promise<TeamState> =>
  (await heldSlots(tx, tournament.id)) < tournament.slots ? 'registered' : 'waitlisted'

/**
 * Moves waiting teams into the free slots, in the order they began to wait, and answers their ids.
 * `eligible` narrows who may move up (after the registration close: complete teams only; after the
 * check-in close: teams that checked in), and `to` is the state they take. Call under
 * `lockTournament`.
 */
export const promoteWaitlist = async (
  tx: AppDatabase,
  tournament: LockedTournament,
  options: { readonly now: Date; readonly to?: TeamState; readonly eligible?: SQL | undefined },
): Promise<ReadonlyArray<string>> => {
  const free = tournament.slots - (await heldSlots(tx, tournament.id))
  if (free <= 0) return []
  const waiting = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournament.id), eq(teams.state, 'waitlisted'), options.eligible))
    .orderBy(asc(teams.waitlistedAt), asc(teams.createdAt), asc(teams.id))
    .limit(free)
    .for('update')
  if (waiting.length === 0) return []
  const ids = waiting.map((team) => team.id)
  await tx
    .update(teams)
    .set({ state: options.to ?? 'registered', waitlistedAt: null, updatedAt: options.now })
    .where(inArray(teams.id, ids))
  return ids
}

/**
 * A stage's rows under the tournament's row lock, and their round trip through brackets-manager's
 * in-memory storage. Every stage operation runs in one transaction: lock the tournament
 * (`SELECT … FOR UPDATE`), load the stage, let the library work in memory, write back what changed.
 * Two operations on the same tournament therefore take turns, and each one sees what the other wrote.
 */
import { randomUUID } from 'node:crypto'
import type { DataTypes, StageType, Status } from 'brackets-model'
import { and, asc, eq } from 'drizzle-orm'
import { tournamentTopic } from '#core/shared/live/topics.ts'
import { MATCH_STATUSES, type MatchStatus } from '#core/tournaments/results.schema.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  type NewStageMatchRow,
  type StageMatchRow,
  type StageParticipantRow,
  type StoredOpponent,
  stageBrackets,
  stageMatches,
  stageParticipants,
  type TournamentStageRow,
  tournamentStages,
  tournaments,
} from '#server/platform/db/schema.ts'
import { publish } from '#server/platform/live/bus.ts'
import { MemoryStorage } from './memory-storage.ts'

/** One stage as the use cases work on it. */
export interface StageData {
  readonly stage: TournamentStageRow
  /** brackets-manager's settings of the stage; null before it is drawn (and for Swiss stages). */
  readonly settings: Record<string, unknown> | null
  readonly participants: ReadonlyArray<StageParticipantRow>
  /** Ordered by group, round and number. */
  readonly matches: ReadonlyArray<StageMatchRow>
}

/**
 * Locks the tournament that holds `stageId` until the transaction ends; the tournament's id, or
 * undefined when there is no such stage. Every change of a stage takes this lock (or the match's
 * below), so this is where the change is published to the live pages: delivered only if the
 * transaction commits (ADR 0078).
 */
export const lockTournamentOfStage = async (
  tx: AppDatabase,
  stageId: string,
): Promise<string | undefined> => {
  const [row] = await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .innerJoin(tournamentStages, eq(tournamentStages.tournamentId, tournaments.id))
    .where(eq(tournamentStages.id, stageId))
    .for('update', { of: tournaments })
  if (row) await publish(tx, tournamentTopic(row.id))
  return row?.id
}

/** Locks the tournament that holds match `matchId`; the match's stage id, or undefined. */
export const lockTournamentOfMatch = async (
  tx: AppDatabase,
  matchId: string,
): Promise<string | undefined> => {
  const [row] = await tx
    .select({ stageId: stageMatches.stageId, tournamentId: tournaments.id })
    .from(tournaments)
    .innerJoin(tournamentStages, eq(tournamentStages.tournamentId, tournaments.id))
    .innerJoin(stageMatches, eq(stageMatches.stageId, tournamentStages.id))
    .where(eq(stageMatches.id, matchId))
    .for('update', { of: tournaments })
  if (row) await publish(tx, tournamentTopic(row.tournamentId))
  return row?.stageId
}

/** A stage's rows (call under the lock). */
export const loadStage = async (tx: AppDatabase, stageId: string): Promise<StageData | undefined> => {
  const [stage] = await tx.select().from(tournamentStages).where(eq(tournamentStages.id, stageId))
  if (!stage) return undefined
  const [bracket] = await tx.select().from(stageBrackets).where(eq(stageBrackets.stageId, stageId))
  const participants = await tx
    .select()
    .from(stageParticipants)
    .where(eq(stageParticipants.stageId, stageId))
    .orderBy(asc(stageParticipants.seed))
  const matches = await tx
    .select()
    .from(stageMatches)
    .where(eq(stageMatches.stageId, stageId))
    .orderBy(asc(stageMatches.groupNumber), asc(stageMatches.roundNumber), asc(stageMatches.number))
  return { stage, settings: bracket?.settings ?? null, participants, matches }
}

// brackets-manager's ids inside the in-memory storage: one stage, one tournament.
const STAGE_ID = 0
const TOURNAMENT_ID = 0

const toStatus = (status: MatchStatus): Status => MATCH_STATUSES.indexOf(status) as Status
const fromStatus = (status: Status): MatchStatus => {
  const name = (MATCH_STATUSES as ReadonlyArray<MatchStatus>)[status]
  if (name === undefined)
    throw new Error(`brackets-manager wrote a match status this stage cannot hold: ${status}`)
  return name
}

/** Group ids by group number and round ids by (group, round) number, in the stage's order. */
const layout = (matches: ReadonlyArray<Pick<StageMatchRow, 'groupNumber' | 'roundNumber'>>) => {
  const groups = new Map<number, number>()
  const rounds = new Map<string, number>()
  for (const match of matches) {
    if (!groups.has(match.groupNumber)) groups.set(match.groupNumber, groups.size)
    const key = `${match.groupNumber}:${match.roundNumber}`
    if (!rounds.has(key)) rounds.set(key, rounds.size)
  }
  return { groups, rounds }
}

/**
 * The stage in brackets-manager's in-memory storage. Its rows are sorted as the library expects
 * ("the database is ordered": the first round of the upper bracket comes first). Participants are
 * named by their team id.
 */
export const toStorage = (data: StageData, type: StageType): MemoryStorage => {
  const { groups, rounds } = layout(data.matches)
  return new MemoryStorage({
    participant: data.participants.map((participant) => ({
      id: participant.localId,
      tournament_id: TOURNAMENT_ID,
      name: participant.teamId,
    })),
    stage: data.settings
      ? [
          {
            id: STAGE_ID,
            tournament_id: TOURNAMENT_ID,
            name: 'stage',
            type,
            settings: data.settings,
            number: 1,
          },
        ]
      : [],
    group: [...groups].map(([number, id]) => ({ id, stage_id: STAGE_ID, number })),
    round: [...rounds].map(([key, id]) => {
      const [group, number] = key.split(':').map(Number)
      return { id, stage_id: STAGE_ID, group_id: groups.get(group ?? 0) ?? 0, number: number ?? 0 }
    }),
    match: data.matches.map((match): DataTypes['match'] => ({
      id: match.localId,
      stage_id: STAGE_ID,
      group_id: groups.get(match.groupNumber) ?? 0,
      round_id: rounds.get(`${match.groupNumber}:${match.roundNumber}`) ?? 0,
      number: match.number,
      child_count: 0,
      status: toStatus(match.status),
      opponent1: match.opponent1,
      opponent2: match.opponent2,
    })),
  })
}

/** JSON with sorted keys and no undefined fields, to compare an opponent as loaded with one rewritten. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )

const opponentOf = (value: DataTypes['match']['opponent1']): StoredOpponent | null =>
  value === null ? null : (JSON.parse(canonical(value)) as StoredOpponent)

/** Where a new match's winner and loser go, by the library's match ids. */
export type MatchLinks = ReadonlyMap<
  number,
  { readonly winner: number | null; readonly loser: number | null }
>

/**
 * Writes back what the library changed in `storage` since `data` was loaded: the stage's settings,
 * new matches (with fresh UUIDs and their links), changed statuses and opponents. Returns the number
 * of matches written.
 */
export const saveStage = async (
  tx: AppDatabase,
  data: StageData,
  storage: MemoryStorage,
  links: MatchLinks = new Map(),
): Promise<number> => {
  const stageId = data.stage.id
  const [storedStage] = storage.rows.stage
  if (storedStage && canonical(storedStage.settings) !== canonical(data.settings)) {
    const settings = JSON.parse(canonical(storedStage.settings)) as Record<string, unknown>
    await tx
      .insert(stageBrackets)
      .values({ stageId, settings })
      .onConflictDoUpdate({ target: stageBrackets.stageId, set: { settings } })
  }
  const groupNumbers = new Map(storage.rows.group.map((group) => [group.id, group.number]))
  const roundNumbers = new Map(storage.rows.round.map((round) => [round.id, round.number]))
  const before = new Map(data.matches.map((match) => [match.localId, match]))
  const ids = new Map(data.matches.map((match) => [match.localId, match.id]))
  for (const match of storage.rows.match)
    if (!ids.has(Number(match.id))) ids.set(Number(match.id), randomUUID())
  const idOf = (localId: number | null | undefined) =>
    localId === null || localId === undefined ? null : (ids.get(localId) ?? null)

  const inserts: NewStageMatchRow[] = []
  let written = 0
  for (const match of storage.rows.match) {
    const localId = Number(match.id)
    const status = fromStatus(match.status)
    const opponent1 = opponentOf(match.opponent1)
    const opponent2 = opponentOf(match.opponent2)
    const stored = before.get(localId)
    if (!stored) {
      const link = links.get(localId)
      inserts.push({
        id: idOf(localId) ?? randomUUID(),
        stageId,
        localId,
        groupNumber: groupNumbers.get(match.group_id) ?? 1,
        roundNumber: roundNumbers.get(match.round_id) ?? 1,
        number: match.number,
        status,
        opponent1,
        opponent2,
        winnerToId: idOf(link?.winner),
        loserToId: idOf(link?.loser),
      })
      continue
    }
    if (
      stored.status === status &&
      canonical(stored.opponent1) === canonical(opponent1) &&
      canonical(stored.opponent2) === canonical(opponent2)
    )
      continue
    await tx
      .update(stageMatches)
      .set({ status, opponent1, opponent2 })
      .where(and(eq(stageMatches.stageId, stageId), eq(stageMatches.localId, localId)))
    written += 1
  }
  if (inserts.length > 0) await tx.insert(stageMatches).values(inserts)
  return written + inserts.length
}

/**
 * brackets-manager driven on one stage in memory (no I/O): drawing a stage from its seeded teams,
 * reporting a result, and replaying a stage's results after a correction. The use cases load the rows
 * and write back the storage this module leaves behind.
 */
import { BracketsManager } from 'brackets-manager'
import type {
  DataTypes,
  ParticipantResult,
  SeedOrdering,
  StageSettings,
  StageType,
  Status,
} from 'brackets-model'
import type { MatchReport } from '#core/tournaments/stage-rules.ts'
import { DEFAULT_GROUP_FILL, type GroupFill, type StageKind } from '#core/tournaments/tournament.schema.ts'
import type { StoredOpponent, TournamentStageRow } from '#server/platform/db/schema.ts'
import { MemoryStorage } from './memory-storage.ts'
import type { MatchLinks } from './stage-store.ts'

/** The stage kinds brackets-manager plays. */
export type BracketKind = Extract<StageKind, StageType>
export const isBracketKind = (kind: StageKind): kind is BracketKind =>
  kind === 'single_elimination' || kind === 'double_elimination' || kind === 'round_robin'

// brackets-model's Status.Locked; its enum is a value the type-only import cannot carry.
const LOCKED = 0 as Status

const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(n, 2)))

/**
 * The library's orderings of a group fill: "seed_optimized" goes back and forth over the groups,
 * "effort_balanced" deals the seeds in turn (the library's default).
 */
const GROUP_ORDERING = {
  snake: 'groups.seed_optimized',
  deal: 'groups.effort_balanced',
} as const satisfies Record<GroupFill, SeedOrdering>

/**
 * The library's settings for a stage of the plan with `teams` teams. Elimination brackets are drawn
 * at the next power of two, the missing places being byes for the best seeds ("inner_outer": 1 meets
 * the last, 2 the second to last …); groups are filled as the plan says (a snake by default).
 */
export const initialSettings = (
  plan: TournamentStageRow,
  kind: BracketKind,
  teams: number,
): StageSettings => {
  const common: StageSettings = { matchesChildCount: 0 }
  if (kind === 'round_robin') {
    const groupCount = plan.groups ?? 1
    return {
      ...common,
      groupCount,
      // Groups of equal size: the missing places are byes (a free round for that team).
      size: Math.ceil(teams / groupCount) * groupCount,
      seedOrdering: [GROUP_ORDERING[plan.groupFill ?? DEFAULT_GROUP_FILL]],
      roundRobinMode: 'simple',
    }
  }
  const elimination: StageSettings = { ...common, size: nextPowerOfTwo(teams), seedOrdering: ['inner_outer'] }
  return kind === 'double_elimination'
    ? { ...elimination, grandFinal: plan.grandFinal ?? 'simple' }
    : elimination
}

/** The seeding in brackets-manager's ids (participant `local_id` = seed − 1), byes last. */
const seedingIds = (teams: number, size: number): Array<number | null> =>
  Array.from({ length: size }, (_, index) => (index < teams ? index : null))

/** A stage drawn in a fresh storage from `teamIds` in seed order; participants are named by team id. */
export const drawStage = async (
  kind: BracketKind,
  settings: StageSettings,
  teamIds: ReadonlyArray<string>,
): Promise<MemoryStorage> => {
  const storage = new MemoryStorage({
    participant: teamIds.map((teamId, index) => ({ id: index, tournament_id: 0, name: teamId })),
  })
  await new BracketsManager(storage).create.stage({
    tournamentId: 0,
    // The library insists on a name; ours are in the plan, in both languages.
    name: 'stage',
    type: kind,
    number: 1,
    seedingIds: seedingIds(teamIds.length, settings.size ?? teamIds.length),
    settings: structuredClone(settings),
  })
  return storage
}

/**
 * Where each match's winner and loser play next, as the library advances them. In a double
 * elimination the loser of an upper-bracket match drops to the lower bracket (group 2); the grand
 * final's first match names its reset for both sides (played only when the lower-bracket team wins).
 */
export const matchLinks = async (storage: MemoryStorage, kind: BracketKind): Promise<MatchLinks> => {
  const links = new Map<number, { winner: number | null; loser: number | null }>()
  if (kind === 'round_robin') return links
  const manager = new BracketsManager(storage)
  const groupNumber = new Map(storage.rows.group.map((group) => [group.id, group.number]))
  const groupOf = (match: DataTypes['match']) => groupNumber.get(match.group_id)
  for (const match of storage.rows.match) {
    const next = await manager.find.nextMatches(match.id)
    const group = groupOf(match)
    const id = (found: DataTypes['match'] | undefined) => (found === undefined ? null : Number(found.id))
    if (kind === 'single_elimination' || group === 2)
      links.set(Number(match.id), { winner: id(next[0]), loser: null })
    else if (group === 1)
      links.set(Number(match.id), {
        winner: id(next.find((found) => groupOf(found) !== 2)),
        loser: id(next.find((found) => groupOf(found) === 2)),
      })
    else links.set(Number(match.id), { winner: id(next[0]), loser: id(next[0]) })
  }
  return links
}

interface LibraryResult {
  readonly opponent1: Partial<ParticipantResult>
  readonly opponent2: Partial<ParticipantResult>
}

const outcomeOf = (mine: number, theirs: number): 'win' | 'draw' | 'loss' =>
  mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw'

/** A report as the library's partial match: the winner's result is set, the library infers the rest. */
export const toLibraryResult = (report: MatchReport): LibraryResult => {
  if (report.kind === 'double_forfeit') return { opponent1: { forfeit: true }, opponent2: { forfeit: true } }
  if (report.kind === 'forfeit')
    return report.forfeiting === 1
      ? { opponent1: { forfeit: true }, opponent2: {} }
      : { opponent1: {}, opponent2: { forfeit: true } }
  const [first, second] = report.scores
  const result = (mine: number, theirs: number) => {
    const outcome = outcomeOf(mine, theirs)
    return outcome === 'loss' ? {} : { result: outcome }
  }
  return {
    opponent1: { score: first, ...result(first, second) },
    opponent2: { score: second, ...result(second, first) },
  }
}

/** The report a stored, played match was given (a forfeit, or its scores). */
export const reportOf = (opponent1: StoredOpponent, opponent2: StoredOpponent): MatchReport => {
  if (opponent1.forfeit && opponent2.forfeit) return { kind: 'double_forfeit' }
  if (opponent1.forfeit) return { kind: 'forfeit', forfeiting: 1 }
  if (opponent2.forfeit) return { kind: 'forfeit', forfeiting: 2 }
  return { kind: 'score', scores: [opponent1.score ?? 0, opponent2.score ?? 0] }
}

/**
 * A double elimination's grand final with a reset: the library fills the reset match whoever won the
 * first final, but it is played only when the lower-bracket team (opponent 2) won; otherwise it stays
 * empty and locked, never to be played. Only a double elimination has one: its group 3 is the grand
 * final, where a round robin's group 3 is a group like any other.
 */
const settleGrandFinalReset = (storage: MemoryStorage, kind: BracketKind) => {
  if (kind !== 'double_elimination') return
  const finalGroup = storage.rows.group.find((group) => group.number === 3)
  if (!finalGroup) return
  const rounds = storage.rows.round
    .filter((round) => round.group_id === finalGroup.id)
    .sort((a, b) => a.number - b.number)
  const [first, reset] = rounds.map((round) =>
    storage.rows.match.find((match) => match.round_id === round.id),
  )
  if (!first || !reset || first.opponent1?.result !== 'win') return
  reset.status = LOCKED
  reset.opponent1 = { id: null }
  reset.opponent2 = { id: null }
}

/** Reports the result of match `localId` (ready, both opponents known) in `storage`, a stage of `kind`. */
export const reportInStorage = async (
  storage: MemoryStorage,
  kind: BracketKind,
  localId: number,
  report: MatchReport,
) => {
  await new BracketsManager(storage).update.match({ id: localId, ...toLibraryResult(report) })
  settleGrandFinalReset(storage, kind)
}

/** A played match's result as it was stored: both opponents known. */
export interface PlayedMatch {
  readonly localId: number
  readonly opponent1: StoredOpponent
  readonly opponent2: StoredOpponent
}

/**
 * The stage drawn again and its results applied again, with `corrected` given its new result. A result
 * stands while its match is played by the same two teams in the same places; a match that now has
 * other teams (because a corrected result sent another team on) loses its result, and so does every
 * match after it. This is how a correction resets what followed from it: the library itself refuses to
 * change a result once its winner has moved on.
 */
export const replayStage = async (
  kind: BracketKind,
  settings: StageSettings,
  teamIds: ReadonlyArray<string>,
  played: ReadonlyArray<PlayedMatch>,
  corrected: { readonly localId: number; readonly report: MatchReport },
): Promise<MemoryStorage> => {
  const storage = await drawStage(kind, settings, teamIds)
  const waiting = new Map<number, PlayedMatch>(played.map((match) => [match.localId, match]))
  let progressed = true
  while (progressed && waiting.size > 0) {
    progressed = false
    for (const [localId, stored] of waiting) {
      const now = storage.rows.match.find((match) => match.id === localId)
      if (!now) {
        waiting.delete(localId)
        continue
      }
      const first = now.opponent1?.id ?? null
      const second = now.opponent2?.id ?? null
      if (first === null || second === null) continue
      waiting.delete(localId)
      progressed = true
      if (first !== stored.opponent1.id || second !== stored.opponent2.id) continue
      const report =
        localId === corrected.localId ? corrected.report : reportOf(stored.opponent1, stored.opponent2)
      await reportInStorage(storage, kind, localId, report)
    }
  }
  return storage
}

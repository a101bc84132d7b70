/**
 * The stage use cases (docs/tournaments.md): draw a stage of the plan from seeded teams, start it,
 * report and correct results, finish it, and feed the next stage with the best of it. Called by the
 * seed now and by the organiser console later. Each one is a transaction under the tournament's row
 * lock: load the stage, work in memory (brackets-manager, or the Swiss module), write back the
 * difference.
 */
import type { StageSettings } from 'brackets-model'
import { and, eq, gt, inArray, max } from 'drizzle-orm'
import { NotFound } from '#core/shared/errors.ts'
import { isUuid } from '#core/shared/ids/uuid.ts'
import {
  allowsDoubleForfeit,
  InvalidMatchResult,
  type MatchReport,
  StageConflict,
  type StageConflictReason,
  scoreProblem,
} from '#core/tournaments/stage-rules.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  battleRoyaleMatches,
  battleRoyaleResults,
  type StageMatchRow,
  stageMatches,
  stageParticipants,
  teams,
  tournamentStages,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { isValidMatch, type TeamPlacement } from './battle-royale-stage.ts'
import {
  type BracketKind,
  drawStage,
  initialSettings,
  isBracketKind,
  matchLinks,
  type PlayedMatch,
  replayStage,
  reportInStorage,
} from './bracket-engine.ts'
import { newlyReadyMatches, type ReadyMatch } from './next-matches.ts'
import { stageRanking } from './stage-ranking.ts'
import {
  loadStage,
  lockTournamentOfMatch,
  lockTournamentOfStage,
  type StageData,
  saveStage,
  toStorage,
} from './stage-store.ts'
import { lastSwissRound, nextSwissRound, outcomeOf, swissResult, swissRoundCount } from './swiss-stage.ts'

/** A battle-royale match as the organiser enters it. */
export interface BattleRoyaleMatchInput {
  /** The day or week it belongs to, 1-based. */
  readonly day: number
  readonly map?: string | null | undefined
  readonly playedAt?: Date | null | undefined
  readonly results: ReadonlyArray<TeamPlacement>
}

export interface StageUseCases {
  /** Draws a pending stage from its teams in seed order (seed 1 first); byes fill a bracket. */
  draw(stageId: string, teamIds: ReadonlyArray<string>): Promise<void>
  /** A drawn stage starts: its matches may be reported. */
  start(stageId: string): Promise<void>
  /** The first result of a match whose two teams are known. */
  report(matchId: string, report: MatchReport): Promise<void>
  /** A new result for a reported match; what followed from the old one is reset. */
  correct(matchId: string, report: MatchReport): Promise<void>
  /** A running stage whose matches are all played is finished. */
  finish(stageId: string): Promise<void>
  /** Battle royale: records a played match (each team's placement and kills); its id. */
  recordBattleRoyaleMatch(stageId: string, match: BattleRoyaleMatchInput): Promise<string>
  /** Battle royale: replaces a recorded match's results (nothing else follows from them). */
  correctBattleRoyaleMatch(matchId: string, results: ReadonlyArray<TeamPlacement>): Promise<void>
  /** Swiss: pairs the next round once every match of the current one has a result. */
  pairNextRound(stageId: string): Promise<void>
  /**
   * Draws the next stage of the plan with the `advancing` best teams of this finished one, in the
   * order of its standings; the seeded team ids.
   */
  advance(stageId: string): Promise<ReadonlyArray<string>>
}

const conflict = (reason: StageConflictReason) => new StageConflict({ reason })

export const checkId = (id: string) => {
  if (!isUuid(id)) throw new NotFound()
}

const PLAYED = new Set<StageMatchRow['status']>(['completed', 'archived'])

/** A stage that may be drawn: pending, with no team and no match yet. */
export const isUndrawn = (data: StageData): boolean =>
  data.stage.status === 'pending' && data.matches.length === 0 && data.participants.length === 0

/** A match with both teams and a result (a bye is not played). */
export const isPlayed = (match: StageMatchRow): boolean =>
  PLAYED.has(match.status) && match.opponent1?.id != null && match.opponent2?.id != null

/** Nothing left to play: every match has a result or is a bye, or will never be played. */
const isComplete = (matches: ReadonlyArray<StageMatchRow>): boolean =>
  matches.every((match) => match.status !== 'ready' && match.status !== 'running')

const bracketKindOf = (data: StageData): BracketKind => {
  if (!isBracketKind(data.stage.kind)) throw conflict('wrong_stage_kind')
  return data.stage.kind
}

const teamIdsOf = (data: StageData): string[] => data.participants.map((participant) => participant.teamId)

/** Whether `report` may end a match of `data`'s stage (its best-of, draws, double forfeits). */
export const checkReport = (data: Pick<StageData, 'stage'>, report: MatchReport) => {
  if (report.kind === 'double_forfeit') {
    if (!allowsDoubleForfeit(data.stage.kind))
      throw new InvalidMatchResult({ problem: 'double_forfeit_not_allowed' })
    return
  }
  if (report.kind === 'forfeit') return
  const drawsAllowed = data.stage.kind === 'round_robin' || data.stage.kind === 'swiss'
  const problem = scoreProblem(report.scores, data.stage.bestOf, drawsAllowed)
  if (problem) throw new InvalidMatchResult({ problem })
}

/** A Swiss match's result, written as it is: nothing in the stage moves on from it by itself. */
const writeSwissResult = async (tx: AppDatabase, match: StageMatchRow, report: MatchReport) => {
  await tx
    .update(stageMatches)
    .set({ ...swissResult(match, report), status: 'completed' })
    .where(eq(stageMatches.id, match.id))
}

/**
 * Told, in the transaction of the change, of the teams whose next match became ready to play
 * (`next-matches.ts`): the match-ready notices are enqueued there, and a rolled-back change tells nobody.
 */
export type MatchesReady = (tx: AppDatabase, ready: ReadonlyArray<ReadyMatch>) => Promise<void>

export interface StageOptions {
  /** Without it (the seed, tests of other things) nobody is told. */
  readonly matchesReady?: MatchesReady | undefined
}

export const createStageUseCases = (db: AppDatabase, options: StageOptions = {}): StageUseCases => {
  /**
   * Runs a change of `data`'s stage, then compares its next matches before and after: the one place
   * where a match's becoming ready is found, whichever change made it so.
   */
  const changing = async <T>(tx: AppDatabase, data: StageData, work: () => Promise<T>): Promise<T> => {
    const result = await work()
    const { matchesReady } = options
    if (!matchesReady || data.stage.kind === 'battle_royale') return result
    const after = await loadStage(tx, data.stage.id)
    const ready = after ? newlyReadyMatches(data, after) : []
    if (ready.length > 0) await matchesReady(tx, ready)
    return result
  }

  /** Runs `work` on a stage under its tournament's lock. */
  const onStage = <T>(stageId: string, work: (tx: AppDatabase, data: StageData) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      checkId(stageId)
      const tournamentId = await lockTournamentOfStage(tx, stageId)
      const data = tournamentId ? await loadStage(tx, stageId) : undefined
      if (!data) throw new NotFound()
      return changing(tx, data, () => work(tx, data))
    })

  /** Runs `work` on a match's stage under its tournament's lock. */
  const onMatch = <T>(
    matchId: string,
    work: (tx: AppDatabase, data: StageData, match: StageMatchRow) => Promise<T>,
  ) =>
    inTransaction(db, async (tx) => {
      checkId(matchId)
      const stageId = await lockTournamentOfMatch(tx, matchId)
      const data = stageId ? await loadStage(tx, stageId) : undefined
      const match = data?.matches.find((one) => one.id === matchId)
      if (!data || !match) throw new NotFound()
      if (data.stage.status !== 'running') throw conflict('stage_not_running')
      return changing(tx, data, () => work(tx, data, match))
    })

  const drawIn = async (tx: AppDatabase, data: StageData, teamIds: ReadonlyArray<string>) => {
    if (!isUndrawn(data)) throw conflict('stage_already_drawn')
    if (teamIds.length < 2 || new Set(teamIds).size !== teamIds.length) throw conflict('too_few_teams')
    const known = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.tournamentId, data.stage.tournamentId), inArray(teams.id, [...teamIds])))
    if (known.length !== teamIds.length) throw new NotFound()
    const participants = teamIds.map((teamId, index) => ({
      stageId: data.stage.id,
      localId: index,
      teamId,
      seed: index + 1,
    }))
    if (data.stage.kind === 'swiss') {
      await tx.insert(stageParticipants).values(participants)
      await tx.insert(stageMatches).values(nextSwissRound({ ...data, participants: participants }))
      return
    }
    const kind = bracketKindOf(data)
    const settings = initialSettings(data.stage, kind, teamIds.length)
    if (kind === 'round_robin' && teamIds.length < 2 * (settings.groupCount ?? 1))
      throw conflict('too_few_teams')
    const storage = await drawStage(kind, settings, teamIds)
    await tx.insert(stageParticipants).values(participants)
    await saveStage(tx, data, storage, await matchLinks(storage, kind))
  }

  /** Checks a battle-royale match's results: valid placements, teams of the stage's tournament. */
  const checkPlacements = async (tx: AppDatabase, data: StageData, results: ReadonlyArray<TeamPlacement>) => {
    if (data.stage.kind !== 'battle_royale') throw conflict('wrong_stage_kind')
    if (data.stage.status !== 'running') throw conflict('stage_not_running')
    if (!isValidMatch(results)) throw new InvalidMatchResult({ problem: 'invalid_placements' })
    const ids = results.map((result) => result.teamId)
    const known = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.tournamentId, data.stage.tournamentId), inArray(teams.id, ids)))
    if (known.length !== ids.length) throw new NotFound()
  }

  const finishIn = async (tx: AppDatabase, data: StageData) => {
    if (data.stage.status !== 'running') throw conflict('stage_not_running')
    if (!isComplete(data.matches)) throw conflict('stage_unfinished')
    if (data.stage.kind === 'swiss' && lastSwissRound(data) < swissRoundCount(data))
      throw conflict('stage_unfinished')
    await tx
      .update(tournamentStages)
      .set({ status: 'finished' })
      .where(eq(tournamentStages.id, data.stage.id))
  }

  return {
    draw: (stageId, teamIds) => onStage(stageId, (tx, data) => drawIn(tx, data, teamIds)),

    start: (stageId) =>
      onStage(stageId, async (tx, data) => {
        if (data.stage.status !== 'pending') throw conflict('stage_already_drawn')
        // A battle-royale stage has nothing to draw: its matches are recorded as they are played.
        if (data.matches.length === 0 && data.stage.kind !== 'battle_royale')
          throw conflict('stage_not_drawn')
        await tx.update(tournamentStages).set({ status: 'running' }).where(eq(tournamentStages.id, stageId))
      }),

    report: (matchId, report) =>
      onMatch(matchId, async (tx, data, match) => {
        if (PLAYED.has(match.status)) throw conflict('match_already_reported')
        if (match.status !== 'ready' && match.status !== 'running') throw conflict('match_not_ready')
        checkReport(data, report)
        if (data.stage.kind === 'swiss') {
          await writeSwissResult(tx, match, report)
          return
        }
        const kind = bracketKindOf(data)
        const storage = toStorage(data, kind)
        await reportInStorage(storage, kind, match.localId, report)
        await saveStage(tx, data, storage)
      }),

    correct: (matchId, report) =>
      onMatch(matchId, async (tx, data, match) => {
        if (!isPlayed(match)) throw conflict('match_not_reported')
        checkReport(data, report)
        if (data.stage.kind === 'swiss') {
          // Later rounds were paired from the old outcome: they go, to be paired again.
          if (outcomeOf(swissResult(match, report).opponent1) !== outcomeOf(match.opponent1))
            await tx
              .delete(stageMatches)
              .where(
                and(eq(stageMatches.stageId, data.stage.id), gt(stageMatches.roundNumber, match.roundNumber)),
              )
          await writeSwissResult(tx, match, report)
          return
        }
        const played = data.matches.filter(isPlayed) as ReadonlyArray<PlayedMatch>
        const storage = await replayStage(
          bracketKindOf(data),
          (data.settings ?? {}) as StageSettings,
          teamIdsOf(data),
          played,
          { localId: match.localId, report },
        )
        await saveStage(tx, data, storage)
      }),

    finish: (stageId) => onStage(stageId, finishIn),

    recordBattleRoyaleMatch: (stageId, input) =>
      onStage(stageId, async (tx, data) => {
        if (!Number.isInteger(input.day) || input.day < 1)
          throw new InvalidMatchResult({ problem: 'invalid_placements' })
        await checkPlacements(tx, data, input.results)
        const [last] = await tx
          .select({ number: max(battleRoyaleMatches.number) })
          .from(battleRoyaleMatches)
          .where(eq(battleRoyaleMatches.stageId, stageId))
        const [match] = await tx
          .insert(battleRoyaleMatches)
          .values({
            stageId,
            number: (last?.number ?? 0) + 1,
            day: input.day,
            map: input.map ?? null,
            playedAt: input.playedAt ?? null,
          })
          .returning({ id: battleRoyaleMatches.id })
        if (!match) throw new Error('the match was not inserted')
        await tx
          .insert(battleRoyaleResults)
          .values(input.results.map((result) => ({ ...result, matchId: match.id })))
        return match.id
      }),

    correctBattleRoyaleMatch: (matchId, results) =>
      inTransaction(db, async (tx) => {
        checkId(matchId)
        const [row] = await tx
          .select({ stageId: battleRoyaleMatches.stageId })
          .from(battleRoyaleMatches)
          .where(eq(battleRoyaleMatches.id, matchId))
        const stageId = row && (await lockTournamentOfStage(tx, row.stageId)) ? row.stageId : undefined
        const data = stageId ? await loadStage(tx, stageId) : undefined
        if (!data) throw new NotFound()
        await checkPlacements(tx, data, results)
        await tx.delete(battleRoyaleResults).where(eq(battleRoyaleResults.matchId, matchId))
        await tx.insert(battleRoyaleResults).values(results.map((result) => ({ ...result, matchId })))
      }),

    pairNextRound: (stageId) =>
      onStage(stageId, async (tx, data) => {
        if (data.stage.kind !== 'swiss') throw conflict('wrong_stage_kind')
        if (data.stage.status !== 'running') throw conflict('stage_not_running')
        if (!isComplete(data.matches)) throw conflict('round_unfinished')
        if (lastSwissRound(data) >= swissRoundCount(data)) throw conflict('no_more_rounds')
        await tx.insert(stageMatches).values(nextSwissRound(data))
      }),

    advance: (stageId) =>
      onStage(stageId, async (tx, data) => {
        if (data.stage.status !== 'finished') throw conflict('stage_unfinished')
        const advancing = data.stage.advancing
        const [next] = await tx
          .select({ id: tournamentStages.id })
          .from(tournamentStages)
          .where(
            and(
              eq(tournamentStages.tournamentId, data.stage.tournamentId),
              eq(tournamentStages.number, data.stage.number + 1),
            ),
          )
        if (!next || advancing === null) throw conflict('no_next_stage')
        const ranking = await stageRanking(data)
        const seeded = ranking.slice(0, advancing)
        const nextData = await loadStage(tx, next.id)
        if (!nextData) throw conflict('no_next_stage')
        await drawIn(tx, nextData, seeded)
        return seeded
      }),
  }
}

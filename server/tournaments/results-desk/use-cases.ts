/**
 * The results desk: the console's calls over the stage use cases. Each change is one transaction
 * under the tournament's row lock, in which the stage use cases run (built over that transaction, so
 * their own `inTransaction` is a savepoint of it) and the audit entry is written: the change and its
 * entry commit together or not at all. The rules of drawing, reporting and correcting stay the stage
 * use cases'; this module adds who may be drawn, the views the console reads, and the preview of a
 * correction, which is the correction itself run in a transaction that is then rolled back.
 */
import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { NotFound } from '#core/shared/errors.ts'
import type { LobbyRowError } from '#core/tournaments/lobby-csv.ts'
import { parseLobbyCsv } from '#core/tournaments/lobby-csv.ts'
import { type BracketKind, SLOT_HOLDING_STATES, type TeamRef } from '#core/tournaments/results.schema.ts'
import type {
  BattleRoyaleEntry,
  BattleRoyaleImport,
  BattleRoyaleRecorded,
  ConsoleMatch,
  ConsoleStage,
  ConsoleStagePlan,
  CorrectionOutcome,
  DrawRequest,
  LobbyResult,
} from '#core/tournaments/results-desk.api.ts'
import { roundName } from '#core/tournaments/round-names.ts'
import { type MatchReport, StageConflict, type StageConflictReason } from '#core/tournaments/stage-rules.ts'
import type { AuditLog, DiscordUser } from '#server/audit/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  battleRoyaleMatches,
  battleRoyaleResults,
  type StageMatchRow,
  type TournamentStageRow,
  teams,
  tournamentStages,
  tournaments,
} from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { readTournamentResults } from '#server/tournaments/stages/results.ts'
import { stageRanking } from '#server/tournaments/stages/stage-ranking.ts'
import {
  loadStage,
  lockTournamentOfMatch,
  lockTournamentOfStage,
  type StageData,
} from '#server/tournaments/stages/stage-store.ts'
import {
  checkId,
  createStageUseCases,
  isPlayed,
  isUndrawn,
  type MatchesReady,
} from '#server/tournaments/stages/use-cases.ts'
import { storedImageUrl } from '#server/uploads/index.ts'

/**
 * Who writes a result: the signed-in moderator or organiser acting, a player whose answer settled
 * their match's report (docs/matches.md), the timer that confirmed a report nobody answered, or a
 * moderator deciding a dispute in Discord (with the site account they linked Discord to, if any).
 */
export type DeskActor =
  | { readonly id: string }
  | { readonly via: 'timer' }
  | { readonly via: 'discord'; readonly discordUser: DiscordUser; readonly userId: string | undefined }

/** A lobby file with bad lines: every one of them, for a 400 that names them. */
export class LobbyCsvInvalid extends Error {
  override name = 'LobbyCsvInvalid'
  readonly errors: ReadonlyArray<LobbyRowError>
  constructor(errors: ReadonlyArray<LobbyRowError>) {
    super('The lobby file has bad lines')
    this.errors = errors
  }
}

export interface ResultsDesk {
  /** The stage plan of a tournament (any status); undefined when there is none. */
  plan(tournamentId: string): Promise<ConsoleStagePlan | undefined>
  draw(actor: DeskActor, stageId: string, request: DrawRequest): Promise<ConsoleStage>
  start(actor: DeskActor, stageId: string): Promise<ConsoleStage>
  finish(actor: DeskActor, stageId: string): Promise<ConsoleStage>
  /** Draws the next stage from this finished one's standings; the next stage. */
  advance(actor: DeskActor, stageId: string): Promise<ConsoleStage>
  pairNextRound(actor: DeskActor, stageId: string): Promise<ConsoleStage>
  /** The first result of a match; `source` (a player's report it settles) joins the audit entry. */
  report(
    actor: DeskActor,
    matchId: string,
    report: MatchReport,
    source?: Readonly<Record<string, unknown>>,
  ): Promise<ConsoleMatch>
  /** What `correct` would change, computed by running it and rolling it back: nothing is written. */
  previewCorrection(matchId: string, report: MatchReport): Promise<CorrectionOutcome>
  correct(actor: DeskActor, matchId: string, report: MatchReport): Promise<CorrectionOutcome>
  recordBattleRoyale(
    actor: DeskActor,
    stageId: string,
    entry: BattleRoyaleEntry,
  ): Promise<BattleRoyaleRecorded>
  importBattleRoyale(
    actor: DeskActor,
    stageId: string,
    lobby: BattleRoyaleImport,
  ): Promise<BattleRoyaleRecorded>
  correctBattleRoyale(
    actor: DeskActor,
    matchId: string,
    results: ReadonlyArray<LobbyResult>,
  ): Promise<BattleRoyaleRecorded>
}

export interface ResultsDeskDeps {
  readonly db: AppDatabase
  readonly audit: AuditLog
  readonly now: () => Date
  /** A whole number in [0, max): the random seeding's draw (crypto's by default). */
  readonly randomBelow?: (max: number) => number
  /** After a stage finished, in its transaction (the final standings' announcement). */
  readonly onStageFinished?: StageFinishedHook | undefined
  /** Told of the teams whose next match became ready (their match-ready notices); nobody without it. */
  readonly matchesReady?: MatchesReady | undefined
}

export type StageFinishedHook = (tx: AppDatabase, tournamentId: string, at: Date) => Promise<void>

const conflict = (reason: StageConflictReason) => new StageConflict({ reason })

/** The tournament's teams as the desk names them, with what eligibility reads. */
interface DeskTeam extends TeamRef {
  readonly state: (typeof teams.$inferSelect)['state']
}

const teamsOf = async (tx: AppDatabase, tournamentId: string): Promise<Map<string, DeskTeam>> => {
  const rows = await tx
    .select({ id: teams.id, name: teams.name, logo: teams.logo, state: teams.state })
    .from(teams)
    .where(eq(teams.tournamentId, tournamentId))
    .orderBy(asc(teams.createdAt), asc(teams.name))
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, logo_url: row.logo ? storedImageUrl(row.logo) : null, state: row.state },
    ]),
  )
}

const teamRef = (team: DeskTeam): TeamRef => ({ id: team.id, name: team.name, logo_url: team.logo_url })

const BRACKET_OF_GROUP: Record<'single_elimination' | 'double_elimination', Record<number, BracketKind>> = {
  single_elimination: { 1: 'main' },
  double_elimination: { 1: 'upper', 2: 'lower', 3: 'grand_final' },
}

/** A stage's matches as the console shows them. */
const matchViews = (data: StageData, teamsById: ReadonlyMap<string, DeskTeam>): ConsoleMatch[] => {
  const teamOfLocal = new Map(
    data.participants.map((participant) => [participant.localId, participant.teamId]),
  )
  const lastRound = new Map<number, number>()
  for (const match of data.matches)
    lastRound.set(match.groupNumber, Math.max(lastRound.get(match.groupNumber) ?? 0, match.roundNumber))
  const running = data.stage.status === 'running'
  const kind = data.stage.kind
  return data.matches.map((match): ConsoleMatch => {
    const side = (opponent: StageMatchRow['opponent1']) => {
      const team = opponent?.id == null ? undefined : teamsById.get(teamOfLocal.get(opponent.id) ?? '')
      return team ? teamRef(team) : null
    }
    const bracket =
      kind === 'single_elimination' || kind === 'double_elimination'
        ? BRACKET_OF_GROUP[kind][match.groupNumber]
        : undefined
    const both = match.opponent1?.id != null && match.opponent2?.id != null
    return {
      id: match.id,
      group: match.groupNumber,
      round: match.roundNumber,
      round_name: bracket
        ? roundName(bracket, match.roundNumber, lastRound.get(match.groupNumber) ?? match.roundNumber)
        : { name: 'round', number: match.roundNumber },
      number: match.number,
      status: match.status,
      teams: [side(match.opponent1), side(match.opponent2)],
      scores: [match.opponent1?.score ?? null, match.opponent2?.score ?? null],
      forfeits: [match.opponent1?.forfeit === true, match.opponent2?.forfeit === true],
      winner: match.opponent1?.result === 'win' ? 1 : match.opponent2?.result === 'win' ? 2 : null,
      can_report: running && both && (match.status === 'ready' || match.status === 'running'),
      can_correct: running && isPlayed(match),
    }
  })
}

/** One match's view (the stage's others give it its round name). */
const matchView = (
  data: StageData,
  teamsById: ReadonlyMap<string, DeskTeam>,
  matchId: string,
): ConsoleMatch => {
  const view = matchViews(data, teamsById).find((match) => match.id === matchId)
  if (!view) throw new NotFound()
  return view
}

/**
 * A match's result and place are what a correction may reset. A played match whose next match loses
 * its result goes from archived back to completed: its own result stands, so that is no reset.
 */
const settled = (status: StageMatchRow['status']) => (status === 'archived' ? 'completed' : status)
const sameRow = (a: StageMatchRow, b: StageMatchRow): boolean =>
  settled(a.status) === settled(b.status) &&
  JSON.stringify(a.opponent1) === JSON.stringify(b.opponent1) &&
  JSON.stringify(a.opponent2) === JSON.stringify(b.opponent2)

export const createResultsDesk = ({
  db,
  audit,
  now,
  randomBelow = randomInt,
  onStageFinished,
  matchesReady,
}: ResultsDeskDeps): ResultsDesk => {
  /** The stage use cases over the desk's transaction (a savepoint of it), telling whom they make ready. */
  const stagesIn = (tx: AppDatabase) => createStageUseCases(tx, { matchesReady })
  /** Who may be drawn into `stage`, in the order offered, and how many a draw takes. */
  const eligibility = async (
    tx: AppDatabase,
    stage: TournamentStageRow,
    teamsById: ReadonlyMap<string, DeskTeam>,
    hasCheckIn: boolean,
  ): Promise<{ readonly teamIds: ReadonlyArray<string>; readonly size: number | null }> => {
    if (stage.kind === 'battle_royale') return { teamIds: [], size: null }
    const [previous] = await tx
      .select({ id: tournamentStages.id })
      .from(tournamentStages)
      .where(
        and(
          eq(tournamentStages.tournamentId, stage.tournamentId),
          eq(tournamentStages.number, stage.number - 1),
        ),
      )
    if (!previous) {
      // Only confirmed teams play (spec §4); with check-in, only those that checked in.
      const playing = [...teamsById.values()].filter((team) =>
        hasCheckIn ? team.state === 'checked_in' : team.state === 'confirmed' || team.state === 'checked_in',
      )
      return { teamIds: playing.map((team) => team.id), size: playing.length }
    }
    const data = await loadStage(tx, previous.id)
    if (data?.stage.status !== 'finished' || data.stage.kind === 'battle_royale')
      return { teamIds: [], size: null }
    const ranking = await stageRanking(data)
    return { teamIds: ranking, size: data.stage.advancing ?? ranking.length }
  }

  const stageView = async (tx: AppDatabase, data: StageData): Promise<ConsoleStage> => {
    const [tournament] = await tx
      .select({ checkInOpensMinutes: tournaments.checkInOpensMinutes })
      .from(tournaments)
      .where(eq(tournaments.id, data.stage.tournamentId))
    const teamsById = await teamsOf(tx, data.stage.tournamentId)
    return stageViewWith(tx, data, teamsById, tournament?.checkInOpensMinutes != null)
  }

  const stageViewWith = async (
    tx: AppDatabase,
    data: StageData,
    teamsById: ReadonlyMap<string, DeskTeam>,
    hasCheckIn: boolean,
  ): Promise<ConsoleStage> => {
    const eligible = isUndrawn(data)
      ? await eligibility(tx, data.stage, teamsById, hasCheckIn)
      : { teamIds: [], size: null }
    const [battleRoyale] =
      data.stage.kind === 'battle_royale'
        ? (await readTournamentResults(tx, data.stage.tournamentId)).stages.flatMap((stage) =>
            stage.id === data.stage.id && stage.kind === 'battle_royale' ? [stage] : [],
          )
        : []
    return {
      id: data.stage.id,
      number: data.stage.number,
      kind: data.stage.kind,
      name: { uk: data.stage.nameUk, en: data.stage.nameEn },
      status: data.stage.status,
      best_of: data.stage.bestOf,
      advancing: data.stage.advancing,
      teams: data.participants.flatMap((participant) => {
        const team = teamsById.get(participant.teamId)
        return team ? [{ ...teamRef(team), seed: participant.seed }] : []
      }),
      matches: matchViews(data, teamsById),
      eligible_teams: eligible.teamIds.flatMap((id) => {
        const team = teamsById.get(id)
        return team ? [teamRef(team)] : []
      }),
      draw_size: eligible.size,
      standings: battleRoyale?.standings ?? [],
      points: battleRoyale?.points ?? null,
    }
  }

  /** Locks the stage's tournament; the stage's rows and the tournament's id. */
  const lockStage = async (tx: AppDatabase, stageId: string): Promise<StageData> => {
    checkId(stageId)
    const tournamentId = await lockTournamentOfStage(tx, stageId)
    const data = tournamentId ? await loadStage(tx, stageId) : undefined
    if (!data) throw new NotFound()
    return data
  }

  const lockMatch = async (tx: AppDatabase, matchId: string): Promise<StageData> => {
    checkId(matchId)
    const stageId = await lockTournamentOfMatch(tx, matchId)
    const data = stageId ? await loadStage(tx, stageId) : undefined
    if (!data) throw new NotFound()
    return data
  }

  const reload = async (tx: AppDatabase, stageId: string): Promise<StageData> => {
    const data = await loadStage(tx, stageId)
    if (!data) throw new NotFound()
    return data
  }

  const record = (
    actor: DeskActor,
    entry: Omit<Parameters<AuditLog['record']>[0], 'at' | 'actor'>,
  ): Promise<void> =>
    audit.record({
      at: now(),
      actor: 'id' in actor ? { userId: actor.id } : actor.via === 'discord' ? actor : { via: actor.via },
      ...entry,
    })

  /** A shuffled copy (Fisher–Yates). */
  const shuffled = <T>(items: ReadonlyArray<T>): T[] => {
    const copy = [...items]
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = randomBelow(index + 1)
      const a = copy[index] as T
      copy[index] = copy[other] as T
      copy[other] = a
    }
    return copy
  }

  /** The teams a draw request names, in seed order, checked against who may play the stage. */
  const seedingOf = async (tx: AppDatabase, data: StageData, request: DrawRequest): Promise<string[]> => {
    if (!isUndrawn(data)) throw conflict('stage_already_drawn')
    if (data.stage.kind === 'battle_royale') throw conflict('wrong_stage_kind')
    const [tournament] = await tx
      .select({ checkInOpensMinutes: tournaments.checkInOpensMinutes })
      .from(tournaments)
      .where(eq(tournaments.id, data.stage.tournamentId))
    const teamsById = await teamsOf(tx, data.stage.tournamentId)
    const { teamIds, size } = await eligibility(
      tx,
      data.stage,
      teamsById,
      tournament?.checkInOpensMinutes != null,
    )
    if (size === null) throw conflict('stage_unfinished')
    if ('seeding' in request)
      return request.seeding === 'random' ? shuffled(teamIds.slice(0, size)) : teamIds.slice(0, size)
    const asked = request.team_ids
    if (asked.length !== size || new Set(asked).size !== asked.length) throw conflict('wrong_team_count')
    const allowed = new Set(teamIds)
    if (!asked.every((id) => allowed.has(id))) throw conflict('teams_not_eligible')
    return [...asked]
  }

  /** The correction run in `tx`: the corrected match after it and every other match it changed. */
  const correctIn = async (
    tx: AppDatabase,
    matchId: string,
    report: MatchReport,
  ): Promise<{ before: StageData; outcome: CorrectionOutcome; afterData: StageData }> => {
    const before = await lockMatch(tx, matchId)
    await stagesIn(tx).correct(matchId, report)
    const afterData = await reload(tx, before.stage.id)
    const teamsById = await teamsOf(tx, before.stage.tournamentId)
    const afterById = new Map(afterData.matches.map((match) => [match.id, match]))
    const beforeViews = new Map(matchViews(before, teamsById).map((view) => [view.id, view]))
    const afterViews = new Map(matchViews(afterData, teamsById).map((view) => [view.id, view]))
    const changedIds = before.matches
      .filter((match) => {
        const after = afterById.get(match.id)
        return match.id !== matchId && after !== undefined && !sameRow(match, after)
      })
      .map((match) => match.id)
    const removed = before.matches
      .filter((match) => !afterById.has(match.id))
      .flatMap((match) => beforeViews.get(match.id) ?? [])
    return {
      before,
      afterData,
      outcome: {
        match: matchView(afterData, teamsById, matchId),
        changed: changedIds.flatMap((id) => afterViews.get(id) ?? []),
        removed,
      },
    }
  }

  const totals = async (tx: AppDatabase, data: StageData) =>
    (await readTournamentResults(tx, data.stage.tournamentId)).stages.flatMap((stage) =>
      stage.id === data.stage.id && stage.kind === 'battle_royale' ? stage.standings : [],
    )

  const recordLobby = (
    actor: DeskActor,
    stageId: string,
    entry: { day: number; map?: string | null | undefined; results: ReadonlyArray<LobbyResult> },
    source: 'form' | 'csv',
  ) =>
    inTransaction(db, async (tx): Promise<BattleRoyaleRecorded> => {
      const data = await lockStage(tx, stageId)
      const results = entry.results.map((row) => ({
        teamId: row.team_id,
        placement: row.placement,
        kills: row.kills,
      }))
      const matchId = await stagesIn(tx).recordBattleRoyaleMatch(stageId, {
        day: entry.day,
        map: entry.map ?? null,
        results,
      })
      await record(actor, {
        kind: 'battle_royale.recorded',
        subject: { type: 'match', id: matchId },
        tournamentId: data.stage.tournamentId,
        before: null,
        after: {
          stage_id: stageId,
          day: entry.day,
          map: entry.map ?? null,
          source,
          results: [...entry.results],
        },
      })
      return { match_id: matchId, standings: await totals(tx, data) }
    })

  /** A stage change without a body: run it, write its entry, answer the stage after. */
  const stageChange = (
    actor: DeskActor,
    stageId: string,
    change: (tx: AppDatabase, data: StageData) => Promise<Record<string, unknown>>,
    kind: 'stage.started' | 'stage.finished' | 'stage.drawn',
  ) =>
    inTransaction(db, async (tx) => {
      const data = await lockStage(tx, stageId)
      const after = await change(tx, data)
      await record(actor, {
        kind,
        subject: { type: 'stage', id: stageId },
        tournamentId: data.stage.tournamentId,
        before: { status: data.stage.status },
        after,
      })
      return stageView(tx, await reload(tx, stageId))
    })

  return {
    plan: async (tournamentId) => {
      try {
        checkId(tournamentId)
      } catch {
        return undefined
      }
      const [tournament] = await db
        .select({ id: tournaments.id, checkInOpensMinutes: tournaments.checkInOpensMinutes })
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId))
      if (!tournament) return undefined
      const stageRows = await db
        .select({ id: tournamentStages.id })
        .from(tournamentStages)
        .where(eq(tournamentStages.tournamentId, tournamentId))
        .orderBy(asc(tournamentStages.number))
      const teamsById = await teamsOf(db, tournamentId)
      const hasCheckIn = tournament.checkInOpensMinutes !== null
      const stages: ConsoleStage[] = []
      for (const { id } of stageRows) {
        const data = await loadStage(db, id)
        if (data) stages.push(await stageViewWith(db, data, teamsById, hasCheckIn))
      }
      return { tournament_id: tournamentId, check_in: hasCheckIn, stages }
    },

    draw: (actor, stageId, request) =>
      inTransaction(db, async (tx) => {
        const data = await lockStage(tx, stageId)
        const seeded = await seedingOf(tx, data, request)
        await stagesIn(tx).draw(stageId, seeded)
        await record(actor, {
          kind: 'stage.drawn',
          subject: { type: 'stage', id: stageId },
          tournamentId: data.stage.tournamentId,
          before: null,
          after: { seeding: 'seeding' in request ? request.seeding : 'explicit', team_ids: seeded },
        })
        return stageView(tx, await reload(tx, stageId))
      }),

    start: (actor, stageId) =>
      stageChange(
        actor,
        stageId,
        async (tx) => {
          await stagesIn(tx).start(stageId)
          return { status: 'running' }
        },
        'stage.started',
      ),

    finish: (actor, stageId) =>
      stageChange(
        actor,
        stageId,
        async (tx, data) => {
          await stagesIn(tx).finish(stageId)
          await onStageFinished?.(tx, data.stage.tournamentId, now())
          return { status: 'finished' }
        },
        'stage.finished',
      ),

    pairNextRound: (actor, stageId) =>
      // A Swiss round paired is the stage drawn one round further: the entry names the round.
      stageChange(
        actor,
        stageId,
        async (tx, data) => {
          await stagesIn(tx).pairNextRound(stageId)
          const round = data.matches.reduce((last, match) => Math.max(last, match.roundNumber), 0) + 1
          return { round }
        },
        'stage.drawn',
      ),

    advance: (actor, stageId) =>
      inTransaction(db, async (tx) => {
        const data = await lockStage(tx, stageId)
        const seeded = await stagesIn(tx).advance(stageId)
        const [next] = await tx
          .select({ id: tournamentStages.id })
          .from(tournamentStages)
          .where(
            and(
              eq(tournamentStages.tournamentId, data.stage.tournamentId),
              eq(tournamentStages.number, data.stage.number + 1),
            ),
          )
        if (!next) throw conflict('no_next_stage')
        await record(actor, {
          kind: 'stage.advanced',
          subject: { type: 'stage', id: stageId },
          tournamentId: data.stage.tournamentId,
          before: null,
          after: { next_stage_id: next.id, team_ids: [...seeded] },
        })
        return stageView(tx, await reload(tx, next.id))
      }),

    report: (actor, matchId, report, source) =>
      inTransaction(db, async (tx) => {
        const data = await lockMatch(tx, matchId)
        await stagesIn(tx).report(matchId, report)
        const after = await reload(tx, data.stage.id)
        const teamsById = await teamsOf(tx, data.stage.tournamentId)
        const view = matchView(after, teamsById, matchId)
        await record(actor, {
          kind: 'match.reported',
          subject: { type: 'match', id: matchId },
          tournamentId: data.stage.tournamentId,
          before: null,
          after: {
            stage_id: data.stage.id,
            report,
            teams: view.teams.map((team) => team?.id ?? null),
            ...(source ? { source } : {}),
          },
        })
        return view
      }),

    previewCorrection: async (matchId, report) => {
      let preview: CorrectionOutcome | undefined
      try {
        await inTransaction(db, async (tx) => {
          preview = (await correctIn(tx, matchId, report)).outcome
          throw new PreviewRolledBack()
        })
      } catch (error) {
        if (!(error instanceof PreviewRolledBack)) throw error
      }
      if (!preview) throw new Error('the preview ran no correction')
      return preview
    },

    correct: (actor, matchId, report) =>
      inTransaction(db, async (tx) => {
        const { before, outcome } = await correctIn(tx, matchId, report)
        const old = before.matches.find((match) => match.id === matchId)
        await record(actor, {
          kind: 'match.corrected',
          subject: { type: 'match', id: matchId },
          tournamentId: before.stage.tournamentId,
          before: { opponent1: old?.opponent1 ?? null, opponent2: old?.opponent2 ?? null },
          after: {
            report,
            reset: outcome.changed.map((match) => match.id),
            removed: outcome.removed.map((match) => match.id),
          },
        })
        return outcome
      }),

    recordBattleRoyale: (actor, stageId, entry) => recordLobby(actor, stageId, entry, 'form'),

    importBattleRoyale: async (actor, stageId, lobby) => {
      checkId(stageId)
      const [stage] = await db
        .select({ tournamentId: tournamentStages.tournamentId })
        .from(tournamentStages)
        .where(eq(tournamentStages.id, stageId))
      if (!stage) throw new NotFound()
      const playing = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(
          and(eq(teams.tournamentId, stage.tournamentId), inArray(teams.state, [...SLOT_HOLDING_STATES])),
        )
      const parsed = parseLobbyCsv(lobby.csv, playing)
      if (!parsed.ok) throw new LobbyCsvInvalid(parsed.errors)
      const results = parsed.results.map((row) => ({
        team_id: row.teamId,
        placement: row.placement,
        kills: row.kills,
      }))
      return recordLobby(actor, stageId, { day: lobby.day, map: lobby.map, results }, 'csv')
    },

    correctBattleRoyale: (actor, matchId, results) =>
      inTransaction(db, async (tx) => {
        checkId(matchId)
        const [row] = await tx
          .select({ stageId: battleRoyaleMatches.stageId })
          .from(battleRoyaleMatches)
          .where(eq(battleRoyaleMatches.id, matchId))
        if (!row) throw new NotFound()
        const data = await lockStage(tx, row.stageId)
        const old = await tx
          .select({
            team_id: battleRoyaleResults.teamId,
            placement: battleRoyaleResults.placement,
            kills: battleRoyaleResults.kills,
          })
          .from(battleRoyaleResults)
          .where(eq(battleRoyaleResults.matchId, matchId))
          .orderBy(asc(battleRoyaleResults.placement))
        await stagesIn(tx).correctBattleRoyaleMatch(
          matchId,
          results.map((result) => ({
            teamId: result.team_id,
            placement: result.placement,
            kills: result.kills,
          })),
        )
        await record(actor, {
          kind: 'battle_royale.corrected',
          subject: { type: 'match', id: matchId },
          tournamentId: data.stage.tournamentId,
          before: { results: old },
          after: { results: [...results] },
        })
        return { match_id: matchId, standings: await totals(tx, data) }
      }),
  }
}

/** Thrown inside the preview's transaction so that it rolls back whatever the correction wrote. */
class PreviewRolledBack extends Error {
  override name = 'PreviewRolledBack'
}

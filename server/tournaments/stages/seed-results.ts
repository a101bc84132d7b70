/**
 * The demo results (`npm run seed`, a fresh `npm start`): the seeded tournaments' stages drawn and
 * played through the same stage use cases as real results, with plausible scores from a fixed
 * pseudo-random sequence (the same data every time). Idempotent: a stage that is already drawn is
 * left as it is.
 *
 * - `cs2-winter-showdown`: a finished double-elimination bracket, played to the end.
 * - `valorant-lviv-clash`: a running round robin, two of its three rounds played.
 * - `ea-fc-ukraine-cup`: finished groups feeding a finished playoff.
 * - `pubg-mobile-spring-league`: a finished battle-royale league, six matches a week for two weeks.
 */
import { eq } from 'drizzle-orm'
import { gamesToWin } from '#core/tournaments/best-of.ts'
import type { MatchReport } from '#core/tournaments/stage-rules.ts'
import type { StageKind } from '#core/tournaments/tournament.schema.ts'
import type { AppDatabase, Database } from '#server/platform/db/client.ts'
import {
  battleRoyaleMatches,
  type StageMatchRow,
  stageMatches,
  stageParticipants,
  tournamentStages,
  tournaments,
} from '#server/platform/db/schema.ts'
import { createStageUseCases, type StageUseCases } from './use-cases.ts'

/** A tournament the seed created, as far as its results need it. */
export interface SeededTournament {
  readonly id: string
  readonly slug: string
  /** The stage plan, in order. */
  readonly stages: ReadonlyArray<{ readonly id: string; readonly number: number; readonly kind: StageKind }>
  /** The teams in registration order, which is their seed order. */
  readonly teams: ReadonlyArray<{ readonly id: string; readonly name: string }>
}

/** A fixed sequence of numbers in [0, 1) (mulberry32): the same demo results on every seed. */
const sequence = (seed: number): (() => number) => {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Player {
  readonly stages: StageUseCases
  readonly db: AppDatabase
  readonly random: () => number
}

/**
 * A result for a match of a best-of-N stage: the better seed wins two times in three, the loser takes
 * a game now and then.
 */
const resultFor = (random: () => number, seeds: [number, number], bestOf: number): MatchReport => {
  const firstFavoured = seeds[0] < seeds[1]
  const firstWins = random() < 0.67 ? firstFavoured : !firstFavoured
  const toWin = gamesToWin(bestOf)
  // Up to toWin − 1 games for the loser, without playing more than N games.
  const loserGames = Math.min(Math.floor(random() * toWin), bestOf - toWin)
  return { kind: 'score', scores: firstWins ? [toWin, loserGames] : [loserGames, toWin] }
}

const matchesOf = (db: AppDatabase, stageId: string): Promise<StageMatchRow[]> =>
  db.select().from(stageMatches).where(eq(stageMatches.stageId, stageId))

/** Reports every ready match that `wanted` takes, round by round, until none is left. */
const playMatches = async (player: Player, stageId: string, wanted: (match: StageMatchRow) => boolean) => {
  const [stage] = await player.db.select().from(tournamentStages).where(eq(tournamentStages.id, stageId))
  const participants = await player.db
    .select()
    .from(stageParticipants)
    .where(eq(stageParticipants.stageId, stageId))
  const seedOf = new Map(participants.map((participant) => [participant.localId, participant.seed]))
  const seed = (id: number | null | undefined) => seedOf.get(id ?? -1) ?? Number.MAX_SAFE_INTEGER
  for (;;) {
    const ready = (await matchesOf(player.db, stageId))
      .filter((match) => match.status === 'ready' && wanted(match))
      .sort((a, b) => a.groupNumber - b.groupNumber || a.roundNumber - b.roundNumber || a.number - b.number)
    if (ready.length === 0) return
    for (const match of ready)
      await player.stages.report(
        match.id,
        resultFor(player.random, [seed(match.opponent1?.id), seed(match.opponent2?.id)], stage?.bestOf ?? 1),
      )
  }
}

/**
 * Draws and starts a stage unless it is drawn already; false when it was. The demo plan may name the
 * stage's status ahead of its results: the use cases set it as the stage is played.
 */
const drawAndStart = async (player: Player, stageId: string, teamIds: ReadonlyArray<string>) => {
  if ((await matchesOf(player.db, stageId)).length > 0) return false
  await player.db.update(tournamentStages).set({ status: 'pending' }).where(eq(tournamentStages.id, stageId))
  await player.stages.draw(stageId, teamIds)
  await player.stages.start(stageId)
  return true
}

const finishedBracket = async (player: Player, tournament: SeededTournament) => {
  const [stage] = tournament.stages
  if (
    !stage ||
    !(await drawAndStart(
      player,
      stage.id,
      tournament.teams.map((team) => team.id),
    ))
  )
    return
  await playMatches(player, stage.id, () => true)
  await player.stages.finish(stage.id)
}

const runningGroups = async (player: Player, tournament: SeededTournament) => {
  const [groups] = tournament.stages
  if (
    !groups ||
    !(await drawAndStart(
      player,
      groups.id,
      tournament.teams.map((team) => team.id),
    ))
  )
    return
  await playMatches(player, groups.id, (match) => match.roundNumber <= 2)
}

const groupsThenPlayoff = async (player: Player, tournament: SeededTournament) => {
  const [groups, playoff] = tournament.stages
  if (!groups || !playoff) return
  if (
    !(await drawAndStart(
      player,
      groups.id,
      tournament.teams.map((team) => team.id),
    ))
  )
    return
  await playMatches(player, groups.id, () => true)
  await player.stages.finish(groups.id)
  await player.db
    .update(tournamentStages)
    .set({ status: 'pending' })
    .where(eq(tournamentStages.id, playoff.id))
  await player.stages.advance(groups.id)
  await player.stages.start(playoff.id)
  await playMatches(player, playoff.id, () => true)
  await player.stages.finish(playoff.id)
}

const MAPS = ['Erangel', 'Miramar', 'Sanhok', 'Vikendi'] as const
const MATCHES_PER_WEEK = 6
const WEEKS = 2
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

const battleRoyaleLeague = async (player: Player, tournament: SeededTournament) => {
  const [stage] = tournament.stages
  if (!stage) return
  const existing = await player.db
    .select({ id: battleRoyaleMatches.id })
    .from(battleRoyaleMatches)
    .where(eq(battleRoyaleMatches.stageId, stage.id))
    .limit(1)
  if (existing.length > 0) return
  const [row] = await player.db
    .select({ gamesStart: tournaments.gamesStart })
    .from(tournaments)
    .where(eq(tournaments.id, tournament.id))
  const start = row?.gamesStart.getTime() ?? 0
  await player.db.update(tournamentStages).set({ status: 'pending' }).where(eq(tournamentStages.id, stage.id))
  await player.stages.start(stage.id)
  for (let week = 1; week <= WEEKS; week++)
    for (let match = 0; match < MATCHES_PER_WEEK; match++) {
      // The better seeds tend to place higher; the lobby is shuffled by a fixed sequence.
      const placed = tournament.teams
        .map((team, index) => ({ team, strength: index + player.random() * tournament.teams.length }))
        .sort((a, b) => a.strength - b.strength)
      await player.stages.recordBattleRoyaleMatch(stage.id, {
        day: week,
        map: MAPS[match % MAPS.length] ?? null,
        playedAt: new Date(start + (week - 1) * 7 * DAY + match * 1.5 * HOUR),
        results: placed.map(({ team }, index) => ({
          teamId: team.id,
          placement: index + 1,
          kills: Math.floor(player.random() * 6) + Math.max(0, 6 - Math.floor(index / 2)),
        })),
      })
    }
  await player.stages.finish(stage.id)
}

const SEEDERS: Record<string, (player: Player, tournament: SeededTournament) => Promise<void>> = {
  'cs2-winter-showdown': finishedBracket,
  'valorant-lviv-clash': runningGroups,
  'ea-fc-ukraine-cup': groupsThenPlayoff,
  'pubg-mobile-spring-league': battleRoyaleLeague,
}

/** Plays the demo results of the seeded tournaments (by slug) that have some. */
export const seedResults = async (
  database: Database,
  seeded: ReadonlyMap<string, SeededTournament>,
  _now: Date,
): Promise<void> => {
  const player: Player = { stages: createStageUseCases(database.db), db: database.db, random: sequence(2026) }
  for (const [slug, seed] of Object.entries(SEEDERS)) {
    const tournament = seeded.get(slug)
    if (tournament) await seed(player, tournament)
  }
}

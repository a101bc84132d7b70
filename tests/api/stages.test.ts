/**
 * The stage use cases against every backend: drawing with byes, best-of-N reports and their
 * validation, forfeits, the grand final reset, corrections that reset what followed, groups feeding a
 * playoff, and (PostgreSQL) concurrent reports of one match in real concurrent transactions.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotFound } from '#core/shared/errors.ts'
import { InvalidMatchResult, type MatchReport, StageConflict } from '#core/tournaments/stage-rules.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { StageMatchRow, StoredOpponent } from '#server/platform/db/schema.ts'
import { createStageUseCases, type StageUseCases } from '#server/tournaments/stages/use-cases.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createTournament, matchAt, matchesOf, stageTeams, type TournamentFixture } from './support/stages.ts'

const score = (first: number, second: number): MatchReport => ({ kind: 'score', scores: [first, second] })

/**
 * "Team 3", "bye" for a bye, "?" while the place is to be decided. `teamIds` maps a stage's
 * participant ids to teams; in a first stage they follow the seeds, as the fixture's teams do.
 */
const nameOf = (
  fixture: TournamentFixture,
  opponent: StoredOpponent | null,
  teamIds = fixture.teamIds,
): string => {
  if (opponent === null) return 'bye'
  if (opponent.id === null) return '?'
  return fixture.names.get(teamIds[opponent.id] ?? '') ?? `unknown ${opponent.id}`
}

const sides = (
  fixture: TournamentFixture,
  match: StageMatchRow,
  teamIds = fixture.teamIds,
): [string, string] => [nameOf(fixture, match.opponent1, teamIds), nameOf(fixture, match.opponent2, teamIds)]

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe.each(backends)('stage use cases on $name', (backend) => {
  let test: TestDatabase
  let db: AppDatabase
  let stages: StageUseCases

  beforeAll(async () => {
    test = await backend.open()
    db = test.database.db
    stages = createStageUseCases(db)
  })
  afterAll(() => test.dispose())

  /** Reports the match at a place of the bracket. */
  const play = async (stageId: string, at: [number, number, number], report: MatchReport) => {
    const match = await matchAt(db, stageId, ...at)
    await stages.report(match.id, report)
  }

  it('draws six teams into a bracket of eight: the two best seeds get byes', async () => {
    const fixture = await createTournament(db, 6, [{ kind: 'single_elimination', bestOf: 3 }])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    const round1 = (await matchesOf(db, stageId)).filter((match) => match.roundNumber === 1)
    expect(round1.map((match) => sides(fixture, match))).toEqual([
      ['Team 1', 'bye'],
      ['Team 4', 'Team 5'],
      ['Team 2', 'bye'],
      ['Team 3', 'Team 6'],
    ])
    // A team with a bye already waits in round 2.
    expect(sides(fixture, await matchAt(db, stageId, 1, 2, 1))).toEqual(['Team 1', '?'])
    expect(sides(fixture, await matchAt(db, stageId, 1, 2, 2))).toEqual(['Team 2', '?'])
    // The final is where both semi-finals send their winners.
    const final = await matchAt(db, stageId, 1, 3, 1)
    expect((await matchAt(db, stageId, 1, 2, 1)).winnerToId).toBe(final.id)
    expect((await matchAt(db, stageId, 1, 2, 2)).winnerToId).toBe(final.id)
    expect(final.winnerToId).toBeNull()
    expect(final.loserToId).toBeNull()
    // Drawing twice is refused.
    const again = await rejection(stages.draw(stageId, fixture.teamIds))
    expect(again).toBeInstanceOf(StageConflict)
    expect((again as StageConflict).reason).toBe('stage_already_drawn')
  })

  it('takes a best-of-three result only when a team won two games, and only once', async () => {
    const fixture = await createTournament(db, 6, [{ kind: 'single_elimination', bestOf: 3 }])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    const match = await matchAt(db, stageId, 1, 1, 2)

    const early = await rejection(stages.report(match.id, score(2, 1)))
    expect((early as StageConflict).reason).toBe('stage_not_running')
    await stages.start(stageId)

    for (const [bad, problem] of [
      [score(1, 0), 'no_winner'],
      [score(3, 0), 'no_winner'],
      [score(2, 2), 'too_many_games'],
      [score(1, 1), 'no_winner'],
    ] as const) {
      const error = await rejection(stages.report(match.id, bad))
      expect(error, JSON.stringify(bad)).toBeInstanceOf(InvalidMatchResult)
      expect((error as InvalidMatchResult).problem).toBe(problem)
    }

    await stages.report(match.id, score(1, 2))
    const reported = await matchAt(db, stageId, 1, 1, 2)
    expect(reported.status).toBe('completed')
    expect(reported.opponent1).toMatchObject({ score: 1, result: 'loss' })
    expect(reported.opponent2).toMatchObject({ score: 2, result: 'win' })
    // Team 5 beat Team 4 and meets Team 1, who had a bye.
    expect(sides(fixture, await matchAt(db, stageId, 1, 2, 1))).toEqual(['Team 1', 'Team 5'])

    // An id that is not a UUID names no match (and reaches no uuid column).
    expect(await rejection(stages.report('not-a-match', score(2, 0)))).toBeInstanceOf(NotFound)
    expect(await rejection(stages.draw('../stage', fixture.teamIds))).toBeInstanceOf(NotFound)

    const twice = await rejection(stages.report(match.id, score(2, 0)))
    expect((twice as StageConflict).reason).toBe('match_already_reported')
    // A match whose second team is not known yet cannot be reported.
    const waiting = await rejection(play(stageId, [1, 2, 2], score(2, 0)))
    expect((waiting as StageConflict).reason).toBe('match_not_ready')
  })

  it('lets a forfeit decide a match without a score', async () => {
    const fixture = await createTournament(db, 4, [{ kind: 'single_elimination', bestOf: 3 }])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    await play(stageId, [1, 1, 1], { kind: 'forfeit', forfeiting: 1 })
    const match = await matchAt(db, stageId, 1, 1, 1)
    expect(sides(fixture, match)).toEqual(['Team 1', 'Team 4'])
    expect(match.opponent1).toMatchObject({ forfeit: true })
    expect(match.opponent2).toMatchObject({ result: 'win' })
    expect(match.opponent1?.score).toBeUndefined()
    expect(sides(fixture, await matchAt(db, stageId, 1, 2, 1))).toEqual(['Team 4', '?'])
  })

  it('plays a grand final reset when the lower-bracket team wins the first final', async () => {
    const fixture = await createTournament(db, 4, [
      { kind: 'double_elimination', bestOf: 1, grandFinal: 'double' },
    ])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    // Upper bracket: 1 beats 4, 2 beats 3, then 1 beats 2.
    await play(stageId, [1, 1, 1], score(1, 0))
    await play(stageId, [1, 1, 2], score(1, 0))
    await play(stageId, [1, 2, 1], score(1, 0))
    // Lower bracket: 4 v 3, the winner meets 2 (the upper final's loser).
    expect(sides(fixture, await matchAt(db, stageId, 2, 1, 1))).toEqual(['Team 4', 'Team 3'])
    await play(stageId, [2, 1, 1], score(0, 1))
    expect(sides(fixture, await matchAt(db, stageId, 2, 2, 1))).toEqual(['Team 2', 'Team 3'])
    await play(stageId, [2, 2, 1], score(1, 0))
    // Grand final: Team 1 (upper) against Team 2 (lower); Team 2 wins, so the reset is played.
    const final = await matchAt(db, stageId, 3, 1, 1)
    expect(sides(fixture, final)).toEqual(['Team 1', 'Team 2'])
    const reset = await matchAt(db, stageId, 3, 2, 1)
    expect(final.winnerToId).toBe(reset.id)
    expect(reset.status).toBe('locked')
    await stages.report(final.id, score(0, 1))
    const resetReady = await matchAt(db, stageId, 3, 2, 1)
    expect(resetReady.status).toBe('ready')
    expect(sides(fixture, resetReady)).toEqual(['Team 1', 'Team 2'])
    const unfinished = await rejection(stages.finish(stageId))
    expect((unfinished as StageConflict).reason).toBe('stage_unfinished')
    await stages.report(resetReady.id, score(1, 0))
    await stages.finish(stageId)
  })

  it('needs no reset when the upper-bracket team wins the grand final', async () => {
    const fixture = await createTournament(db, 4, [
      { kind: 'double_elimination', bestOf: 1, grandFinal: 'double' },
    ])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    await play(stageId, [1, 1, 1], score(1, 0))
    await play(stageId, [1, 1, 2], score(1, 0))
    await play(stageId, [1, 2, 1], score(1, 0))
    await play(stageId, [2, 1, 1], score(1, 0))
    await play(stageId, [2, 2, 1], score(1, 0))
    await play(stageId, [3, 1, 1], score(1, 0))
    // The reset is not played: it stays empty and the stage can finish.
    const reset = await matchAt(db, stageId, 3, 2, 1)
    expect(reset.status).toBe('locked')
    expect(sides(fixture, reset)).toEqual(['?', '?'])
    await stages.finish(stageId)
  })

  it('resets what followed from a corrected result and keeps the rest', async () => {
    const fixture = await createTournament(db, 8, [
      { kind: 'double_elimination', bestOf: 3, grandFinal: 'simple' },
    ])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    // Upper round 1: the better seed wins every match (1-8, 4-5, 2-7, 3-6).
    for (const number of [1, 2, 3, 4]) await play(stageId, [1, 1, number], score(2, 0))
    // Upper round 2: Team 1 beats Team 4, Team 2 beats Team 3.
    expect(sides(fixture, await matchAt(db, stageId, 1, 2, 1))).toEqual(['Team 1', 'Team 4'])
    await play(stageId, [1, 2, 1], score(2, 1))
    await play(stageId, [1, 2, 2], score(2, 1))
    // Lower round 1: the round-1 losers.
    const lower1 = await matchAt(db, stageId, 2, 1, 1)
    const lower2 = await matchAt(db, stageId, 2, 1, 2)
    expect([sides(fixture, lower1), sides(fixture, lower2)]).toEqual([
      ['Team 8', 'Team 5'],
      ['Team 7', 'Team 6'],
    ])
    await play(stageId, [2, 1, 1], score(2, 0))
    await play(stageId, [2, 1, 2], score(2, 0))

    // Correction: Team 5 had won against Team 4 (2-1, not 0-2).
    const corrected = await matchAt(db, stageId, 1, 1, 2)
    const notReported = await rejection(stages.correct((await matchAt(db, stageId, 1, 3, 1)).id, score(2, 0)))
    expect((notReported as StageConflict).reason).toBe('match_not_reported')
    await stages.correct(corrected.id, score(1, 2))

    const after = await matchAt(db, stageId, 1, 1, 2)
    expect(after.opponent2).toMatchObject({ score: 2, result: 'win' })
    // Team 5 replaces Team 4 in the upper round 2, whose result (Team 1 over Team 4) is gone.
    const upper = await matchAt(db, stageId, 1, 2, 1)
    expect(sides(fixture, upper)).toEqual(['Team 1', 'Team 5'])
    expect(upper.status).toBe('ready')
    expect(upper.opponent1?.result).toBeUndefined()
    // Team 4 drops to the lower bracket instead of Team 5; that lower match's result is gone.
    const lower = await matchAt(db, stageId, 2, 1, 1)
    expect(sides(fixture, lower)).toEqual(['Team 8', 'Team 4'])
    expect(lower.status).toBe('ready')
    // What did not follow from the corrected match stands.
    expect((await matchAt(db, stageId, 1, 2, 2)).opponent1).toMatchObject({ score: 2, result: 'win' })
    expect((await matchAt(db, stageId, 2, 1, 2)).opponent1).toMatchObject({ score: 2, result: 'win' })
    expect((await matchAt(db, stageId, 1, 1, 1)).status).not.toBe('ready')
    // The same winner with another score changes only that match.
    await stages.correct((await matchAt(db, stageId, 2, 1, 2)).id, score(2, 1))
    expect((await matchAt(db, stageId, 2, 1, 2)).opponent2).toMatchObject({ score: 1, result: 'loss' })
    expect(sides(fixture, await matchAt(db, stageId, 2, 2, 2))).toContain('Team 7')
  })

  it('corrects a result whose loser had a bye in the lower bracket: the bye passes the new loser on', async () => {
    const fixture = await createTournament(db, 6, [
      { kind: 'double_elimination', bestOf: 3, grandFinal: 'simple' },
    ])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    const set = async (at: [number, number, number]) =>
      new Set(sides(fixture, await matchAt(db, stageId, ...at)))
    // Upper round 1: Team 4 beats Team 5, Team 3 beats Team 6; both losers pass a bye in the lower bracket.
    await play(stageId, [1, 1, 2], score(2, 0))
    await play(stageId, [1, 1, 4], score(2, 0))
    // Upper round 2: Team 1 beats Team 4, Team 2 beats Team 3.
    await play(stageId, [1, 2, 1], score(2, 0))
    await play(stageId, [1, 2, 2], score(2, 0))
    expect(await set([2, 2, 1])).toEqual(new Set(['Team 3', 'Team 5']))
    expect(await set([2, 2, 2])).toEqual(new Set(['Team 4', 'Team 6']))
    const lower1 = await matchAt(db, stageId, 2, 2, 1)
    await stages.report(lower1.id, nameOf(fixture, lower1.opponent1) === 'Team 5' ? score(2, 1) : score(1, 2))
    await play(stageId, [2, 2, 2], score(2, 1))

    // Team 5 had won 2-1 against Team 4.
    await stages.correct((await matchAt(db, stageId, 1, 1, 2)).id, score(1, 2))
    const upper = await matchAt(db, stageId, 1, 2, 1)
    expect(new Set(sides(fixture, upper))).toEqual(new Set(['Team 1', 'Team 5']))
    expect(upper.status).toBe('ready')
    // Team 4 passes the bye instead and meets Team 3; that match's old result is gone.
    const lower = await matchAt(db, stageId, 2, 2, 1)
    expect(new Set(sides(fixture, lower))).toEqual(new Set(['Team 3', 'Team 4']))
    expect(lower.status).toBe('ready')
    // The upper round 2 loser is not known again yet; the other upper match keeps its result.
    const waiting = await matchAt(db, stageId, 2, 2, 2)
    expect(new Set(sides(fixture, waiting))).toEqual(new Set(['Team 6', '?']))
    expect(waiting.status).toBe('waiting')
    expect((await matchAt(db, stageId, 1, 2, 2)).opponent1).toMatchObject({ result: 'win' })
    // And the stage plays on to its end.
    for (;;) {
      const ready = (await matchesOf(db, stageId)).filter((match) => match.status === 'ready')
      if (ready.length === 0) break
      for (const match of ready) await stages.report(match.id, score(2, 0))
    }
    await stages.finish(stageId)
  })

  /** The seeds of each group of a drawn round robin, as the matches name them. */
  const groupSeeds = async (fixture: TournamentFixture, stageId: string): Promise<number[][]> => {
    const groups = new Map<number, Set<number>>()
    for (const match of await matchesOf(db, stageId))
      for (const side of sides(fixture, match))
        if (side.startsWith('Team '))
          groups.set(
            match.groupNumber,
            (groups.get(match.groupNumber) ?? new Set()).add(Number(side.slice(5))),
          )
    return [...groups].sort(([a], [b]) => a - b).map(([, seeds]) => [...seeds].sort((x, y) => x - y))
  }

  it('fills groups in a snake by default, or deals the seeds in turn when the plan says so', async () => {
    /** Draws `teams` teams into three groups filled as `groupFill` says: their seeds by group. */
    const drawn = async (teams: number, groupFill?: 'snake' | 'deal') => {
      const fixture = await createTournament(db, teams, [
        { kind: 'round_robin', bestOf: 1, groups: 3, ...(groupFill ? { groupFill } : {}) },
      ])
      await stages.draw(fixture.stageIds[0] ?? '', fixture.teamIds)
      return groupSeeds(fixture, fixture.stageIds[0] ?? '')
    }
    // 1 2 3 → A B C, 4 5 6 → C B A, 7 8 9 → A B C.
    expect(await drawn(9)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9],
    ])
    // 1 2 3 → A B C, 4 5 6 → A B C, 7 8 9 → A B C.
    expect(await drawn(9, 'deal')).toEqual([
      [1, 4, 7],
      [2, 5, 8],
      [3, 6, 9],
    ])
    // Eight teams: the snake leaves the last group one team short (a free round for each of them).
    expect(await drawn(8, 'snake')).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4],
    ])
  })

  it('plays nine teams in three groups to the end and ranks every group by hand', async () => {
    const fixture = await createTournament(db, 9, [
      { kind: 'round_robin', bestOf: 3, groups: 3, advancing: 6 },
      { kind: 'single_elimination', bestOf: 1 },
    ])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    // Every result, by the seeds of the two teams: [winner, games won, games lost].
    const RESULTS: Record<string, [number, number, number]> = {
      // Group 1 (1, 6, 7): Team 7 upsets Team 6.
      '1-6': [1, 2, 0],
      '1-7': [1, 2, 1],
      '6-7': [7, 2, 0],
      // Group 2 (2, 5, 8): a circle, each team beats one and loses to one.
      '2-5': [2, 2, 0],
      '5-8': [5, 2, 1],
      '2-8': [8, 2, 1],
      // Group 3 (3, 4, 9): Team 9 beats both; its first match is group 3's first of round 1.
      '4-9': [9, 2, 1],
      '3-9': [9, 2, 1],
      '3-4': [3, 2, 0],
    }
    const seedOf = (name: string) => Number(name.replace('Team ', ''))
    for (const match of await matchesOf(db, stageId)) {
      const [first, second] = sides(fixture, match).map(seedOf) as [number, number]
      const [winner, won, lost] = RESULTS[`${Math.min(first, second)}-${Math.max(first, second)}`] ?? [
        0, 0, 0,
      ]
      // Each match is ready once the earlier ones are reported: none is emptied or locked on the way.
      expect(match.status, `${first} v ${second}`).toBe('ready')
      await stages.report(match.id, winner === first ? score(won, lost) : score(lost, won))
    }
    const played = await matchesOf(db, stageId)
    expect(played.map((match) => match.status)).toEqual(Array(9).fill('completed'))
    await stages.finish(stageId)

    const results = await createTournamentUseCases(createTournamentRepository(db)).results(fixture.slug)
    const [stage] = results.stages
    if (stage?.kind !== 'round_robin') throw new Error('not a round robin')
    // [rank, team, played, wins, losses, games won, games lost, points]
    expect(
      stage.groups.map((group) =>
        group.standings.map((row) => [
          row.rank,
          row.team.name,
          row.played,
          row.wins,
          row.losses,
          row.score_for,
          row.score_against,
          row.points,
        ]),
      ),
    ).toEqual([
      [
        [1, 'Team 1', 2, 2, 0, 4, 1, 6],
        [2, 'Team 7', 2, 1, 1, 3, 2, 3],
        [3, 'Team 6', 2, 0, 2, 0, 4, 0],
      ],
      [
        // Three points each: the difference of games decides (+1, 0, −1).
        [1, 'Team 2', 2, 1, 1, 3, 2, 3],
        [2, 'Team 8', 2, 1, 1, 3, 3, 3],
        [3, 'Team 5', 2, 1, 1, 2, 3, 3],
      ],
      [
        [1, 'Team 9', 2, 2, 0, 4, 2, 6],
        [2, 'Team 3', 2, 1, 1, 3, 2, 3],
        [3, 'Team 4', 2, 0, 2, 1, 4, 0],
      ],
    ])
    // The winners first (6, 6 then 3 points; group order breaks the tie), then the runners-up.
    const seeded = await stages.advance(stageId)
    expect(seeded.map((id) => fixture.names.get(id))).toEqual([
      'Team 1',
      'Team 9',
      'Team 2',
      'Team 7',
      'Team 8',
      'Team 3',
    ])
  })

  it('ranks a double elimination of two teams, which the library plays as one match', async () => {
    const fixture = await createTournament(db, 2, [
      { kind: 'double_elimination', bestOf: 3, grandFinal: 'double', advancing: 2 },
      { kind: 'single_elimination', bestOf: 3 },
    ])
    const [stageId = '', nextId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    // No lower bracket and no grand final: two teams leave nobody for the loser to meet but the winner.
    const matches = await matchesOf(db, stageId)
    expect(matches.map((match) => [match.groupNumber, match.roundNumber, ...sides(fixture, match)])).toEqual([
      [1, 1, 'Team 1', 'Team 2'],
    ])
    await play(stageId, [1, 1, 1], score(1, 2))
    await stages.finish(stageId)
    const seeded = await stages.advance(stageId)
    expect(seeded.map((id) => fixture.names.get(id))).toEqual(['Team 2', 'Team 1'])
    const nextTeams = await stageTeams(db, nextId)
    expect(sides(fixture, await matchAt(db, nextId, 1, 1, 1), nextTeams)).toEqual(['Team 2', 'Team 1'])
    const results = await createTournamentUseCases(createTournamentRepository(db)).results(fixture.slug)
    const [stage] = results.stages
    if (stage?.kind !== 'double_elimination') throw new Error('not a double elimination')
    expect(stage.brackets.map((bracket) => [bracket.kind, bracket.rounds.length])).toEqual([['upper', 1]])
  })

  it('seeds a playoff with the best teams of the groups, by their tables', async () => {
    const fixture = await createTournament(db, 8, [
      { kind: 'round_robin', bestOf: 1, groups: 2, advancing: 4 },
      { kind: 'single_elimination', bestOf: 3 },
    ])
    const [groupsId = '', playoffId = ''] = fixture.stageIds
    await stages.draw(groupsId, fixture.teamIds)
    await stages.start(groupsId)
    const matches = await matchesOf(db, groupsId)
    // Two groups of four: six matches each, and every team in one group only.
    expect(matches.filter((match) => match.groupNumber === 1)).toHaveLength(6)
    expect(matches.filter((match) => match.groupNumber === 2)).toHaveLength(6)
    // The better seed wins every match, except that Team 8 beats everyone in its group.
    for (const match of matches) {
      const [first, second] = sides(fixture, match)
      const seed = (name: string) => (name === 'Team 8' ? 0 : Number(name.replace('Team ', '')))
      await stages.report(match.id, seed(first) < seed(second) ? score(1, 0) : score(0, 1))
    }
    const early = await rejection(stages.advance(groupsId))
    expect((early as StageConflict).reason).toBe('stage_unfinished')
    await stages.finish(groupsId)
    const seeded = await stages.advance(groupsId)
    const names = seeded.map((id) => fixture.names.get(id))
    const groupOf = new Map<string, number>()
    for (const match of matches)
      for (const side of sides(fixture, match)) groupOf.set(side, match.groupNumber)
    // Both group winners first, then both runners-up.
    expect(names).toHaveLength(4)
    expect(new Set(names.slice(0, 2).map((name) => groupOf.get(name ?? '')))).toEqual(new Set([1, 2]))
    expect(names).toContain('Team 8')
    expect(names).toContain('Team 1')
    const playoff = await matchesOf(db, playoffId)
    const playoffTeams = await stageTeams(db, playoffId)
    expect(
      playoff.filter((match) => match.roundNumber === 1).map((match) => sides(fixture, match, playoffTeams)),
    ).toEqual([
      [names[0], names[3]],
      [names[1], names[2]],
    ])
  })

  it('pairs a Swiss stage round by round: a bye for the lowest seed, no rematch, corrections re-pair', async () => {
    const fixture = await createTournament(db, 5, [{ kind: 'swiss', bestOf: 1, rounds: 3 }])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    const pairsOf = async (round: number) =>
      (await matchesOf(db, stageId))
        .filter((match) => match.roundNumber === round)
        .map((match) => sides(fixture, match))
    // Round 1: the odd team out is the lowest seed; then the top half against the bottom half.
    expect(new Set((await pairsOf(1)).map((pair) => pair.join(' v ')))).toEqual(
      new Set(['Team 1 v Team 3', 'Team 2 v Team 4', 'Team 5 v bye']),
    )
    const early = await rejection(stages.pairNextRound(stageId))
    expect((early as StageConflict).reason).toBe('round_unfinished')
    const playRound = async (round: number) => {
      for (const match of await matchesOf(db, stageId))
        if (match.roundNumber === round && match.status === 'ready')
          await stages.report(match.id, score(1, 0))
    }
    await playRound(1)
    await stages.pairNextRound(stageId)
    const met = (pairs: string[][]) =>
      new Set(pairs.filter((pair) => !pair.includes('bye')).map((pair) => [...pair].sort().join('|')))
    const round1 = met(await pairsOf(1))
    const round2 = await pairsOf(2)
    // Every team once, no rematch, and the bye to someone who has not had one.
    expect(
      round2
        .flat()
        .filter((name) => name !== 'bye')
        .sort(),
    ).toEqual(['Team 1', 'Team 2', 'Team 3', 'Team 4', 'Team 5'])
    for (const pair of met(round2)) expect(round1.has(pair)).toBe(false)
    expect(round2.find((pair) => pair.includes('bye'))?.[0]).not.toBe('Team 5')

    // A corrected round-1 outcome: round 2 was paired from the old one, so it goes.
    const first = (await matchesOf(db, stageId)).find(
      (match) => match.roundNumber === 1 && match.opponent2 !== null,
    )
    await stages.correct(first?.id ?? '', score(0, 1))
    expect(await pairsOf(2)).toEqual([])
    const unfinished = await rejection(stages.finish(stageId))
    expect((unfinished as StageConflict).reason).toBe('stage_unfinished')
    for (const round of [2, 3]) {
      await stages.pairNextRound(stageId)
      await playRound(round)
    }
    const over = await rejection(stages.pairNextRound(stageId))
    expect((over as StageConflict).reason).toBe('no_more_rounds')
    await stages.finish(stageId)
    const results = await createTournamentUseCases(createTournamentRepository(db)).results(fixture.slug)
    const [stage] = results.stages
    if (stage?.kind !== 'swiss') throw new Error('not a Swiss stage')
    expect(stage.rounds.map((round) => round.matches.length)).toEqual([3, 3, 3])
    expect(stage.standings.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5])
    // Three rounds each: wins and byes count as won rounds, points one a win.
    for (const row of stage.standings) {
      expect(row.played).toBe(3)
      expect(row.points).toBe(row.wins)
    }
    expect(stage.standings.reduce((sum, row) => sum + row.wins, 0)).toBe(9)
  })
})

/**
 * Real concurrent transactions on PostgreSQL: a third connection holds the tournament's row lock
 * (and the match rows) while the reports start, so they are all in flight at once, waiting on a
 * lock, before any of them can run; then it lets go. Without the use cases' lock these tests fail
 * (both reports taken; a semi-final losing one of its teams).
 */
describe.each(backends.filter((backend) => backend.name === 'postgres'))(
  'concurrent reports on $name',
  (backend) => {
    let test: TestDatabase
    let db: AppDatabase
    let stages: StageUseCases
    let blocker: pg.Client

    beforeAll(async () => {
      test = await backend.open()
      db = test.database.db
      stages = createStageUseCases(db)
      blocker = new pg.Client({ connectionString: test.url })
      await blocker.connect()
    })
    afterAll(async () => {
      await blocker.end()
      await test.dispose()
    })

    /** Runs `work` while the tournament is locked by another connection, released once every report waits. */
    const whileLocked = async <T>(
      tournamentId: string,
      waiting: number,
      work: () => Promise<T>,
    ): Promise<T> => {
      await blocker.query('begin')
      await blocker.query('select id from tournaments where id = $1 for update', [tournamentId])
      // The match rows too: without the tournament's lock, the reports would read the stage, then
      // wait here to write it, and each would write what it read before the others wrote.
      await blocker.query(
        'select m.id from stage_matches m join tournament_stages s on s.id = m.stage_id where s.tournament_id = $1 for update of m',
        [tournamentId],
      )
      const running = work()
      for (let tries = 0; ; tries++) {
        if (tries === 500) throw new Error('the reports never waited on the locks')
        // Inside a transaction the activity view is a snapshot taken once: take a new one each time.
        await blocker.query('select pg_stat_clear_snapshot()')
        const { rows } = await blocker.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
        if (Number(rows[0]?.n) >= waiting) break
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      await blocker.query('commit')
      return running
    }

    it('takes one of two reports of the same match; the other is refused, nothing doubled', async () => {
      const fixture = await createTournament(db, 4, [{ kind: 'single_elimination', bestOf: 3 }])
      const [stageId = ''] = fixture.stageIds
      await stages.draw(stageId, fixture.teamIds)
      await stages.start(stageId)
      const match = await matchAt(db, stageId, 1, 1, 1)
      const outcomes = await whileLocked(fixture.tournamentId, 2, () =>
        Promise.allSettled([stages.report(match.id, score(2, 1)), stages.report(match.id, score(0, 2))]),
      )
      const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled')
      const rejected = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
      expect(fulfilled).toHaveLength(1)
      expect(rejected).toHaveLength(1)
      expect((rejected[0] as StageConflict).reason).toBe('match_already_reported')
      // The stored result is the one that won, and its winner is in the final once.
      const stored = await matchAt(db, stageId, 1, 1, 1)
      const firstWon = outcomes[0]?.status === 'fulfilled'
      expect([stored.opponent1?.score, stored.opponent2?.score]).toEqual(firstWon ? [2, 1] : [0, 2])
      const final = await matchAt(db, stageId, 1, 2, 1)
      expect(sides(fixture, final)).toEqual([firstWon ? 'Team 1' : 'Team 4', '?'])
    })

    it('keeps every result when the matches of a round are reported at once', async () => {
      const fixture = await createTournament(db, 8, [{ kind: 'single_elimination', bestOf: 1 }])
      const [stageId = ''] = fixture.stageIds
      await stages.draw(stageId, fixture.teamIds)
      await stages.start(stageId)
      const round1 = (await matchesOf(db, stageId)).filter((match) => match.roundNumber === 1)
      // The worse seed wins each match: each semi-final gets both its teams from two concurrent reports.
      await whileLocked(fixture.tournamentId, round1.length, () =>
        Promise.all(round1.map((match) => stages.report(match.id, score(0, 1)))),
      )
      const semis = (await matchesOf(db, stageId)).filter((match) => match.roundNumber === 2)
      expect(semis.map((match) => sides(fixture, match))).toEqual([
        ['Team 8', 'Team 5'],
        ['Team 7', 'Team 6'],
      ])
      expect(semis.every((match) => match.status === 'ready')).toBe(true)
    })
  },
)

/**
 * Battle-royale stages on every backend: matches recorded with each team's placement and kills,
 * checked, corrected, and read back as standings per match, per week and in total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotFound } from '#core/shared/errors.ts'
import type { BattleRoyaleStanding } from '#core/tournaments/results.schema.ts'
import { InvalidMatchResult, type StageConflict } from '#core/tournaments/stage-rules.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { createStageUseCases, type StageUseCases } from '#server/tournaments/stages/use-cases.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createTournament, type TournamentFixture } from './support/stages.ts'

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe.each(backends)('battle-royale stages on $name', (backend) => {
  let test: TestDatabase
  let db: AppDatabase
  let stages: StageUseCases
  let fixture: TournamentFixture
  let stageId: string
  const team = (n: number) => fixture.teamIds[n - 1] ?? ''
  /** Placements and kills by team number, in order of placement. */
  const lobby = (...rows: Array<[number, number]>) =>
    rows.map(([n, kills], index) => ({ teamId: team(n), placement: index + 1, kills }))

  beforeAll(async () => {
    test = await backend.open()
    db = test.database.db
    stages = createStageUseCases(db)
    fixture = await createTournament(db, 4, [
      { kind: 'battle_royale', bestOf: 3, settings: { grouping: 'week', points: 'pubgm_2020' } },
    ])
    stageId = fixture.stageIds[0] ?? ''
  })
  afterAll(() => test.dispose())

  const table = (rows: ReadonlyArray<BattleRoyaleStanding>) =>
    rows.map((row) => [row.rank, fixture.names.get(row.team.id), row.total])

  it('records matches by week and ranks them with the points table the plan names', async () => {
    const early = await rejection(stages.recordBattleRoyaleMatch(stageId, { day: 1, results: lobby([1, 5]) }))
    expect((early as StageConflict).reason).toBe('stage_not_running')
    await stages.start(stageId)
    // 15, 12, 10, 8 for the first four places; 1 per kill.
    await stages.recordBattleRoyaleMatch(stageId, {
      day: 1,
      map: 'Erangel',
      results: lobby([1, 5], [2, 3], [3, 0], [4, 2]),
    })
    await stages.recordBattleRoyaleMatch(stageId, { day: 1, results: lobby([2, 4], [1, 1], [4, 0], [3, 0]) })
    const third = await stages.recordBattleRoyaleMatch(stageId, {
      day: 2,
      results: lobby([3, 2], [4, 6], [1, 0], [2, 1]),
    })

    const results = await createTournamentUseCases(createTournamentRepository(db)).results(fixture.slug)
    const [stage] = results.stages
    if (stage?.kind !== 'battle_royale') throw new Error('not a battle-royale stage')
    expect(stage.grouping).toBe('week')
    expect(stage.points).toEqual({ placement: [15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1], per_kill: 1 })
    expect(stage.days.map((day) => [day.number, day.matches.map((match) => match.number)])).toEqual([
      [1, [1, 2]],
      [2, [3]],
    ])
    // Match 1: Team 3 and Team 4 both have 10; Team 3's placement points (10 against 8) put it ahead.
    expect(table(stage.days[0]?.matches[0]?.standings ?? [])).toEqual([
      [1, 'Team 1', 20],
      [2, 'Team 2', 15],
      [3, 'Team 3', 10],
      [4, 'Team 4', 10],
    ])
    expect(stage.days[0]?.matches[0]?.map).toBe('Erangel')
    expect(table(stage.days[0]?.standings ?? [])).toEqual([
      [1, 'Team 2', 34],
      [2, 'Team 1', 33],
      [3, 'Team 4', 20],
      [4, 'Team 3', 18],
    ])
    expect(table(stage.days[1]?.standings ?? [])).toEqual([
      [1, 'Team 4', 18],
      [2, 'Team 3', 17],
      [3, 'Team 1', 10],
      [4, 'Team 2', 9],
    ])
    // In total Team 1 and Team 2 have 43 and one win each; Team 1's placement points (37 to 35) lead.
    expect(table(stage.standings)).toEqual([
      [1, 'Team 1', 43],
      [2, 'Team 2', 43],
      [3, 'Team 4', 38],
      [4, 'Team 3', 35],
    ])
    const [leader] = stage.standings
    expect(leader).toMatchObject({ matches: 3, wins: 1, placement_points: 37, kills: 6, kill_points: 6 })

    // A correction of the last match: Team 1 won it.
    await stages.correctBattleRoyaleMatch(third, lobby([1, 3], [4, 6], [3, 2], [2, 1]))
    const corrected = await createTournamentUseCases(createTournamentRepository(db)).results(fixture.slug)
    const [after] = corrected.stages
    if (after?.kind !== 'battle_royale') throw new Error('not a battle-royale stage')
    expect(table(after.standings)[0]).toEqual([1, 'Team 1', 20 + 13 + 18])
  })

  it('takes the 2023 PUBG Mobile table when the plan names none, and an organiser’s own table', async () => {
    /** One match of four teams (placed 1 to 4 with 2, 0, 3, 1 kills) in a stage with `settings`. */
    const totals = async (settings: Record<string, unknown>) => {
      const own = await createTournament(db, 4, [{ kind: 'battle_royale', bestOf: 1, settings }])
      const [ownStage = ''] = own.stageIds
      await stages.start(ownStage)
      await stages.recordBattleRoyaleMatch(ownStage, {
        day: 1,
        results: [2, 0, 3, 1].map((kills, i) => ({ teamId: own.teamIds[i] ?? '', placement: i + 1, kills })),
      })
      const results = await createTournamentUseCases(createTournamentRepository(db)).results(own.slug)
      const [stage] = results.stages
      if (stage?.kind !== 'battle_royale') throw new Error('not a battle-royale stage')
      return {
        points: stage.points,
        table: stage.standings.map((row) => [row.rank, own.names.get(row.team.id), row.total]),
      }
    }
    // 10, 6, 5, 4 for the first four places; 1 per kill: 12, 6, 8, 5.
    expect(await totals({})).toEqual({
      points: { placement: [10, 6, 5, 4, 3, 2, 1, 1], per_kill: 1 },
      table: [
        [1, 'Team 1', 12],
        [2, 'Team 3', 8],
        [3, 'Team 2', 6],
        [4, 'Team 4', 5],
      ],
    })
    expect((await totals({ points: 'pubgm_2023' })).table).toEqual((await totals({})).table)
    // An organiser's table: 5, 3, 1, then 0; 2 per kill: 9, 3, 7, 2.
    expect(await totals({ points: { placement: [5, 3, 1], per_kill: 2 } })).toEqual({
      points: { placement: [5, 3, 1], per_kill: 2 },
      table: [
        [1, 'Team 1', 9],
        [2, 'Team 3', 7],
        [3, 'Team 2', 3],
        [4, 'Team 4', 2],
      ],
    })
  })

  it('refuses impossible placements and teams of another tournament', async () => {
    const twice = await rejection(
      stages.recordBattleRoyaleMatch(stageId, {
        day: 1,
        results: [
          { teamId: team(1), placement: 1, kills: 0 },
          { teamId: team(2), placement: 1, kills: 0 },
        ],
      }),
    )
    expect(twice).toBeInstanceOf(InvalidMatchResult)
    expect((twice as InvalidMatchResult).problem).toBe('invalid_placements')
    const gap = await rejection(
      stages.recordBattleRoyaleMatch(stageId, {
        day: 1,
        results: [
          { teamId: team(1), placement: 1, kills: 0 },
          { teamId: team(2), placement: 3, kills: 0 },
        ],
      }),
    )
    expect((gap as InvalidMatchResult).problem).toBe('invalid_placements')
    const other = await createTournament(db, 1, [])
    const stranger = await rejection(
      stages.recordBattleRoyaleMatch(stageId, {
        day: 1,
        results: [{ teamId: other.teamIds[0] ?? '', placement: 1, kills: 0 }],
      }),
    )
    expect(stranger).toBeInstanceOf(NotFound)
  })
})

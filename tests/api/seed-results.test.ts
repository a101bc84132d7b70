/**
 * The demo results: played through the stage use cases on the seeded tournaments (a finished
 * double elimination, a running round robin, groups feeding a playoff), and idempotent.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StageKind } from '#core/tournaments/tournament.schema.ts'
import { battleRoyaleMatches, tournamentStages } from '#server/platform/db/schema.ts'
import { type SeededTournament, seedResults } from '#server/tournaments/stages/seed-results.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { createTournament, matchesOf, type StagePlanInput, stageTeams } from './support/stages.ts'

describe.each(backends)('demo results on $name', (backend) => {
  let test: TestDatabase
  const seeded = new Map<string, SeededTournament>()

  const plan = async (slug: string, teamCount: number, stages: ReadonlyArray<StagePlanInput>) => {
    const fixture = await createTournament(test.database.db, teamCount, stages)
    seeded.set(slug, {
      id: fixture.tournamentId,
      slug,
      stages: fixture.stageIds.map((id, index) => ({
        id,
        number: index + 1,
        kind: stages[index]?.kind as StageKind,
      })),
      teams: fixture.teamIds.map((id) => ({ id, name: fixture.names.get(id) ?? '' })),
    })
    return fixture
  }

  beforeAll(async () => {
    test = await backend.open()
    // As the demo plan names them: statuses written ahead of the results.
    await plan('cs2-winter-showdown', 8, [
      { kind: 'double_elimination', bestOf: 3, grandFinal: 'simple', status: 'finished' },
    ])
    await plan('valorant-lviv-clash', 8, [
      { kind: 'round_robin', bestOf: 1, groups: 2, advancing: 4, status: 'running' },
      { kind: 'single_elimination', bestOf: 3 },
    ])
    await plan('ea-fc-ukraine-cup', 8, [
      { kind: 'round_robin', bestOf: 1, groups: 2, advancing: 4, status: 'finished' },
      { kind: 'single_elimination', bestOf: 2, status: 'finished' },
    ])
    await plan('pubg-mobile-spring-league', 16, [
      { kind: 'battle_royale', bestOf: 12, status: 'finished', settings: { grouping: 'week' } },
    ])
    await plan('dota-2-dnipro-league', 4, [{ kind: 'single_elimination', bestOf: 1 }])
    await seedResults(test.database, seeded, new Date())
  }, 120_000)
  afterAll(() => test.dispose())

  const statusOf = async (stageId: string) =>
    (await test.database.db.select().from(tournamentStages).where(eq(tournamentStages.id, stageId)))[0]
      ?.status

  it('plays the finished double elimination to the end', async () => {
    const [stage] = seeded.get('cs2-winter-showdown')?.stages ?? []
    const matches = await matchesOf(test.database.db, stage?.id ?? '')
    // 7 upper, 6 lower, 1 grand final; none left to play, each won 2-0 or 2-1.
    expect(matches).toHaveLength(14)
    expect(matches.every((match) => match.status === 'completed' || match.status === 'archived')).toBe(true)
    for (const match of matches)
      expect([match.opponent1?.score, match.opponent2?.score].sort()).toSatisfy(
        (scores: number[]) => scores[1] === 2 && (scores[0] === 0 || scores[0] === 1),
      )
    expect(await statusOf(stage?.id ?? '')).toBe('finished')
  })

  it('leaves the round robin running, its last round still to play', async () => {
    const [groups, playoff] = seeded.get('valorant-lviv-clash')?.stages ?? []
    const matches = await matchesOf(test.database.db, groups?.id ?? '')
    expect(
      matches.filter((match) => match.roundNumber <= 2).every((match) => match.status === 'completed'),
    ).toBe(true)
    expect(
      matches.filter((match) => match.roundNumber === 3).every((match) => match.status === 'ready'),
    ).toBe(true)
    expect(await statusOf(groups?.id ?? '')).toBe('running')
    expect(await matchesOf(test.database.db, playoff?.id ?? '')).toHaveLength(0)
  })

  it('feeds the finished groups into the finished playoff', async () => {
    const [groups, playoff] = seeded.get('ea-fc-ukraine-cup')?.stages ?? []
    expect(await statusOf(groups?.id ?? '')).toBe('finished')
    expect(await statusOf(playoff?.id ?? '')).toBe('finished')
    expect((await stageTeams(test.database.db, playoff?.id ?? '')).filter(Boolean)).toHaveLength(4)
    const final = (await matchesOf(test.database.db, playoff?.id ?? '')).at(-1)
    expect(final?.status).toBe('completed')
  })

  it('plays the battle-royale league: six matches a week for two weeks, every team in each', async () => {
    const league = seeded.get('pubg-mobile-spring-league')
    const results = await createTournamentUseCases(createTournamentRepository(test.database.db)).results(
      league?.id ?? '',
    )
    const [stage] = results.stages
    if (stage?.kind !== 'battle_royale') throw new Error('not a battle-royale stage')
    expect(stage.status).toBe('finished')
    expect(stage.days.map((week) => [week.number, week.matches.length])).toEqual([
      [1, 6],
      [2, 6],
    ])
    for (const match of stage.days.flatMap((week) => week.matches)) expect(match.standings).toHaveLength(16)
    expect(stage.standings).toHaveLength(16)
    expect(stage.standings.every((row) => row.matches === 12)).toBe(true)
  })

  it('writes nothing for a tournament without demo results, and nothing twice', async () => {
    const [dota] = seeded.get('dota-2-dnipro-league')?.stages ?? []
    expect(await matchesOf(test.database.db, dota?.id ?? '')).toHaveLength(0)
    const before = await Promise.all(
      [...seeded.values()].flatMap((t) => t.stages.map((stage) => matchesOf(test.database.db, stage.id))),
    )
    const leagueMatches = () => test.database.db.select().from(battleRoyaleMatches)
    const leagueBefore = await leagueMatches()
    await seedResults(test.database, seeded, new Date())
    expect(await leagueMatches()).toEqual(leagueBefore)
    const after = await Promise.all(
      [...seeded.values()].flatMap((t) => t.stages.map((stage) => matchesOf(test.database.db, stage.id))),
    )
    expect(after).toEqual(before)
  })
})

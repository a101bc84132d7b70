/**
 * The results read model and `GET /api/v1/tournaments/{id}/results`: a 64-team double elimination
 * drawn and played to the end through the stage use cases, read back in a fixed number of queries;
 * group tables; the HTTP answer with its ETag.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { Hono } from 'hono'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bracket, Match, TournamentResults } from '#core/tournaments/results.schema.ts'
import { TournamentResults as TournamentResultsSchema } from '#core/tournaments/results.schema.ts'
import type { MatchReport } from '#core/tournaments/stage-rules.ts'
import en from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { tournaments } from '#server/platform/db/schema.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createStageUseCases, type StageUseCases } from '#server/tournaments/stages/use-cases.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { ResultsView } from '#ui/features/tournaments/results/StageResults.tsx'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'
import { createTestApp } from './support/app.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { withQueryLog } from './support/query-log.ts'
import { createTournament, matchesOf, stageTeams, type TournamentFixture } from './support/stages.ts'

const decodeResults = Schema.decodeUnknownSync(TournamentResultsSchema)

/** Plays every match of a stage as they become ready; `scores` gives each result from the seeds. */
const playOut = async (
  db: AppDatabase,
  stages: StageUseCases,
  stageId: string,
  scores: (seeds: [number, number]) => [number, number],
): Promise<number> => {
  const teamIds = await stageTeams(db, stageId)
  let played = 0
  for (;;) {
    const ready = (await matchesOf(db, stageId)).filter((match) => match.status === 'ready')
    if (ready.length === 0) return played
    for (const match of ready) {
      const seed = (id: number | null | undefined) => teamIds.indexOf(teamIds[id ?? -1] ?? '') + 1
      const report: MatchReport = {
        kind: 'score',
        scores: scores([seed(match.opponent1?.id), seed(match.opponent2?.id)]),
      }
      await stages.report(match.id, report)
      played += 1
    }
  }
}

const bracket = (results: TournamentResults, kind: Bracket['kind']): Bracket => {
  const [stage] = results.stages
  if (!stage || (stage.kind !== 'double_elimination' && stage.kind !== 'single_elimination'))
    throw new Error('no elimination stage')
  const found = stage.brackets.find((one) => one.kind === kind)
  if (!found) throw new Error(`no ${kind} bracket`)
  return found
}

const winnerOf = (match: Match): string | undefined =>
  match.opponents.find((opponent) => opponent?.result === 'win')?.team?.name

const noAccounts = { routes: new Hono<AccountsEnv>() }

describe.each(backends)('tournament results on $name', (backend) => {
  let test: TestDatabase
  let db: AppDatabase
  let stages: StageUseCases
  let big: TournamentFixture
  let small: TournamentFixture

  beforeAll(async () => {
    test = await backend.open()
    db = test.database.db
    stages = createStageUseCases(db)
    big = await createTournament(db, 64, [{ kind: 'double_elimination', bestOf: 3, grandFinal: 'double' }])
    const [bigStage = ''] = big.stageIds
    await stages.draw(bigStage, big.teamIds)
    await stages.start(bigStage)
    // The better seed wins 2-1, except between Team 1 and Team 2: Team 2 wins the upper final, Team 1
    // (through the lower bracket) the first grand final, so the reset is played, and Team 2 wins it.
    let meetings = 0
    const started = performance.now()
    const played = await playOut(db, stages, bigStage, ([first, second]) => {
      const topTwo = first + second === 3
      if (topTwo) meetings += 1
      const firstWins = topTwo ? (meetings === 2) === (first === 1) : first < second
      return firstWins ? [2, 1] : [1, 2]
    })
    console.info(
      `127 reports of a 64-team double elimination on ${backend.name}: ${(performance.now() - started).toFixed(0)} ms`,
    )
    // 63 upper, 62 lower, the final and its reset.
    expect(played).toBe(127)
    await stages.finish(bigStage)
    small = await createTournament(db, 4, [{ kind: 'single_elimination', bestOf: 1 }])
    const [smallStage = ''] = small.stageIds
    await stages.draw(smallStage, small.teamIds)
  }, 300_000)
  afterAll(() => test.dispose())

  it('reads a 64-team double elimination: brackets, rounds, who won and where teams went', async () => {
    const api = createTournamentUseCases(createTournamentRepository(db))
    const results = decodeResults(await api.results(big.slug))
    // The time to build the payload (queries and mapping), the median of five reads after the first.
    const times: number[] = []
    for (let read = 0; read < 5; read++) {
      const started = performance.now()
      await api.results(big.slug)
      times.push(performance.now() - started)
    }
    const median = times.sort((a, b) => a - b)[2] ?? 0
    console.info(`results of a played 64-team double elimination on ${backend.name}: ${median.toFixed(1)} ms`)
    // The server render of the results tab's brackets (docs/performance.md), the median of five.
    registerDictionary('en', { ...en, tournament: enTournament })
    const renders: number[] = []
    let html = ''
    for (let render = 0; render < 5; render++) {
      const started = performance.now()
      html = renderToStaticMarkup(
        <I18nProvider locale="en">
          <ResultsView results={results} />
        </I18nProvider>,
      )
      renders.push(performance.now() - started)
    }
    console.info(
      `server render of a 64-team double elimination: ${(renders.sort((a, b) => a - b)[2] ?? 0).toFixed(1)} ms, ${html.length} characters`,
    )
    // Every one of the 127 matches played (63 upper, 62 lower, the final and its reset) is drawn.
    expect(html.match(/<div class="match"/g)?.length).toBe(127)

    const [stage] = results.stages
    expect(results.current_stage).toBe(stage?.id)
    expect(stage?.status).toBe('finished')
    const upper = bracket(results, 'upper')
    const lower = bracket(results, 'lower')
    const final = bracket(results, 'grand_final')
    expect(upper.rounds.map((round) => round.matches.length)).toEqual([32, 16, 8, 4, 2, 1])
    expect(lower.rounds.map((round) => round.matches.length)).toEqual([16, 16, 8, 8, 4, 4, 2, 2, 1, 1])
    expect(final.rounds.map((round) => round.matches.length)).toEqual([1, 1])

    const [firstFinal] = final.rounds[0]?.matches ?? []
    const [reset] = final.rounds[1]?.matches ?? []
    if (!firstFinal || !reset) throw new Error('no final')
    expect(firstFinal.opponents.map((opponent) => opponent?.team?.name)).toEqual(['Team 2', 'Team 1'])
    expect(winnerOf(firstFinal)).toBe('Team 1')
    expect(firstFinal.winner_to).toBe(reset.id)
    expect(winnerOf(reset)).toBe('Team 2')
    expect(reset.opponents[0]?.score).toBe(2)
    expect(reset.best_of).toBe(3)

    // Every upper match sends its loser to the lower bracket, its winner up (the last one to the final).
    const lowerIds = new Set(lower.rounds.flatMap((round) => round.matches.map((match) => match.id)))
    const upperIds = new Set(upper.rounds.flatMap((round) => round.matches.map((match) => match.id)))
    for (const match of upper.rounds.flatMap((round) => round.matches)) {
      expect(lowerIds.has(match.loser_to ?? '')).toBe(true)
      expect(upperIds.has(match.winner_to ?? '') || match.winner_to === firstFinal.id).toBe(true)
    }
    // The upper round 1: seed 1 meets seed 64, and won.
    const [opening] = upper.rounds[0]?.matches ?? []
    expect(opening?.opponents.map((opponent) => opponent?.team?.name)).toEqual(['Team 1', 'Team 64'])
    expect(opening && winnerOf(opening)).toBe('Team 1')
    expect(opening?.status).toBe('archived')
  })

  it('reads any tournament in the same number of queries, whatever its size', async () => {
    const log = withQueryLog(test.database)
    const api = createTournamentUseCases(createTournamentRepository(log.db))
    await api.results(big.slug)
    const forBig = log.queries.length
    log.clear()
    await api.results(small.slug)
    expect(log.queries.length).toBe(forBig)
    // The tournament by slug, its stages, their matches, their teams, their battle-royale results.
    expect(forBig).toBe(5)
  })

  it('shows every stage of the plan, drawn or not, and no current stage before one starts', async () => {
    const results = await createTournamentUseCases(createTournamentRepository(db)).results(small.slug)
    expect(results.current_stage).toBeNull()
    const [stage] = results.stages
    expect(stage?.kind).toBe('single_elimination')
    expect(bracket(results, 'main').rounds.map((round) => round.matches.length)).toEqual([2, 1])

    const plan = await createTournament(db, 0, [
      { kind: 'round_robin', bestOf: 1, groups: 2, advancing: 4 },
      { kind: 'single_elimination', bestOf: 3 },
    ])
    const empty = await createTournamentUseCases(createTournamentRepository(db)).results(plan.tournamentId)
    expect(empty.stages.map((one) => one.kind)).toEqual(['round_robin', 'single_elimination'])
    expect(empty.stages[0]).toMatchObject({ kind: 'round_robin', groups: [] })
    expect(empty.stages[1]).toMatchObject({ kind: 'single_elimination', brackets: [] })
  })

  it('tabulates round-robin groups: points, games for and against, ranks', async () => {
    const fixture = await createTournament(db, 4, [{ kind: 'round_robin', bestOf: 3, groups: 1 }])
    const [stageId = ''] = fixture.stageIds
    await stages.draw(stageId, fixture.teamIds)
    await stages.start(stageId)
    // The better seed wins 2-1, except that Team 4 beats Team 1 2-0.
    await playOut(db, stages, stageId, ([first, second]) => {
      if (first + second === 5 && (first === 1 || second === 1)) return first === 4 ? [2, 0] : [0, 2]
      return first < second ? [2, 1] : [1, 2]
    })
    const results = await createTournamentUseCases(createTournamentRepository(db)).results(fixture.slug)
    const [stage] = results.stages
    if (stage?.kind !== 'round_robin') throw new Error('not a round robin')
    const [group] = stage.groups
    expect(group?.rounds).toHaveLength(3)
    expect(
      group?.standings.map((row) => [row.rank, row.team.name, row.played, row.wins, row.losses, row.points]),
    ).toEqual([
      // Level on points, ranked by the difference of games: Team 2 5-4, Team 1 4-4; Team 4 4-4, Team 3 4-5.
      [1, 'Team 2', 3, 2, 1, 6],
      [2, 'Team 1', 3, 2, 1, 6],
      [3, 'Team 4', 3, 1, 2, 3],
      [4, 'Team 3', 3, 1, 2, 3],
    ])
  })

  it('answers GET …/results in both languages, with an ETag, and 404 for an unknown tournament', async () => {
    const app = createTestApp({
      ping: () => test.database.ping(),
      api: createApiV1({ tournaments: createTournamentRepository(db), accounts: noAccounts }),
    })
    const response = await app.request(`/api/v1/tournaments/${big.slug}/results`)
    expect(response.status).toBe(200)
    const body = decodeResults(await response.json())
    expect(body.stages).toHaveLength(1)
    const tag = response.headers.get('ETag')
    expect(tag).toBeTruthy()
    expect(response.headers.get('Cache-Control')).toContain('public')
    const again = await app.request(`/api/v1/tournaments/${big.tournamentId}/results`, {
      headers: { 'If-None-Match': tag ?? '' },
    })
    expect(again.status).toBe(304)
    expect((await app.request(`/en/api/v1/tournaments/${small.slug}/results`)).status).toBe(200)
    const unknown = await app.request('/en/api/v1/tournaments/no-such-cup/results')
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found')
    // A key that cannot name a tournament, and a draft, are not found either.
    expect((await app.request(`/api/v1/tournaments/${'x'.repeat(300)}/results`)).status).toBe(404)
    expect((await app.request('/api/v1/tournaments/%E2%80%AE/results')).status).toBe(404)
    const draft = await createTournament(db, 2, [{ kind: 'single_elimination', bestOf: 1 }])
    await db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, draft.tournamentId))
    expect((await app.request(`/api/v1/tournaments/${draft.tournamentId}/results`)).status).toBe(404)
    expect((await app.request(`/api/v1/tournaments/${draft.slug}/results`)).status).toBe(404)
  })
})

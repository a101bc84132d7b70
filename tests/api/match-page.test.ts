/**
 * The match page's read model and `GET /api/v1/tournaments/{id}/matches/{matchId}` on every backend:
 * drawn elimination, double elimination and round-robin stages read back match by match, in two
 * queries; the public roster without a contact; and 404 for everything that names no public
 * head-to-head match of that tournament.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotFound } from '#core/shared/errors.ts'
import { MatchView } from '#core/tournaments/match-view.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import {
  battleRoyaleMatches,
  stageMatches,
  teamMembers,
  teams,
  tournaments,
  users,
} from '#server/platform/db/schema.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createStageUseCases, type StageUseCases } from '#server/tournaments/stages/use-cases.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import { createTestApp } from './support/app.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { withQueryLog } from './support/query-log.ts'
import { createTournament, matchAt, type TournamentFixture } from './support/stages.ts'

const decodeView = Schema.decodeUnknownSync(MatchView)
const noAccounts = { routes: new Hono<AccountsEnv>() }

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe.each(backends)('the match page on $name', (backend) => {
  let test: TestDatabase
  let db: AppDatabase
  let stages: StageUseCases
  /** Six teams, single elimination best of 3: Team 1 and Team 2 get byes. */
  let cup: TournamentFixture
  let other: TournamentFixture

  beforeAll(async () => {
    test = await backend.open()
    db = test.database.db
    stages = createStageUseCases(db)
    cup = await createTournament(db, 6, [{ kind: 'single_elimination', bestOf: 3 }])
    await stages.draw(cup.stageIds[0] ?? '', cup.teamIds)
    await stages.start(cup.stageIds[0] ?? '')
    // Team 4's roster: its captain (who joined last) and a player with every private field filled in.
    const team4 = cup.teamIds[3] ?? ''
    const [player] = await db
      .insert(users)
      .values({
        username: `match-player-${process.pid}`,
        email: 'private.player@example.com',
        phone: '+380501234567',
        firstName: 'Privatefirst',
        lastName: 'Privatelast',
        discord: 'private_discord',
        telegram: 'private_telegram',
      })
      .returning({ id: users.id })
    const [team4Row] = await db.select({ captainId: teams.captainId }).from(teams).where(eq(teams.id, team4))
    if (!player || !team4Row) throw new Error('no player')
    await db.insert(teamMembers).values([
      {
        teamId: team4,
        userId: player.id,
        tournamentId: cup.tournamentId,
        joinedAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        teamId: team4,
        userId: team4Row.captainId,
        tournamentId: cup.tournamentId,
        joinedAt: new Date('2026-01-03T10:00:00Z'),
      },
    ])
    other = await createTournament(db, 2, [{ kind: 'single_elimination', bestOf: 1 }])
    await stages.draw(other.stageIds[0] ?? '', other.teamIds)
  }, 120_000)
  afterAll(() => test.dispose())

  const api = () => createTournamentUseCases(createTournamentRepository(db))

  it('reads a first-round match: stage, round name, best-of, both teams with seeds and rosters, the next match', async () => {
    const stageId = cup.stageIds[0] ?? ''
    const match = await matchAt(db, stageId, 1, 1, 2)
    const semifinal = await matchAt(db, stageId, 1, 2, 1)
    await db
      .update(stageMatches)
      .set({ scheduledAt: new Date('2026-01-06T16:00:00Z') })
      .where(eq(stageMatches.id, match.id))
    const view = decodeView(await api().match(cup.slug, match.id))
    const [captainUser] = await db
      .select({ username: users.username })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.captainId))
      .where(eq(teams.id, cup.teamIds[3] ?? ''))
    expect(view).toMatchObject({
      id: match.id,
      tournament: { id: cup.tournamentId, slug: cup.slug, name: expect.stringMatching(/^Stage test /) },
      stage: { id: stageId, number: 1, kind: 'single_elimination', name: { uk: null, en: null } },
      bracket: 'main',
      group: null,
      round: 1,
      // Eight places for six teams: three rounds, the first of them the quarterfinals.
      round_name: { name: 'quarterfinal' },
      number: 2,
      status: 'ready',
      best_of: 3,
      scheduled_at: '2026-01-06T16:00:00.000Z',
      winner_to: {
        id: semifinal.id,
        bracket: 'main',
        round: 2,
        round_name: { name: 'semifinal' },
        number: 1,
      },
      loser_to: null,
    })
    const [first, second] = view.sides
    expect(first).toEqual({
      team: {
        id: cup.teamIds[3],
        name: 'Team 4',
        logo_url: null,
        seed: 4,
        // The captain first, though they joined after the other player.
        players: [
          { nickname: captainUser?.username, avatar_url: null, is_captain: true },
          { nickname: `match-player-${process.pid}`, avatar_url: null, is_captain: false },
        ],
      },
      score: null,
      result: null,
      forfeit: false,
    })
    expect(second?.team).toMatchObject({ id: cup.teamIds[4], name: 'Team 5', seed: 5, players: [] })
  })

  it('names a bye, a place still to be decided, and the final', async () => {
    const stageId = cup.stageIds[0] ?? ''
    const bye = await api().match(cup.slug, (await matchAt(db, stageId, 1, 1, 1)).id)
    expect(bye.sides[0]?.team?.name).toBe('Team 1')
    expect(bye.sides[1]).toBeNull()
    const semifinal = await api().match(cup.slug, (await matchAt(db, stageId, 1, 2, 1)).id)
    expect(semifinal.sides[0]?.team?.name).toBe('Team 1')
    expect(semifinal.sides[1]).toEqual({ team: null, score: null, result: null, forfeit: false })
    const final = await api().match(cup.tournamentId, (await matchAt(db, stageId, 1, 3, 1)).id)
    expect(final.round_name).toEqual({ name: 'final' })
    expect(final.winner_to).toBeNull()
    expect(final.sides.map((side) => side?.team ?? null)).toEqual([null, null])
  })

  it('shows a result once reported: scores, the winner, and the winner in the next match', async () => {
    const stageId = cup.stageIds[0] ?? ''
    const match = await matchAt(db, stageId, 1, 1, 4)
    await stages.report(match.id, { kind: 'score', scores: [1, 2] })
    const view = await api().match(cup.slug, match.id)
    expect(view.status).toBe('completed')
    expect(view.sides.map((side) => [side?.team?.name, side?.score, side?.result])).toEqual([
      ['Team 3', 1, 'loss'],
      ['Team 6', 2, 'win'],
    ])
    const next = await api().match(cup.slug, view.winner_to?.id ?? '')
    expect(next.sides.map((side) => side?.team?.name)).toEqual(['Team 2', 'Team 6'])
  })

  it('names where the loser goes in a double elimination, and the grand final', async () => {
    const fixture = await createTournament(db, 4, [
      { kind: 'double_elimination', bestOf: 1, grandFinal: 'simple' },
    ])
    const stageId = fixture.stageIds[0] ?? ''
    await stages.draw(stageId, fixture.teamIds)
    const view = await api().match(fixture.slug, (await matchAt(db, stageId, 1, 1, 1)).id)
    expect(view).toMatchObject({
      bracket: 'upper',
      round_name: { name: 'upperSemifinal' },
      winner_to: { bracket: 'upper', round: 2, round_name: { name: 'upperFinal' }, number: 1 },
      loser_to: { bracket: 'lower', round: 1, round_name: { name: 'lowerRound', number: 1 }, number: 1 },
    })
    const grandFinal = await api().match(fixture.slug, (await matchAt(db, stageId, 3, 1, 1)).id)
    expect(grandFinal).toMatchObject({ bracket: 'grand_final', round_name: { name: 'grandFinal' } })
  })

  it('names a round-robin match by its group and round', async () => {
    const fixture = await createTournament(db, 4, [{ kind: 'round_robin', bestOf: 1, groups: 1 }])
    const stageId = fixture.stageIds[0] ?? ''
    await stages.draw(stageId, fixture.teamIds)
    const view = await api().match(fixture.slug, (await matchAt(db, stageId, 1, 2, 1)).id)
    expect(view).toMatchObject({
      bracket: null,
      group: 1,
      round: 2,
      round_name: { name: 'round', number: 2 },
      stage: { kind: 'round_robin' },
      winner_to: null,
      loser_to: null,
    })
    expect(view.sides.every((side) => side?.team !== null)).toBe(true)
  })

  it('reads a match in two queries, or one when neither team is known yet', async () => {
    const log = withQueryLog(test.database)
    const logged = createTournamentUseCases(createTournamentRepository(log.db))
    const stageId = cup.stageIds[0] ?? ''
    await logged.match(cup.slug, (await matchAt(db, stageId, 1, 1, 2)).id)
    // The match with its stage, tournament and next matches; the two teams with their players.
    expect(log.queries).toHaveLength(2)
    log.clear()
    await logged.match(cup.slug, (await matchAt(db, stageId, 1, 3, 1)).id)
    expect(log.queries).toHaveLength(1)
  })

  it('finds nothing for another tournament, an unknown or malformed id, a draft, or a battle-royale lobby', async () => {
    const stageId = cup.stageIds[0] ?? ''
    const match = await matchAt(db, stageId, 1, 1, 2)
    expect(await rejection(api().match(other.slug, match.id))).toBeInstanceOf(NotFound)
    expect(await rejection(api().match(cup.slug, '00000000-0000-4000-8000-000000000000'))).toBeInstanceOf(
      NotFound,
    )
    expect(await rejection(api().match(cup.slug, 'not-a-uuid'))).toBeInstanceOf(NotFound)
    expect(await rejection(api().match('Not A Key!', match.id))).toBeInstanceOf(NotFound)

    const royale = await createTournament(db, 0, [{ kind: 'battle_royale', bestOf: 1 }])
    const [lobby] = await db
      .insert(battleRoyaleMatches)
      .values({ stageId: royale.stageIds[0] ?? '', number: 1, day: 1 })
      .returning({ id: battleRoyaleMatches.id })
    expect(await rejection(api().match(royale.slug, lobby?.id ?? ''))).toBeInstanceOf(NotFound)

    const hidden = await createTournament(db, 2, [{ kind: 'single_elimination', bestOf: 1 }])
    await stages.draw(hidden.stageIds[0] ?? '', hidden.teamIds)
    const hiddenMatch = await matchAt(db, hidden.stageIds[0] ?? '', 1, 1, 1)
    expect((await api().match(hidden.slug, hiddenMatch.id)).id).toBe(hiddenMatch.id)
    await db.update(tournaments).set({ status: 'cancelled' }).where(eq(tournaments.id, hidden.tournamentId))
    // A cancelled tournament stays public, and so do its matches.
    expect((await api().match(hidden.slug, hiddenMatch.id)).id).toBe(hiddenMatch.id)
    await db.update(tournaments).set({ status: 'draft' }).where(eq(tournaments.id, hidden.tournamentId))
    expect(await rejection(api().match(hidden.slug, hiddenMatch.id))).toBeInstanceOf(NotFound)
    expect(await rejection(api().match(hidden.tournamentId, hiddenMatch.id))).toBeInstanceOf(NotFound)
  })

  it('answers GET …/matches/{matchId} in both languages, cached, without a contact, and 404 otherwise', async () => {
    const app = createTestApp({
      ping: () => test.database.ping(),
      api: createApiV1({ tournaments: createTournamentRepository(db), accounts: noAccounts }),
    })
    const match = await matchAt(db, cup.stageIds[0] ?? '', 1, 1, 2)
    const response = await app.request(`/api/v1/tournaments/${cup.slug}/matches/${match.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toContain('public')
    const text = await response.text()
    const body = decodeView(JSON.parse(text))
    expect(body.sides[0]?.team?.players).toHaveLength(2)
    // Nothing of a player but the nickname, the avatar and the captain's mark.
    for (const secret of [
      'private.player@example.com',
      '+380501234567',
      'Privatefirst',
      'Privatelast',
      'private_discord',
      'private_telegram',
    ])
      expect(text).not.toContain(secret)
    for (const field of ['"email"', '"phone"', '"telegram"', '"discord"', '"first_name"', '"contacts"'])
      expect(text).not.toContain(field)
    const tag = response.headers.get('ETag') ?? ''
    const again = await app.request(`/api/v1/tournaments/${cup.tournamentId}/matches/${match.id}`, {
      headers: { 'If-None-Match': tag },
    })
    expect(again.status).toBe(304)
    expect((await app.request(`/en/api/v1/tournaments/${cup.slug}/matches/${match.id}`)).status).toBe(200)
    for (const path of [
      `/api/v1/tournaments/${other.slug}/matches/${match.id}`,
      `/api/v1/tournaments/${cup.slug}/matches/00000000-0000-4000-8000-000000000000`,
      `/api/v1/tournaments/${cup.slug}/matches/not-a-uuid`,
      `/api/v1/tournaments/${cup.slug}/matches/${'1'.repeat(300)}`,
      `/en/api/v1/tournaments/%E2%80%AE/matches/${match.id}`,
    ]) {
      const refused = await app.request(path)
      expect(refused.status, path).toBe(404)
      expect(((await refused.json()) as { code: string }).code, path).toBe('not_found')
    }
  })
})

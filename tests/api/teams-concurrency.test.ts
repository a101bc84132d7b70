/**
 * Slots and team sizes hold when many requests race (ADR 0031): 50 simultaneous creations for 8
 * slots leave exactly 8 registered teams and 42 waitlisted in a gapless order, 20 simultaneous joins
 * into a team with 3 free places leave exactly 3 more members, and 15 simultaneous joins with the
 * right password are never throttled. On PostgreSQL the pool runs the requests on separate
 * connections at once; PGlite has one connection and takes them in turns, so there the same tests
 * prove the rules hold whatever order the requests come in.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { membersPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { teamMembers, teams } from '#server/platform/db/schema.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { freshTeamName, openTournament, player, teamForm, teamOf } from './support/teams.ts'

describe.each(backends)('teams under concurrency on $name', (backend) => {
  const h = useAccountsHarness(backend)

  it('gives 8 slots to exactly 8 of 50 simultaneous creations and waitlists the other 42', async () => {
    const tournament = await openTournament(h, { slots: 8 })
    const captains = await Promise.all(Array.from({ length: 50 }, () => player(h)))
    const answers = await Promise.all(
      captains.map((captain) =>
        h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), { bearer: captain.bearer }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201))
    const states = answers.map((answer) => teamOf(answer).state)
    expect(states.filter((state) => state === 'registered')).toHaveLength(8)
    expect(states.filter((state) => state === 'waitlisted')).toHaveLength(42)
    const stored = await h.db.select().from(teams).where(eq(teams.tournamentId, tournament.id))
    expect(stored.filter((team) => team.state === 'registered')).toHaveLength(8)
    expect(stored.filter((team) => team.state === 'waitlisted')).toHaveLength(42)
    // The waiting list is one gapless order.
    const list = await h.get(tournamentTeamsPath(tournament.id))
    const positions = (list.body as { results: Array<{ waitlist_position: number | null }> }).results
      .map((team) => team.waitlist_position)
      .filter((position) => position !== null)
    expect(positions).toEqual(Array.from({ length: 42 }, (_, i) => i + 1))
  }, 120_000)

  it('lets exactly 3 of 20 simultaneous joins into a team with 3 free places in', async () => {
    // Teams of 3 players and 1 substitute: the captain alone leaves 3 places.
    const tournament = await openTournament(h, { teamPlayers: 3, teamSubstitutes: 1 })
    const team = teamOf(
      await h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), {
        bearer: (await player(h)).bearer,
      }),
    )
    expect(team.free_places).toBe(3)
    const invite = team.invite_url?.split('/').at(-1)
    const joiners = await Promise.all(Array.from({ length: 20 }, () => player(h)))
    // By the invitation: the join password's throttle counts attempts in flight, which is not this test's subject.
    const answers = await Promise.all(
      joiners.map((joiner) => h.post(membersPath(team.id), { invite }, { bearer: joiner.bearer })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(17)
    expect(
      answers.filter((a) => a.status === 409).every((a) => (a.body as { code: string }).code === 'team_full'),
    ).toBe(true)
    const members = await h.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))
    expect(members).toHaveLength(4)
  }, 120_000)

  it('answers a user racing into two teams of one tournament with one join and one refusal', async () => {
    const tournament = await openTournament(h)
    const [a, b] = await Promise.all([
      h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), {
        bearer: (await player(h)).bearer,
      }),
      h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), {
        bearer: (await player(h)).bearer,
      }),
    ])
    const racer = await player(h)
    const answers = await Promise.all(
      [a, b].flatMap((created) =>
        Array.from({ length: 3 }, () =>
          h.post(membersPath(teamOf(created).id), { password: 'secret-42' }, { bearer: racer.bearer }),
        ),
      ),
    )
    expect(answers.map((answer) => [answer.status, (answer.body as { code?: string }).code]).sort()).toEqual([
      [200, undefined],
      ...Array(5).fill([409, 'already_in_team']),
    ])
  }, 120_000)

  // At an eighth of the production cost of scrypt, checking a password takes long enough for the
  // joins to overlap, as they do in production.
  describe('with the join password checked at a real cost', () => {
    const slow = useAccountsHarness(backend, { scrypt: { N: 2 ** 14, r: 8, p: 1 } })

    it('lets 15 simultaneous right passwords into a team of 16 places, none of them throttled', async () => {
      const tournament = await openTournament(slow, { teamPlayers: 10, teamSubstitutes: 6 })
      const team = teamOf(
        await slow.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), {
          bearer: (await player(slow)).bearer,
        }),
      )
      const joiners = await Promise.all(Array.from({ length: 15 }, () => player(slow)))
      const answers = await Promise.all(
        joiners.map((joiner) =>
          slow.post(membersPath(team.id), { password: 'secret-42' }, { bearer: joiner.bearer }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(200))
      const members = await slow.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))
      expect(members).toHaveLength(16)
    }, 120_000)
  })
})

/**
 * The teams' API end to end through the HTTP app on PGlite and PostgreSQL (docs/teams.md): Find a Team,
 * Create a Team (slots and the waiting list), joining by password and by invitation, the captain's
 * tools, leaving, check-in, the moderator's decision, My tournaments, and every rule on the server:
 * the registration window, a complete profile, the team size, one team per user, captain-only
 * actions, password throttling and that nobody changes a team that is not theirs.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { TeamList } from '#core/teams/team.schema.ts'
import { tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { teams } from '#server/platform/db/schema.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { freshTeamName, openTournament, type Player, player, teamForm, teamOf } from './support/teams.ts'

describe.each(backends)('teams on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const create = (who: Player, tournamentId: string, form = teamForm(freshTeamName()), en = false) =>
    h.post(tournamentTeamsPath(tournamentId), form, { bearer: who.bearer, en })

  describe('create', () => {
    it('creates a registered team whose creator is the captain, and lists it in Find a Team', async () => {
      const tournament = await openTournament(h)
      const captain = await player(h)
      const name = freshTeamName()
      const created = await create(captain, tournament.id, teamForm(name))
      expect(created.status).toBe(201)
      const team = teamOf(created)
      expect(team).toMatchObject({
        name,
        state: 'registered',
        size: 1,
        max_size: 3,
        free_places: 2,
        min_size: 2,
        is_captain: true,
        waitlist_position: null,
        has_join_password: true,
        captain: { id: captain.user.id, nickname: captain.user.username, discord: 'captain#1234' },
        missing: ['logo', 'players', 'confirmation'],
      })
      expect(team.invite_url).toMatch(new RegExp(`^/join/${team.id}/[A-Za-z0-9_-]{16,}$`))
      expect(team.players.map((p) => [p.id, p.is_captain])).toEqual([[captain.user.id, true]])
      const [stored] = await h.db.select().from(teams).where(eq(teams.id, team.id))
      expect(stored?.joinPasswordHash).toMatch(/^scrypt\$/)
      expect(stored?.joinPasswordHash).not.toContain('secret-42')

      const listed = await h.get(tournamentTeamsPath(tournament.slug))
      expect(listed.status).toBe(200)
      const list = Schema.decodeUnknownSync(TeamList)(listed.body)
      expect(list.count).toBe(1)
      expect(list.results[0]).toMatchObject({
        id: team.id,
        name,
        size: 1,
        free_places: 2,
        state: 'registered',
      })
      expect(list.results[0]).not.toHaveProperty('players')
      expect(JSON.stringify(listed.body)).not.toContain('secret-42')
    })
  })
})

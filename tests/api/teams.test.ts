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
import { StoredImage } from '#core/shared/uploads/image.ts'
import {
  Invitation,
  InviteCode,
  MyTournamentList,
  type Team,
  TeamList,
  TeamRemovalList,
} from '#core/teams/team.schema.ts'
import {
  acceptInvitationPath,
  checkInPath,
  invitationPath,
  inviteLinkPath,
  memberPath,
  membersPath,
  myRemovalPath,
  TEAM_PATHS,
  teamLogoPath,
  teamPath,
  tournamentTeamsPath,
} from '#core/teams/teams.api.ts'
import { teams, users } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import {
  freshTeamName,
  inviteCodeOf,
  openTournament,
  type Player,
  player,
  pngLogoForm,
  teamForm,
  teamOf,
} from './support/teams.ts'

const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000

/** A moderator's decision on a team (`POST /teams/{t}/decision`, docs/api.md). */
const decisionOf = (teamId: string): string => `/teams/${teamId}/decision`
const codeOf = (answer: JsonAnswer): unknown => (answer.body as { code?: unknown } | null)?.code
const fieldCodes = (answer: JsonAnswer, field: string): unknown =>
  ((answer.body as Record<string, Array<{ code: string }>>)[field] ?? []).map((error) => error.code)

describe.each(backends)('teams on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const create = (who: Player, tournamentId: string, form = teamForm(freshTeamName()), en = false) =>
    h.post(tournamentTeamsPath(tournamentId), form, { bearer: who.bearer, en })
  const join = (who: Player, teamId: string, body: object = { password: 'secret-42' }) =>
    h.post(membersPath(teamId), body, { bearer: who.bearer })
  /** A tournament with a team of the given players (the first is the captain). */
  const teamWith = async (
    members: ReadonlyArray<Player>,
    overrides: Parameters<typeof openTournament>[1] = {},
  ): Promise<{ tournament: Awaited<ReturnType<typeof openTournament>>; team: Team }> => {
    const tournament = await openTournament(h, overrides)
    const [captain, ...rest] = members
    if (!captain) throw new Error('no captain')
    const team = teamOf(await create(captain, tournament.id))
    for (const member of rest) {
      // A second apart, so the players' order (the order they joined) is known.
      h.clock.advance(1)
      expect((await join(member, team.id)).status).toBe(200)
    }
    return { tournament, team }
  }
  const moderator = () => player(h, { role: 'moderator' })
  const stateOf = async (teamId: string) => (await h.db.select().from(teams).where(eq(teams.id, teamId)))[0]

  describe('create', () => {
    it('gives a new team an invitation code of the one shape, replaced by another of it', async () => {
      const captain = await player(h)
      const { team } = await teamWith([captain])
      const created = inviteCodeOf(team)
      expect(created).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Schema.is(InviteCode)(created)).toBe(true)
      const replaced = inviteCodeOf(
        teamOf(await h.post(inviteLinkPath(team.id), undefined, { bearer: captain.bearer })),
      )
      expect(replaced).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Schema.is(InviteCode)(replaced)).toBe(true)
      const [stored] = await h.db.select().from(teams).where(eq(teams.id, team.id))
      expect(stored?.inviteCode).toBe(replaced)
    })

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

    it('puts a team created when the slots are full on the waiting list, in order', async () => {
      const tournament = await openTournament(h, { slots: 1 })
      const first = teamOf(await create(await player(h), tournament.id))
      h.clock.advance(1)
      const second = await create(await player(h), tournament.id)
      h.clock.advance(1)
      const third = await create(await player(h), tournament.id)
      expect(second.status).toBe(201)
      expect(first.state).toBe('registered')
      expect(teamOf(second)).toMatchObject({ state: 'waitlisted', waitlist_position: 1 })
      expect(teamOf(third)).toMatchObject({ state: 'waitlisted', waitlist_position: 2 })
      const list = Schema.decodeUnknownSync(TeamList)((await h.get(tournamentTeamsPath(tournament.id))).body)
      expect(list.results.map((team) => [team.id, team.state, team.waitlist_position])).toEqual([
        [first.id, 'registered', null],
        [teamOf(second).id, 'waitlisted', 1],
        [teamOf(third).id, 'waitlisted', 2],
      ])
    })

    it('refuses a name the tournament has already, whatever its case, as a field error', async () => {
      const tournament = await openTournament(h)
      const name = freshTeamName()
      expect((await create(await player(h), tournament.id, teamForm(name))).status).toBe(201)
      const taken = await create(await player(h), tournament.id, teamForm(name.toUpperCase()))
      expect(taken.status).toBe(400)
      expect(fieldCodes(taken, 'name')).toEqual(['teamNameTaken'])
      // Another tournament may have a team of that name.
      expect((await create(await player(h), (await openTournament(h)).id, teamForm(name))).status).toBe(201)
    })

    it('counts a name in characters as people do: an emoji is one, not two', async () => {
      const tournament = await openTournament(h)
      const short = await create(await player(h), tournament.id, teamForm('😀'))
      expect(short.status).toBe(400)
      expect(fieldCodes(short, 'name')).toEqual(['minLength'])
      expect((await create(await player(h), tournament.id, teamForm('😀😀'))).status).toBe(201)
      // 32 characters (64 UTF-16 units): the most a name may have, kept by the database as well.
      const longest = await create(await player(h), tournament.id, teamForm('🔥'.repeat(32)))
      expect(longest.status).toBe(201)
      expect(teamOf(longest).name).toBe('🔥'.repeat(32))
      const tooLong = await create(await player(h), tournament.id, teamForm(`${'🔥'.repeat(32)}x`))
      expect(fieldCodes(tooLong, 'name')).toEqual(['maxLength'])
    })

    it('refuses outside the registration window, before and after', async () => {
      const now = h.clock.now().getTime()
      const before = await openTournament(h, {
        registrationStart: new Date(now + HOUR),
        registrationEnd: new Date(now + 2 * HOUR),
      })
      const after = await openTournament(h, {
        registrationStart: new Date(now - 2 * HOUR),
        registrationEnd: new Date(now),
      })
      for (const tournament of [before, after]) {
        const answer = await create(await player(h), tournament.id)
        expect(answer.status).toBe(403)
        expect(codeOf(answer)).toBe('registration_closed')
      }
      expect(await h.db.select().from(teams).where(eq(teams.tournamentId, before.id))).toEqual([])
      // The English API says it in English, the Ukrainian one in Ukrainian.
      const en = await create(await player(h), before.id, teamForm(freshTeamName()), true)
      expect(en.body).toMatchObject({
        code: 'registration_closed',
        detail: 'Registration for this tournament is closed now.',
      })
      const uk = await create(await player(h), before.id)
      expect(uk.body).toMatchObject({ detail: 'Реєстрацію на турнір зараз закрито.' })
    })

    it('refuses a user whose profile lacks what tournaments need, naming the fields', async () => {
      const tournament = await openTournament(h)
      const answer = await create(
        await player(h, { firstName: '', discord: ' ', inputDevice: null }),
        tournament.id,
      )
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({
        code: 'profile_incomplete',
        fields: ['first_name', 'input_device', 'discord'],
      })
    })

    it('lets a user play in one team per tournament', async () => {
      const tournament = await openTournament(h)
      const captain = await player(h)
      expect((await create(captain, tournament.id)).status).toBe(201)
      const again = await create(captain, tournament.id)
      expect(again.status).toBe(409)
      expect(codeOf(again)).toBe('already_in_team')
      expect((await create(captain, (await openTournament(h)).id)).status).toBe(201)
    })

    it('needs a signed-in user, an existing tournament and a valid form', async () => {
      const tournament = await openTournament(h)
      expect((await h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()))).status).toBe(401)
      const unknown = await create(await player(h), '00000000-0000-4000-8000-000000000000')
      expect(unknown.status).toBe(404)
      const bad = await create(await player(h), tournament.id, teamForm('x', { join_password: 'a b' }))
      expect(bad.status).toBe(400)
      expect(bad.body).toHaveProperty('name')
      expect(bad.body).toHaveProperty('join_password')
    })
  })

  describe('join', () => {
    it('joins by the right password, mails the captain, and refuses a wrong one as a field error', async () => {
      const captain = await player(h)
      const { team } = await teamWith([captain])
      const joiner = await player(h)
      h.clock.advance(1)
      const wrong = await join(joiner, team.id, { password: 'not-the-one' })
      expect(wrong.status).toBe(400)
      expect(fieldCodes(wrong, 'password')).toEqual(['wrongJoinPassword'])
      const joined = await join(joiner, team.id)
      expect(joined.status).toBe(200)
      const view = teamOf(joined)
      expect(view).toMatchObject({ size: 2, free_places: 1, is_captain: false, invite_url: null })
      expect(view.players.map((p) => p.id)).toEqual([captain.user.id, joiner.user.id])
      // Contacts are the captain's to see.
      expect(view.players.every((p) => p.contacts === null)).toBe(true)
      const captainView = teamOf(await h.get(teamPath(team.id), { bearer: captain.bearer }))
      expect(captainView.players.find((p) => p.id === joiner.user.id)?.contacts).toEqual({
        discord: joiner.user.discord,
        telegram: joiner.user.telegram,
      })
      expect(h.teamMails.filter((mail) => mail.to === captain.user.email)).toEqual([
        expect.objectContaining({
          template: 'playerJoined',
          mail: expect.objectContaining({ player: joiner.user.username }),
        }),
      ])
    })

    it('throttles wrong passwords per team for the players who got it wrong there, not for others', async () => {
      const { team } = await teamWith([await player(h)])
      const guessers = await Promise.all(Array.from({ length: 10 }, () => player(h)))
      for (const [i, guesser] of guessers.entries()) {
        expect((await join(guesser, team.id, { password: `wrong-${i}` })).status).toBe(400)
      }
      const refused = await join(guessers[0] as Player, team.id)
      expect(refused.status).toBe(429)
      expect(codeOf(refused)).toBe('throttled')
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
      const newcomer = await player(h)
      expect((await join(newcomer, team.id)).status).toBe(200)
      h.clock.advance(15 * 60)
      const later = { ...(guessers[1] as Player) }
      const bearer = (await h.accounts.tokens.startSession(later.user)).access
      expect((await join({ ...later, bearer }, team.id)).status).toBe(200)
    })

    it('throttles wrong passwords per user, across teams', async () => {
      const guesser = await player(h)
      const targets = [
        await teamWith([await player(h)]),
        await teamWith([await player(h)]),
        await teamWith([await player(h)]),
      ]
      for (let i = 0; i < 20; i += 1) {
        const target = targets[i % 3]
        if (!target) throw new Error('no target')
        expect((await join(guesser, target.team.id, { password: `wrong-${i}` })).status).toBe(400)
      }
      const { team } = await teamWith([await player(h)])
      expect((await join(guesser, team.id)).status).toBe(429)
      // A right password does not count: another player joins the same teams freely.
      expect((await join(await player(h), team.id)).status).toBe(200)
    })

    it('refuses a full team, a second team, a closed window, an incomplete profile and a dropped team', async () => {
      const { tournament, team } = await teamWith([await player(h), await player(h), await player(h)])
      const full = await join(await player(h), team.id)
      expect(full.status).toBe(409)
      expect(codeOf(full)).toBe('team_full')

      const other = await teamWith([await player(h)])
      const member = await player(h)
      expect((await join(member, other.team.id)).status).toBe(200)
      const elsewhere = teamOf(await create(await player(h), other.tournament.id))
      const second = await join(member, elsewhere.id)
      expect(second.status).toBe(409)
      expect(codeOf(second)).toBe('already_in_team')

      const incomplete = await join(await player(h, { lastName: '' }), other.team.id)
      expect(incomplete.status).toBe(403)
      expect(incomplete.body).toMatchObject({ code: 'profile_incomplete', fields: ['last_name'] })

      await h.db
        .update(teams)
        .set({ state: 'dropped', droppedReason: 'rejected' })
        .where(eq(teams.id, elsewhere.id))
      const dropped = await join(await player(h), elsewhere.id)
      expect(dropped.status).toBe(409)
      expect(codeOf(dropped)).toBe('wrong_state')

      const closing = await teamWith([await player(h)])
      h.clock.advance(48 * 60 * 60)
      const closed = await join(await player(h), closing.team.id)
      expect(closed.status).toBe(403)
      expect(codeOf(closed)).toBe('registration_closed')
      expect(tournament.id).not.toBe(closing.tournament.id)
    })

    it('joins a waitlisted team', async () => {
      const tournament = await openTournament(h, { slots: 1 })
      await create(await player(h), tournament.id)
      const waiting = teamOf(await create(await player(h), tournament.id))
      expect(waiting.state).toBe('waitlisted')
      expect((await join(await player(h), waiting.id)).status).toBe(200)
    })
  })

  describe('invitation', () => {
    it('shows the team, its captain and the tournament, and joins with the link', async () => {
      const captain = await player(h)
      const { tournament, team } = await teamWith([captain])
      const code = inviteCodeOf(team)
      const guest = await player(h)
      const read = await h.get(invitationPath(team.id, code), { bearer: guest.bearer })
      expect(read.status).toBe(200)
      const invitation = Schema.decodeUnknownSync(Invitation)(read.body)
      expect(invitation).toMatchObject({
        team: { id: team.id, name: team.name, captain: { nickname: captain.user.username } },
        tournament: { id: tournament.id, slug: tournament.slug },
        blocked: null,
      })
      expect((await h.get(invitationPath(team.id, code))).status).toBe(401)
      const joined = await join(guest, team.id, { invite: code })
      expect(joined.status).toBe(200)
      expect(teamOf(joined).size).toBe(2)
      const again = Schema.decodeUnknownSync(Invitation)(
        (await h.get(invitationPath(team.id, code), { bearer: guest.bearer })).body,
      )
      expect(again.blocked).toBe('already_member')
    })

    it('answers 404 for a wrong or replaced code and says why a good link cannot be used', async () => {
      const { tournament, team } = await teamWith([await player(h), await player(h), await player(h)])
      const code = inviteCodeOf(team)
      const someone = await player(h)
      const wrongCode = `${code.slice(0, -1)}${code.endsWith('a') ? 'b' : 'a'}`
      expect((await h.get(invitationPath(team.id, wrongCode), { bearer: someone.bearer })).status).toBe(404)
      const byWrong = await join(someone, team.id, { invite: wrongCode })
      expect(byWrong.status).toBe(404)
      const other = await teamWith([await player(h)])
      // A code is good for its own team only.
      expect((await join(someone, other.team.id, { invite: code })).status).toBe(404)
      const blockedFor = async (who: Player) =>
        Schema.decodeUnknownSync(Invitation)(
          (await h.get(invitationPath(team.id, code), { bearer: who.bearer })).body,
        ).blocked
      expect(await blockedFor(someone)).toBe('team_full')
      const elsewhere = await player(h)
      expect((await create(elsewhere, tournament.id)).status).toBe(201)
      expect(await blockedFor(elsewhere)).toBe('already_in_team')
      await h.db
        .update(teams)
        .set({ state: 'dropped', droppedReason: 'rejected' })
        .where(eq(teams.id, team.id))
      expect(await blockedFor(someone)).toBe('dropped')
    })
  })

  describe('replacing the invitation link', () => {
    it('gives the captain a new link and ends the old one; nobody else may', async () => {
      const captain = await player(h)
      const member = await player(h)
      const { team } = await teamWith([captain, member])
      const old = inviteCodeOf(team)
      const someone = await player(h)
      expect((await h.post(inviteLinkPath(team.id), undefined, { bearer: member.bearer })).status).toBe(403)
      const byOutsider = await h.post(inviteLinkPath(team.id), undefined, { bearer: someone.bearer })
      expect(codeOf(byOutsider)).toBe('not_captain')
      expect((await h.post(inviteLinkPath(team.id), undefined)).status).toBe(401)
      expect(
        (
          await h.post(inviteLinkPath('7e9c3c1e-0000-4000-8000-000000000000'), undefined, {
            bearer: captain.bearer,
          })
        ).status,
      ).toBe(404)
      // Refused attempts left the link as it was.
      expect((await h.get(invitationPath(team.id, old), { bearer: someone.bearer })).status).toBe(200)

      const replaced = await h.post(inviteLinkPath(team.id), undefined, { bearer: captain.bearer })
      expect(replaced.status).toBe(200)
      const fresh = inviteCodeOf(teamOf(replaced))
      expect(fresh).not.toBe(old)
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect((await h.get(invitationPath(team.id, old), { bearer: someone.bearer })).status).toBe(404)
      expect((await join(someone, team.id, { invite: old })).status).toBe(404)
      const joined = await join(someone, team.id, { invite: fresh })
      expect(joined.status).toBe(200)
      expect(teamOf(joined).size).toBe(3)
    })
  })

  describe('captain tools', () => {
    it('invites a player by nickname (whose profile may still be incomplete), who joins only by accepting, and refuses an unknown one', async () => {
      const captain = await player(h)
      const { team } = await teamWith([captain])
      const newcomer = await player(h, { firstName: '', discord: '' })
      h.clock.advance(1)
      const invited = await h.post(
        membersPath(team.id),
        { nickname: newcomer.user.username.toUpperCase() },
        {
          bearer: captain.bearer,
        },
      )
      expect(invited.status).toBe(200)
      expect(teamOf(invited).players.map((p) => p.id)).toEqual([captain.user.id])
      expect(teamOf(invited).invitees?.map((i) => i.id)).toEqual([newcomer.user.id])
      // Accepting is joining: the profile must be complete by then.
      const early = await h.post(acceptInvitationPath(team.id), undefined, { bearer: newcomer.bearer })
      expect(early.body).toMatchObject({ code: 'profile_incomplete', fields: ['first_name', 'discord'] })
      await h.db
        .update(users)
        .set({ firstName: 'Test', discord: 'newcomer#1' })
        .where(eq(users.id, newcomer.user.id))
      const accepted = await h.post(acceptInvitationPath(team.id), undefined, { bearer: newcomer.bearer })
      expect(accepted.status).toBe(200)
      expect(teamOf(accepted).players.map((p) => p.id)).toEqual([captain.user.id, newcomer.user.id])
      const unknown = await h.post(
        membersPath(team.id),
        { nickname: 'nobody_here_x' },
        { bearer: captain.bearer },
      )
      expect(unknown.status).toBe(400)
      expect(fieldCodes(unknown, 'nickname')).toEqual(['userNotFound'])
    })

    it('removes a player with a mail to them; a player leaves; the captain stays while others play', async () => {
      const captain = await player(h)
      const first = await player(h)
      const second = await player(h)
      const { team } = await teamWith([captain, first, second])
      const removed = await h.delete(memberPath(team.id, first.user.id), { bearer: captain.bearer })
      expect(removed.status).toBe(200)
      expect(teamOf(removed).players.map((p) => p.id)).toEqual([captain.user.id, second.user.id])
      expect(
        h.teamMails.filter((mail) => mail.to === first.user.email && mail.template !== 'playerJoined'),
      ).toEqual([
        expect.objectContaining({
          template: 'playerRemoved',
          mail: expect.objectContaining({
            teamName: team.name,
            url: 'https://vatra.test/profile/tournaments',
          }),
        }),
      ])
      const stays = await h.delete(memberPath(team.id, captain.user.id), { bearer: captain.bearer })
      expect(stays.status).toBe(409)
      expect(codeOf(stays)).toBe('captain_stays')
      const left = await h.delete(memberPath(team.id, second.user.id), { bearer: second.bearer })
      expect(left.status).toBe(204)
      expect((await stateOf(team.id))?.state).toBe('registered')
      // Those still in the team hear who left; the one who left does not.
      const leftMails = h.teamMails.filter((mail) => mail.template === 'playerLeft')
      expect(leftMails).toEqual([
        expect.objectContaining({
          to: captain.user.email,
          mail: expect.objectContaining({ player: second.user.username, teamName: team.name }),
        }),
      ])
    })

    it('tells a removed player on My tournaments until they dismiss it; one who leaves is told nothing', async () => {
      const captain = await player(h)
      const first = await player(h)
      const second = await player(h)
      const { tournament, team } = await teamWith([captain, first, second])
      h.clock.advance(60)
      const removedAt = h.clock.now().toISOString()
      expect((await h.delete(memberPath(team.id, first.user.id), { bearer: captain.bearer })).status).toBe(
        200,
      )
      expect((await h.delete(memberPath(team.id, second.user.id), { bearer: second.bearer })).status).toBe(
        204,
      )
      // The team renamed since: the notice keeps the name it had.
      await h.db.update(teams).set({ name: 'Renamed later' }).where(eq(teams.id, team.id))

      const removalsOf = async (who: Player) => {
        const answer = await h.get(TEAM_PATHS.myRemovals, { bearer: who.bearer })
        expect(answer.status).toBe(200)
        return Schema.decodeUnknownSync(TeamRemovalList)(answer.body)
      }
      const notices = await removalsOf(first)
      expect(notices).toEqual({
        count: 1,
        results: [
          {
            id: expect.any(String),
            team_name: team.name,
            captain: captain.user.username,
            removed_at: removedAt,
            tournament: { slug: tournament.slug, name: tournament.name },
          },
        ],
      })
      expect(await removalsOf(second)).toEqual({ count: 0, results: [] })
      expect(await removalsOf(captain)).toEqual({ count: 0, results: [] })

      // Only its player dismisses it: to anyone else it is not there.
      const id = notices.results[0]?.id ?? ''
      expect((await h.delete(myRemovalPath(id), { bearer: second.bearer })).status).toBe(404)
      expect((await h.delete(myRemovalPath('not-an-id'), { bearer: first.bearer })).status).toBe(404)
      expect((await h.delete(myRemovalPath(id))).status).toBe(401)
      expect((await removalsOf(first)).count).toBe(1)
      expect((await h.delete(myRemovalPath(id), { bearer: first.bearer })).status).toBe(204)
      expect(await removalsOf(first)).toEqual({ count: 0, results: [] })
      expect((await h.delete(myRemovalPath(id), { bearer: first.bearer })).status).toBe(404)
    })

    it('withdraws the team when its captain leaves alone, and the waiting list moves up', async () => {
      const tournament = await openTournament(h, { slots: 1 })
      const captain = await player(h)
      const holder = teamOf(await create(captain, tournament.id))
      const waitingCaptain = await player(h)
      const waiting = teamOf(await create(waitingCaptain, tournament.id))
      expect(waiting.state).toBe('waitlisted')
      const left = await h.delete(memberPath(holder.id, captain.user.id), { bearer: captain.bearer })
      expect(left.status).toBe(204)
      expect(await stateOf(holder.id)).toMatchObject({ state: 'dropped', droppedReason: 'withdrawn' })
      expect(await stateOf(waiting.id)).toMatchObject({ state: 'registered', waitlistedAt: null })
      expect(
        h.teamMails.filter((mail) => mail.to === waitingCaptain.user.email).map((m) => m.template),
      ).toEqual(['teamPromoted'])
      // Free again: the former captain may start another team.
      expect((await create(captain, tournament.id)).status).toBe(201)
    })

    it('lets the captain change the description, the Discord and the join password', async () => {
      const captain = await player(h)
      const { team } = await teamWith([captain])
      const changed = await h.patch(
        teamPath(team.id),
        { description: 'New text', captain_discord: 'cap#9999', join_password: 'new-pass-7' },
        { bearer: captain.bearer },
      )
      expect(changed.status).toBe(200)
      expect(teamOf(changed)).toMatchObject({ description: 'New text', captain: { discord: 'cap#9999' } })
      expect((await join(await player(h), team.id, { password: 'secret-42' })).status).toBe(400)
      expect((await join(await player(h), team.id, { password: 'new-pass-7' })).status).toBe(200)
    })

    it('uploads the team logo through the image pipeline', async () => {
      const captain = await player(h)
      const { team } = await teamWith([captain])
      const uploaded = await h.postForm(teamLogoPath(team.id), await pngLogoForm(), {
        bearer: captain.bearer,
      })
      expect(uploaded.status).toBe(200)
      const image = Schema.decodeUnknownSync(StoredImage)(uploaded.body)
      expect(image.url).toMatch(/^\/media\/team-logos\/[a-z0-9-]+\.png$/)
      const view = teamOf(await h.get(teamPath(team.id), { bearer: captain.bearer }))
      expect(view.logo_url).toBe(image.url)
      expect(view.missing).not.toContain('logo')
      expect((await h.app.request(image.url)).status).toBe(200)
    })

    it('refuses every captain action to anyone else, and changes no team that is not theirs', async () => {
      const captain = await player(h)
      const member = await player(h)
      const { team } = await teamWith([captain, member])
      const outsider = await player(h)
      const otherCaptain = await player(h)
      await teamWith([otherCaptain])
      for (const who of [member, outsider, otherCaptain]) {
        const attempts = [
          await h.patch(teamPath(team.id), { description: 'hacked' }, { bearer: who.bearer }),
          await h.post(membersPath(team.id), { nickname: outsider.user.username }, { bearer: who.bearer }),
          await h.delete(memberPath(team.id, captain.user.id), { bearer: who.bearer }),
          await h.postForm(teamLogoPath(team.id), await pngLogoForm(), { bearer: who.bearer }),
        ]
        expect(attempts.map((a) => [a.status, codeOf(a)])).toEqual(Array(4).fill([403, 'not_captain']))
      }
      expect((await h.delete(memberPath(team.id, member.user.id), { bearer: outsider.bearer })).status).toBe(
        403,
      )
      expect(await stateOf(team.id)).toMatchObject({ description: 'We play to win.', logo: null })
      const view = teamOf(await h.get(teamPath(team.id), { bearer: captain.bearer }))
      expect(view.players.map((p) => p.id)).toEqual([captain.user.id, member.user.id])
      const missing = '00000000-0000-4000-8000-000000000000'
      expect(
        (await h.patch(teamPath(missing), { description: 'x' }, { bearer: captain.bearer })).status,
      ).toBe(404)
    })

    it('refuses removing and leaving once the games started', async () => {
      const captain = await player(h)
      const member = await player(h)
      const { team } = await teamWith([captain, member])
      h.clock.advance(72 * 60 * 60)
      const fresh = { ...captain, bearer: (await h.accounts.tokens.startSession(captain.user)).access }
      const late = await h.delete(memberPath(team.id, member.user.id), { bearer: fresh.bearer })
      expect(late.status).toBe(409)
      expect(codeOf(late)).toBe('wrong_state')
    })
  })

  describe('moderator decision and check-in', () => {
    it('confirms a registered team, refuses non-moderators and a second decision', async () => {
      const captain = await player(h)
      const { tournament, team } = await teamWith([captain])
      const refused = await h.post(decisionOf(team.id), { decision: 'confirm' }, { bearer: captain.bearer })
      expect(refused.status).toBe(403)
      expect(codeOf(refused)).toBe('not_moderator')
      const mod = await moderator()
      const confirmed = await h.post(decisionOf(team.id), { decision: 'confirm' }, { bearer: mod.bearer })
      expect(confirmed.status).toBe(200)
      expect(teamOf(confirmed).state).toBe('confirmed')
      expect(teamOf(confirmed).missing).not.toContain('confirmation')
      const again = await h.post(decisionOf(team.id), { decision: 'confirm' }, { bearer: mod.bearer })
      expect(again.status).toBe(409)
      expect(codeOf(again)).toBe('wrong_state')
      expect(h.teamMails.filter((mail) => mail.to === captain.user.email).map((m) => m.template)).toEqual([
        'teamConfirmed',
      ])
      const summary = await h.get(`/tournaments/${tournament.id}`)
      expect(summary.body).toMatchObject({ teams: { registered: 1, confirmed: 1 } })
    })

    it('rejects a team, mails its members and moves the waiting list up', async () => {
      const tournament = await openTournament(h, { slots: 1 })
      const captain = await player(h)
      const holder = teamOf(await create(captain, tournament.id))
      const waitingCaptain = await player(h)
      const waiting = teamOf(await create(waitingCaptain, tournament.id))
      const mod = await moderator()
      const rejected = await h.post(decisionOf(holder.id), { decision: 'reject' }, { bearer: mod.bearer })
      expect(rejected.status).toBe(200)
      expect(teamOf(rejected)).toMatchObject({ state: 'dropped', dropped_reason: 'rejected' })
      expect(await stateOf(waiting.id)).toMatchObject({ state: 'registered' })
      expect(h.teamMails.filter((mail) => mail.to === captain.user.email)).toEqual([
        expect.objectContaining({
          template: 'teamDropped',
          mail: expect.objectContaining({ reason: 'rejected' }),
        }),
      ])
      expect(
        h.teamMails.filter((mail) => mail.to === waitingCaptain.user.email).map((m) => m.template),
      ).toEqual(['teamPromoted'])
      const twice = await h.post(decisionOf(holder.id), { decision: 'reject' }, { bearer: mod.bearer })
      expect(twice.status).toBe(409)
    })

    it('checks in a confirmed team while check-in is open, and refuses it otherwise', async () => {
      const now = h.clock.now().getTime()
      // Registration still open; the games in 50 minutes: check-in opened 10 minutes ago.
      const window = {
        registrationEnd: new Date(now + 20 * MINUTE),
        gamesStart: new Date(now + 50 * MINUTE),
        gamesEnd: new Date(now + 5 * HOUR),
      }
      const captain = await player(h)
      const member = await player(h)
      const { team } = await teamWith([captain, member], window)
      const unconfirmed = await h.post(checkInPath(team.id), undefined, { bearer: member.bearer })
      expect(unconfirmed.status).toBe(409)
      expect(codeOf(unconfirmed)).toBe('check_in_closed')
      const mod = await moderator()
      await h.post(decisionOf(team.id), { decision: 'confirm' }, { bearer: mod.bearer })
      const before = teamOf(await h.get(teamPath(team.id), { bearer: member.bearer }))
      expect(before.missing).toContain('check_in')
      expect(before.check_in).toMatchObject({
        opens_at: new Date(now - 10 * MINUTE).toISOString(),
        closes_at: new Date(now + 40 * MINUTE).toISOString(),
        checked_in_at: null,
      })
      const outsider = await player(h)
      expect((await h.post(checkInPath(team.id), undefined, { bearer: outsider.bearer })).status).toBe(403)
      const checked = await h.post(checkInPath(team.id), undefined, { bearer: member.bearer })
      expect(checked.status).toBe(200)
      expect(teamOf(checked)).toMatchObject({
        state: 'checked_in',
        check_in: { checked_in_at: h.clock.now().toISOString() },
      })
      expect(teamOf(checked).missing).not.toContain('check_in')

      const later = await teamWith([await player(h)], {
        registrationEnd: new Date(now + 20 * MINUTE),
        gamesStart: new Date(now + 3 * HOUR),
        gamesEnd: new Date(now + 5 * HOUR),
      })
      await h.post(decisionOf(later.team.id), { decision: 'confirm' }, { bearer: mod.bearer })
      const captainOfLater = later.team.captain.id
      const [row] = await h.db.select().from(users).where(eq(users.id, captainOfLater))
      if (!row) throw new Error('no captain')
      const early = await h.post(checkInPath(later.team.id), undefined, {
        bearer: (await h.accounts.tokens.startSession(row)).access,
      })
      expect(early.status).toBe(409)
      expect(codeOf(early)).toBe('check_in_closed')
    })
  })

  describe('mails in each member’s language', () => {
    const UK_URL = 'https://vatra.test/profile/tournaments'
    const EN_URL = 'https://vatra.test/en/profile/tournaments'
    const mailsTo = (who: Player) =>
      h.teamMails
        .filter((mail) => mail.to === who.user.email)
        .map(({ template, locale, mail }) => ({ template, locale, url: mail.url }))

    it('mails a join, a removal, a confirmation, a rejection and a move up in the recipient’s language', async () => {
      const tournament = await openTournament(h, { slots: 1 })
      const captain = await player(h, { locale: 'en' })
      const holder = teamOf(await create(captain, tournament.id))
      const ukrainian = await player(h, { locale: 'uk' })
      expect((await join(ukrainian, holder.id)).status).toBe(200)
      const english = await player(h, { locale: 'en' })
      expect((await join(english, holder.id)).status).toBe(200)
      // The English captain hears of each joining in English; the Ukrainian player of the next in Ukrainian.
      expect(mailsTo(captain)).toEqual([
        { template: 'playerJoined', locale: 'en', url: EN_URL },
        { template: 'playerJoined', locale: 'en', url: EN_URL },
      ])
      expect(mailsTo(ukrainian)).toEqual([{ template: 'playerJoined', locale: 'uk', url: UK_URL }])

      expect(
        (await h.delete(memberPath(holder.id, english.user.id), { bearer: captain.bearer })).status,
      ).toBe(200)
      expect(mailsTo(english)).toEqual([{ template: 'playerRemoved', locale: 'en', url: EN_URL }])

      const mod = await moderator()
      await h.post(decisionOf(holder.id), { decision: 'confirm' }, { bearer: mod.bearer })
      expect(mailsTo(captain).at(-1)).toEqual({ template: 'teamConfirmed', locale: 'en', url: EN_URL })
      expect(mailsTo(ukrainian).at(-1)).toEqual({ template: 'teamConfirmed', locale: 'uk', url: UK_URL })

      const waitingCaptain = await player(h, { locale: 'en' })
      expect(teamOf(await create(waitingCaptain, tournament.id)).state).toBe('waitlisted')
      await h.post(decisionOf(holder.id), { decision: 'reject' }, { bearer: mod.bearer })
      expect(mailsTo(captain).at(-1)).toEqual({ template: 'teamDropped', locale: 'en', url: EN_URL })
      expect(mailsTo(ukrainian).at(-1)).toEqual({ template: 'teamDropped', locale: 'uk', url: UK_URL })
      expect(mailsTo(waitingCaptain)).toEqual([{ template: 'teamPromoted', locale: 'en', url: EN_URL }])
    })
  })

  describe('my tournaments', () => {
    it('lists the tournaments the user plays in with their team, by filter', async () => {
      const me = await player(h)
      const now = h.clock.now().getTime()
      const upcoming = await teamWith([me])
      const running = await openTournament(h, {
        registrationStart: new Date(now - 3 * HOUR),
        registrationEnd: new Date(now - 2 * HOUR),
        gamesStart: new Date(now - HOUR),
        gamesEnd: new Date(now + HOUR),
      })
      const [myTeam] = await h.db
        .insert(teams)
        .values({
          tournamentId: running.id,
          name: freshTeamName(),
          captainId: me.user.id,
          captainDiscord: 'captain',
          state: 'checked_in',
        })
        .returning()
      if (!myTeam) throw new Error('no team')
      const { teamMembers } = await import('#server/platform/db/schema.ts')
      await h.db
        .insert(teamMembers)
        .values({ teamId: myTeam.id, tournamentId: running.id, userId: me.user.id })
      await teamWith([await player(h)]) // someone else's

      const all = Schema.decodeUnknownSync(MyTournamentList)(
        (await h.get('/me/tournaments', { bearer: me.bearer })).body,
      )
      expect(
        all.results.map((entry) => [entry.tournament.id, entry.team.id, entry.team.is_captain]).sort(),
      ).toEqual(
        [
          [upcoming.tournament.id, upcoming.team.id, true],
          [running.id, myTeam.id, true],
        ].sort(),
      )
      const active = Schema.decodeUnknownSync(MyTournamentList)(
        (await h.get('/me/tournaments?filter=active', { bearer: me.bearer })).body,
      )
      expect(active.results.map((entry) => entry.tournament.id)).toEqual([running.id])
      const finished = await h.get('/me/tournaments?filter=finished', { bearer: me.bearer })
      expect(finished.body).toEqual({ count: 0, results: [] })
      expect((await h.get('/me/tournaments?filter=nope', { bearer: me.bearer })).status).toBe(400)
      expect((await h.get('/me/tournaments')).status).toBe(401)
    })

    it('reads the user’s teams for the pages through the team reader', async () => {
      const me = await player(h)
      const { tournament, team } = await teamWith([me])
      const reader = h.teams.readerFor(me.user.id)
      expect((await reader.teamIn(tournament.slug))?.id).toBe(team.id)
      expect(await reader.teamIn((await openTournament(h)).slug)).toBeUndefined()
      expect((await reader.myTournaments()).results.map((entry) => entry.team.id)).toContain(team.id)
      await expect(reader.get('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
        _tag: 'NotFound',
      })
    })
  })
})

/**
 * A captain's invitation by nickname (docs/teams.md "Invitations") through the HTTP app on PGlite and
 * PostgreSQL: it adds nobody and answers no contact of the invited player; the player is mailed in
 * their language, sees it in My tournaments and accepts (joining under every rule of joining, in the
 * one order) or declines; the captain withdraws it; the captain's invitations are limited per hour;
 * and the captain sees a player's Discord and Telegram only once they are in the team, never their
 * e-mail or phone.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { type Team, TeamInvitationList } from '#core/teams/team.schema.ts'
import {
  acceptInvitationPath,
  inviteePath,
  membersPath,
  myInvitationPath,
  TEAM_PATHS,
  teamPath,
  tournamentTeamsPath,
} from '#core/teams/teams.api.ts'
import { teamInvitations, teamMembers, teams, tournaments } from '#server/platform/db/schema.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { freshTeamName, openTournament, type Player, player, teamForm, teamOf } from './support/teams.ts'

const codeOf = (answer: JsonAnswer): unknown => (answer.body as { code?: unknown } | null)?.code
const fieldCodes = (answer: JsonAnswer, field: string): unknown =>
  ((answer.body as Record<string, Array<{ code: string }>>)[field] ?? []).map((error) => error.code)

describe.each(backends)('team invitations on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const create = (who: Player, tournamentId: string) =>
    h.post(tournamentTeamsPath(tournamentId), teamForm(freshTeamName()), { bearer: who.bearer })
  const invite = (captain: Player, teamId: string, nickname: string) =>
    h.post(membersPath(teamId), { nickname }, { bearer: captain.bearer })
  const accept = (who: Player, teamId: string) =>
    h.post(acceptInvitationPath(teamId), undefined, { bearer: who.bearer })
  const decline = (who: Player, teamId: string) => h.delete(myInvitationPath(teamId), { bearer: who.bearer })
  const invitationsOf = async (who: Player) => {
    const answer = await h.get(TEAM_PATHS.myInvitations, { bearer: who.bearer })
    expect(answer.status).toBe(200)
    return Schema.decodeUnknownSync(TeamInvitationList)(answer.body)
  }
  const captainView = async (captain: Player, teamId: string): Promise<Team> =>
    teamOf(await h.get(teamPath(teamId), { bearer: captain.bearer }))
  /** A captain with a team in a tournament whose registration is open (teams of 2 + 1 unless told). */
  const captainWithTeam = async (overrides: Parameters<typeof openTournament>[1] = {}) => {
    const tournament = await openTournament(h, overrides)
    const captain = await player(h)
    const created = await create(captain, tournament.id)
    expect(created.status).toBe(201)
    return { tournament, captain, team: teamOf(created) }
  }

  it('adds nobody and answers none of the player’s contacts; the invitee is mailed once in their language (ASVS V14.2.6)', async () => {
    const { tournament, captain, team } = await captainWithTeam()
    const invitee = await player(h, { locale: 'en' })
    h.clock.advance(1)
    const sent = await invite(captain, team.id, invitee.user.username.toUpperCase())
    expect(sent.status).toBe(200)
    const view = teamOf(sent)
    expect(view.players.map((p) => p.id)).toEqual([captain.user.id])
    expect(view.size).toBe(1)
    expect(view.invitees).toEqual([
      { id: invitee.user.id, nickname: invitee.user.username, invited_at: h.clock.now().toISOString() },
    ])
    const text = JSON.stringify(sent.body)
    for (const secret of [
      invitee.user.email,
      invitee.user.phone,
      invitee.user.discord,
      invitee.user.telegram,
    ]) {
      expect(secret).toBeTruthy()
      expect(text).not.toContain(secret)
    }
    expect(await h.db.select().from(teamMembers).where(eq(teamMembers.userId, invitee.user.id))).toEqual([])
    expect(h.teamMails.filter((mail) => mail.to === invitee.user.email)).toEqual([
      {
        template: 'playerInvited',
        to: invitee.user.email,
        locale: 'en',
        mail: {
          teamName: team.name,
          tournamentName: tournament.name,
          url: 'https://vatra.test/en/profile/tournaments',
          captain: captain.user.username,
        },
      },
    ])
    // Asking again changes nothing and mails nobody.
    expect((await invite(captain, team.id, invitee.user.username)).status).toBe(200)
    expect(h.teamMails.filter((mail) => mail.to === invitee.user.email)).toHaveLength(1)
    expect(await h.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, team.id))).toHaveLength(
      1,
    )
    // Only the captain sees who is invited.
    const member = await player(h)
    expect(
      (await h.post(membersPath(team.id), { password: 'secret-42' }, { bearer: member.bearer })).status,
    ).toBe(200)
    expect(teamOf(await h.get(teamPath(team.id), { bearer: member.bearer })).invitees).toBeNull()
  })

  it('leaves the invited player free to join the team they want', async () => {
    const { captain, team } = await captainWithTeam()
    const other = await create(await player(h), team.tournament_id)
    const invitee = await player(h)
    expect((await invite(captain, team.id, invitee.user.username)).status).toBe(200)
    const joined = await h.post(
      membersPath(teamOf(other).id),
      { password: 'secret-42' },
      { bearer: invitee.bearer },
    )
    expect(joined.status).toBe(200)
    // The invitation stays, and says why accepting would not work now.
    const [pending] = (await invitationsOf(invitee)).results
    expect(pending).toMatchObject({ team: { id: team.id }, blocked: 'already_in_team' })
    const refused = await accept(invitee, team.id)
    expect([refused.status, codeOf(refused)]).toEqual([409, 'already_in_team'])
  })

  it('lists the invitation in My tournaments; accepting joins, and only then the captain sees the player’s Discord and Telegram', async () => {
    const { tournament, captain, team } = await captainWithTeam()
    const invitee = await player(h)
    expect((await invite(captain, team.id, invitee.user.username)).status).toBe(200)
    const list = await invitationsOf(invitee)
    expect(list.count).toBe(1)
    expect(list.results[0]).toMatchObject({
      team: {
        id: team.id,
        name: team.name,
        captain: { id: captain.user.id, nickname: captain.user.username },
      },
      tournament: { id: tournament.id, slug: tournament.slug },
      blocked: null,
    })
    // Before accepting: nothing of the player in the captain's view but the nickname.
    expect(JSON.stringify((await h.get(teamPath(team.id), { bearer: captain.bearer })).body)).not.toContain(
      invitee.user.discord,
    )

    const accepted = await accept(invitee, team.id)
    expect(accepted.status).toBe(200)
    const theirs = teamOf(accepted)
    expect(theirs.players.map((p) => p.id)).toEqual([captain.user.id, invitee.user.id])
    expect(theirs).toMatchObject({ is_captain: false, invitees: null, invite_url: null })
    expect(theirs.players.every((p) => p.contacts === null)).toBe(true)
    expect(await invitationsOf(invitee)).toEqual({ count: 0, results: [] })

    const answer = await h.get(teamPath(team.id), { bearer: captain.bearer })
    const seen = teamOf(answer)
    expect(seen.invitees).toEqual([])
    // As sent, not as decoded (decoding would drop a field the schema does not know).
    const sent = (answer.body as Team).players.find((p) => p.id === invitee.user.id)
    expect(sent?.contacts).toEqual({ discord: invitee.user.discord, telegram: invitee.user.telegram })
    // Never the e-mail or the phone, of anyone.
    const text = JSON.stringify(answer.body)
    for (const who of [captain, invitee]) {
      expect(text).not.toContain(who.user.email)
      expect(text).not.toContain(who.user.phone)
    }
    expect(h.teamMails.filter((mail) => mail.to === captain.user.email).map((m) => m.template)).toEqual([
      'playerJoined',
    ])
    // Accepted once: the invitation is gone.
    expect(codeOf(await accept(invitee, team.id))).toBe('not_found')
  })

  it('declines: the invitation is gone for both; nobody else may answer it', async () => {
    const { captain, team } = await captainWithTeam()
    const invitee = await player(h)
    const stranger = await player(h)
    expect((await invite(captain, team.id, invitee.user.username)).status).toBe(200)
    expect((await decline(stranger, team.id)).status).toBe(404)
    expect((await accept(stranger, team.id)).status).toBe(404)
    const declined = await decline(invitee, team.id)
    expect(declined.status).toBe(204)
    expect(await invitationsOf(invitee)).toEqual({ count: 0, results: [] })
    expect((await captainView(captain, team.id)).invitees).toEqual([])
    expect((await accept(invitee, team.id)).status).toBe(404)
    expect((await decline(invitee, team.id)).status).toBe(404)
    expect((await decline(invitee, 'not-a-team')).status).toBe(404)
    expect((await h.get(TEAM_PATHS.myInvitations)).status).toBe(401)
  })

  it('lets the captain, and only the captain, withdraw an invitation not yet answered', async () => {
    const { captain, team } = await captainWithTeam()
    const invitee = await player(h)
    const member = await player(h)
    expect(
      (await h.post(membersPath(team.id), { password: 'secret-42' }, { bearer: member.bearer })).status,
    ).toBe(200)
    expect((await invite(captain, team.id, invitee.user.username)).status).toBe(200)
    const byMember = await h.delete(inviteePath(team.id, invitee.user.id), { bearer: member.bearer })
    expect([byMember.status, codeOf(byMember)]).toEqual([403, 'not_captain'])
    const withdrawn = await h.delete(inviteePath(team.id, invitee.user.id), { bearer: captain.bearer })
    expect(withdrawn.status).toBe(200)
    expect(teamOf(withdrawn).invitees).toEqual([])
    expect(await invitationsOf(invitee)).toEqual({ count: 0, results: [] })
    expect((await accept(invitee, team.id)).status).toBe(404)
    expect((await h.delete(inviteePath(team.id, invitee.user.id), { bearer: captain.bearer })).status).toBe(
      404,
    )
    expect((await h.delete(inviteePath(team.id, 'nobody'), { bearer: captain.bearer })).status).toBe(404)
  })

  it('tells an unknown nickname apart as sign-up does, and nothing else: a player in another team is invited like any other', async () => {
    const { tournament, captain, team } = await captainWithTeam()
    const unknown = await invite(captain, team.id, 'nobody_here_x')
    expect(unknown.status).toBe(400)
    expect(fieldCodes(unknown, 'nickname')).toEqual(['userNotFound'])
    const busy = await player(h)
    expect((await create(busy, tournament.id)).status).toBe(201)
    const free = await player(h)
    const toBusy = await invite(captain, team.id, busy.user.username)
    const toFree = await invite(captain, team.id, free.user.username)
    expect([toBusy.status, toFree.status]).toEqual([200, 200])
    expect(Object.keys(toBusy.body as object).sort()).toEqual(Object.keys(toFree.body as object).sort())
    expect(teamOf(toBusy).invitees?.map((i) => i.nickname)).toEqual([busy.user.username])
    // The captain's own players are no news to the captain: told apart from "you play elsewhere".
    const self = await invite(captain, team.id, captain.user.username)
    expect([self.status, codeOf(self)]).toEqual([409, 'already_member'])
    expect((self.body as { detail: string }).detail).toBe('Цей гравець уже в команді.')
  })

  it('limits a captain to 10 invitations an hour, unknown nicknames counted, other captains unaffected', async () => {
    const { captain, team } = await captainWithTeam()
    for (let i = 0; i < 9; i += 1) {
      expect((await invite(captain, team.id, (await player(h)).user.username)).status).toBe(200)
    }
    expect((await invite(captain, team.id, 'nobody_here_y')).status).toBe(400)
    const over = await invite(captain, team.id, (await player(h)).user.username)
    expect([over.status, codeOf(over)]).toEqual([429, 'throttled'])
    expect(Number(over.headers.get('Retry-After'))).toBe(3600)
    const other = await captainWithTeam()
    expect((await invite(other.captain, other.team.id, (await player(h)).user.username)).status).toBe(200)
    h.clock.advance(60 * 60)
    const later = { ...captain, bearer: (await h.accounts.tokens.startSession(captain.user)).access }
    expect((await invite(later, team.id, (await player(h)).user.username)).status).toBe(200)
  })

  it('refuses to invite into a full team, a dropped one, outside registration, in a cancelled tournament, and to anyone but the captain', async () => {
    const full = await captainWithTeam({ teamPlayers: 1, teamSubstitutes: 0 })
    const someone = await player(h)
    const intoFull = await invite(full.captain, full.team.id, someone.user.username)
    expect([intoFull.status, codeOf(intoFull)]).toEqual([409, 'team_full'])

    const dropped = await captainWithTeam()
    await h.db
      .update(teams)
      .set({ state: 'dropped', droppedReason: 'rejected' })
      .where(eq(teams.id, dropped.team.id))
    const intoDropped = await invite(dropped.captain, dropped.team.id, someone.user.username)
    expect([intoDropped.status, codeOf(intoDropped)]).toEqual([409, 'wrong_state'])

    const cancelled = await captainWithTeam()
    await h.db
      .update(tournaments)
      .set({ status: 'cancelled' })
      .where(eq(tournaments.id, cancelled.tournament.id))
    const intoCancelled = await invite(cancelled.captain, cancelled.team.id, someone.user.username)
    expect([intoCancelled.status, codeOf(intoCancelled)]).toEqual([403, 'registration_closed'])

    const open = await captainWithTeam()
    const byOther = await invite(someone, open.team.id, (await player(h)).user.username)
    expect([byOther.status, codeOf(byOther)]).toEqual([403, 'not_captain'])
    expect((await h.post(membersPath(open.team.id), { nickname: someone.user.username })).status).toBe(401)
    expect(
      await h.db.select().from(teamInvitations).where(eq(teamInvitations.userId, someone.user.id)),
    ).toEqual([])
  })

  it('accepts under the rules of every join, in their one order: the team’s size before the player’s profile', async () => {
    const { captain, team } = await captainWithTeam({ teamPlayers: 1, teamSubstitutes: 1 })
    const incomplete = await player(h, { lastName: '' })
    const ready = await player(h)
    for (const who of [incomplete, ready]) {
      expect((await invite(captain, team.id, who.user.username)).status).toBe(200)
    }
    // While a place is free, the profile is what stops the incomplete player, with its fields.
    const unfinished = await accept(incomplete, team.id)
    expect(unfinished.status).toBe(403)
    expect(unfinished.body).toMatchObject({ code: 'profile_incomplete', fields: ['last_name'] })
    expect((await accept(ready, team.id)).status).toBe(200)
    // Full now: that comes first.
    const full = await accept(incomplete, team.id)
    expect([full.status, codeOf(full)]).toEqual([409, 'team_full'])
    expect((await invitationsOf(incomplete)).results[0]?.blocked).toBe('team_full')
  })

  it('refuses an acceptance once registration closed or the tournament was cancelled, and drops those invitations from the list', async () => {
    const closing = await captainWithTeam()
    const cancelled = await captainWithTeam()
    const invitee = await player(h)
    for (const { captain, team } of [closing, cancelled]) {
      expect((await invite(captain, team.id, invitee.user.username)).status).toBe(200)
    }
    await h.db
      .update(tournaments)
      .set({ status: 'cancelled' })
      .where(eq(tournaments.id, cancelled.tournament.id))
    const inCancelled = await accept(invitee, cancelled.team.id)
    expect([inCancelled.status, codeOf(inCancelled)]).toEqual([403, 'registration_closed'])
    expect((await invitationsOf(invitee)).results.map((i) => i.team.id)).toEqual([closing.team.id])

    // The tournament's registration closes 48 hours after the clock.
    h.clock.advance(48 * 60 * 60)
    const late = { ...invitee, bearer: (await h.accounts.tokens.startSession(invitee.user)).access }
    const closed = await accept(late, closing.team.id)
    expect([closed.status, codeOf(closed)]).toEqual([403, 'registration_closed'])
    expect(await invitationsOf(late)).toEqual({ count: 0, results: [] })
    // Declining still works: an answer changes no team.
    expect((await decline(late, closing.team.id)).status).toBe(204)
  })
})

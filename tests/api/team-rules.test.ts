/**
 * What a tournament lets its teams do (core's `teamActionRefusal`, docs/teams.md "Rules") and the one
 * order of join refusals, through the HTTP app on PGlite and PostgreSQL: nothing happens to teams of
 * a cancelled or draft tournament; a team changes no more after the games start or once it is
 * dropped; the exact instants of the registration close and the check-in window; who decides on a
 * team; and the join password's limit, which stops those who guessed and nobody else.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Team } from '#core/teams/team.schema.ts'
import {
  acceptInvitationPath,
  checkInPath,
  inviteLinkPath,
  memberPath,
  membersPath,
  teamLogoPath,
  teamPath,
  tournamentTeamsPath,
} from '#core/teams/teams.api.ts'
import { rateLimitEvents, teams, tournaments, users } from '#server/platform/db/schema.ts'
import { teamBuckets } from '#server/teams/index.ts'
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

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

const refusal = (answer: JsonAnswer): [number, unknown] => [
  answer.status,
  (answer.body as { code?: unknown } | null)?.code,
]

describe.each(backends)('team rules on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const create = (who: Player, tournamentId: string) =>
    h.post(tournamentTeamsPath(tournamentId), teamForm(freshTeamName()), { bearer: who.bearer })
  const join = (who: Player, teamId: string, password = 'secret-42') =>
    h.post(membersPath(teamId), { password }, { bearer: who.bearer })
  /** The player with a token issued now (tokens live 15 minutes on the harness's clock). */
  const fresh = async (who: Player): Promise<Player> => ({
    ...who,
    bearer: (await h.accounts.tokens.startSession(who.user)).access,
  })
  const teamIn = async (
    overrides: Parameters<typeof openTournament>[1] = {},
  ): Promise<{ tournamentId: string; captain: Player; member: Player; team: Team }> => {
    const tournament = await openTournament(h, overrides)
    const captain = await player(h)
    const team = teamOf(await create(captain, tournament.id))
    const member = await player(h)
    expect((await join(member, team.id)).status).toBe(200)
    return { tournamentId: tournament.id, captain, member, team }
  }
  const setStatus = (tournamentId: string, status: 'draft' | 'cancelled') =>
    h.db.update(tournaments).set({ status }).where(eq(tournaments.id, tournamentId))

  describe('a tournament that is not published', () => {
    it('refuses creating a team in a cancelled tournament whose registration dates are still open', async () => {
      const tournament = await openTournament(h, { status: 'cancelled' })
      expect(refusal(await create(await player(h), tournament.id))).toEqual([403, 'registration_closed'])
      expect(await h.db.select().from(teams).where(eq(teams.tournamentId, tournament.id))).toEqual([])
      // A draft is not public at all.
      const draft = await openTournament(h, { status: 'draft' })
      expect(refusal(await create(await player(h), draft.id))).toEqual([404, 'not_found'])
    })

    for (const status of ['cancelled', 'draft'] as const) {
      it(`refuses every team action once the tournament is ${status}, its dates open and check-in open`, async () => {
        const now = h.clock.now().getTime()
        // Registration open for 20 more minutes; the games in 50: check-in opened 10 minutes ago.
        const { tournamentId, captain, member, team } = await teamIn({
          registrationEnd: new Date(now + 20 * MINUTE),
          gamesStart: new Date(now + 50 * MINUTE),
          gamesEnd: new Date(now + 5 * HOUR),
        })
        const mod = await player(h, { role: 'moderator' })
        expect(
          refusal(
            await h.post(`/teams/${team.id}/decision`, { decision: 'confirm' }, { bearer: mod.bearer }),
          ),
        ).toEqual([200, undefined])
        await setStatus(tournamentId, status)
        const outsider = await player(h)
        const invitee = await player(h)
        expect(
          [
            await join(outsider, team.id),
            await h.post(membersPath(team.id), { invite: inviteCodeOf(team) }, { bearer: outsider.bearer }),
            await h.post(
              membersPath(team.id),
              { nickname: invitee.user.username },
              { bearer: captain.bearer },
            ),
          ].map(refusal),
        ).toEqual(Array(3).fill([403, 'registration_closed']))
        expect(refusal(await h.post(checkInPath(team.id), undefined, { bearer: member.bearer }))).toEqual([
          409,
          'check_in_closed',
        ])
        expect(
          [
            await h.patch(teamPath(team.id), { description: 'Changed' }, { bearer: captain.bearer }),
            await h.post(inviteLinkPath(team.id), undefined, { bearer: captain.bearer }),
            await h.postForm(teamLogoPath(team.id), await pngLogoForm(), { bearer: captain.bearer }),
            await h.delete(memberPath(team.id, member.user.id), { bearer: member.bearer }),
            await h.post(`/teams/${team.id}/decision`, { decision: 'reject' }, { bearer: mod.bearer }),
          ].map(refusal),
        ).toEqual(Array(5).fill([409, 'wrong_state']))
        expect((await h.db.select().from(teams).where(eq(teams.id, team.id)))[0]).toMatchObject({
          state: 'confirmed',
          description: 'We play to win.',
          inviteCode: inviteCodeOf(team),
          logo: null,
          checkedInAt: null,
        })
      })
    }
  })

  describe('a team that may no longer change', () => {
    it('refuses changing the team and a new invitation link once the games started', async () => {
      const { captain, member, team } = await teamIn()
      // The games start 72 hours after the clock.
      h.clock.advance(72 * 60 * 60)
      const late = await fresh(captain)
      expect(
        [
          await h.patch(teamPath(team.id), { description: 'Too late' }, { bearer: late.bearer }),
          await h.post(inviteLinkPath(team.id), undefined, { bearer: late.bearer }),
          await h.postForm(teamLogoPath(team.id), await pngLogoForm(), { bearer: late.bearer }),
          await h.delete(memberPath(team.id, member.user.id), { bearer: late.bearer }),
        ].map(refusal),
      ).toEqual(Array(4).fill([409, 'wrong_state']))
      expect((await h.db.select().from(teams).where(eq(teams.id, team.id)))[0]).toMatchObject({
        description: 'We play to win.',
        inviteCode: inviteCodeOf(team),
      })
    })

    it('lets the captain change the team until the last millisecond before the games', async () => {
      const now = h.clock.now().getTime()
      const { captain, team } = await teamIn({
        registrationEnd: new Date(now + 10 * MINUTE),
        gamesStart: new Date(now + 20 * MINUTE),
        gamesEnd: new Date(now + 5 * HOUR),
        checkInOpensMinutes: null,
      })
      h.clock.set(new Date(now + 20 * MINUTE - 1))
      const before = await h.patch(
        teamPath(team.id),
        { description: 'Just in time' },
        { bearer: (await fresh(captain)).bearer },
      )
      expect(before.status).toBe(200)
      h.clock.set(new Date(now + 20 * MINUTE))
      const at = await h.patch(
        teamPath(team.id),
        { description: 'Too late' },
        { bearer: (await fresh(captain)).bearer },
      )
      expect(refusal(at)).toEqual([409, 'wrong_state'])
    })

    it('refuses changing a withdrawn team and a new invitation link for it', async () => {
      const tournament = await openTournament(h)
      const captain = await player(h)
      const team = teamOf(await create(captain, tournament.id))
      // Alone, the captain leaves: the team is withdrawn.
      expect((await h.delete(memberPath(team.id, captain.user.id), { bearer: captain.bearer })).status).toBe(
        204,
      )
      expect(
        [
          await h.patch(teamPath(team.id), { description: 'Back again' }, { bearer: captain.bearer }),
          await h.post(inviteLinkPath(team.id), undefined, { bearer: captain.bearer }),
          await h.postForm(teamLogoPath(team.id), await pngLogoForm(), { bearer: captain.bearer }),
        ].map(refusal),
      ).toEqual(Array(3).fill([409, 'wrong_state']))
      expect((await h.db.select().from(teams).where(eq(teams.id, team.id)))[0]).toMatchObject({
        state: 'dropped',
        droppedReason: 'withdrawn',
        description: 'We play to win.',
        inviteCode: inviteCodeOf(team),
      })
    })
  })

  describe('the registration close, to the millisecond', () => {
    it('takes an invitation and its acceptance until the last millisecond, and neither at the close', async () => {
      const now = h.clock.now().getTime()
      const close = now + HOUR
      const { captain, team } = await teamIn({ registrationEnd: new Date(close), teamSubstitutes: 2 })
      const early = await player(h)
      const late = await player(h)
      h.clock.set(new Date(close - 1))
      const lastMoment = await fresh(captain)
      const invited = await h.post(
        membersPath(team.id),
        { nickname: early.user.username },
        { bearer: lastMoment.bearer },
      )
      expect(invited.status).toBe(200)
      expect(
        (await h.post(acceptInvitationPath(team.id), undefined, { bearer: (await fresh(early)).bearer }))
          .status,
      ).toBe(200)
      expect(
        (await h.post(membersPath(team.id), { nickname: late.user.username }, { bearer: lastMoment.bearer }))
          .status,
      ).toBe(200)
      h.clock.set(new Date(close))
      const afterClose = await fresh(captain)
      expect(
        refusal(
          await h.post(
            membersPath(team.id),
            { nickname: (await player(h)).user.username },
            { bearer: afterClose.bearer },
          ),
        ),
      ).toEqual([403, 'registration_closed'])
      const acceptedLate = await h.post(acceptInvitationPath(team.id), undefined, {
        bearer: (await fresh(late)).bearer,
      })
      expect(refusal(acceptedLate)).toEqual([403, 'registration_closed'])
      expect(teamOf(await h.get(teamPath(team.id), { bearer: afterClose.bearer })).size).toBe(3)
    })
  })

  describe('the check-in window, to the millisecond', () => {
    it('refuses a millisecond before it opens, takes it at the opening and until the last millisecond, and refuses at and after the close', async () => {
      const now = h.clock.now().getTime()
      // Games in 2 hours; check-in opens 60 minutes before them and closes 10 minutes before them.
      const gamesStart = now + 2 * HOUR
      const opens = gamesStart - 60 * MINUTE
      const closes = gamesStart - 10 * MINUTE
      const window = {
        registrationEnd: new Date(now + 30 * MINUTE),
        gamesStart: new Date(gamesStart),
        gamesEnd: new Date(gamesStart + 3 * HOUR),
      }
      const mod = await player(h, { role: 'moderator' })
      const confirmedTeam = async () => {
        const made = await teamIn(window)
        expect(
          (await h.post(`/teams/${made.team.id}/decision`, { decision: 'confirm' }, { bearer: mod.bearer }))
            .status,
        ).toBe(200)
        return made
      }
      const first = await confirmedTeam()
      const second = await confirmedTeam()
      const third = await confirmedTeam()
      const checkIn = async (who: Player, teamId: string) =>
        h.post(checkInPath(teamId), undefined, { bearer: (await fresh(who)).bearer })

      h.clock.set(new Date(opens - 1))
      expect(refusal(await checkIn(first.member, first.team.id))).toEqual([409, 'check_in_closed'])
      h.clock.set(new Date(opens))
      const opened = await checkIn(first.member, first.team.id)
      expect(opened.status).toBe(200)
      expect(teamOf(opened)).toMatchObject({
        state: 'checked_in',
        check_in: { checked_in_at: new Date(opens).toISOString() },
      })
      h.clock.set(new Date(closes - 1))
      expect((await checkIn(second.captain, second.team.id)).status).toBe(200)
      // The close is the first instant it is shut (docs/teams.md: open while opens_at ≤ now < closes_at).
      h.clock.set(new Date(closes))
      expect(refusal(await checkIn(third.member, third.team.id))).toEqual([409, 'check_in_closed'])
      h.clock.set(new Date(closes + MINUTE))
      expect(refusal(await checkIn(third.captain, third.team.id))).toEqual([409, 'check_in_closed'])
      expect((await h.db.select().from(teams).where(eq(teams.id, third.team.id)))[0]).toMatchObject({
        state: 'confirmed',
        checkedInAt: null,
      })
    })
  })

  describe('deciding on a team', () => {
    it('is for a moderator or an organiser: not a player of the team, nor its captain', async () => {
      const first = await teamIn()
      const second = await teamIn()
      for (const who of [first.member, first.captain, await player(h)]) {
        const answer = await h.post(
          `/teams/${first.team.id}/decision`,
          { decision: 'confirm' },
          { bearer: who.bearer },
        )
        expect(refusal(answer)).toEqual([403, 'not_moderator'])
      }
      expect((await h.db.select().from(teams).where(eq(teams.id, first.team.id)))[0]?.state).toBe(
        'registered',
      )
      const moderator = await player(h, { role: 'moderator' })
      const organiser = await player(h, { role: 'organiser' })
      const confirmed = await h.post(
        `/teams/${first.team.id}/decision`,
        { decision: 'confirm' },
        { bearer: moderator.bearer },
      )
      expect(teamOf(confirmed).state).toBe('confirmed')
      const rejected = await h.post(
        `/teams/${second.team.id}/decision`,
        { decision: 'reject' },
        { bearer: organiser.bearer },
      )
      expect(teamOf(rejected)).toMatchObject({ state: 'dropped', dropped_reason: 'rejected' })
    })

    it('ends with the games', async () => {
      const { team } = await teamIn()
      const moderator = await player(h, { role: 'moderator' })
      // The games end 96 hours after the clock.
      h.clock.advance(96 * 60 * 60)
      const answer = await h.post(
        `/teams/${team.id}/decision`,
        { decision: 'reject' },
        {
          bearer: (await fresh(moderator)).bearer,
        },
      )
      expect(refusal(answer)).toEqual([409, 'wrong_state'])
    })
  })

  describe('joining, whichever way', () => {
    it('meets the refusals in one order by password and by link', async () => {
      const both = async (who: Player, team: Team, password = 'not-the-password') =>
        [
          await join(who, team.id, password),
          await h.post(membersPath(team.id), { invite: inviteCodeOf(team) }, { bearer: who.bearer }),
        ].map(refusal)
      // Full, and the profile incomplete: the team is full (the profile, which the user can mend, last).
      const full = await teamIn({ teamPlayers: 2, teamSubstitutes: 0 })
      const incomplete = await player(h, { discord: '' })
      expect(await both(incomplete, full.team)).toEqual(Array(2).fill([409, 'team_full']))
      // In another team of the tournament, the team full and the profile incomplete: already in a team.
      const busy = await player(h)
      const elsewhere = teamOf(await create(busy, full.tournamentId))
      expect(elsewhere.captain.id).toBe(busy.user.id)
      await h.db.update(users).set({ firstName: '' }).where(eq(users.id, busy.user.id))
      expect(await both(busy, full.team)).toEqual(Array(2).fill([409, 'already_in_team']))
      // Dropped, full and registration closed: the tournament first.
      await h.db
        .update(teams)
        .set({ state: 'dropped', droppedReason: 'rejected' })
        .where(eq(teams.id, full.team.id))
      expect(await both(incomplete, full.team)).toEqual(Array(2).fill([409, 'wrong_state']))
      const now = h.clock.now().getTime()
      await h.db
        .update(tournaments)
        .set({ registrationStart: new Date(now - 2 * HOUR), registrationEnd: new Date(now) })
        .where(eq(tournaments.id, full.tournamentId))
      expect(await both(incomplete, full.team)).toEqual(Array(2).fill([403, 'registration_closed']))
      // Not one of these attempts counted as a wrong password.
      const open = await teamIn()
      expect((await join(incomplete, open.team.id, 'wrong')).status).toBe(403)
      expect(
        (
          await h.db
            .select()
            .from(rateLimitEvents)
            .where(eq(rateLimitEvents.bucket, teamBuckets.joinUser(incomplete.user.id)))
        ).length,
      ).toBe(0)
    })

    it('tells a member trying again that they play in a team already, by password and by link', async () => {
      const { member, team } = await teamIn()
      expect(refusal(await join(member, team.id, 'wrong-one'))).toEqual([409, 'already_in_team'])
      expect(
        refusal(
          await h.post(membersPath(team.id), { invite: inviteCodeOf(team) }, { bearer: member.bearer }),
        ),
      ).toEqual([409, 'already_in_team'])
    })
  })

  describe('the join password’s limit', () => {
    it('after 10 wrong passwords from one player, lets another player’s right password in and stops the guesser', async () => {
      const tournament = await openTournament(h, { teamPlayers: 5, teamSubstitutes: 2 })
      const team = teamOf(await create(await player(h), tournament.id))
      const guesser = await player(h)
      for (let i = 0; i < 10; i += 1) {
        expect(refusal(await join(guesser, team.id, `wrong-${i}`))).toEqual([400, undefined])
      }
      const honest = await player(h)
      expect((await join(honest, team.id)).status).toBe(200)
      // The guesser is stopped at this team, even with the right password.
      const stopped = await join(guesser, team.id)
      expect(refusal(stopped)).toEqual([429, 'throttled'])
      expect(Number(stopped.headers.get('Retry-After'))).toBe(15 * 60)
      // Another account that gets it wrong once is held to the team's count from then on.
      const second = await player(h)
      expect(refusal(await join(second, team.id, 'wrong-again'))).toEqual([400, undefined])
      expect(refusal(await join(second, team.id))).toEqual([429, 'throttled'])
      // A window later the guesser may try again.
      h.clock.advance(15 * 60)
      expect((await join(await fresh(guesser), team.id)).status).toBe(200)
    })

    it('counts no attempt refused before the password is looked at', async () => {
      const tournament = await openTournament(h, { teamPlayers: 1, teamSubstitutes: 0 })
      const team = teamOf(await create(await player(h), tournament.id))
      const someone = await player(h)
      for (let i = 0; i < 25; i += 1) {
        expect(refusal(await join(someone, team.id, `wrong-${i}`))).toEqual([409, 'team_full'])
      }
      // 25 refusals, more than the 20 wrong passwords a user may type: none counted.
      const open = teamOf(await create(await player(h), (await openTournament(h)).id))
      expect(refusal(await join(someone, open.id, 'wrong'))).toEqual([400, undefined])
      expect((await join(someone, open.id)).status).toBe(200)
    })
  })
})

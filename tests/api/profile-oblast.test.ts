/**
 * The player's region (docs/alerts.md) through PATCH and GET /profile on PGlite and PostgreSQL: opt-in
 * (none until chosen), set and cleared, an unknown id refused as a translated field error and by the
 * database itself, and never shown to anyone else: not in a team's page for its captain or its
 * players, nor in the public list of a tournament's teams.
 */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { membersPath, teamPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { users } from '#server/platform/db/schema.ts'
import { useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { profileOf, signedInByEmail } from './support/profile.ts'
import { freshTeamName, openTournament, player, teamForm, teamOf } from './support/teams.ts'

describe.each(backends)('the player’s oblast on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const patch = (bearer: string, body: unknown, en = false) =>
    h.patch(PROFILE_PATHS.profile, body, { bearer, en })
  const stored = async (id: string) =>
    (await h.db.select({ oblast: users.oblast }).from(users).where(eq(users.id, id)))[0]?.oblast

  it('is not set until the player chooses one; then it is set, shown to them, and cleared', async () => {
    const { user, tokens } = await signedInByEmail(h)
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: tokens.access })).oblast).toBeNull()

    const set = await patch(tokens.access, { oblast: 'kyiv-city' })
    expect(set.status).toBe(200)
    expect(profileOf(set).oblast).toBe('kyiv-city')
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: tokens.access })).oblast).toBe('kyiv-city')
    expect(await stored(user.id)).toBe('kyiv-city')

    // Another save without it keeps it.
    expect(profileOf(await patch(tokens.access, { first_name: 'Олена' })).oblast).toBe('kyiv-city')

    const cleared = await patch(tokens.access, { oblast: '' })
    expect(profileOf(cleared).oblast).toBeNull()
    expect(await stored(user.id)).toBeNull()
  })

  it('refuses a region that is not one of the 27 as a field error, in the language of the URL', async () => {
    const { user, tokens } = await signedInByEmail(h)
    await patch(tokens.access, { oblast: 'lviv' })
    const en = await patch(tokens.access, { oblast: 'moscow' }, true)
    expect(en).toMatchObject({ status: 400 })
    expect(en.body).toEqual({ oblast: [{ code: 'invalid', params: {}, message: 'Invalid value' }] })
    const uk = await patch(tokens.access, { oblast: 'Lviv' })
    expect(uk.body).toEqual({ oblast: [{ code: 'invalid', params: {}, message: 'Некоректне значення' }] })
    expect((await patch(tokens.access, { oblast: 14 })).status).toBe(400)
    expect((await patch(tokens.access, { oblast: null })).status).toBe(400)
    expect(await stored(user.id)).toBe('lviv')
  })

  it('is refused by the database too, whatever writes it', async () => {
    const { user } = await signedInByEmail(h)
    await expect(
      h.db.execute(sql`update users set oblast = 'moscow' where id = ${user.id}`),
    ).rejects.toThrow()
    expect(await stored(user.id)).toBeNull()
  })

  it('never reaches another player: not in the team for its captain or players, nor in public lists', async () => {
    const captain = await player(h, { oblast: 'kharkiv' })
    const joiner = await player(h, { oblast: 'odesa' })
    const tournament = await openTournament(h)
    const team = teamOf(
      await h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), { bearer: captain.bearer }),
    )
    h.clock.advance(1)
    expect(
      (await h.post(membersPath(team.id), { password: 'secret-42' }, { bearer: joiner.bearer })).status,
    ).toBe(200)

    const seen = [
      await h.get(teamPath(team.id), { bearer: captain.bearer }),
      await h.get(teamPath(team.id), { bearer: joiner.bearer }),
      await h.get(tournamentTeamsPath(tournament.id)),
      await h.get(tournamentTeamsPath(tournament.slug), { en: true }),
    ]
    for (const answer of seen) {
      expect(answer.status).toBe(200)
      const text = JSON.stringify(answer.body)
      // Both players are in every answer, their regions in none.
      expect(text).toContain(captain.user.username)
      for (const hidden of ['oblast', 'kharkiv', 'odesa']) expect(text).not.toContain(hidden)
    }
    // Each still has it on their own profile.
    expect(profileOf(await h.get(PROFILE_PATHS.profile, { bearer: joiner.bearer })).oblast).toBe('odesa')
  })
})

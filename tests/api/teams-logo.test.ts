/**
 * The team logo's limits through the real team route (`POST /teams/{teamId}/logo`), on PGlite and
 * PostgreSQL: V2.4.1 a captain uploads at most 30 logos an hour (refused images count too: each costs
 * the server its work), told when to try again, without taking anything from other captains; and
 * V5.2.1 the image limits of spec §5/§9 hold for logos as for avatars: 10 MB, an SVG 1 MB. The numbers
 * are the rules' own, written out here.
 */
import { describe, expect, it } from 'vitest'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { teamLogoPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { gif, padPng, png } from './support/images.ts'
import { freshTeamName, openTournament, type Player, player, teamForm, teamOf } from './support/teams.ts'

const form = (bytes: Uint8Array, name: string, type: string): FormData => {
  const body = new FormData()
  body.append(UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type }), name)
  return body
}

const fieldCodes = (answer: JsonAnswer): unknown =>
  ((answer.body as Record<string, Array<{ code: string; params: unknown }>>)[UPLOAD_FIELD] ?? []).map(
    ({ code, params }) => ({ code, params }),
  )

describe.each(backends)('team logo limits on $name', (backend) => {
  const h = useAccountsHarness(backend)

  /** A captain of a new team in a new tournament. */
  const captainOfTeam = async (): Promise<{ captain: Player; team: Team }> => {
    const tournament = await openTournament(h)
    const captain = await player(h)
    const team = teamOf(
      await h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), { bearer: captain.bearer }),
    )
    return { captain, team }
  }
  const uploadLogo = (who: Player, team: Team, body: FormData) =>
    h.postForm(teamLogoPath(team.id), body, { bearer: who.bearer })

  describe('V2.4.1 at most 30 logo uploads per captain an hour', () => {
    it('counts refused images too; the 31st is 429 for an hour, to the second; other captains go on', async () => {
      const { captain, team } = await captainOfTeam()
      const notAnImage = form(await gif(), 'logo.gif', 'image/gif')
      for (let upload = 1; upload <= 29; upload += 1) {
        expect((await uploadLogo(captain, team, notAnImage)).status, `upload ${upload}`).toBe(400)
      }
      const logo = form(await png({ width: 64, height: 64 }), 'logo.png', 'image/png')
      expect((await uploadLogo(captain, team, logo)).status).toBe(200)

      const refused = await uploadLogo(captain, team, logo)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ code: 'throttled' })
      // The 30 uploads were made at one instant: the first leaves the hour's window in 3,600 s.
      expect(refused.headers.get('Retry-After')).toBe('3600')

      // Another captain is not throttled by this one.
      const other = await captainOfTeam()
      expect((await uploadLogo(other.captain, other.team, logo)).status).toBe(200)

      h.clock.advance(3_599)
      // The access token of an hour ago has expired: the same captain signs in again.
      const again = { ...captain, bearer: (await h.accounts.tokens.startSession(captain.user)).access }
      const almost = await uploadLogo(again, team, logo)
      expect(almost.status).toBe(429)
      expect(almost.headers.get('Retry-After')).toBe('1')
      h.clock.advance(1)
      expect((await uploadLogo(again, team, logo)).status).toBe(200)
    })
  })

  describe('V5.2.1 a logo is at most 10 MB, an SVG logo at most 1 MB', () => {
    it('stores a PNG logo of exactly 10 MB and refuses one byte more with 413', async () => {
      const { captain, team } = await captainOfTeam()
      const exact = padPng(await png({ width: 64, height: 64 }), 10 * 1024 * 1024)
      expect((await uploadLogo(captain, team, form(exact, 'logo.png', 'image/png'))).status).toBe(200)
      const over = padPng(await png({ width: 64, height: 64 }), 10 * 1024 * 1024 + 1)
      const refused = await uploadLogo(captain, team, form(over, 'logo.png', 'image/png'))
      expect(refused.status).toBe(413)
      expect(fieldCodes(refused)).toEqual([{ code: 'imageTooLarge', params: { max: 10 } }])
    })

    it('refuses an SVG logo of 1 MB + 1 byte with 413 and the SVG limit', async () => {
      const { captain, team } = await captainOfTeam()
      const start = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/><!--'
      const end = '--></svg>'
      const over = new TextEncoder().encode(
        `${start}${'a'.repeat(1024 * 1024 + 1 - start.length - end.length)}${end}`,
      )
      expect(over.length).toBe(1024 * 1024 + 1)
      const refused = await uploadLogo(captain, team, form(over, 'logo.svg', 'image/svg+xml'))
      expect(refused.status).toBe(413)
      expect(fieldCodes(refused)).toEqual([{ code: 'svgTooLarge', params: { max: 1 } }])
    })
  })
})

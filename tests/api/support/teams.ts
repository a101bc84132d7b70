/**
 * Tournaments and players for the teams' API tests: a published tournament whose registration window
 * holds the harness's clock (or any other dates), and users written straight into the database with
 * a complete profile (or not), signed in through the token service the browser's session uses.
 */

import { Schema } from 'effect'
import sharp from 'sharp'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { Team } from '#core/teams/team.schema.ts'
import { type NewTournamentRow, tournaments, type UserRow, users } from '#server/platform/db/schema.ts'
import type { AccountsHarness, JsonAnswer } from './accounts.ts'
import { freshEmail, freshNickname } from './accounts.ts'

const HOUR = 60 * 60 * 1000

let serial = 0

export interface TournamentFixture {
  readonly id: string
  readonly slug: string
  readonly name: string
}

/**
 * A published tournament (slots 8, teams of 2 players + 1 substitute unless told) whose registration
 * opened a day before the clock and closes two days after it; games a day later.
 */
export const openTournament = async (
  h: AccountsHarness,
  overrides: Partial<NewTournamentRow> = {},
): Promise<TournamentFixture> => {
  serial += 1
  const now = h.clock.now().getTime()
  const slug = `teams-test-${process.pid}-${serial}`
  const name = `Teams test ${serial}`
  const [row] = await h.db
    .insert(tournaments)
    .values({
      slug,
      name,
      game: 'Counter-Strike 2',
      format: '2v2',
      status: 'published',
      slots: 8,
      teamPlayers: 2,
      teamSubstitutes: 1,
      registrationStart: new Date(now - 24 * HOUR),
      registrationEnd: new Date(now + 48 * HOUR),
      gamesStart: new Date(now + 72 * HOUR),
      gamesEnd: new Date(now + 96 * HOUR),
      ...overrides,
    })
    .returning({ id: tournaments.id })
  if (!row) throw new Error('no tournament')
  return { id: row.id, slug, name }
}

export interface Player {
  readonly user: UserRow
  readonly bearer: string
}

let phoneSerial = 0
/** A number of the 050 range, which the accounts' own tests do not use. */
const freshPlayerPhone = (): string => {
  phoneSerial += 1
  return `+38050${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`
}

/** A user with every field a tournament needs filled in (unless `profile` empties some), signed in. */
export const player = async (
  h: AccountsHarness,
  profile: Partial<typeof users.$inferInsert> = {},
): Promise<Player> => {
  const nickname = freshNickname('p')
  const [user] = await h.db
    .insert(users)
    .values({
      username: nickname,
      email: freshEmail(nickname),
      emailVerifiedAt: h.clock.now(),
      phone: freshPlayerPhone(),
      firstName: 'Test',
      lastName: 'Player',
      playingDevice: 'PC',
      inputDevice: 'keyboard',
      discord: `${nickname}#0001`,
      telegram: `@${nickname}`,
      ...profile,
    })
    .returning()
  if (!user) throw new Error('no user')
  const tokens = await h.accounts.tokens.startSession(user)
  return { user, bearer: tokens.access }
}

export const teamForm = (name: string, overrides: Record<string, string> = {}) => ({
  name,
  captain_discord: 'captain#1234',
  description: 'We play to win.',
  join_password: 'secret-42',
  ...overrides,
})

/** The decoded Team of an answer (throws when the body is not one). */
export const teamOf = (answer: JsonAnswer): Team => Schema.decodeUnknownSync(Team)(answer.body)

let teamSerial = 0
export const freshTeamName = (): string => {
  teamSerial += 1
  return `Team ${process.pid % 1000}-${teamSerial}`
}

/** The invitation code of the team's link (the captain's view), for joining by link. */
export const inviteCodeOf = (team: Team): string => {
  const code = team.invite_url?.split('/').at(-1)
  if (!code) throw new Error('no invite url')
  return code
}

/** A logo upload's form: a real 64x64 PNG under the upload's field name. */
export const pngLogoForm = async (): Promise<FormData> => {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png')
  return form
}

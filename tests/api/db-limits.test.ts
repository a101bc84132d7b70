/**
 * The database refuses what the schemas refuse (server/platform/db/checks.ts): a row at each limit is
 * kept, one past it is refused by the table's CHECK, on PGlite and PostgreSQL. The limits are written
 * here by hand, from the schemas' documented rules (docs/teams.md, the profile and news forms), not
 * read from the constants the checks are built from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { newsItems, teams, type teams as teamsTable, tournaments, users } from '#server/platform/db/schema.ts'
import { backends, type TestDatabase } from './support/database.ts'

const HOUR = 60 * 60 * 1000

/** The CHECK constraint a write broke (PostgreSQL's check_violation), or undefined when it was kept. */
const refusedBy = async (write: () => Promise<unknown>): Promise<string | undefined> => {
  try {
    await write()
    return undefined
  } catch (error) {
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      const { code, constraint } = current as { readonly code?: unknown; readonly constraint?: unknown }
      if (code === '23514') return typeof constraint === 'string' ? constraint : current.message
    }
    throw error
  }
}

describe.each(backends)('the database keeps the schemas’ limits on $name', (backend) => {
  let database: TestDatabase
  let db: AppDatabase
  let captainId: string
  let tournamentId: string
  let serial = 0

  beforeAll(async () => {
    database = await backend.open()
    db = database.database.db
    const [captain] = await db.insert(users).values({ username: 'limits_captain' }).returning()
    const now = Date.now()
    const [tournament] = await db
      .insert(tournaments)
      .values({
        slug: 'limits-cup',
        name: 'Limits cup',
        game: 'Counter-Strike 2',
        format: '5v5',
        status: 'published',
        slots: 8,
        registrationStart: new Date(now - HOUR),
        registrationEnd: new Date(now + HOUR),
        gamesStart: new Date(now + 2 * HOUR),
        gamesEnd: new Date(now + 3 * HOUR),
      })
      .returning()
    if (!captain || !tournament) throw new Error('fixture rows missing')
    captainId = captain.id
    tournamentId = tournament.id
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const team = (fields: Partial<typeof teamsTable.$inferInsert>) => () => {
    serial += 1
    return db.insert(teams).values({
      tournamentId,
      name: `Team ${serial}`,
      captainId,
      captainDiscord: 'captain',
      ...fields,
    })
  }
  const user = (fields: Partial<typeof users.$inferInsert>) => () => {
    serial += 1
    return db.insert(users).values({ username: `limits_${serial}`, ...fields })
  }

  it('keeps a team name of 2 to 32 characters, counted as characters, and refuses 1 or 33', async () => {
    expect(await refusedBy(team({ name: 'ab' }))).toBeUndefined()
    expect(await refusedBy(team({ name: 'n'.repeat(32) }))).toBeUndefined()
    expect(await refusedBy(team({ name: '🔥'.repeat(32) }))).toBeUndefined()
    expect(await refusedBy(team({ name: 'a' }))).toContain('teams_name_length')
    expect(await refusedBy(team({ name: '😀' }))).toContain('teams_name_length')
    expect(await refusedBy(team({ name: 'n'.repeat(33) }))).toContain('teams_name_length')
  })

  it('keeps a captain’s Discord of 2 to 64 characters and a description of up to 500', async () => {
    expect(await refusedBy(team({ captainDiscord: 'ab' }))).toBeUndefined()
    expect(await refusedBy(team({ captainDiscord: 'd'.repeat(64) }))).toBeUndefined()
    expect(await refusedBy(team({ captainDiscord: '' }))).toContain('teams_captain_discord_length')
    expect(await refusedBy(team({ captainDiscord: 'd'.repeat(65) }))).toContain(
      'teams_captain_discord_length',
    )
    expect(await refusedBy(team({ description: 'w'.repeat(500) }))).toBeUndefined()
    expect(await refusedBy(team({ description: 'w'.repeat(501) }))).toContain('teams_description_length')
  })

  it('keeps invite codes of 43 base64url characters only', async () => {
    expect(await refusedBy(team({ inviteCode: `${'A'.repeat(41)}-_` }))).toBeUndefined()
    expect(await refusedBy(team({ inviteCode: 'B'.repeat(42) }))).toContain('teams_invite_code_shape')
    expect(await refusedBy(team({ inviteCode: 'C'.repeat(44) }))).toContain('teams_invite_code_shape')
    expect(await refusedBy(team({ inviteCode: `${'D'.repeat(42)}+` }))).toContain('teams_invite_code_shape')
  })

  it('keeps the five team states and the four drop reasons, nothing else', async () => {
    for (const state of ['registered', 'confirmed', 'checked_in', 'waitlisted', 'dropped'] as const) {
      expect(await refusedBy(team({ state }))).toBeUndefined()
    }
    for (const droppedReason of ['incomplete', 'no_check_in', 'rejected', 'withdrawn'] as const) {
      expect(await refusedBy(team({ state: 'dropped', droppedReason }))).toBeUndefined()
    }
    expect(await refusedBy(team({ state: 'lost' as never }))).toContain('teams_state_valid')
    expect(await refusedBy(team({ state: 'dropped', droppedReason: 'bored' as never }))).toContain(
      'teams_dropped_reason_valid',
    )
  })

  it('keeps a nickname of 3 to 24 characters, profile texts of up to 50 and social handles of up to 64', async () => {
    expect(await refusedBy(user({ username: `😀${serial}x` }))).toBeUndefined()
    expect(await refusedBy(user({ username: `u${'v'.repeat(21)}${serial % 10}z` }))).toBeUndefined()
    expect(await refusedBy(user({ username: '😀a' }))).toContain('users_username_length')
    expect(await refusedBy(user({ username: 'u'.repeat(25) }))).toContain('users_username_length')
    expect(
      await refusedBy(user({ firstName: 'f'.repeat(50), playingDevice: 'p'.repeat(50) })),
    ).toBeUndefined()
    expect(await refusedBy(user({ lastName: 'l'.repeat(51) }))).toContain('users_profile_text_length')
    expect(await refusedBy(user({ playingDevice: 'p'.repeat(51) }))).toContain('users_profile_text_length')
    expect(await refusedBy(user({ discord: 'd'.repeat(64), instagram: 'i'.repeat(64) }))).toBeUndefined()
    expect(await refusedBy(user({ telegram: 't'.repeat(65) }))).toContain('users_social_handle_length')
  })

  it('keeps news texts within the news form’s limits', async () => {
    const item = (id: string, title: string) => () =>
      db.insert(newsItems).values({
        id,
        category: 'news',
        titleEn: title,
        summaryEn: 'Summary',
        bodyEn: 'Body',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
    expect(await refusedBy(item('at-the-limit', 't'.repeat(160)))).toBeUndefined()
    expect(await refusedBy(item('past-the-limit', 't'.repeat(161)))).toContain('news_items_text_length')
    expect(await refusedBy(item('Not-A-Slug', 'Title'))).toContain('news_items_id_slug')
  })
})

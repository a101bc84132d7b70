/**
 * Migration 0017 renames the role `admin` to `organiser` (ADR 0059) on PGlite and PostgreSQL: a
 * database of the release before it, with an admin, a moderator and a player, keeps all three, the
 * admin as an organiser; and from then on the database refuses `admin`.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '#server/platform/db/migrate.ts'
import { users } from '#server/platform/db/schema.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { migrateUpTo } from './support/migrations.ts'

describe.each(backends)('the organiser role migration on $name', (backend) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await backend.open({ migrated: false })
  })
  afterAll(() => test.dispose())

  it('turns every admin into an organiser and keeps the other roles', async () => {
    const { database } = test
    await migrateUpTo(database, '0017_organiser_role')
    // Written as the release before wrote it: `admin` was a role then.
    await database.db.execute(
      sql`insert into users (username, role) values ('old_admin', 'admin'), ('old_mod', 'moderator'), ('old_player', 'player')`,
    )
    await migrate(database)
    const roles = await database.db
      .select({ username: users.username, role: users.role })
      .from(users)
      .orderBy(users.username)
    expect(roles).toEqual([
      { username: 'old_admin', role: 'organiser' },
      { username: 'old_mod', role: 'moderator' },
      { username: 'old_player', role: 'player' },
    ])
    await expect(
      database.db.execute(sql`update users set role = 'admin' where username = 'old_mod'`),
    ).rejects.toThrow()
    const [mod] = await database.db.select().from(users).where(eq(users.username, 'old_mod'))
    expect(mod?.role).toBe('moderator')
  })
})

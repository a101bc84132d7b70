/**
 * The audit log's foundation (ADR 0059) on PGlite and PostgreSQL: an entry is written in the
 * transaction of the change it records (never outside one, gone with a rollback), the table refuses
 * UPDATE, DELETE and TRUNCATE whoever asks, its checks refuse an entry without an actor or with
 * both an actor and a system way, and the reader filters and pages newest first.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuditLog, createAuditLog, type NewAuditEntry } from '#server/audit/index.ts'
import { auditEntries, users } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { backends, type TestDatabase } from './support/database.ts'

const T0 = new Date('2031-03-01T10:00:00Z')
const TOURNAMENT = '11111111-1111-4111-8111-111111111111'

describe.each(backends)('the audit log on $name', (backend) => {
  let test: TestDatabase
  let log: AuditLog
  let userId: string
  let actorId: string
  beforeAll(async () => {
    test = await backend.open()
    log = createAuditLog(test.database.db)
    const [user, actor] = await test.database.db
      .insert(users)
      .values([{ username: 'audited_user' }, { username: 'audit_actor' }])
      .returning({ id: users.id })
    if (!user || !actor) throw new Error('no users')
    userId = user.id
    actorId = actor.id
  })
  afterAll(() => test.dispose())

  const db = () => test.database.db
  const entry = (overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
    at: T0,
    actor: { via: 'cli' },
    kind: 'role.granted',
    subject: { type: 'user', id: userId },
    before: { role: 'player' },
    after: { role: 'moderator' },
    ...overrides,
  })
  const record = (...entries: NewAuditEntry[]) =>
    inTransaction(db(), async () => {
      for (const one of entries) await log.record(one)
    })
  const count = async () => (await db().select().from(auditEntries)).length

  it('is written in the transaction of its change: never outside one, gone with a rollback', async () => {
    const before = await count()
    await expect(log.record(entry())).rejects.toThrow(/transaction/)
    await expect(
      inTransaction(db(), async (tx) => {
        await tx.update(users).set({ role: 'moderator' }).where(eq(users.id, userId))
        await log.record(entry())
        throw new Error('the change fails after its entry')
      }),
    ).rejects.toThrow('the change fails')
    const [user] = await db().select({ role: users.role }).from(users).where(eq(users.id, userId))
    expect(user?.role).toBe('player')
    expect(await count()).toBe(before)
  })

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await record(entry({ kind: 'account.disabled', before: { disabled: false }, after: { disabled: true } }))
    const rows = await db().select().from(auditEntries)
    const [first] = rows
    if (!first) throw new Error('no entry')
    await expect(
      db()
        .update(auditEntries)
        .set({ after: { disabled: false } })
        .where(eq(auditEntries.id, first.id)),
    ).rejects.toThrow()
    await expect(db().delete(auditEntries).where(eq(auditEntries.id, first.id))).rejects.toThrow()
    await expect(db().delete(auditEntries)).rejects.toThrow()
    await expect(db().execute(sql`truncate audit_entries`)).rejects.toThrow()
    expect(await db().select().from(auditEntries)).toEqual(rows)
  })

  it('refuses an entry with no actor, or with both a person and a system way', async () => {
    const before = await count()
    const raw = (actor: string | null, via: string | null) =>
      db().execute(
        sql`insert into audit_entries (at, actor_id, via, kind, subject_type, subject_id) values (${T0}, ${actor}, ${via}, 'role.granted', 'user', ${userId})`,
      )
    await expect(raw(null, null)).rejects.toThrow()
    await expect(raw(actorId, 'cli')).rejects.toThrow()
    await expect(raw(null, 'console')).rejects.toThrow()
    expect(await count()).toBe(before)
  })

  it('names a Discord user exactly when the way is Discord, with or without the account they linked', async () => {
    const before = await count()
    const raw = (
      actor: string | null,
      via: string | null,
      discordId: string | null,
      username: string | null,
    ) =>
      db().execute(
        sql`insert into audit_entries (at, actor_id, via, discord_user_id, discord_username, kind, subject_type, subject_id) values (${T0}, ${actor}, ${via}, ${discordId}, ${username}, 'team.confirmed', 'team', ${userId})`,
      )
    // Discord without its user, a Discord user without the way, another way with a Discord user.
    await expect(raw(null, 'discord', null, null)).rejects.toThrow()
    await expect(raw(null, 'discord', '123456789012345678', null)).rejects.toThrow()
    await expect(raw(actorId, null, '123456789012345678', 'mod')).rejects.toThrow()
    await expect(raw(null, 'cli', '123456789012345678', 'mod')).rejects.toThrow()
    // An id that is no snowflake, an empty name.
    await expect(raw(null, 'discord', 'mod#0001', 'mod')).rejects.toThrow()
    await expect(raw(null, 'discord', '123456789012345678', '')).rejects.toThrow()
    expect(await count()).toBe(before)

    const discordUser = { id: '123456789012345678', username: 'kyiv_mod' }
    const [linkedUser] = await db()
      .insert(users)
      .values({ username: 'linked_mod' })
      .returning({ id: users.id })
    if (!linkedUser) throw new Error('no user')
    await record(
      entry({ kind: 'team.confirmed', actor: { via: 'discord', discordUser, userId: undefined } }),
      entry({ kind: 'team.rejected', actor: { via: 'discord', discordUser, userId: linkedUser.id } }),
    )
    const listed = await log.list({ kind: 'team.confirmed', page: 1, pageSize: 50 })
    expect(listed.results).toMatchObject([
      { via: 'discord', discord_user: discordUser, actor_id: null, actor_name: null },
    ])
    // The linked account is the entry's actor: the person's filter finds it.
    const linked = await log.list({ actorId: linkedUser.id, page: 1, pageSize: 50 })
    expect(linked.results).toMatchObject([
      {
        kind: 'team.rejected',
        via: 'discord',
        discord_user: discordUser,
        actor_id: linkedUser.id,
        actor_name: 'linked_mod',
      },
    ])
  })

  it('lists newest first with the actor’s nickname, filtered by tournament, actor and kind, by pages', async () => {
    const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)
    await record(
      entry({ at: at(10), actor: { userId: actorId }, tournamentId: TOURNAMENT }),
      entry({ at: at(20), actor: { userId: actorId }, kind: 'role.revoked', after: { role: 'player' } }),
      entry({ at: at(30), actor: { via: 'env' }, kind: 'account.password_set', before: null, after: null }),
    )
    const list = (filter: Partial<Parameters<AuditLog['list']>[0]>) =>
      log.list({ page: 1, pageSize: 50, ...filter })
    const mine = await list({ actorId })
    expect(mine.count).toBe(2)
    expect(mine.results.map((one) => [one.kind, one.at, one.actor_name])).toEqual([
      ['role.revoked', at(20).toISOString(), 'audit_actor'],
      ['role.granted', at(10).toISOString(), 'audit_actor'],
    ])
    expect((await list({ tournamentId: TOURNAMENT })).results).toEqual([mine.results[1]])
    expect((await list({ kind: 'account.password_set' })).results).toMatchObject([
      { via: 'env', actor_id: null, actor_name: null, discord_user: null, before: null, after: null },
    ])
    const everything = await list({})
    expect(everything.results[0]?.kind).toBe('account.password_set')
    const pages = [await list({ pageSize: 2 }), await list({ pageSize: 2, page: 2 })]
    expect(pages.flatMap((page) => page.results)).toEqual(everything.results.slice(0, 4))
    expect(pages.map((page) => page.count)).toEqual([everything.count, everything.count])
  })
})

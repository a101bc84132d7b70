/**
 * `npm run admin -- grant|revoke` (ADR 0059) on PGlite and PostgreSQL: finds the account by e-mail,
 * phone (typed any usual way) or nickname (any case), changes its role as the system (`via: 'cli'`
 * in the audit log), tells what it did, and answers exit codes a script can test. `adminMain` opens
 * the database the environment names: `DATABASE_URL`, or the embedded one in `DATA_DIR` — refused,
 * with a clear message, while another holder (a running server) has it open.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EXIT, ADMIN_USAGE, adminMain, runAdmin } from '#server/accounts/admin-cli.ts'
import { openDatabase } from '#server/platform/db/client.ts'
import { auditEntries, users } from '#server/platform/db/schema.ts'
import { backends, type TestDatabase } from './support/database.ts'

const AT = new Date('2031-05-01T12:00:00Z')

describe.each(backends)('the admin CLI on $name', (backend) => {
  let test: TestDatabase
  let player: { id: string; username: string }
  beforeAll(async () => {
    test = await backend.open()
    const [row] = await test.database.db
      .insert(users)
      .values({ username: 'Cli_Player', email: 'cli.player@example.com', phone: '+380671112233' })
      .returning({ id: users.id, username: users.username })
    if (!row) throw new Error('no user')
    player = row
  })
  afterAll(() => test.dispose())

  /** Runs a command; answers its exit code and what it printed. */
  const run = async (...args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runAdmin(args, {
      db: test.database.db,
      now: () => AT,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  const roleOf = async () =>
    (await test.database.db.select({ role: users.role }).from(users).where(eq(users.id, player.id)))[0]?.role
  const entries = async () =>
    (await test.database.db.select().from(auditEntries).where(eq(auditEntries.subjectId, player.id))).sort(
      (a, b) => a.id - b.id,
    )

  it('grants a role by e-mail, phone or nickname, and revokes it, each an audit entry of the CLI', async () => {
    expect(await run('grant', 'CLI.Player@example.com', 'moderator')).toEqual({
      code: ADMIN_EXIT.done,
      out: `Cli_Player (${player.id}): player → moderator.`,
      err: '',
    })
    expect(await roleOf()).toBe('moderator')
    expect((await run('grant', '067 111 22 33', 'organiser')).code).toBe(ADMIN_EXIT.done)
    expect(await roleOf()).toBe('organiser')
    expect(await run('revoke', 'cli_player')).toMatchObject({
      code: ADMIN_EXIT.done,
      out: `Cli_Player (${player.id}): organiser → player (revoked).`,
    })
    expect(await roleOf()).toBe('player')
    expect(
      (await entries()).map(({ at, actorId, via, kind, before, after }) => ({
        at,
        actorId,
        via,
        kind,
        before,
        after,
      })),
    ).toEqual([
      {
        at: AT,
        actorId: null,
        via: 'cli',
        kind: 'role.granted',
        before: { role: 'player' },
        after: { role: 'moderator' },
      },
      {
        at: AT,
        actorId: null,
        via: 'cli',
        kind: 'role.granted',
        before: { role: 'moderator' },
        after: { role: 'organiser' },
      },
      {
        at: AT,
        actorId: null,
        via: 'cli',
        kind: 'role.revoked',
        before: { role: 'organiser' },
        after: { role: 'player' },
      },
    ])
  })

  it('says so when the role is there already, and records nothing', async () => {
    const before = (await entries()).length
    expect(await run('revoke', '+380671112233')).toMatchObject({
      code: ADMIN_EXIT.done,
      out: `Cli_Player (${player.id}) is player already: nothing changed.`,
    })
    expect(await entries()).toHaveLength(before)
  })

  it('answers exit code 1 for nobody, and 2 with the usage for a command that does not decode', async () => {
    for (const who of ['nobody@example.com', '0999999999', 'no_such_player', 'x'.repeat(200)]) {
      expect(await run('grant', who, 'moderator')).toMatchObject({ code: ADMIN_EXIT.notFound, out: '' })
    }
    for (const args of [
      [],
      ['grant', 'cli_player'],
      ['grant', 'cli_player', 'admin'],
      ['revoke', 'cli_player', 'organiser'],
      ['promote', 'cli_player', 'organiser'],
      ['grant', '', 'moderator'],
      ['grant', 'x'.repeat(300), 'moderator'],
    ]) {
      expect(await run(...args)).toEqual({ code: ADMIN_EXIT.usage, out: '', err: ADMIN_USAGE })
    }
    expect(await roleOf()).toBe('player')
  })

  it('runs whole on the database the environment names', async () => {
    const env = { DATA_DIR: test.dataDir, ...(test.url === undefined ? {} : { DATABASE_URL: test.url }) }
    const embedded = test.url === undefined
    // The embedded database is one process's: the test lets go of it first.
    if (embedded) await test.database.close()
    const out: string[] = []
    const code = await adminMain(['grant', 'cli_player', 'moderator'], env, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    })
    expect([code, out]).toEqual([ADMIN_EXIT.done, [`Cli_Player (${player.id}): player → moderator.`]])
    if (embedded) {
      const reopened = await openDatabase({ dataDir: test.dataDir })
      const { dispose } = test
      test = { ...test, database: reopened, dispose: () => reopened.close().then(dispose) }
    }
    expect(await roleOf()).toBe('moderator')
  })
})

describe('the admin CLI on an embedded database a server holds', () => {
  it('refuses with a clear message and exit code 3, and changes nothing', async () => {
    const [pglite] = backends
    if (!pglite) throw new Error('no backend')
    const test = await pglite.open()
    try {
      const err: string[] = []
      const code = await adminMain(
        ['grant', 'anyone', 'organiser'],
        { DATA_DIR: test.dataDir },
        { out: () => {}, err: (line) => err.push(line) },
      )
      expect(code).toBe(ADMIN_EXIT.locked)
      expect(err.join('\n')).toContain('already in use')
      expect(err.join('\n')).toContain('stop the server')
    } finally {
      await test.dispose()
    }
  })
})

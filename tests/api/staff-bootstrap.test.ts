/**
 * The staff the system makes (ADR 0059), on PGlite and PostgreSQL: the organiser of `ADMIN_EMAIL` and
 * `ADMIN_PASSWORD` at every start (idempotent; a new password replaces the old one and ends its
 * sessions; a refused password stops the start without showing it), and the embedded demo's organiser
 * and moderator with their passwords generated once into `DATA_DIR/demo-staff.json` (owner-only).
 * Every change is an audit entry of the system, and none of them holds a password or a hash.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF, DEMO_STAFF_FILE, type DemoStaffFile } from '#server/accounts/demo-staff.ts'
import { WeakStaffPassword } from '#server/accounts/staff-bootstrap.ts'
import { auditEntries, users } from '#server/platform/db/schema.ts'
import { freshEmail, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { player } from './support/teams.ts'

const folders: string[] = []
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})
const freshDataDir = async (): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), 'esports-staff-'))
  folders.push(folder)
  return folder
}

describe.each(backends)('staff the system makes on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const accountsOf = (email: string) =>
    h.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`)
  const entriesAbout = async (userId: string) =>
    (await h.db.select().from(auditEntries).where(eq(auditEntries.subjectId, userId))).sort(
      (a, b) => a.id - b.id,
    )
  const signsIn = async (email: string, password: string) =>
    (await h.accounts.gateway.signInWithPassword({ email, password, ip: '10.200.0.1' })).ok
  /** No entry holds anything of a password: neither the password nor its hash. */
  const expectNoSecrets = async (userId: string, password: string) => {
    const [row] = await h.db.select().from(users).where(eq(users.id, userId))
    const written = JSON.stringify(await entriesAbout(userId))
    expect(written).not.toContain(password)
    if (row?.passwordHash) expect(written).not.toContain(row.passwordHash.split('$').at(-1))
  }

  describe('the organiser of ADMIN_EMAIL', () => {
    it('is created at the first start, an organiser who signs in with ADMIN_PASSWORD', async () => {
      const email = freshEmail('admin')
      const password = 'first organiser of the site'
      expect(await h.accounts.bootstrapOrganiser({ email, password })).toMatchObject({ outcome: 'created' })
      const [account, ...others] = await accountsOf(email)
      expect(others).toEqual([])
      expect(account).toMatchObject({ role: 'organiser', disabled: false, email })
      expect(account?.emailVerifiedAt).toEqual(h.clock.now())
      expect(await signsIn(email, password)).toBe(true)
      if (!account) throw new Error('no account')
      expect(
        (await entriesAbout(account.id)).map(({ kind, actorId, via, before, after }) => ({
          kind,
          actorId,
          via,
          before,
          after,
        })),
      ).toEqual([
        {
          kind: 'account.created',
          actorId: null,
          via: 'env',
          before: null,
          after: { email, username: account.username, role: 'organiser' },
        },
      ])
      await expectNoSecrets(account.id, password)
    })

    it('is left as it is by a start with the same settings: one organiser, no new entry', async () => {
      const email = freshEmail('admin')
      const password = 'the same every start'
      await h.accounts.bootstrapOrganiser({ email, password })
      const [before] = await accountsOf(email)
      if (!before) throw new Error('no account')
      const session = await h.accounts.tokens.startSession(before)
      expect(await h.accounts.bootstrapOrganiser({ email: email.toUpperCase(), password })).toMatchObject({
        outcome: 'unchanged',
      })
      expect(await accountsOf(email)).toEqual([before])
      expect((await entriesAbout(before.id)).map((entry) => entry.kind)).toEqual(['account.created'])
      expect(await h.accounts.gateway.session(session.sessionId)).toBeDefined()
    })

    it('takes a new ADMIN_PASSWORD at the next start, ending the sessions of the old one', async () => {
      const email = freshEmail('admin')
      await h.accounts.bootstrapOrganiser({ email, password: 'the password of old' })
      const [account] = await accountsOf(email)
      if (!account) throw new Error('no account')
      const session = await h.accounts.tokens.startSession(account)
      h.clock.advance(60)
      expect(await h.accounts.bootstrapOrganiser({ email, password: 'a new password now' })).toMatchObject({
        outcome: 'updated',
      })
      expect(await accountsOf(email)).toHaveLength(1)
      expect(await signsIn(email, 'the password of old')).toBe(false)
      expect(await signsIn(email, 'a new password now')).toBe(true)
      expect(await h.accounts.gateway.session(session.sessionId)).toBeUndefined()
      expect(
        (await entriesAbout(account.id)).map(({ kind, via, before, after }) => [kind, via, before, after]),
      ).toEqual([
        ['account.created', 'env', null, expect.anything()],
        ['account.password_set', 'env', null, null],
      ])
      await expectNoSecrets(account.id, 'a new password now')
    })

    it('makes an existing player of that address the organiser', async () => {
      const existing = await player(h)
      const email = existing.user.email ?? ''
      expect(await h.accounts.bootstrapOrganiser({ email, password: 'promoted at start' })).toMatchObject({
        outcome: 'updated',
        user: { id: existing.user.id },
      })
      expect(await accountsOf(email)).toMatchObject([{ id: existing.user.id, role: 'organiser' }])
      expect(
        (await entriesAbout(existing.user.id)).map(({ kind, before, after }) => [kind, before, after]),
      ).toEqual([
        ['role.granted', { role: 'player' }, { role: 'organiser' }],
        ['account.password_set', null, null],
      ])
    })

    it('leaves a disabled account disabled: enabling it is an organiser’s decision', async () => {
      const email = freshEmail('admin')
      await h.accounts.bootstrapOrganiser({ email, password: 'disabled one day' })
      const [account] = await accountsOf(email)
      if (!account) throw new Error('no account')
      await h.setDisabled(account.id, true)
      expect(await h.accounts.bootstrapOrganiser({ email, password: 'disabled one day' })).toMatchObject({
        outcome: 'unchanged',
        user: { disabled: true },
      })
      expect((await accountsOf(email))[0]?.disabled).toBe(true)
    })

    it('refuses a common password or the address itself, without saying the password', async () => {
      for (const [email, password] of [
        [freshEmail('admin'), 'password123'],
        ['Admin.Self@example.com', 'admin.self@example.com'],
      ] as const) {
        const refused = h.accounts.bootstrapOrganiser({ email, password })
        await expect(refused).rejects.toBeInstanceOf(WeakStaffPassword)
        await expect(refused).rejects.toThrow(/^ADMIN_PASSWORD /)
        await refused.catch((error: Error) => expect(error.message).not.toContain(password))
        expect(await accountsOf(email)).toEqual([])
      }
    })
  })

  describe('the demo staff', () => {
    const readCredentials = async (dataDir: string): Promise<DemoStaffFile> =>
      JSON.parse(await readFile(join(dataDir, DEMO_STAFF_FILE), 'utf8')) as DemoStaffFile

    it('are made once with passwords generated into DATA_DIR/demo-staff.json, readable by the owner only', async () => {
      const dataDir = await freshDataDir()
      expect(await h.accounts.seedDemoStaff(dataDir)).toEqual({
        file: join(dataDir, DEMO_STAFF_FILE),
        generated: true,
        accounts: { organiser: 'created', moderator: 'created' },
      })
      expect((await stat(join(dataDir, DEMO_STAFF_FILE))).mode & 0o777).toBe(0o600)
      const credentials = await readCredentials(dataDir)
      expect(credentials.organiser.email).toBe(DEMO_STAFF.organiser.email)
      expect(credentials.moderator.email).toBe(DEMO_STAFF.moderator.email)
      expect(credentials.organiser.password).not.toBe(credentials.moderator.password)
      for (const role of ['organiser', 'moderator'] as const) {
        const { email, password } = credentials[role]
        expect(password.length).toBeGreaterThanOrEqual(20)
        expect(await accountsOf(email)).toMatchObject([{ role, disabled: false }])
        expect(await signsIn(email, password)).toBe(true)
        const [account] = await accountsOf(email)
        if (!account) throw new Error('no account')
        expect((await entriesAbout(account.id)).map(({ kind, via }) => [kind, via])).toEqual([
          ['account.created', 'seed'],
        ])
        await expectNoSecrets(account.id, password)
      }

      // The next start keeps them as they are, and the file too.
      const file = await readFile(join(dataDir, DEMO_STAFF_FILE), 'utf8')
      expect(await h.accounts.seedDemoStaff(dataDir)).toMatchObject({
        generated: false,
        accounts: { organiser: 'kept', moderator: 'kept' },
      })
      expect(await readFile(join(dataDir, DEMO_STAFF_FILE), 'utf8')).toBe(file)
    })

    it('keep a password the demo organiser changed; a deleted file gives them new ones', async () => {
      const dataDir = await freshDataDir()
      await h.accounts.seedDemoStaff(dataDir)
      const first = await readCredentials(dataDir)
      const [organiser] = await accountsOf(first.organiser.email)
      if (!organiser) throw new Error('no organiser')
      await h.db
        .update(users)
        .set({ passwordHash: await h.accounts.hasher.hash('changed in the profile') })
        .where(eq(users.id, organiser.id))
      await h.accounts.seedDemoStaff(dataDir)
      expect(await signsIn(first.organiser.email, 'changed in the profile')).toBe(true)

      await rm(join(dataDir, DEMO_STAFF_FILE))
      expect(await h.accounts.seedDemoStaff(dataDir)).toMatchObject({
        generated: true,
        accounts: { organiser: 'updated', moderator: 'updated' },
      })
      const second = await readCredentials(dataDir)
      expect(second.organiser.password).not.toBe(first.organiser.password)
      expect(await signsIn(second.organiser.email, second.organiser.password)).toBe(true)
      expect(await signsIn(second.moderator.email, second.moderator.password)).toBe(true)
      expect(await signsIn(first.moderator.email, first.moderator.password)).toBe(false)
    })

    it('make a demo account the file names again when it is gone', async () => {
      const dataDir = await freshDataDir()
      await h.accounts.seedDemoStaff(dataDir)
      const credentials = await readCredentials(dataDir)
      await h.db.delete(users).where(eq(users.email, credentials.moderator.email))
      expect(await h.accounts.seedDemoStaff(dataDir)).toMatchObject({
        generated: false,
        accounts: { organiser: 'kept', moderator: 'created' },
      })
      expect(await signsIn(credentials.moderator.email, credentials.moderator.password)).toBe(true)
    })
  })
})

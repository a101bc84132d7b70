/**
 * The organisers' endpoints over accounts and the audit log (issue 24, ADR 0059), through the HTTP app
 * on PGlite and PostgreSQL: granting and withdrawing roles, disabling and enabling accounts (a
 * disabled account's session and refresh token stop working at once), each with its audit entry;
 * who gets what (guests, players and bad tokens the 404 of an unknown path, moderators 403); an
 * organiser cannot demote or disable themselves; and `GET /audit` with its filters and pages.
 */
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { disableUserPath, enableUserPath, userRolePath } from '#core/accounts/staff.api.ts'
import { AUDIT_PATHS, type AuditEntry, AuditPage } from '#core/audit/audit.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { createAuditLog } from '#server/audit/index.ts'
import { auditEntries, users } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'
import { type JsonAnswer, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { type Player, player } from './support/teams.ts'

const UNKNOWN_USER = '00000000-0000-4000-8000-000000000000'

const refusal = (answer: JsonAnswer): [number, unknown] => [
  answer.status,
  (answer.body as { code?: unknown } | null)?.code,
]

describe.each(backends)('staff endpoints on $name', (backend) => {
  const h = useAccountsHarness(backend)
  const audit = () => createAuditLog(h.db)

  /** The entries about one user, oldest first. */
  const entriesAbout = async (userId: string) =>
    (await h.db.select().from(auditEntries).where(eq(auditEntries.subjectId, userId))).sort(
      (a, b) => a.id - b.id,
    )
  const roleOf = async (userId: string) =>
    (await h.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role
  const setRole = (who: Player | undefined, userId: string, role: unknown, en = false) =>
    h.put(userRolePath(userId), { role }, { ...(who ? { bearer: who.bearer } : {}), en })
  const disable = (who: Player | undefined, userId: string) =>
    h.post(disableUserPath(userId), undefined, who ? { bearer: who.bearer } : {})
  const enable = (who: Player | undefined, userId: string) =>
    h.post(enableUserPath(userId), undefined, who ? { bearer: who.bearer } : {})

  describe('roles', () => {
    it('lets an organiser grant and withdraw a role, each change one audit entry with before and after', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h)
      expect(await setRole(organiser, target.user.id, 'moderator')).toMatchObject({
        status: 200,
        body: { id: target.user.id, username: target.user.username, role: 'moderator', disabled: false },
      })
      expect(await roleOf(target.user.id)).toBe('moderator')
      expect((await setRole(organiser, target.user.id, 'organiser')).status).toBe(200)
      expect((await setRole(organiser, target.user.id, 'player')).body).toMatchObject({ role: 'player' })
      expect(await roleOf(target.user.id)).toBe('player')
      const entries = await entriesAbout(target.user.id)
      expect(
        entries.map(({ kind, actorId, via, subjectType, before, after }) => ({
          kind,
          actorId,
          via,
          subjectType,
          before,
          after,
        })),
      ).toEqual([
        {
          kind: 'role.granted',
          actorId: organiser.user.id,
          via: null,
          subjectType: 'user',
          before: { role: 'player' },
          after: { role: 'moderator' },
        },
        {
          kind: 'role.granted',
          actorId: organiser.user.id,
          via: null,
          subjectType: 'user',
          before: { role: 'moderator' },
          after: { role: 'organiser' },
        },
        {
          kind: 'role.revoked',
          actorId: organiser.user.id,
          via: null,
          subjectType: 'user',
          before: { role: 'organiser' },
          after: { role: 'player' },
        },
      ])
      expect(entries.every((entry) => entry.at.getTime() === h.clock.now().getTime())).toBe(true)
    })

    it('answers a role the account has already as done, and records nothing', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h, { role: 'moderator' })
      expect((await setRole(organiser, target.user.id, 'moderator')).body).toMatchObject({
        role: 'moderator',
      })
      expect(await entriesAbout(target.user.id)).toEqual([])
    })

    it('takes effect on the next request: a new moderator decides at once, a demoted one no more', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h)
      const auditAs = (who: Player) => h.get(AUDIT_PATHS.entries, { bearer: who.bearer })
      expect(refusal(await auditAs(target))).toEqual([404, 'not_found'])
      await setRole(organiser, target.user.id, 'moderator')
      expect(refusal(await auditAs(target))).toEqual([403, 'not_organiser'])
      await setRole(organiser, target.user.id, 'organiser')
      expect((await auditAs(target)).status).toBe(200)
      await setRole(organiser, target.user.id, 'player')
      expect(refusal(await auditAs(target))).toEqual([404, 'not_found'])
    })

    it('refuses an organiser taking their own organiser role away, in the language of the path', async () => {
      const organiser = await player(h, { role: 'organiser' })
      for (const role of ['moderator', 'player']) {
        expect(await setRole(organiser, organiser.user.id, role)).toMatchObject({
          status: 409,
          body: {
            code: 'own_role',
            detail: 'Ви не можете забрати в себе роль організатора. Зверніться до іншого організатора.',
          },
        })
      }
      expect((await setRole(organiser, organiser.user.id, 'player', true)).body).toMatchObject({
        code: 'own_role',
        detail: 'You cannot take away your own organiser role. Ask another organiser.',
      })
      // Keeping it is no change.
      expect((await setRole(organiser, organiser.user.id, 'organiser')).status).toBe(200)
      expect(await roleOf(organiser.user.id)).toBe('organiser')
      expect(await entriesAbout(organiser.user.id)).toEqual([])
    })

    it('lets one organiser demote another, who can then demote nobody', async () => {
      const first = await player(h, { role: 'organiser' })
      const second = await player(h, { role: 'organiser' })
      expect((await setRole(first, second.user.id, 'moderator')).status).toBe(200)
      expect(refusal(await setRole(second, first.user.id, 'player'))).toEqual([403, 'not_organiser'])
      expect(await roleOf(first.user.id)).toBe('organiser')
    })

    it('answers any JSON value of role 200 or 400, never a 5xx, and sets only one of the roles', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h)
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const answer = await setRole(organiser, target.user.id, value)
          expect([200, 400]).toContain(answer.status)
          expect(['player', 'moderator', 'organiser']).toContain(await roleOf(target.user.id))
        }),
        { numRuns: 60 },
      )
    })

    it('refuses a role that is not one, and an unknown or malformed account', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h)
      for (const role of ['admin', 'Organiser', '', 7, null]) {
        const answer = await setRole(organiser, target.user.id, role)
        expect(answer.status).toBe(400)
        expect(Object.keys(answer.body as object)).toEqual(['role'])
      }
      expect(refusal(await setRole(organiser, UNKNOWN_USER, 'moderator'))).toEqual([404, 'not_found'])
      expect(refusal(await setRole(organiser, 'not-a-uuid', 'moderator'))).toEqual([404, 'not_found'])
      expect(await entriesAbout(target.user.id)).toEqual([])
    })
  })

  describe('disabling an account', () => {
    it('ends its session and refresh token at once, and enabling it again revives neither', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h)
      const session = await h.accounts.tokens.startSession(target.user)
      expect((await h.get(PROFILE_PATHS.profile, { bearer: session.access })).status).toBe(200)
      expect(await h.accounts.gateway.session(session.sessionId)).toBeDefined()

      expect(await disable(organiser, target.user.id)).toMatchObject({
        status: 200,
        body: { id: target.user.id, disabled: true, role: 'player' },
      })
      // At once: no clock moves.
      expect(refusal(await h.get(PROFILE_PATHS.profile, { bearer: session.access }))).toEqual([
        401,
        'no_active_account',
      ])
      expect((await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: session.refresh })).status).toBe(401)
      expect(await h.accounts.gateway.session(session.sessionId)).toBeUndefined()

      expect(await enable(organiser, target.user.id)).toMatchObject({
        status: 200,
        body: { disabled: false },
      })
      expect(await h.accounts.gateway.session(session.sessionId)).toBeUndefined()
      expect(refusal(await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: session.refresh }))).toEqual([
        401,
        'token_not_valid',
      ])
      expect(refusal(await h.get(PROFILE_PATHS.profile, { bearer: session.access }))).toEqual([
        401,
        'token_not_valid',
      ])
      // A new sign-in works again.
      const again = await h.accounts.tokens.startSession(target.user)
      expect((await h.get(PROFILE_PATHS.profile, { bearer: again.access })).status).toBe(200)

      expect(
        (await entriesAbout(target.user.id)).map(({ kind, actorId, before, after }) => ({
          kind,
          actorId,
          before,
          after,
        })),
      ).toEqual([
        {
          kind: 'account.disabled',
          actorId: organiser.user.id,
          before: { disabled: false },
          after: { disabled: true },
        },
        {
          kind: 'account.enabled',
          actorId: organiser.user.id,
          before: { disabled: true },
          after: { disabled: false },
        },
      ])
    })

    it('answers disabling a disabled account as done, and records nothing more', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const target = await player(h)
      await disable(organiser, target.user.id)
      expect(await disable(organiser, target.user.id)).toMatchObject({
        status: 200,
        body: { disabled: true },
      })
      expect((await entriesAbout(target.user.id)).map((entry) => entry.kind)).toEqual(['account.disabled'])
    })

    it('refuses an organiser disabling themselves', async () => {
      const organiser = await player(h, { role: 'organiser' })
      expect(await disable(organiser, organiser.user.id)).toMatchObject({
        status: 409,
        body: { code: 'own_account', detail: 'Ви не можете вимкнути власний обліковий запис.' },
      })
      expect((await h.get(PROFILE_PATHS.profile, { bearer: organiser.bearer })).status).toBe(200)
      expect(await entriesAbout(organiser.user.id)).toEqual([])
    })

    it('lets an organiser disable another organiser, whose token then opens nothing', async () => {
      const first = await player(h, { role: 'organiser' })
      const second = await player(h, { role: 'organiser' })
      expect((await disable(first, second.user.id)).status).toBe(200)
      expect(refusal(await setRole(second, first.user.id, 'player'))).toEqual([404, 'not_found'])
      expect(await roleOf(first.user.id)).toBe('organiser')
    })
  })

  describe('access', () => {
    /** Every organisers' endpoint, as a request any caller can send. */
    const endpoints = (target: string) =>
      [
        (who?: Player) => setRole(who, target, 'organiser'),
        (who?: Player) => disable(who, target),
        (who?: Player) => enable(who, target),
        (who?: Player) =>
          h.get(`${AUDIT_PATHS.entries}?kind=role.granted`, who ? { bearer: who.bearer } : {}),
      ] as const

    it('answers guests, bad tokens and players the 404 of an unknown path, and changes nothing', async () => {
      const target = await player(h)
      const unknownPath = await h.get('/no-such-endpoint')
      expect(unknownPath.status).toBe(404)
      const players = [undefined, await player(h), { user: target.user, bearer: 'not.a.token' }]
      for (const who of players) {
        for (const send of endpoints(target.user.id)) {
          const answer = await send(who)
          expect(answer.status).toBe(404)
          expect(answer.body).toEqual(unknownPath.body)
        }
      }
      // Before the body is read: a body that is not JSON is not found either, not refused.
      const raw = await h.app.request(`/api/v1${userRolePath(target.user.id)}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      })
      expect(raw.status).toBe(404)
      const disabled = await player(h, { role: 'organiser' })
      await h.setDisabled(disabled.user.id, true)
      expect((await setRole(disabled, target.user.id, 'organiser')).status).toBe(404)
      expect(await roleOf(target.user.id)).toBe('player')
      expect(await entriesAbout(target.user.id)).toEqual([])
    })

    it('answers a moderator 403 not_organiser on every organisers’ endpoint, and changes nothing', async () => {
      const moderator = await player(h, { role: 'moderator' })
      const target = await player(h)
      await h.setDisabled(target.user.id, true)
      for (const send of endpoints(target.user.id)) {
        expect(refusal(await send(moderator))).toEqual([403, 'not_organiser'])
      }
      expect((await endpoints(target.user.id)[0](moderator)).body).toMatchObject({
        detail: 'Це може зробити лише організатор.',
      })
      const [row] = await h.db.select().from(users).where(eq(users.id, target.user.id))
      expect(row).toMatchObject({ role: 'player', disabled: true })
      expect(await entriesAbout(target.user.id)).toEqual([])
    })
  })

  describe('the use cases themselves (the console calls them in process)', () => {
    it('check the actor again under the lock: a player is not found, a moderator not an organiser', async () => {
      const target = await player(h)
      for (const [role, reason] of [
        ['player', 'not_found'],
        ['moderator', 'not_organiser'],
      ] as const) {
        const actor = { user: (await player(h, { role })).user }
        expect(await h.accounts.staff.setRole({ actor, userId: target.user.id, role: 'organiser' })).toEqual({
          ok: false,
          reason,
        })
        expect(await h.accounts.staff.setDisabled({ actor, userId: target.user.id, disabled: true })).toEqual(
          {
            ok: false,
            reason,
          },
        )
      }
      expect(await roleOf(target.user.id)).toBe('player')
      expect(await entriesAbout(target.user.id)).toEqual([])
    })
  })

  describe('the audit log', () => {
    const page = (answer: JsonAnswer): AuditPage => {
      expect(answer.status).toBe(200)
      return Schema.decodeUnknownSync(AuditPage)(answer.body)
    }

    it('lists the entries newest first, filtered by tournament, actor and kind, a page at a time', async () => {
      const organiser = await player(h, { role: 'organiser' })
      const other = await player(h, { role: 'organiser' })
      const targets = [await player(h), await player(h), await player(h)]
      for (const target of targets) await setRole(organiser, target.user.id, 'moderator')
      h.clock.advance(60)
      await disable(other, targets[0]?.user.id ?? '')
      const tournamentId = '11111111-1111-4111-8111-111111111111'
      await inTransaction(h.db, () =>
        audit().record({
          at: h.clock.now(),
          actor: { userId: other.user.id },
          kind: 'role.granted',
          subject: { type: 'user', id: targets[1]?.user.id ?? '' },
          tournamentId,
          before: { role: 'moderator' },
          after: { role: 'organiser' },
        }),
      )
      const bearer = organiser.bearer
      const mine = page(await h.get(`${AUDIT_PATHS.entries}?actor=${organiser.user.id}`, { bearer }))
      expect(mine.count).toBe(3)
      expect(mine.results.map((entry) => entry.subject_id)).toEqual(targets.map((t) => t.user.id).reverse())
      expect(mine.results[0]).toMatchObject({
        actor_id: organiser.user.id,
        actor_name: organiser.user.username,
        via: null,
        kind: 'role.granted',
        subject_type: 'user',
        tournament_id: null,
        before: { role: 'player' },
        after: { role: 'moderator' },
      } satisfies Partial<AuditEntry>)
      const theirs = page(await h.get(`${AUDIT_PATHS.entries}?actor=${other.user.id}`, { bearer }))
      expect(theirs.results.map((entry) => entry.kind)).toEqual(['role.granted', 'account.disabled'])
      const disabled = page(
        await h.get(`${AUDIT_PATHS.entries}?actor=${other.user.id}&kind=account.disabled`, { bearer }),
      )
      expect(disabled.results.map((entry) => [entry.kind, entry.subject_id])).toEqual([
        ['account.disabled', targets[0]?.user.id],
      ])
      const ofTournament = page(await h.get(`${AUDIT_PATHS.entries}?tournament=${tournamentId}`, { bearer }))
      expect(ofTournament).toMatchObject({
        count: 1,
        results: [{ tournament_id: tournamentId, after: { role: 'organiser' } }],
      })
      // Pages of two, newest first, the count of all of them on each.
      const first = page(
        await h.get(`${AUDIT_PATHS.entries}?actor=${organiser.user.id}&page_size=2`, { bearer }),
      )
      const second = page(
        await h.get(`${AUDIT_PATHS.entries}?actor=${organiser.user.id}&page_size=2&page=2`, { bearer }),
      )
      expect([first.count, second.count]).toEqual([3, 3])
      expect([...first.results, ...second.results]).toEqual(mine.results)
      const beyond = page(await h.get(`${AUDIT_PATHS.entries}?actor=${organiser.user.id}&page=9`, { bearer }))
      expect(beyond).toEqual({ count: 3, results: [] })
    })

    it('refuses filters that do not decode, each by its name', async () => {
      const organiser = await player(h, { role: 'organiser' })
      for (const [query, field] of [
        ['tournament=nope', 'tournament'],
        ['actor=1', 'actor'],
        ['kind=role.deleted', 'kind'],
        ['page=0', 'page'],
        ['page_size=101', 'page_size'],
      ]) {
        const answer = await h.get(`${AUDIT_PATHS.entries}?${query}`, { bearer: organiser.bearer })
        expect(answer.status).toBe(400)
        expect(Object.keys(answer.body as object)).toEqual([field])
      }
    })
  })
})

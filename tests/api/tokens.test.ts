/**
 * The API's JWTs (SimpleJWT semantics) through the HTTP app: refresh rotation and blacklist, the
 * Bearer guard of /profile, forged, `alg: none`, wrongly typed and expired tokens, disabled users.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Schema } from 'effect'
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS, ProfilePayload } from '#core/profile/profile.api.ts'
import { NoActiveAccount, TokenNotValid } from '#server/accounts/ports.ts'
import { REUSE_GRACE_SECONDS } from '#server/accounts/tokens.ts'
import { refreshTokens, users } from '#server/platform/db/schema.ts'
import {
  ACCESS_TTL,
  freshPhone,
  REFRESH_TTL,
  TEST_JWT_SECRET,
  useAccountsHarness,
} from './support/accounts.ts'
import { backends } from './support/database.ts'

const PASSWORD = 'tokens are fun 42'
const UK_INVALID = { detail: 'Токен недійсний або прострочений', code: 'token_not_valid' }
const EN_INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' }
const decodeProfile = Schema.decodeUnknownSync(ProfilePayload)

describe.each(backends)('API tokens on $name', (backend) => {
  const h = useAccountsHarness(backend)
  let phone: string
  let userId: string
  /** A live session of the user, for tokens the tests sign themselves. */
  let sessionId: string

  beforeAll(async () => {
    phone = freshPhone()
    userId = (await h.signUpByPhone(phone, PASSWORD)).id
    sessionId = (await h.tokensFor({ phone, password: PASSWORD })).sessionId
  })

  const signIn = () => h.tokensFor({ phone, password: PASSWORD })
  const refresh = (token: unknown, en = false) =>
    h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: token }, { en })
  const profile = (bearer: string, en = false) => h.get(PROFILE_PATHS.profile, { bearer, en })
  const secretKey = new TextEncoder().encode(TEST_JWT_SECRET)
  /** A token as we would sign it, with claims and header of the test's choosing. */
  const craft = async (
    claims: Record<string, unknown>,
    {
      alg = 'HS256',
      key = secretKey,
      ttl = ACCESS_TTL,
    }: { alg?: string; key?: Uint8Array; ttl?: number } = {},
  ) => {
    const iat = Math.floor(h.clock.now().getTime() / 1000)
    return new SignJWT({
      token_type: 'access',
      user_id: userId,
      sid: sessionId,
      jti: randomUUID(),
      ...claims,
    })
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(key)
  }

  describe('issued tokens', () => {
    it('V9.1.2 access and refresh are HS256 JWTs with token_type, user_id, sid, jti, iat and exp', async () => {
      const tokens = await signIn()
      const access = decodeJwt(tokens.access)
      const refreshClaims = decodeJwt(tokens.refresh)
      expect(access).toMatchObject({ token_type: 'access', user_id: userId, sid: tokens.sessionId })
      expect(refreshClaims).toMatchObject({ token_type: 'refresh', user_id: userId, sid: tokens.sessionId })
      expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(ACCESS_TTL)
      expect((refreshClaims.exp ?? 0) - (refreshClaims.iat ?? 0)).toBe(REFRESH_TTL)
      expect(access.jti).not.toBe(refreshClaims.jti)
      expect(tokens.accessExpiresAt).toBe(access.exp)
      const header = JSON.parse(Buffer.from(tokens.access.split('.')[0] ?? '', 'base64url').toString())
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    })

    it('V7.2.1 records every refresh token (and only refresh tokens) on the server', async () => {
      const tokens = await signIn()
      const { jti } = decodeJwt(tokens.refresh)
      const [row] = await h.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, String(jti)))
      expect(row).toMatchObject({ userId, sessionId: tokens.sessionId, blacklistedAt: null })
      const accessJti = String(decodeJwt(tokens.access).jti)
      expect(await h.db.select().from(refreshTokens).where(eq(refreshTokens.jti, accessJti))).toEqual([])
    })
  })

  describe('POST /token/refresh', () => {
    it('V7.2.4 rotates: answers a new pair and blacklists the used refresh token', async () => {
      const first = await signIn()
      const rotated = await refresh(first.refresh)
      expect(rotated.status).toBe(200)
      expect(rotated.headers.get('Cache-Control')).toBe('no-store')
      const body = rotated.body as { access: string; refresh: string }
      expect(Object.keys(body).sort()).toEqual(['access', 'refresh'])
      expect(body.refresh).not.toBe(first.refresh)
      expect((await profile(body.access)).status).toBe(200)

      const { jti } = decodeJwt(first.refresh)
      const [used] = await h.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.jti, String(jti)))
      expect(used?.blacklistedAt).not.toBeNull()
      // The new refresh token goes on rotating.
      expect((await refresh(body.refresh)).status).toBe(200)
    })

    it('V7.4.1 refuses a rotated refresh token reused, in Ukrainian without prefix and English under /en', async () => {
      const first = await signIn()
      expect((await refresh(first.refresh)).status).toBe(200)
      const reused = await refresh(first.refresh)
      expect(reused).toMatchObject({ status: 401, body: UK_INVALID })
      expect(reused.headers.get('WWW-Authenticate')).toMatch(/^Bearer /)
      expect(await refresh(first.refresh, true)).toMatchObject({ status: 401, body: EN_INVALID })
    })

    it('V7.2.4 lets one of several concurrent refreshes with the same token win', async () => {
      const first = await signIn()
      const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401])
    })

    it('V9.2.1 refuses an expired refresh token', async () => {
      const tokens = await signIn()
      h.clock.advance(REFRESH_TTL)
      try {
        expect(await refresh(tokens.refresh)).toMatchObject({ status: 401, body: UK_INVALID })
      } finally {
        h.clock.advance(-REFRESH_TTL)
      }
    })

    it('V9.2.2 never takes an access token as a refresh token', async () => {
      const tokens = await signIn()
      expect(await refresh(tokens.access)).toMatchObject({ status: 401, body: UK_INVALID })
    })

    it('V9.1.1 V9.1.2 refuses a forged signature, alg none, another HMAC and an RS256 key confusion', async () => {
      const tokens = await signIn()
      const [header, payload] = tokens.refresh.split('.')
      const claims = decodeJwt(tokens.refresh)
      const { privateKey, publicKey } = await generateKeyPair('RS256')
      const forged = [
        `${header}.${payload}.${Buffer.alloc(32, 7).toString('base64url')}`,
        new UnsecuredJWT(claims).encode(),
        `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
        await craft(claims, { alg: 'HS512' }),
        await craft(claims, {
          key: new TextEncoder().encode('another secret of the same length 0123456789abc'),
        }),
        await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey),
        // The public key as an HMAC secret: the classic RS256 → HS256 confusion.
        await craft(claims, { key: new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey))) }),
        'not.a.jwt',
        '',
        'x'.repeat(5000),
      ]
      for (const token of forged) {
        expect(await refresh(token), token.slice(0, 40)).toMatchObject({ status: 401, body: UK_INVALID })
      }
      // None of them spent the real token.
      expect((await refresh(tokens.refresh)).status).toBe(200)
    })

    it('V7.4.2 a disabled user gets no_active_account', async () => {
      const tokens = await signIn()
      await h.setDisabled(userId, true)
      try {
        expect(await refresh(tokens.refresh)).toMatchObject({
          status: 401,
          body: {
            detail: 'Активного облікового запису з такими даними не знайдено',
            code: 'no_active_account',
          },
        })
      } finally {
        await h.setDisabled(userId, false)
      }
    })

    it('answers field errors for a body without refresh', async () => {
      expect(await h.post(ACCOUNT_PATHS.tokenRefresh, {})).toMatchObject({
        status: 400,
        body: { refresh: [{ code: 'required', params: {}, message: "Це поле обов'язкове" }] },
      })
      expect(await h.post(ACCOUNT_PATHS.tokenRefresh, { refresh: 42 }, { en: true })).toMatchObject({
        status: 400,
        body: { refresh: [{ code: 'invalid', params: {}, message: 'Invalid value' }] },
      })
    })
  })

  describe('the Bearer guard (GET /profile)', () => {
    it('V14.3.2 answers the signed-in user as ProfilePayload, never cached', async () => {
      const tokens = await signIn()
      const answer = await profile(tokens.access)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Cache-Control')).toBe('no-store')
      const payload = decodeProfile(answer.body)
      expect(payload).toMatchObject({
        id: userId,
        phone,
        email: null,
        first_name: 'Test Player',
        playing_device: 'PC',
        input_device: null,
        avatar_url: null,
        role: 'player',
      })
      expect(Object.keys(payload)).not.toContain('password_hash')
      // `has_password` says whether there is one; nothing of the hash itself is ever shown.
      expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|password_hash/)
    })

    it('V7.2.1 answers not_authenticated without a Bearer token', async () => {
      const variants: ReadonlyArray<Record<string, string>> = [
        {},
        { Authorization: 'Basic dXNlcjpwYXNz' },
        { Authorization: 'Token abc' },
      ]
      for (const headers of variants) {
        const answer = await h.get(PROFILE_PATHS.profile, { headers })
        expect(answer, JSON.stringify(headers)).toMatchObject({
          status: 401,
          body: { detail: 'Облікові дані не надано.', code: 'not_authenticated' },
        })
        expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer realm="api"')
      }
      expect(await h.get(PROFILE_PATHS.profile, { en: true })).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
      })
    })

    it('V9.2.2 never takes a refresh token as an access token', async () => {
      const tokens = await signIn()
      expect(await profile(tokens.refresh)).toMatchObject({ status: 401, body: UK_INVALID })
      expect(await profile(tokens.refresh, true)).toMatchObject({ status: 401, body: EN_INVALID })
    })

    it('V9.1.1 V9.1.2 refuses alg none, a forged signature, other algorithms and tokens without a type', async () => {
      const tokens = await signIn()
      const [header, payload] = tokens.access.split('.')
      const claims = decodeJwt(tokens.access)
      const forged = [
        `${header}.${payload}.`,
        `${header}.${payload}.${Buffer.alloc(32).toString('base64url')}`,
        new UnsecuredJWT(claims).encode(),
        await craft({}, { alg: 'HS384' }),
        await craft({ token_type: undefined }),
        await craft({ token_type: 'id' }),
        await craft({ user_id: 'not-a-uuid' }),
        'Bearer',
      ]
      for (const token of forged) {
        expect(await profile(token), token.slice(0, 40)).toMatchObject({ status: 401, body: UK_INVALID })
      }
      for (const header of ['Bearer', 'Bearer   ', `bearer ${tokens.access} extra`]) {
        expect(
          await h.get(PROFILE_PATHS.profile, { headers: { Authorization: header } }),
          header,
        ).toMatchObject({
          status: 401,
          body: UK_INVALID,
        })
      }
      // The scheme is case-insensitive (RFC 7235).
      expect(
        (await h.get(PROFILE_PATHS.profile, { headers: { Authorization: `bearer ${tokens.access}` } }))
          .status,
      ).toBe(200)
      // A token we would sign ourselves passes: the refusals above are about what was changed.
      expect((await profile(await craft({}))).status).toBe(200)
    })

    it('V9.2.1 refuses an access token once it expires (15 minutes)', async () => {
      const tokens = await signIn()
      h.clock.advance(ACCESS_TTL - 1)
      expect((await profile(tokens.access)).status).toBe(200)
      h.clock.advance(1)
      expect(await profile(tokens.access)).toMatchObject({ status: 401, body: UK_INVALID })
    })

    it('V7.4.2 a disabled or deleted user gets no_active_account', async () => {
      const tokens = await signIn()
      await h.setDisabled(userId, true)
      try {
        expect(await profile(tokens.access, true)).toMatchObject({
          status: 401,
          body: { detail: 'No active account found with the given credentials', code: 'no_active_account' },
        })
      } finally {
        await h.setDisabled(userId, false)
      }
      const ghost = await craft({ user_id: randomUUID() })
      expect((await profile(ghost)).body).toMatchObject({ code: 'no_active_account' })
    })

    it('V7.4.3 refuses access tokens issued before a password change', async () => {
      const other = freshPhone()
      const otherUser = await h.signUpByPhone(other, PASSWORD)
      const tokens = await h.tokensFor({ phone: other, password: PASSWORD })
      h.clock.advance(5)
      await h.db.update(users).set({ passwordChangedAt: h.clock.now() }).where(eq(users.id, otherUser.id))
      expect(await profile(tokens.access)).toMatchObject({ status: 401, body: UK_INVALID })
      const fresh = await h.tokensFor({ phone: other, password: PASSWORD })
      expect((await profile(fresh.access)).status).toBe(200)
    })
  })

  describe('reuse of a rotated refresh token', () => {
    it('V10.4.5 presenting a rotated refresh token again revokes the whole family issued after it', async () => {
      const first = await signIn()
      const rotated = (await refresh(first.refresh)).body as { access: string; refresh: string }
      expect((await profile(rotated.access)).status).toBe(200)
      // The old token comes back (a stolen copy, or the victim after the thief rotated first).
      expect(await refresh(first.refresh)).toMatchObject({ status: 401, body: UK_INVALID })
      // Every token issued after it dies with it: its successor and the successor's access token.
      expect(await refresh(rotated.refresh)).toMatchObject({ status: 401, body: UK_INVALID })
      expect(await profile(rotated.access)).toMatchObject({ status: 401, body: UK_INVALID })
      // Other sessions of the same user go on.
      expect((await refresh((await signIn()).refresh)).status).toBe(200)
    })

    it('V10.4.5 of concurrent refreshes with one token one wins, and the reuse revokes what it got', async () => {
      const first = await signIn()
      const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(first.refresh)))
      const winner = answers.find((answer) => answer.status === 200)?.body as {
        access: string
        refresh: string
      }
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401])
      expect(await refresh(winner.refresh)).toMatchObject({ status: 401, body: UK_INVALID })
    })
  })

  describe('gateway.refresh (the session cookie’s own refresh, for Auth.js)', () => {
    it('rotates within the session, and refuses another session’s token without ending either', async () => {
      const tokens = await signIn()
      const next = await h.accounts.gateway.refresh(tokens.refresh, tokens.sessionId)
      expect(decodeJwt(next.access)).toMatchObject({
        token_type: 'access',
        user_id: userId,
        sid: tokens.sessionId,
      })
      expect(next.sessionId).toBe(tokens.sessionId)
      const other = await signIn()
      await expect(h.accounts.gateway.refresh(other.refresh, tokens.sessionId)).rejects.toBeInstanceOf(
        TokenNotValid,
      )
      await expect(h.accounts.gateway.refresh(next.access, tokens.sessionId)).rejects.toBeInstanceOf(
        TokenNotValid,
      )
      expect((await profile(next.access)).status).toBe(200)
      expect((await profile(other.access)).status).toBe(200)
    })

    it('V10.4.5 two reads of one cookie racing (in one process or two) get the same pair and end nothing', async () => {
      const tokens = await signIn()
      // On PostgreSQL each runs on its own pooled connection: two server processes look the same.
      const [first, second] = await Promise.all([
        h.accounts.gateway.refresh(tokens.refresh, tokens.sessionId),
        h.accounts.gateway.refresh(tokens.refresh, tokens.sessionId),
      ])
      expect(second?.refresh).toBe(first?.refresh)
      expect(second?.accessExpiresAt).toBe(first?.accessExpiresAt)
      expect((await profile(first?.access ?? '')).status).toBe(200)
      expect((await profile(second?.access ?? '')).status).toBe(200)
      // A read a few seconds later with the same old cookie (the answer was still on its way) too.
      h.clock.advance(REUSE_GRACE_SECONDS)
      expect((await h.accounts.gateway.refresh(tokens.refresh, tokens.sessionId)).refresh).toBe(
        first?.refresh,
      )
      expect((await refresh(first?.refresh)).status).toBe(200)
    })

    it('V10.4.5 the same old cookie past the grace, or through the public refresh, ends the session', async () => {
      const late = await signIn()
      const next = await h.accounts.gateway.refresh(late.refresh, late.sessionId)
      h.clock.advance(REUSE_GRACE_SECONDS + 1)
      await expect(h.accounts.gateway.refresh(late.refresh, late.sessionId)).rejects.toBeInstanceOf(
        TokenNotValid,
      )
      expect(await profile(next.access)).toMatchObject({ status: 401, body: UK_INVALID })

      const replayed = await signIn()
      const rotated = await h.accounts.gateway.refresh(replayed.refresh, replayed.sessionId)
      expect(await refresh(replayed.refresh)).toMatchObject({ status: 401, body: UK_INVALID })
      await expect(h.accounts.gateway.refresh(rotated.refresh, replayed.sessionId)).rejects.toBeInstanceOf(
        TokenNotValid,
      )
    })

    it('V7.4.2 a disabled user gets NoActiveAccount', async () => {
      const tokens = await signIn()
      await h.setDisabled(userId, true)
      try {
        await expect(h.accounts.gateway.refresh(tokens.refresh, tokens.sessionId)).rejects.toBeInstanceOf(
          NoActiveAccount,
        )
      } finally {
        await h.setDisabled(userId, false)
      }
    })
  })
})

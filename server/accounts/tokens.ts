/**
 * The API's JWTs with SimpleJWT semantics (ADR 0013): HS256 with the JWT secret, a `token_type`
 * claim (`access` or `refresh`) so neither is ever accepted as the other, every refresh token
 * recorded, and a refresh rotating the token and blacklisting the used one.
 *
 * Every token belongs to a session (`sid`, ADR 0018): a sign-in starts one, and a token is good only
 * while its session lives. Presenting a rotated refresh token again ends the session, and with it
 * every token issued in it since (OAuth 2.0 security BCP, refresh token rotation); only a concurrent
 * read of the same session cookie within a few seconds is answered the successor instead.
 *
 * Each token also carries `pwd_at`: the user's `password_changed_at` in milliseconds when it was
 * issued (0 before any change). A token is good only while that is still the user's, so a password
 * change kills every token issued before it, even within the same second, and no clock is compared:
 * servers whose clocks disagree still agree on equality.
 */
import { randomUUID } from 'node:crypto'
import { Schema } from 'effect'
import { jwtVerify, SignJWT } from 'jose'
import { UUID_PATTERN } from '#core/shared/ids/uuid.ts'
import { type IssuedTokens, NoActiveAccount, TokenNotValid } from './ports.ts'
import type { AccountStore, LiveSession, UserRecord } from './store.ts'

export type TokenType = 'access' | 'refresh'

const Uuid = Schema.String.check(Schema.isPattern(UUID_PATTERN))

const Claims = Schema.Struct({
  token_type: Schema.Literals(['access', 'refresh']),
  user_id: Uuid,
  sid: Uuid,
  jti: Uuid,
  iat: Schema.Int,
  exp: Schema.Int,
  // Optional: a token without it counts as issued before any password change.
  pwd_at: Schema.optionalKey(Schema.Int),
})
const decodeClaims = Schema.decodeUnknownOption(Claims)

export interface TokenClaims {
  readonly type: TokenType
  readonly userId: string
  /** The session the token was issued to. */
  readonly sessionId: string
  readonly jti: string
  /** Seconds since the epoch. */
  readonly issuedAt: number
  readonly expiresAt: number
  /** The user's password change (ms since the epoch, 0 for none) the token was issued under. */
  readonly passwordStamp: number
}

export interface Authenticated {
  readonly user: UserRecord
  readonly claims: TokenClaims
}

type TokenUser = Pick<UserRecord, 'id' | 'passwordChangedAt'>

export interface TokenService {
  /** Starts a session of the user (it ends `sessionTtl` from now at the latest) with its first pair. */
  startSession(user: TokenUser): Promise<IssuedTokens>
  /**
   * A new pair in the session under the user's current password; the refresh token is recorded, in
   * `within` when given (the transaction of the change the pair is the answer to).
   */
  issue(user: TokenUser, sessionId: string, within?: AccountStore): Promise<IssuedTokens>
  /** The claims of a valid token of `type`; rejects with `TokenNotValid` otherwise. */
  verify(token: string, type: TokenType): Promise<TokenClaims>
  /**
   * The user of a valid access token of a live session. Rejects with `TokenNotValid` (bad, expired,
   * refresh-typed, of an ended session, or issued under an earlier password) or `NoActiveAccount`
   * (user disabled or gone).
   */
  authenticate(accessToken: string): Promise<Authenticated>
  /**
   * Rotates: blacklists the used refresh token and issues a new pair in its session (not across a
   * password change). A token rotated before ends its session. With `sessionId` (the session cookie's
   * own refresh), the token must be of that session, and a second refresh of the same token within
   * `REUSE_GRACE_SECONDS` (two reads of one cookie racing) is answered the pair the first one got.
   */
  refresh(refreshToken: string, options?: { readonly sessionId?: string }): Promise<IssuedTokens>
  /**
   * The pair when both tokens are valid, of this live session and its user, and the refresh token is
   * still live; otherwise undefined. The access token's own `exp` is the expiry.
   */
  verifyPair(
    pair: { readonly access: string; readonly refresh: string },
    sessionId: string,
  ): Promise<IssuedTokens | undefined>
}

export interface TokenServiceOptions {
  readonly secret: string
  /** Seconds. */
  readonly accessTokenTtl: number
  readonly refreshTokenTtl: number
  /** The absolute lifetime of a session, in seconds. */
  readonly sessionTtl: number
  readonly store: AccountStore
  readonly now: () => Date
}

// Far beyond any token we issue: a longer one is refused before it is parsed.
const MAX_TOKEN_LENGTH = 4096

/**
 * A page render and the browser's own session check can carry the same cookie, with the same expired
 * access token, to one or two server processes at once: the later refresh finds the token rotated a
 * moment ago. Within this window it is answered the successor; after it, it is a reuse.
 */
export const REUSE_GRACE_SECONDS = 30

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000)

/** The `pwd_at` of tokens issued to `user` now. */
const passwordStampOf = (user: Pick<UserRecord, 'passwordChangedAt'>): number =>
  user.passwordChangedAt?.getTime() ?? 0

export const createTokenService = (options: TokenServiceOptions): TokenService => {
  const { store, now } = options
  const key = new TextEncoder().encode(options.secret)

  const sign = (
    type: TokenType,
    user: TokenUser,
    sessionId: string,
    jti: string,
    issuedAt: number,
    expiresAt: number,
  ) =>
    new SignJWT({ token_type: type, user_id: user.id, sid: sessionId, pwd_at: passwordStampOf(user) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(key)

  /** The pair around an already recorded refresh token; HS256 signs the same claims the same way. */
  const signPair = async (
    user: TokenUser,
    sessionId: string,
    refresh: { readonly jti: string; readonly issuedAt: number; readonly expiresAt: number },
  ): Promise<IssuedTokens> => {
    const accessExpiresAt = refresh.issuedAt + options.accessTokenTtl
    return {
      access: await sign('access', user, sessionId, randomUUID(), refresh.issuedAt, accessExpiresAt),
      refresh: await sign('refresh', user, sessionId, refresh.jti, refresh.issuedAt, refresh.expiresAt),
      accessExpiresAt,
      sessionId,
    }
  }

  const recordRefresh = async (
    owner: AccountStore,
    user: TokenUser,
    sessionId: string,
    jti: string = randomUUID(),
  ) => {
    const issuedAt = seconds(now())
    const refresh = { jti, issuedAt, expiresAt: issuedAt + options.refreshTokenTtl }
    await owner.refreshTokens.record({
      jti: refresh.jti,
      userId: user.id,
      sessionId,
      createdAt: new Date(issuedAt * 1000),
      expiresAt: new Date(refresh.expiresAt * 1000),
    })
    return refresh
  }

  const issue = async (user: TokenUser, sessionId: string, within = store): Promise<IssuedTokens> =>
    signPair(user, sessionId, await recordRefresh(within, user, sessionId))

  const verify = async (token: string, type: TokenType): Promise<TokenClaims> => {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw new TokenNotValid()
    let payload: unknown
    try {
      // Only HS256: `alg: none`, RS/ES algorithms (key confusion) and anything else are refused.
      ;({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: now(),
        requiredClaims: ['exp', 'iat', 'jti'],
      }))
    } catch {
      throw new TokenNotValid()
    }
    const claims = decodeClaims(payload)
    if (claims._tag === 'None' || claims.value.token_type !== type) throw new TokenNotValid()
    return {
      type,
      userId: claims.value.user_id.toLowerCase(),
      sessionId: claims.value.sid.toLowerCase(),
      jti: claims.value.jti.toLowerCase(),
      issuedAt: claims.value.iat,
      expiresAt: claims.value.exp,
      passwordStamp: claims.value.pwd_at ?? 0,
    }
  }

  /** The live session's user, when the token is of that user and issued under the current password. */
  const sessionUser = (live: LiveSession | undefined, claims: TokenClaims): UserRecord | undefined =>
    live && live.user.id === claims.userId && passwordStampOf(live.user) === claims.passwordStamp
      ? live.user
      : undefined

  /** An active user whose password is still the one the token was issued under. */
  const currentUser = async (owner: AccountStore, claims: TokenClaims): Promise<UserRecord> => {
    const user = await owner.users.findById(claims.userId)
    if (!user || user.disabled) throw new NoActiveAccount()
    if (claims.passwordStamp !== passwordStampOf(user)) throw new TokenNotValid()
    return user
  }

  /** A refresh the rotation refused: a dead token, a concurrent read of one cookie, or a reuse. */
  const refused = async (claims: TokenClaims, graced: boolean): Promise<IssuedTokens> => {
    const at = now()
    const record = await store.refreshTokens.find(claims.jti)
    // Revoked (sign-out, a new password, an ended session), expired or never issued: refused.
    if (!record?.successor || record.blacklistedAt === null || record.sessionId !== claims.sessionId) {
      throw new TokenNotValid()
    }
    const { successor } = record
    const racing =
      graced &&
      seconds(at) - seconds(record.blacklistedAt) <= REUSE_GRACE_SECONDS &&
      successor.blacklistedAt === null &&
      successor.expiresAt > at
    if (racing) {
      const user = sessionUser(await store.sessions.findLive(claims.sessionId, at), claims)
      if (!user) throw new TokenNotValid()
      return signPair(user, claims.sessionId, {
        jti: successor.jti,
        issuedAt: seconds(successor.createdAt),
        expiresAt: seconds(successor.expiresAt),
      })
    }
    // A rotated token presented again: a copy is in other hands. The session ends, and with it every
    // token issued in it since.
    await store.sessions.end(record.sessionId, at)
    throw new TokenNotValid()
  }

  return {
    startSession: async (user) => {
      const at = now()
      const sessionId = randomUUID()
      await store.sessions.create({
        id: sessionId,
        userId: user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + options.sessionTtl * 1000),
      })
      return issue(user, sessionId)
    },
    issue,
    verify,
    authenticate: async (accessToken) => {
      const claims = await verify(accessToken, 'access')
      const user = sessionUser(await store.sessions.findLive(claims.sessionId, now()), claims)
      if (user) return { user, claims }
      // Refused either way; which answer depends on the account (spec §8).
      await currentUser(store, claims)
      throw new TokenNotValid()
    },
    refresh: async (refreshToken, { sessionId } = {}) => {
      const claims = await verify(refreshToken, 'refresh')
      if (sessionId !== undefined && claims.sessionId !== sessionId) throw new TokenNotValid()
      const successorJti = randomUUID()
      const rotated = await store.transaction(async (tx) => {
        const owner = await tx.refreshTokens.rotate(claims.jti, successorJti, now())
        if (!owner) return undefined
        if (owner.userId !== claims.userId || owner.sessionId !== claims.sessionId) throw new TokenNotValid()
        // A refresh that raced a password change (recorded after its revocation) still dies here.
        const user = await currentUser(tx, claims)
        return { user, refresh: await recordRefresh(tx, user, claims.sessionId, successorJti) }
      })
      if (!rotated) return refused(claims, sessionId !== undefined)
      return signPair(rotated.user, claims.sessionId, rotated.refresh)
    },
    verifyPair: async (pair, sessionId) => {
      let access: TokenClaims
      let refresh: TokenClaims
      try {
        access = await verify(pair.access, 'access')
        refresh = await verify(pair.refresh, 'refresh')
      } catch {
        return undefined
      }
      if (access.sessionId !== sessionId || refresh.sessionId !== sessionId) return undefined
      if (access.userId !== refresh.userId || access.passwordStamp !== refresh.passwordStamp) return undefined
      const record = await store.refreshTokens.find(refresh.jti)
      if (!record || record.blacklistedAt !== null || record.sessionId !== sessionId) return undefined
      if (!sessionUser(await store.sessions.findLive(sessionId, now()), access)) return undefined
      return { access: pair.access, refresh: pair.refresh, accessExpiresAt: access.expiresAt, sessionId }
    },
  }
}

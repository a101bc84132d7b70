/**
 * The accounts' side of the API's Bearer guard: an access token of an active user, read by the
 * token service; its failures answered as 401s.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { type StaffRole, staffAccess } from '#core/accounts/roles.ts'
import { bearerOf, requireBearer, unauthorized } from '#server/platform/http/bearer.ts'
import { apiError } from '#server/platform/http/problems.ts'
import { NoActiveAccount, TokenNotValid } from './ports.ts'
import type { Authenticated, TokenService } from './tokens.ts'

/** Requests of these routes carry the signed-in user (set by `requireUser`). */
export type AccountsEnv = { Variables: { auth: Authenticated } }

/** The 401 of a token failure, or rethrows anything else. */
export const tokenFailure = (c: Context, error: unknown) => {
  if (error instanceof TokenNotValid) return unauthorized(c, 'token_not_valid')
  if (error instanceof NoActiveAccount) return unauthorized(c, 'no_active_account')
  throw error
}

/**
 * Lets a request through only with a valid access token of an active user (`c.get('auth')`):
 * no `Authorization: Bearer` → `not_authenticated`; a bad, expired or refresh-typed token →
 * `token_not_valid`; a disabled or deleted user → `no_active_account`.
 */
export const createRequireUser = (tokens: TokenService): MiddlewareHandler<AccountsEnv> =>
  requireBearer<AccountsEnv>((token) => tokens.authenticate(token), tokenFailure)

/**
 * The id of the active user whose access token the request carries, or undefined (no token, or one
 * the guard would refuse): whose request it is, for what the platform keeps per user (idempotency
 * keys). A database away is not a refusal: it is thrown like every other failure.
 */
export const createBearerUser =
  (tokens: TokenService) =>
  async (c: Context): Promise<string | undefined> => {
    const bearer = bearerOf(c)
    if (typeof bearer === 'string') return undefined
    try {
      return (await tokens.authenticate(bearer.token)).user.id
    } catch (error) {
      if (error instanceof TokenNotValid || error instanceof NoActiveAccount) return undefined
      throw error
    }
  }

/**
 * Guards a staff route (the console's API, ADR 0059): lets through a valid access token of an active
 * user whose role may do what `needed` may (`staffAccess` of core), with `c.get('auth')` set. Anyone
 * else is not told the route exists: no token, a token refused for whatever reason, a player — each
 * gets the 404 of an unknown path, before the body is read. A moderator at an organisers' route gets
 * 403 `not_organiser`.
 */
export const createRequireStaff =
  (tokens: TokenService) =>
  (needed: StaffRole): MiddlewareHandler<AccountsEnv> =>
  async (c, next) => {
    const bearer = bearerOf(c)
    let auth: Authenticated | undefined
    if (typeof bearer !== 'string') {
      try {
        auth = await tokens.authenticate(bearer.token)
      } catch (error) {
        if (!(error instanceof TokenNotValid || error instanceof NoActiveAccount)) throw error
      }
    }
    const access = staffAccess(auth?.user.role, needed)
    if (access === 'hidden' || auth === undefined) return apiError(c, 404, 'not_found', 'notFound')
    if (access === 'forbidden') return apiError(c, 403, 'not_organiser', 'notOrganiser')
    c.set('auth', auth)
    await next()
  }

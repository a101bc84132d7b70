/**
 * What Auth.js asks of the accounts (`AccountGateway`): password sign-in by e-mail or phone, social
 * sign-in (each starts a session), the session's liveness and current user, its end, and the
 * rotation of the backend tokens a session carries.
 */
import { Option, Schema } from 'effect'
import { parseUaPhone } from '#core/shared/validation/phone.ts'
import { EMAIL_PATTERN, Email } from '#core/shared/validation/rules.ts'
import { hitAllUnlessSucceeded, type RateLimiter } from '#server/platform/rate-limiter.ts'
import type { KnownNetworks } from './known-networks.ts'
import type { PasswordHasher } from './passwords.ts'
import { buckets, LIMITS } from './policies.ts'
import type { AccountGateway, AccountUser, ProviderProfile, SignInOutcome } from './ports.ts'
import type { AccountStore, AvatarRecord, UserRecord } from './store.ts'
import type { TokenService } from './tokens.ts'
import { insertWithFreeUsername, usernameBase, withDigits } from './usernames.ts'

export interface GatewayDeps {
  readonly store: AccountStore
  readonly limiter: RateLimiter
  readonly knownNetworks: KnownNetworks
  readonly hasher: PasswordHasher
  readonly tokens: TokenService
  readonly now: () => Date
  /** The URL of a stored avatar (the image pipeline's). */
  readonly avatarUrl: (avatar: AvatarRecord) => string
}

/** The session's view of a user (spec §3); `avatarUrl` makes the avatar's `/media/…` URL. */
export const toAccountUser = (
  user: UserRecord,
  avatarUrl: (avatar: AvatarRecord) => string,
): AccountUser => ({
  id: user.id,
  name: user.username,
  email: user.email,
  image: user.avatar ? avatarUrl(user.avatar) : null,
})

const invalid: SignInOutcome = { ok: false, reason: 'invalid' }
const throttled: SignInOutcome = { ok: false, reason: 'throttled' }

/** Looked up in place of a user that does not exist, so that both cost the same queries. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000'

/** The identifier a sign-in names, normalised the way accounts are stored. */
const identify = (attempt: {
  readonly email?: string | undefined
  readonly phone?: string | undefined
}): { readonly kind: 'email' | 'phone'; readonly value: string } | undefined => {
  const email = attempt.email?.trim()
  const phone = attempt.phone?.trim()
  if (email && !phone)
    return EMAIL_PATTERN.test(email) ? { kind: 'email', value: email.toLowerCase() } : undefined
  if (phone && !email) {
    const parsed = parseUaPhone(phone)
    return parsed.kind === 'ok' ? { kind: 'phone', value: parsed.e164 } : undefined
  }
  return undefined
}

/** Thrown inside the sign-up transaction when a concurrent request linked the same provider account. */
class AlreadyLinked extends Error {}

export const createGateway = (deps: GatewayDeps): AccountGateway => {
  const { store, limiter, knownNetworks, hasher, tokens, now } = deps

  const signedIn = async (user: UserRecord): Promise<SignInOutcome> =>
    user.disabled
      ? { ok: false, reason: 'disabled' }
      : { ok: true, user: toAccountUser(user, deps.avatarUrl), tokens: await tokens.startSession(user) }

  /** A verified provider address no account uses yet; otherwise none (never link by e-mail). */
  const claimableEmail = async (profile: ProviderProfile): Promise<string | null> => {
    const email = Option.getOrUndefined(Schema.decodeUnknownOption(Email)(profile.email))
    if (!profile.emailVerified || !email) return null
    return (await store.users.findByEmail(email)) ? null : email
  }

  const createForProvider = (profile: ProviderProfile, email: string | null) =>
    store.transaction(async (tx) => {
      const base = usernameBase(profile.name)
      const user = await insertWithFreeUsername(
        tx,
        (attempt) => (attempt === 0 ? base : withDigits(base, 4)),
        {
          email,
          emailVerifiedAt: email ? now() : null,
          locale: profile.locale,
        },
      )
      if (!user) return undefined
      if (!(await tx.users.linkProviderAccount(user.id, profile.provider, profile.providerAccountId))) {
        throw new AlreadyLinked()
      }
      return user
    })

  return {
    signInWithPassword: async (attempt) => {
      const identifier = identify(attempt)
      if (!identifier) return invalid
      const perAddress = await hitAllUnlessSucceeded(limiter, [
        [buckets.signInIp(attempt.ip), LIMITS.signInPerIp],
      ])
      if (!perAddress.ok) return throttled
      const user =
        identifier.kind === 'email'
          ? await store.users.findByEmail(identifier.value)
          : await store.users.findByPhone(identifier.value)
      // Failures count against the account only from networks that never proved it: whatever others
      // try elsewhere, the owner's own network is not refused (ADR 0019).
      const fromKnownNetwork = await knownNetworks.isKnown(user?.id ?? NO_USER_ID, attempt.ip)
      const perAccount = await hitAllUnlessSucceeded(
        limiter,
        fromKnownNetwork
          ? []
          : [[buckets.signInAccount(`${identifier.kind}:${identifier.value}`), LIMITS.signInPerAccount]],
      )
      if (!perAccount.ok) return throttled
      // Unknown users and provider-only accounts cost one hash too: no timing oracle.
      let matches: boolean
      try {
        matches = await hasher.verify(attempt.password, user?.passwordHash)
      } catch (error) {
        // Nothing was checked (the hashing queue was full): not a failed try of the account's owner.
        await Promise.all([perAddress.succeeded(), perAccount.succeeded()])
        throw error
      }
      if (!user?.passwordHash || !matches) return invalid
      // Only failures count against the limits.
      await Promise.all([perAddress.succeeded(), perAccount.succeeded()])
      if (hasher.needsRehash(user.passwordHash)) {
        await store.users.replacePasswordHash(user.id, await hasher.hash(attempt.password))
      }
      const outcome = await signedIn(user)
      if (outcome.ok) await knownNetworks.remember(user.id, attempt.ip)
      return outcome
    },

    signInWithProvider: async (profile) => {
      const linked = await store.users.findByProviderAccount(profile.provider, profile.providerAccountId)
      if (linked) return signedIn(linked)
      let created: UserRecord | undefined
      try {
        // An address taken meanwhile makes the insert conflict: then the user goes without one.
        created =
          (await createForProvider(profile, await claimableEmail(profile))) ??
          (await createForProvider(profile, null))
      } catch (error) {
        if (!(error instanceof AlreadyLinked)) throw error
      }
      const user =
        created ?? (await store.users.findByProviderAccount(profile.provider, profile.providerAccountId))
      if (!user) throw new Error('The provider account could be neither linked nor found')
      return signedIn(user)
    },

    session: async (sessionId) => {
      const live = await store.sessions.findLive(sessionId, now())
      return live && { user: toAccountUser(live.user, deps.avatarUrl), expiresAt: live.expiresAt }
    },

    endSession: (sessionId) => store.sessions.end(sessionId, now()),

    refresh: (refreshToken, sessionId) => tokens.refresh(refreshToken, { sessionId }),

    verifyTokens: (pair, sessionId) => tokens.verifyPair(pair, sessionId),
  }
}

/**
 * E-mail flows (issue 4, spec §2): register by a mailed link that proves the address, then set the
 * password; forgot password by a mailed link. Links carry 256-bit single-use tokens stored hashed,
 * 24 h to confirm and 1 h to reset. Known and unknown addresses get the same answer after the same
 * work: the request queues a job, and the job looks the address up and mails (account-requests.ts).
 */
import type { EmailRegisterForm, ForgotPasswordForm, NewPasswordForm } from '#core/accounts/auth.schema.ts'
import { keptQuery } from '#core/accounts/redirect.ts'
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import { sha256Hex } from '#server/platform/crypto.ts'
import { hitAll, type RateLimiter, type Throttled } from '#server/platform/rate-limiter.ts'
import type { AccountRequest, RequestLater } from './account-requests.ts'
import type { KnownNetworks } from './known-networks.ts'
import { storeNewPassword } from './new-password.ts'
import { createOneTimeTokens, type OneTimeTokens } from './one-time-tokens.ts'
import { passwordOwnerOf, refuseWeakPassword, type WeakPasswordRefusal } from './password-policy.ts'
import type { PasswordHasher } from './passwords.ts'
import { buckets, LIFETIMES, LIMITS } from './policies.ts'
import type { AccountMailer } from './ports.ts'
import type { AccountStore, UserRecord } from './store.ts'
import { FALLBACK_USERNAME, insertWithFreeUsername, withDigits } from './usernames.ts'

export interface EmailFlowsDeps {
  readonly store: AccountStore
  readonly limiter: RateLimiter
  readonly knownNetworks: KnownNetworks
  readonly hasher: PasswordHasher
  readonly oneTimeTokens: OneTimeTokens
  readonly mailer: AccountMailer
  /** Queues the part of a request that depends on whether the account exists. */
  readonly later: RequestLater
  /** Public origin without a trailing slash. */
  readonly publicUrl: string
  readonly now: () => Date
}

type InvalidToken = { readonly ok: false; readonly reason: 'invalid_token' }
type Requested<Kind extends AccountRequest['request']> = Extract<AccountRequest, { readonly request: Kind }>
const invalidToken: InvalidToken = { ok: false, reason: 'invalid_token' }

export const createEmailFlows = (deps: EmailFlowsDeps) => {
  const { store, limiter, knownNetworks, hasher, oneTimeTokens, mailer, now } = deps
  const link = (path: string, locale: Locale) => `${deps.publicUrl}${localizePath(path, locale)}`

  return {
    /**
     * Mails a confirmation link to a new address, or a "you already have an account" note to a
     * known one: the answer is the same, and so is the work (one job, `mailRegistration`). A taken
     * nickname is said openly (nicknames are public), but only within the client address's limit,
     * so nicknames cannot be listed at speed; the address's own limit counts the mails it gets, and
     * a refused nickname sends none.
     */
    register: async (request: {
      readonly form: EmailRegisterForm
      readonly ip: string
      readonly locale: Locale
    }): Promise<
      { readonly ok: true } | { readonly ok: false; readonly reason: 'nickname_taken' } | Throttled
    > => {
      const { form, ip, locale } = request
      const refusedIp = await hitAll(limiter, [[buckets.registerIp(ip), LIMITS.mailPerIp]])
      if (refusedIp) return refusedIp
      if (await store.users.isUsernameTaken(form.nickname)) return { ok: false, reason: 'nickname_taken' }
      const refused = await hitAll(limiter, [[buckets.registerAddress(form.email), LIMITS.mailPerAddress]])
      if (refused) return refused
      await deps.later({
        request: 'register',
        email: form.email,
        nickname: form.nickname,
        locale,
        ...(form.redirect === undefined ? {} : { redirect: form.redirect }),
      })
      return { ok: true }
    },

    /** The job of `register`: the link to a new address, or the note to a known one. */
    mailRegistration: async (request: Requested<'register'>): Promise<void> => {
      const { email, nickname, locale } = request
      if (await store.users.findByEmail(email)) {
        await mailer.sendAlreadyRegistered({
          to: email,
          locale,
          loginUrl: link('/login', locale),
          resetUrl: link('/forgot-password/email', locale),
        })
        return
      }
      // The link is stored only with its mail queued: a failed run leaves neither, and its retry both.
      await store.transaction(async (tx) => {
        const token = await createOneTimeTokens(tx, now).issue({
          purpose: 'email_register',
          subject: email.toLowerCase(),
          payload: { email, nickname, locale },
          ttlSeconds: LIFETIMES.emailRegisterSeconds,
          replace: true,
        })
        await mailer.sendRegistrationLink({
          to: email,
          locale,
          nickname,
          url: link(`/register/confirm/${token}${keptQuery(request.redirect)}`, locale),
        })
      })
    },

    /** The address a registration link was sent to, while the link is valid. */
    checkRegistration: async (
      token: string,
    ): Promise<{ readonly ok: true; readonly email: string } | InvalidToken> => {
      const found = await oneTimeTokens.peek('email_register', token)
      return found ? { ok: true, email: found.payload.email ?? found.subject } : invalidToken
    },

    /**
     * Creates the account of a confirmed address with its password; spends the link. A nickname
     * taken since the link was sent gets digits added (it can be changed in the profile).
     */
    confirmRegistration: async (request: {
      readonly token: string
      readonly form: NewPasswordForm
    }): Promise<{ readonly ok: true; readonly user: UserRecord } | InvalidToken | WeakPasswordRefusal> => {
      // Checked before the link is spent, so a refused password can be replaced on the same page.
      const pending = await oneTimeTokens.peek('email_register', request.token)
      if (!pending) return invalidToken
      const refused = refuseWeakPassword(request.form.password, {
        nickname: pending.payload.nickname,
        email: pending.payload.email ?? pending.subject,
      })
      if (refused) return refused
      const passwordHash = await hasher.hash(request.form.password)
      return store.transaction(async (tx) => {
        const spent = await tx.oneTimeTokens.consume('email_register', sha256Hex(request.token), now())
        if (!spent) return invalidToken
        const email = spent.payload.email ?? spent.subject
        if (await tx.users.findByEmail(email)) return invalidToken
        const nickname = spent.payload.nickname ?? FALLBACK_USERNAME
        const locale = isLocale(spent.payload.locale) ? spent.payload.locale : DEFAULT_LOCALE
        const user = await insertWithFreeUsername(
          tx,
          (attempt) => (attempt === 0 ? nickname : withDigits(nickname, 4)),
          { email, emailVerifiedAt: now(), passwordHash, locale },
        )
        return user ? ({ ok: true, user } as const) : invalidToken
      })
    },

    /**
     * Mails a reset link to a known, verified, active address; the answer is the same for any
     * address, and so is the work (one job, `mailPasswordReset`).
     */
    forgotPassword: async (request: {
      readonly form: ForgotPasswordForm
      readonly ip: string
      readonly locale: Locale
    }): Promise<{ readonly ok: true } | Throttled> => {
      const { form, ip, locale } = request
      const refused = await hitAll(limiter, [
        [buckets.forgotIp(ip), LIMITS.mailPerIp],
        [buckets.forgotAddress(form.email), LIMITS.mailPerAddress],
      ])
      if (refused) return refused
      await deps.later({ request: 'passwordReset', email: form.email, locale })
      return { ok: true }
    },

    /** The job of `forgotPassword`: the link, when the address is a known, verified, active one. */
    mailPasswordReset: async (request: Requested<'passwordReset'>): Promise<void> => {
      const user = await store.users.findByEmail(request.email)
      if (!user?.email || !user.emailVerifiedAt || user.disabled) return
      const to = user.email
      await store.transaction(async (tx) => {
        const token = await createOneTimeTokens(tx, now).issue({
          purpose: 'password_reset',
          subject: user.id,
          ttlSeconds: LIFETIMES.passwordResetSeconds,
          replace: true,
        })
        await mailer.sendPasswordReset({
          to,
          locale: request.locale,
          url: link(`/forgot-password/${token}`, request.locale),
        })
      })
    },

    checkPasswordReset: async (token: string): Promise<{ readonly ok: true } | InvalidToken> =>
      (await oneTimeTokens.peek('password_reset', token)) ? { ok: true } : invalidToken,

    /**
     * Sets the new password; spends the link, signs out every session and drops pending changes; only
     * the client's network stays known (the link proved the mailbox is at hand there).
     */
    resetPassword: async (request: {
      readonly token: string
      readonly form: NewPasswordForm
      readonly ip: string
    }): Promise<{ readonly ok: true } | InvalidToken | WeakPasswordRefusal> => {
      const pending = await oneTimeTokens.peek('password_reset', request.token)
      const owner = pending && (await store.users.findById(pending.subject))
      if (!owner || owner.disabled) return invalidToken
      const refused = refuseWeakPassword(request.form.password, passwordOwnerOf(owner))
      if (refused) return refused
      const passwordHash = await hasher.hash(request.form.password)
      const spent = await oneTimeTokens.consume('password_reset', request.token)
      const user = spent && (await store.users.findById(spent.subject))
      if (!user || user.disabled) return invalidToken
      await storeNewPassword(store, user.id, passwordHash, now())
      await knownNetworks.startOver(user.id, request.ip)
      return { ok: true }
    },
  }
}

export type EmailFlows = ReturnType<typeof createEmailFlows>

/**
 * The signed-in user's own account (issue 5, spec §2 Profile): save the profile, change the e-mail
 * address or the phone number (the current password, then a mailed link or an SMS code to the new
 * one; the old one stays in use until then), change or set the password (every other session dies),
 * and keep the avatar's record. Changes of how the account signs in are mailed to its address
 * (ASVS V6.3.7).
 */

import { CONTACTS, removesKeptContact } from '#core/profile/contact-rules.ts'
import type { ProfileUpdateRequest } from '#core/profile/profile.api.ts'
import type { PasswordChangeForm, PasswordSetForm } from '#core/profile/profile.schema.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import type {
  AccountChange,
  AccountStore,
  AvatarRecord,
  CodeOwner,
  IssuedTokens,
  KnownNetworks,
  PasswordHasher,
  PhoneCodes,
  ProfileFields,
  ProfileMailer,
  TokenService,
  UserRecord,
} from '#server/accounts/accounts.port.ts'
import {
  buckets,
  createOneTimeTokens,
  LIFETIMES,
  LIMITS,
  type PendingChanges,
  passwordOwnerOf,
  pendingChangesOf,
  RESEND_AFTER_SECONDS,
  refuseWeakPassword,
  storeNewPassword,
  type WeakPasswordRefusal,
} from '#server/accounts/accounts.port.ts'
import { sha256Hex } from '#server/platform/crypto.ts'
import {
  hitAll,
  hitAllUnlessSucceeded,
  type RateLimiter,
  type Throttled,
} from '#server/platform/rate-limiter.ts'

export interface ProfileFlowsDeps {
  readonly store: AccountStore
  readonly limiter: RateLimiter
  readonly knownNetworks: KnownNetworks
  readonly hasher: PasswordHasher
  readonly tokens: TokenService
  readonly mailer: ProfileMailer
  readonly phoneCodes: PhoneCodes
  /** Public origin without a trailing slash. */
  readonly publicUrl: string
  readonly now: () => Date
}

/** The user and their pending changes: what the profile shows. */
export interface ProfileView {
  readonly user: UserRecord
  readonly pending: PendingChanges
}

/** Why a field of a save is refused; the route words it in the URL's language. */
export type ProfileProblem = 'nickname_taken' | 'required' | 'wrong_password'

/** Refusals by wire field (`current_password`, not `currentPassword`). */
export type ProfileProblems = Readonly<
  Partial<Record<'username' | 'email' | 'phone' | 'current_password', ProfileProblem>>
>

type Invalid = { readonly ok: false; readonly reason: 'invalid'; readonly problems: ProfileProblems }

/**
 * The code of a new number is bound to the user as well as the number: another account that asked
 * for the same number cannot spend this user's code.
 */
const phoneChangeCode = (user: UserRecord, phone: string): CodeOwner => ({
  phone,
  purpose: 'phoneChange',
  userId: user.id,
})

export const createProfileFlows = (deps: ProfileFlowsDeps) => {
  const { store, limiter, knownNetworks, hasher, tokens, mailer, phoneCodes, now } = deps
  const link = (path: string, locale: Locale) => `${deps.publicUrl}${localizePath(path, locale)}`

  const view = async (user: UserRecord, within: AccountStore = store): Promise<ProfileView> => ({
    user,
    pending: await pendingChangesOf(within, user.id, now()),
  })

  /** Queues the notice; inside a transaction, with the change it tells of. */
  const notify = async (user: UserRecord, change: AccountChange, locale: Locale, to = user.email) => {
    if (!to) return
    await mailer.sendAccountChanged({
      to,
      locale,
      nickname: user.username,
      change,
      resetUrl: link('/forgot-password/email', locale),
    })
  }

  /**
   * Checks the current password of a signed-in user. Tries count against a limit like sign-in
   * failures; a right one is taken back.
   */
  const checkPassword = async (
    user: UserRecord,
    password: string,
    ip: string,
  ): Promise<'ok' | 'wrong' | Throttled> => {
    const counted = await hitAllUnlessSucceeded(limiter, [
      [buckets.reauthUser(user.id), LIMITS.reauthPerUser],
      [buckets.reauthIp(ip), LIMITS.reauthPerIp],
    ])
    if (!counted.ok) return counted
    let matches: boolean
    try {
      matches = await hasher.verify(password, user.passwordHash)
    } catch (error) {
      // Nothing was checked (the hashing queue was full): not a wrong password.
      await counted.succeeded()
      throw error
    }
    if (!matches) return 'wrong'
    await counted.succeeded()
    return 'ok'
  }

  return {
    /** The user with their pending changes: what GET /profile shows. */
    view,

    /**
     * Saves the given fields. A different e-mail or phone is not applied: it becomes pending, with a
     * link mailed to the new address (and a notice to the old one) or a code texted to the new number.
     * It needs the current password when the account has one. Nothing is saved when any check fails.
     */
    update: async (request: {
      readonly user: UserRecord
      readonly changes: ProfileUpdateRequest
      readonly ip: string
      readonly locale: Locale
    }): Promise<{ readonly ok: true; readonly view: ProfileView } | Invalid | Throttled> => {
      const { user, changes, ip, locale } = request
      const problems: Partial<Record<keyof ProfileProblems, ProfileProblem>> = {}

      // A new nickname is counted before it is looked up: the answer says whether it is taken.
      const newUsername = changes.username === user.username ? undefined : changes.username
      if (newUsername !== undefined) {
        const refused = await hitAll(limiter, [[buckets.nicknameUser(user.id), LIMITS.nicknameChecksPerUser]])
        if (refused) return refused
        if (await store.users.isUsernameTaken(newUsername, user.id)) problems.username = 'nickname_taken'
      }
      const newEmail =
        changes.email === undefined || changes.email.toLowerCase() === (user.email ?? '').toLowerCase()
          ? undefined
          : changes.email
      const newPhone =
        changes.phone === undefined || changes.phone === (user.phone ?? '') ? undefined : changes.phone
      for (const contact of CONTACTS)
        if (removesKeptContact(user[contact], changes[contact])) problems[contact] = 'required'

      if ((newEmail || newPhone) && user.passwordHash !== null) {
        if (!changes.currentPassword) {
          problems.current_password = 'required'
        } else {
          const checked = await checkPassword(user, changes.currentPassword, ip)
          if (typeof checked === 'object') return checked
          if (checked === 'wrong') problems.current_password = 'wrong_password'
        }
      }
      if (Object.keys(problems).length > 0) return { ok: false, reason: 'invalid', problems }

      // The sends are limited before anything is saved: a refusal leaves the profile as it was.
      if (newEmail) {
        const refused = await hitAll(limiter, [
          [buckets.emailChangeIp(ip), LIMITS.mailPerIp],
          [buckets.emailChangeAddress(newEmail), LIMITS.mailPerAddress],
        ])
        if (refused) return refused
      }
      if (newPhone) {
        // Counted against the account too: changing the number again and again texts no more.
        const refused = await phoneCodes.limitSend(newPhone, ip, user.id)
        if (refused) return refused
      }

      const fields: ProfileFields = {
        ...(changes.username === undefined ? {} : { username: changes.username }),
        ...(changes.firstName === undefined ? {} : { firstName: changes.firstName }),
        ...(changes.lastName === undefined ? {} : { lastName: changes.lastName }),
        ...(changes.playingDevice === undefined ? {} : { playingDevice: changes.playingDevice }),
        ...(changes.inputDevice === undefined ? {} : { inputDevice: changes.inputDevice || null }),
        ...(changes.discord === undefined ? {} : { discord: changes.discord }),
        ...(changes.telegram === undefined ? {} : { telegram: changes.telegram }),
        ...(changes.instagram === undefined ? {} : { instagram: changes.instagram }),
        ...(changes.oblast === undefined ? {} : { oblast: changes.oblast || null }),
      }
      const saved = await store.transaction(async (tx) => {
        const updated = Object.keys(fields).length > 0 ? await tx.users.updateProfile(user.id, fields) : user
        if (!updated) return undefined
        const pendingTokens = createOneTimeTokens(tx, now)
        if (newEmail) {
          const emailToken = await pendingTokens.issue({
            purpose: 'email_change',
            subject: user.id,
            payload: { email: newEmail, locale },
            ttlSeconds: LIFETIMES.emailChangeSeconds,
            replace: true,
          })
          // Queued with the pending change: a rolled-back save mails nothing.
          const url = link(`/confirm-email/${emailToken}`, locale)
          await mailer.sendEmailChangeLink({ to: newEmail, locale, nickname: updated.username, url })
          await notify(updated, 'emailChangeRequested', locale)
        }
        if (newPhone) {
          await pendingTokens.issue({
            purpose: 'phone_change',
            subject: user.id,
            payload: { phone: newPhone, locale },
            ttlSeconds: LIFETIMES.phoneChangeSeconds,
            replace: true,
          })
          await phoneCodes.send(phoneChangeCode(updated, newPhone), locale, tx)
        }
        // The answer is read in the transaction: a save committed is never answered as failed.
        return view(updated, tx)
      })
      // The only unique value of the fields is the username: taken since it was checked.
      if (!saved) return { ok: false, reason: 'invalid', problems: { username: 'nickname_taken' } }
      return { ok: true, view: saved }
    },

    /**
     * The link mailed to a new address: spends it and puts the address in use, verified. Refused when
     * another account took the address meanwhile (the link is spent all the same).
     */
    confirmEmail: (
      token: string,
    ): Promise<
      | { readonly ok: true; readonly email: string }
      | { readonly ok: false; readonly reason: 'invalid_token' | 'email_taken' }
    > =>
      store.transaction(async (tx) => {
        const at = now()
        const spent = await tx.oneTimeTokens.consume('email_change', sha256Hex(token), at)
        const user = spent && (await tx.users.findById(spent.subject))
        const email = spent?.payload.email
        if (!user || user.disabled || !email) return { ok: false, reason: 'invalid_token' } as const
        if (!(await tx.users.setEmail(user.id, email, at)))
          return { ok: false, reason: 'email_taken' } as const
        return { ok: true, email } as const
      }),

    /** A new code to the pending number, within the per-number and per-address limits. */
    resendPhoneCode: async (request: {
      readonly user: UserRecord
      readonly ip: string
      readonly locale: Locale
    }): Promise<
      | { readonly ok: true; readonly resendAfterSeconds: number }
      | { readonly ok: false; readonly reason: 'nothing_pending' }
      | Throttled
    > => {
      const { user, ip, locale } = request
      const pending = await store.oneTimeTokens.findLiveForSubject('phone_change', user.id, now())
      const phone = pending?.payload.phone
      if (!phone) return { ok: false, reason: 'nothing_pending' }
      const refused = await phoneCodes.limitSend(phone, ip, user.id)
      if (refused) return refused
      await phoneCodes.send(phoneChangeCode(user, phone), locale)
      return { ok: true, resendAfterSeconds: RESEND_AFTER_SECONDS }
    },

    /**
     * The code texted to the pending number: puts the number in use, verified. Wrong codes count
     * against the code (5 tries) and the client address, like the sign-in codes.
     */
    confirmPhone: async (request: {
      readonly user: UserRecord
      readonly code: string
      readonly ip: string
      readonly locale: Locale
    }): Promise<
      | { readonly ok: true; readonly view: ProfileView }
      | { readonly ok: false; readonly reason: 'incorrect_code' | 'phone_taken' }
      | Throttled
    > => {
      const { user, code, ip, locale } = request
      const refused = await phoneCodes.limitCheck(ip)
      if (refused) return refused
      const pending = await store.oneTimeTokens.findLiveForSubject('phone_change', user.id, now())
      const phone = pending?.payload.phone
      if (!phone || !(await phoneCodes.spend(phoneChangeCode(user, phone), code))) {
        return { ok: false, reason: 'incorrect_code' }
      }
      const updated = await store.transaction(async (tx) => {
        const at = now()
        await tx.oneTimeTokens.retireForSubject('phone_change', user.id, at)
        if (!(await tx.users.setPhone(user.id, phone, at))) return undefined
        const changed = (await tx.users.findById(user.id)) ?? user
        await notify(changed, 'phoneChanged', locale)
        return view(changed, tx)
      })
      if (!updated) return { ok: false, reason: 'phone_taken' }
      return { ok: true, view: updated }
    },

    /**
     * Changes the password (the old one must match) or sets the first one of an account made with a
     * provider. Every other session of the user ends, every refresh token is revoked and every access
     * token issued before dies (`pwd_at`); pending e-mail and phone changes are dropped; this session
     * (the one that asked) gets a new pair, and only its network stays known.
     */
    changePassword: async (request: {
      readonly user: UserRecord
      readonly sessionId: string
      readonly form: PasswordChangeForm | PasswordSetForm
      readonly ip: string
      readonly locale: Locale
    }): Promise<
      | { readonly ok: true; readonly tokens: IssuedTokens }
      | { readonly ok: false; readonly reason: 'wrong_password' }
      | WeakPasswordRefusal
      | Throttled
    > => {
      const { user, form, ip, locale } = request
      if (user.passwordHash !== null) {
        const checked = await checkPassword(user, 'oldPassword' in form ? form.oldPassword : '', ip)
        if (typeof checked === 'object') return checked
        if (checked === 'wrong') return { ok: false, reason: 'wrong_password' }
      } else {
        // A first password is hashed as well: counted like a check, so that one session cannot ask
        // for hash after hash without end.
        const refused = await hitAll(limiter, [
          [buckets.reauthUser(user.id), LIMITS.reauthPerUser],
          [buckets.reauthIp(ip), LIMITS.reauthPerIp],
        ])
        if (refused) return refused
      }
      const refused = refuseWeakPassword(form.newPassword, passwordOwnerOf(user))
      if (refused) return refused
      // Hashing is slow on purpose: done before the transaction holds anything.
      const passwordHash = await hasher.hash(form.newPassword)
      const changedAt = now()
      // Before the change, so that its answer is decided in its transaction: should the change then
      // fail, the next sign-in from another network only asks for an SMS code once more.
      await knownNetworks.startOver(user.id, ip)
      // The new pair is the answer: issued in the change's transaction, so a password changed is never
      // answered as failed (the old one would no longer match a retry).
      const issued = await store.transaction(async (tx) => {
        await storeNewPassword(tx, user.id, passwordHash, changedAt, request.sessionId)
        await notify(user, 'passwordChanged', locale)
        return tokens.issue({ id: user.id, passwordChangedAt: changedAt }, request.sessionId, tx)
      })
      return { ok: true, tokens: issued }
    },

    /** Counts an avatar upload of the user against its limit. */
    countAvatarUpload: (userId: string): Promise<Throttled | undefined> =>
      hitAll(limiter, [[buckets.avatarUser(userId), LIMITS.avatarUploadsPerUser]]),

    /** Keeps `avatar` (null: none) as the user's; answers the one it replaced, whose files can go. */
    replaceAvatar: (userId: string, avatar: AvatarRecord | null) => store.users.setAvatar(userId, avatar),
  }
}

export type ProfileFlows = ReturnType<typeof createProfileFlows>

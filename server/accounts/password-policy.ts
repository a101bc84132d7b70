/**
 * What a new password may not be (ASVS 5.0 V6.2.4, V6.2.5), checked wherever a password is chosen:
 * e-mail and phone sign-up, both resets, the profile's change and first password. The forms already
 * enforce length and characters; here come the rules that need the list or the account.
 *
 * The list is the most common passwords of zxcvbn-ts's `@zxcvbn-ts/language-common` (MIT, a ranked
 * list of leaked passwords): the 10,000 most common that are long enough to pass the length rule, as
 * ASVS asks ("considering the minimum length"). It stays on the server: a dependency rule keeps every
 * other layer from importing it (a page could not carry it within its JavaScript budget).
 */
import ranked from '@zxcvbn-ts/language-common/src/passwords.json' with { type: 'json' }
import { type PasswordOwner, passwordResemblesOwner } from '#core/shared/validation/password.ts'
import { PASSWORD_MIN } from '#core/shared/validation/rules.ts'

export const COMMON_PASSWORD_COUNT = 10_000

let common: ReadonlySet<string> | undefined

/** The 10,000 most common passwords of at least PASSWORD_MIN characters, lower case. */
export const commonPasswords = (): ReadonlySet<string> => {
  if (common === undefined) {
    common = new Set(
      (ranked as ReadonlyArray<string>)
        .filter((password) => [...password].length >= PASSWORD_MIN)
        .slice(0, COMMON_PASSWORD_COUNT)
        .map((password) => password.toLowerCase()),
    )
  }
  return common
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase())

export type WeakPassword = 'passwordCommon' | 'passwordLikeAccount'

/** Why `password` may not be chosen by `owner`, or undefined when it may. */
export const weakPasswordReason = (password: string, owner: PasswordOwner): WeakPassword | undefined => {
  if (passwordResemblesOwner(password, owner)) return 'passwordLikeAccount'
  if (isCommonPassword(password)) return 'passwordCommon'
  return undefined
}

/** A flow's refusal of a new password: the message key for the password field. */
export interface WeakPasswordRefusal {
  readonly ok: false
  readonly reason: 'weak_password'
  readonly message: WeakPassword
}

/** The refusal of `password` for `owner`, or undefined when it may be chosen. */
export const refuseWeakPassword = (
  password: string,
  owner: PasswordOwner,
): WeakPasswordRefusal | undefined => {
  const message = weakPasswordReason(password, owner)
  return message === undefined ? undefined : { ok: false, reason: 'weak_password', message }
}

/** What an account is known by, for the rule above. */
export const passwordOwnerOf = (user: {
  readonly username: string
  readonly email: string | null
  readonly phone: string | null
}): PasswordOwner => ({ nickname: user.username, email: user.email, phone: user.phone })

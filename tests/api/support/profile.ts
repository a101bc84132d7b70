/**
 * Signed-in users for the profile's API tests: made through the real sign-up endpoints, signed in
 * through the gateway Auth.js uses, so their tokens are the ones a browser session would carry.
 */
import { Schema } from 'effect'
import { ProfilePayload } from '#core/profile/profile.api.ts'
import type { IssuedTokens } from '#server/accounts/ports.ts'
import type { UserRow } from '#server/platform/db/schema.ts'
import { type AccountsHarness, freshEmail, freshIp, freshPhone, type JsonAnswer } from './accounts.ts'

export const PROFILE_PASSWORD = 'profile password 2026'

export interface SignedIn {
  readonly user: UserRow
  readonly password: string
  readonly tokens: IssuedTokens
  /** The e-mail or phone the user signs in with. */
  readonly email?: string
  readonly phone?: string
}

/** A user registered by e-mail (verified address, a password), signed in. */
export const signedInByEmail = async (h: AccountsHarness, password = PROFILE_PASSWORD): Promise<SignedIn> => {
  const email = freshEmail('profile')
  const user = await h.signUpByEmail(email, password)
  return { user, password, email, tokens: await h.tokensFor({ email, password }) }
}

/** A user signed up by phone (verified number, a password, no e-mail), signed in. */
export const signedInByPhone = async (h: AccountsHarness, password = PROFILE_PASSWORD): Promise<SignedIn> => {
  const phone = freshPhone()
  const user = await h.signUpByPhone(phone, password)
  return { user, password, phone, tokens: await h.tokensFor({ phone, password }) }
}

let providerCounter = 0
/** A user made by a social sign-in (Google vouches for the address): no password. */
export const signedInByProvider = async (
  h: AccountsHarness,
): Promise<SignedIn & { readonly email: string }> => {
  providerCounter += 1
  const email = freshEmail('social')
  const outcome = await h.accounts.gateway.signInWithProvider({
    provider: 'google',
    providerAccountId: `google-${process.pid}-${providerCounter}`,
    email,
    emailVerified: true,
    name: 'Social Player',
    image: null,
    locale: 'uk',
  })
  if (!outcome.ok) throw new Error(`Provider sign-in failed: ${outcome.reason}`)
  const user = await h.userByEmail(email)
  if (!user) throw new Error('The provider user is not in the database')
  return { user, password: '', email, tokens: outcome.tokens }
}

/** The decoded ProfilePayload of an answer (throws when the body is not one). */
export const profileOf = (answer: JsonAnswer): ProfilePayload =>
  Schema.decodeUnknownSync(ProfilePayload)(answer.body)

/** Another 6-digit code than `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

export { freshEmail, freshIp, freshPhone }

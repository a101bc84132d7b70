/**
 * Signing in with a password through Auth.js's credentials provider (e-mail or phone): the one
 * place that reads the answer's URL, so the phone flow and the e-mail form fail alike.
 */

import type { AuthApi } from '#core/accounts/auth.port.ts'
import { RateLimited, SignInFailed } from '#core/shared/errors.ts'
import { signInCodeOf, signInErrorOf } from './auth.schema.ts'

/** Rejects `RateLimited` when the server throttled the attempts, `SignInFailed` otherwise. */
export const signInWithPassword = async (
  auth: Pick<AuthApi, 'signIn'>,
  credentials: Readonly<Record<string, string>>,
  callbackUrl: string,
): Promise<void> => {
  const { url } = await auth.signIn({ provider: 'credentials', credentials, callbackUrl })
  const error = signInErrorOf(url)
  if (error === null) return
  throw signInCodeOf(url) === 'throttled' ? new RateLimited({}) : new SignInFailed({ error })
}

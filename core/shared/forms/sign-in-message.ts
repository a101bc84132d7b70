import { message } from '#core/shared/validation/message.ts'
import type { FormMessage } from './form-context.ts'

/** The message for a sign-in error the server put in the login page's query (`?error=&code=`). */
export const signInMessage = (error: string | null | undefined, code?: string | null): FormMessage | null => {
  if (!error) return null
  if (error === 'CredentialsSignin')
    return message(code === 'throttled' ? 'pleaseWait' : 'wrongEmailOrPassword')
  return message('signInFailed')
}

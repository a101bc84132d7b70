/**
 * core's PhoneCodeApi over REST API v1 (`ACCOUNT_PATHS` of `#core/accounts/accounts.api.ts`). The phone
 * flows run before there is a session, so their calls carry no token. A wrong or dead code (400
 * `incorrect_code`) fails `IncorrectCode`; 429 fails `RateLimited` ('Please wait a few minutes').
 */
import { Schema } from 'effect'
import { ACCOUNT_PATHS, SendCodeResponse, VerifyCodeResponse } from '#core/accounts/accounts.api.ts'
import type { PhoneCodeApi } from '#core/accounts/phone-code.port.ts'
import { IncorrectCode } from '#core/shared/errors.ts'
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import type { ApiClient } from './api-client.ts'

const decodeSent = Schema.decodeUnknownPromise(SendCodeResponse)
const decodeVerified = Schema.decodeUnknownPromise(VerifyCodeResponse)

export const createPhoneCodeApi = (client: ApiClient): PhoneCodeApi => {
  const post = (path: string, body: unknown) => client.request('POST', path, { body, auth: false })
  return {
    async sendCode({ phone, purpose }) {
      const answer = await decodeSent(await post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose }))
      return { resendAfterSeconds: answer.resend_after_seconds }
    },
    async verifyCode({ phone, code, purpose }) {
      let answer: unknown
      try {
        answer = await post(ACCOUNT_PATHS.phoneVerify, { phone, code, purpose })
      } catch (error) {
        throw apiErrorCodeOf(error) === 'incorrect_code' ? new IncorrectCode() : error
      }
      const verified = await decodeVerified(answer)
      return { ticket: verified.ticket, userExists: verified.user_exists }
    },
    async signUp({ ticket, phone, form }) {
      // Flat on the wire: `{ticket, phone, name, device, password, confirm_password, accept_terms}`.
      await post(ACCOUNT_PATHS.phoneSignUp, { ...form, ticket, phone })
    },
    async resetPassword({ ticket, form }) {
      await post(ACCOUNT_PATHS.phoneResetPassword, { ...form, ticket })
    },
  }
}

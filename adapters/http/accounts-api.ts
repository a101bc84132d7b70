/**
 * core's AccountsApi (the e-mail flows) over REST API v1. These calls come before there is a
 * session, so they carry no token. An unknown, used or expired link token fails `ApiError` with the
 * body `{detail, code: "invalid_token"}`; a form the server refuses fails `ApiError` 400 with field
 * errors (see `fieldErrorsOf`); 429 fails `RateLimited`.
 */
import { Schema } from 'effect'
import { ACCOUNT_PATHS, EmailRegisterCheckResponse } from '#core/accounts/accounts.api.ts'
import type { AccountsApi } from '#core/accounts/accounts.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeEmail = Schema.decodeUnknownPromise(EmailRegisterCheckResponse)

export const createAccountsApi = (client: ApiClient): AccountsApi => {
  const post = (path: string, body: unknown) => client.request('POST', path, { body, auth: false })
  return {
    async register(form) {
      await post(ACCOUNT_PATHS.emailRegister, form)
    },
    async checkRegistration(token) {
      const { email } = await decodeEmail(await post(ACCOUNT_PATHS.emailRegisterCheck, { token }))
      return { email }
    },
    async confirmRegistration(token, form) {
      const { email } = await decodeEmail(await post(ACCOUNT_PATHS.emailRegisterConfirm, { ...form, token }))
      return { email }
    },
    async forgotPassword(form) {
      await post(ACCOUNT_PATHS.forgotPassword, form)
    },
    async checkPasswordReset(token) {
      await post(ACCOUNT_PATHS.resetPasswordCheck, { token })
    },
    async resetPassword(token, form) {
      await post(ACCOUNT_PATHS.resetPassword, { ...form, token })
    },
  }
}

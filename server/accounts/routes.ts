/**
 * The accounts endpoints of REST API v1 (paths in `#core/accounts/accounts.api.ts`), mounted at the
 * API root (`/api/v1`, `/en/api/v1`). Routes decode, call a use-case and map its outcome to HTTP.
 */
import { type Context, Hono } from 'hono'
import {
  ACCOUNT_PATHS,
  EmailRegisterRequest,
  ForgotPasswordRequest,
  PhoneResetPasswordRequest,
  PhoneSignUpRequest,
  SendCodeRequest,
  splitPhoneSignUp,
  splitTokenPassword,
  TokenCheckRequest,
  TokenPasswordRequest,
  TokenRefreshRequest,
  VerifyCodeRequest,
} from '#core/accounts/accounts.api.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, apiLocale, fieldError, throttled } from '#server/platform/http/problems.ts'
import type { EmailFlows } from './email-flows.ts'
import { type AccountsEnv, tokenFailure } from './http.ts'
import type { PhoneFlows } from './phone-flows.ts'
import type { TokenService } from './tokens.ts'

export interface AccountRoutesDeps {
  readonly phone: PhoneFlows
  readonly email: EmailFlows
  readonly tokens: TokenService
  /** The client's address for per-IP limits. */
  readonly clientIp: (c: Context) => string
}

export const createAccountRoutes = (deps: AccountRoutesDeps): Hono<AccountsEnv> => {
  const { phone, email, tokens } = deps
  const routes = new Hono<AccountsEnv>()
  const post = (path: string) => [path, noStore, ...jsonBody()] as const
  /** `{token, password, confirm_password}` of the pages the mailed links open. */
  const decodeTokenPassword = (c: Context) =>
    decodeBody(c, TokenPasswordRequest, {
      reshape: (wire) => splitTokenPassword(wire, 'token'),
      tokenField: 'ticket',
    })

  routes.post(...post(ACCOUNT_PATHS.tokenRefresh), async (c) => {
    const body = await decodeBody(c, TokenRefreshRequest)
    if (!body.ok) return body.response
    try {
      const issued = await tokens.refresh(body.value.refresh)
      return c.json({ access: issued.access, refresh: issued.refresh })
    } catch (error) {
      return tokenFailure(c, error)
    }
  })

  routes.post(...post(ACCOUNT_PATHS.phoneSendCode), async (c) => {
    const body = await decodeBody(c, SendCodeRequest)
    if (!body.ok) return body.response
    const sent = await phone.sendCode({ ...body.value, ip: deps.clientIp(c), locale: apiLocale(c.req.path) })
    if (!sent.ok) return throttled(c, sent.retryAfterSeconds)
    return c.json({ resend_after_seconds: sent.resendAfterSeconds })
  })

  routes.post(...post(ACCOUNT_PATHS.phoneVerify), async (c) => {
    const body = await decodeBody(c, VerifyCodeRequest)
    if (!body.ok) return body.response
    const verified = await phone.verifyCode({ ...body.value, ip: deps.clientIp(c) })
    if (verified.ok) return c.json({ ticket: verified.ticket, user_exists: verified.userExists })
    if (verified.reason === 'throttled') return throttled(c, verified.retryAfterSeconds)
    return apiError(c, 400, 'incorrect_code', 'incorrectCode')
  })

  routes.post(...post(ACCOUNT_PATHS.phoneSignUp), async (c) => {
    const body = await decodeBody(c, PhoneSignUpRequest, { reshape: splitPhoneSignUp, tokenField: 'ticket' })
    if (!body.ok) return body.response
    const created = await phone.signUp({ ...body.value, locale: apiLocale(c.req.path) })
    if (created.ok) return c.json({}, 201)
    if (created.reason === 'weak_password') return fieldError(c, 'password', created.message)
    return created.reason === 'account_exists'
      ? apiError(c, 409, 'account_exists', 'accountExists')
      : apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  routes.post(...post(ACCOUNT_PATHS.phoneResetPassword), async (c) => {
    const body = await decodeBody(c, PhoneResetPasswordRequest, {
      reshape: (wire) => splitTokenPassword(wire, 'ticket'),
      tokenField: 'ticket',
    })
    if (!body.ok) return body.response
    const reset = await phone.resetPassword({ ...body.value, ip: deps.clientIp(c) })
    if (reset.ok) return c.body(null, 204)
    if (reset.reason === 'weak_password') return fieldError(c, 'password', reset.message)
    return apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  routes.post(...post(ACCOUNT_PATHS.emailRegister), async (c) => {
    const body = await decodeBody(c, EmailRegisterRequest)
    if (!body.ok) return body.response
    const registered = await email.register({
      form: body.value,
      ip: deps.clientIp(c),
      locale: apiLocale(c.req.path),
    })
    if (registered.ok) return c.json({}, 202)
    return registered.reason === 'throttled'
      ? throttled(c, registered.retryAfterSeconds)
      : fieldError(c, 'nickname', 'nicknameTaken')
  })

  routes.post(...post(ACCOUNT_PATHS.emailRegisterCheck), async (c) => {
    const body = await decodeBody(c, TokenCheckRequest, { tokenField: 'token' })
    if (!body.ok) return body.response
    const found = await email.checkRegistration(body.value.token)
    return found.ok ? c.json({ email: found.email }) : apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  routes.post(...post(ACCOUNT_PATHS.emailRegisterConfirm), async (c) => {
    const body = await decodeTokenPassword(c)
    if (!body.ok) return body.response
    const confirmed = await email.confirmRegistration({ token: body.value.ticket, form: body.value.form })
    if (confirmed.ok) return c.json({ email: confirmed.user.email }, 201)
    if (confirmed.reason === 'weak_password') return fieldError(c, 'password', confirmed.message)
    return apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  routes.post(...post(ACCOUNT_PATHS.forgotPassword), async (c) => {
    const body = await decodeBody(c, ForgotPasswordRequest)
    if (!body.ok) return body.response
    const sent = await email.forgotPassword({
      form: body.value,
      ip: deps.clientIp(c),
      locale: apiLocale(c.req.path),
    })
    return sent.ok ? c.json({}, 202) : throttled(c, sent.retryAfterSeconds)
  })

  routes.post(...post(ACCOUNT_PATHS.resetPasswordCheck), async (c) => {
    const body = await decodeBody(c, TokenCheckRequest, { tokenField: 'token' })
    if (!body.ok) return body.response
    const found = await email.checkPasswordReset(body.value.token)
    return found.ok ? c.json({}) : apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  routes.post(...post(ACCOUNT_PATHS.resetPassword), async (c) => {
    const body = await decodeTokenPassword(c)
    if (!body.ok) return body.response
    const reset = await email.resetPassword({
      token: body.value.ticket,
      form: body.value.form,
      ip: deps.clientIp(c),
    })
    if (reset.ok) return c.body(null, 204)
    if (reset.reason === 'weak_password') return fieldError(c, 'password', reset.message)
    return apiError(c, 400, 'invalid_token', 'invalidToken')
  })

  return routes
}

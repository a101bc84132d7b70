/**
 * The sign-in, sign-up and password forms, answered by the server when the browser sends them itself
 * (before the page's JavaScript runs, or without it): progressive enhancement, ADR 0020. The phone
 * flows' screens are `phone-flow-posts.ts`'s.
 *
 * Each form posts `application/x-www-form-urlencoded` to its own page (`/login`, `/en/register`, …,
 * only a safe `redirect` in the query). The steps every such form takes (its body, the request-forgery
 * token of ASVS V3.5.1, the page again or 303) are `server/platform/http/form-posts.ts`'s. Here the server
 * decodes the values with core's schema of the same form, runs the same endpoint the browser's
 * JavaScript calls (REST API v1 in process, with the client's address; the e-mail sign-in through
 * Auth.js's credentials callback), and answers either `303 See Other` to the next page or the page
 * rendered again with the messages and the typed values (never a password). Nothing typed ever
 * goes into a URL.
 */
import { Schema } from 'effect'
import type { Hono } from 'hono'
import { Hono as HonoApp } from 'hono'
import { signInMessage } from '#core/accounts/account-forms.ts'
import { ACCOUNT_PATHS, OneTimeToken } from '#core/accounts/accounts.api.ts'
import {
  EmailRegisterForm,
  EmailSignInForm,
  ForgotPasswordForm,
  NewPasswordForm,
} from '#core/accounts/auth.schema.ts'
import type { PhoneCodePurpose } from '#core/accounts/phone-code.port.ts'
import { keptQuery, signedInTarget } from '#core/accounts/redirect.ts'
import type { FormMessage } from '#core/shared/forms/form.machine.ts'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { toWire } from '#core/shared/http/wire-case.ts'
import { type Locale, localizePath, splitLocale } from '#core/shared/i18n/locale.ts'
import { decodeForm } from '#core/shared/validation/decode-form.ts'
import { refusedFields } from '#core/shared/validation/field-errors.api.ts'
import { message } from '#core/shared/validation/message.ts'
import { type AuthHandler, setsSessionCookie } from '#server/accounts/authjs/authjs.ts'
import {
  createFormAnswers,
  FORM_CONTENT_TYPE,
  type FormPosts,
  type RenderPosted,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import { answerPhoneFlow, type CallbackAnswer } from './phone-flow-posts.ts'

export interface FormPostsDeps {
  /** REST API v1 (mounted in process under `/api/v1` and `/en/api/v1`). */
  readonly api: Hono
  /** Auth.js: the e-mail sign-in goes through its credentials callback, as the browser's does. */
  readonly auth: AuthHandler
  readonly tokens: FormTokens
  /** The public origin (config.publicUrl). */
  readonly origin: string
  readonly renderPage: RenderPosted
}

type FieldKind = 'text' | 'secret' | 'check'

/** What a form's action concluded: on to the next page, or the page again with messages. */
type Outcome =
  | { readonly next: string; readonly setCookie?: ReadonlyArray<string> }
  | { readonly refused: Partial<PostedForm> }

interface Submission {
  readonly values: unknown
  readonly locale: Locale
  /** The page's safe `redirect` (the signed-in target), the profile otherwise. */
  readonly target: string
  /** The page's `redirect` query as a link may carry it on (`keptQuery`): `?redirect=…` or ''. */
  readonly returnQuery: string
  /** The token of the page's link (`/forgot-password/{token}`, `/register/confirm/{token}`). */
  readonly token: string | undefined
  readonly request: Request
  readonly env: unknown
  readonly ip: string
}

interface FormSpec {
  readonly schema: Schema.Decoder<unknown>
  readonly fields: Readonly<Record<string, FieldKind>>
  readonly submit: (submission: Submission) => Promise<Outcome>
}

// A few form fields; anything larger is not one of these forms.
const MAX_BODY_BYTES = 16 * 1024
const Problem = Schema.Struct({ code: Schema.String })
const CsrfAnswer = Schema.Struct({ csrfToken: Schema.String })
const isOneTimeToken = Schema.is(OneTimeToken)

const refused = (state: Partial<PostedForm>): Outcome => ({ refused: state })
const formFailed = (key: FormMessage['key']): Outcome => refused({ error: message(key) })

/** The page's form behind a path (`/forgot-password/{token}`: the token too), if it has one. */
const route = (path: string): { readonly form: string; readonly token?: string } | undefined => {
  const match = /^\/(forgot-password|register\/confirm)\/([^/]+)$/.exec(path)
  if (match && match[2] !== 'email' && match[2] !== 'phone' && match[2] !== 'success') {
    return { form: `${match[1]}/@token`, token: match[2] }
  }
  return { form: path }
}

const decodeJson = async <S extends Schema.Decoder<unknown>>(
  response: Response,
  schema: S,
): Promise<S['Type'] | undefined> => {
  try {
    const decoded = Schema.decodeUnknownResult(schema)(await response.json())
    return decoded._tag === 'Success' ? decoded.success : undefined
  } catch {
    return undefined
  }
}

/** An API refusal as the page shows it: the server's messages by form field, in the page's words. */
const apiRefusal = async (response: Response): Promise<Outcome> => {
  if (response.status === 429) return formFailed('pleaseWait')
  if (response.status !== 400) return formFailed('somethingWentWrong')
  const body: unknown = await response.json().catch(() => null)
  const problem = Schema.decodeUnknownOption(Problem)(body)
  if (problem._tag === 'Some') {
    return problem.value.code === 'invalid_token'
      ? refused({ invalidToken: true })
      : formFailed('somethingWentWrong')
  }
  const serverErrors = refusedFields(body)
  return serverErrors ? refused({ serverErrors }) : formFailed('somethingWentWrong')
}

export const createFormPosts = (deps: FormPostsDeps): FormPosts => {
  const { origin } = deps
  // The same mounts as the app's, so the API reads the language from the path as it always does.
  const api = new HonoApp()
  for (const prefix of ['/api/v1', '/en/api/v1']) api.route(prefix, deps.api)

  /** A POST of REST API v1 in process, from the client's address (the same per-IP limits). */
  const callApi = (submission: Submission, path: string, body: unknown): Promise<Response> => {
    const headers = new Headers({ 'Content-Type': 'application/json' })
    const forwarded = submission.request.headers.get('X-Forwarded-For')
    if (forwarded) headers.set('X-Forwarded-For', forwarded)
    const prefix = submission.locale === 'en' ? '/en/api/v1' : '/api/v1'
    const request = new Request(new URL(`${prefix}${path}`, origin), {
      method: 'POST',
      headers,
      body: JSON.stringify(toWire(body)),
    })
    return Promise.resolve(api.fetch(request, submission.env))
  }

  /**
   * Auth.js's credentials callback, as the browser's sign-in posts to it (its own CSRF token, fetched
   * in process: this request's token was checked already). Answers where Auth.js sends the browser
   * (`?error=` when it failed, and when it set no session) and its cookies.
   */
  const credentialsCallback = async (
    submission: Submission,
    credentials: Readonly<Record<string, string>>,
    target: string,
  ): Promise<CallbackAnswer> => {
    const failed = { url: '/login?error=Default', setCookie: [] }
    const csrf = await deps.auth.handle(new Request(new URL('/api/auth/csrf', origin)), submission.ip)
    const answer = await decodeJson(csrf, CsrfAnswer)
    if (!answer) return failed
    const cookie = csrf.headers
      .getSetCookie()
      .map((header) => header.split(';', 1)[0] ?? '')
      .join('; ')
    const response = await deps.auth.handle(
      new Request(new URL('/api/auth/callback/credentials', origin), {
        method: 'POST',
        headers: { 'Content-Type': FORM_CONTENT_TYPE, Cookie: cookie },
        body: new URLSearchParams({
          ...credentials,
          csrfToken: answer.csrfToken,
          callbackUrl: new URL(target, origin).href,
        }),
      }),
      submission.ip,
    )
    const url = response.headers.get('Location') ?? '/'
    const setCookie = response.headers.getSetCookie()
    const sessionSet = setCookie.some(setsSessionCookie)
    return new URL(url, origin).searchParams.has('error') || sessionSet ? { url, setCookie } : failed
  }

  /** Signs in by e-mail: the session cookies, or the sign-in error of Auth.js's redirect. */
  const signIn = async (
    submission: Submission,
    credentials: Readonly<Record<string, string>>,
    target: string,
  ): Promise<{ readonly setCookie: ReadonlyArray<string> } | { readonly error: FormMessage }> => {
    const { url, setCookie } = await credentialsCallback(submission, credentials, target)
    const location = new URL(url, origin)
    const error = location.searchParams.get('error')
    if (error !== null) {
      return { error: signInMessage(error, location.searchParams.get('code')) ?? message('signInFailed') }
    }
    return { setCookie }
  }

  const FORMS: Readonly<Record<string, FormSpec>> = {
    '/login': {
      schema: EmailSignInForm,
      fields: { email: 'text', password: 'secret' },
      submit: async (submission) => {
        const { email, password } = Schema.decodeUnknownSync(EmailSignInForm)(submission.values)
        const outcome = await signIn(submission, { email, password }, submission.target)
        return 'error' in outcome
          ? refused({ error: outcome.error })
          : { next: submission.target, setCookie: outcome.setCookie }
      },
    },
    '/register': {
      schema: EmailRegisterForm,
      fields: { email: 'text', nickname: 'text', acceptTerms: 'check' },
      submit: async (submission) => {
        const values = Schema.decodeUnknownSync(EmailRegisterForm)(submission.values)
        // The mailed link brings the new account back to the page it signed up from.
        const redirect = new URLSearchParams(submission.returnQuery).get('redirect') ?? undefined
        const response = await callApi(submission, ACCOUNT_PATHS.emailRegister, { ...values, redirect })
        return response.ok
          ? { next: localizePath('/register/confirm', submission.locale) }
          : apiRefusal(response)
      },
    },
    '/forgot-password/email': {
      schema: ForgotPasswordForm,
      fields: { email: 'text' },
      submit: async (submission) => {
        const values = Schema.decodeUnknownSync(ForgotPasswordForm)(submission.values)
        const response = await callApi(submission, ACCOUNT_PATHS.forgotPassword, values)
        return response.ok
          ? { next: localizePath('/forgot-password/success', submission.locale) }
          : apiRefusal(response)
      },
    },
    'forgot-password/@token': {
      schema: NewPasswordForm,
      fields: { password: 'secret', confirmPassword: 'secret' },
      submit: async (submission) => {
        const values = Schema.decodeUnknownSync(NewPasswordForm)(submission.values)
        const response = await callApi(submission, ACCOUNT_PATHS.resetPassword, {
          ...values,
          token: submission.token,
        })
        return response.ok ? { next: localizePath('/login', submission.locale) } : apiRefusal(response)
      },
    },
    'register/confirm/@token': {
      schema: NewPasswordForm,
      fields: { password: 'secret', confirmPassword: 'secret' },
      submit: async (submission) => {
        const values = Schema.decodeUnknownSync(NewPasswordForm)(submission.values)
        const response = await callApi(submission, ACCOUNT_PATHS.emailRegisterConfirm, {
          ...values,
          token: submission.token,
        })
        if (!response.ok) return apiRefusal(response)
        const next = `${localizePath('/register/success', submission.locale)}${submission.returnQuery}`
        const confirmed = await decodeJson(response, Schema.Struct({ email: Schema.String }))
        // The account exists and its link is spent: the account-created page follows either way
        // (its profile link asks to sign in if this did not), as in the browser.
        const outcome = confirmed
          ? await signIn(submission, { email: confirmed.email, password: values.password }, next)
          : undefined
        return { next, setCookie: outcome && 'setCookie' in outcome ? outcome.setCookie : [] }
      },
    },
  }

  const forms = createFormAnswers(deps)

  /** The phone flows: several screens on one page, answered by running the page's chart (phone-flow-posts.ts). */
  const PHONE_FLOWS: Readonly<Record<string, PhoneCodePurpose>> = {
    '/auth': 'signIn',
    '/forgot-password/phone': 'restore',
  }

  return {
    async answer(request, env, ip) {
      const url = new URL(request.url)
      const { locale, path } = splitLocale(url.pathname)
      const found = route(path)
      const spec = found ? FORMS[found.form] : undefined
      const phoneMode = PHONE_FLOWS[path]
      if (!found || (!spec && !phoneMode)) return undefined
      const pagePath = `${url.pathname}${url.search}`
      const form = await forms.read(request, MAX_BODY_BYTES)
      if (form instanceof Response) return form
      // V3.5.1: only a form of this site's page, sent from a browser that holds its cookie.
      const { body, genuine } = form
      const submission: Omit<Submission, 'values'> = {
        locale,
        target: signedInTarget(locale, url.searchParams.get('redirect')),
        returnQuery: keptQuery(url.searchParams.get('redirect')),
        token: found.token,
        request,
        env,
        ip,
      }
      if (phoneMode) {
        const answer = await answerPhoneFlow({
          mode: phoneMode,
          body,
          locale,
          target: submission.target,
          ...(genuine ? {} : { refusal: message('formExpired') }),
          callApi: (apiPath, apiBody) => callApi({ ...submission, values: {} }, apiPath, apiBody),
          signIn: (credentials, target) =>
            credentialsCallback({ ...submission, values: {} }, credentials, target),
        })
        return 'next' in answer
          ? seeOther(answer.next, answer.setCookie)
          : forms.again(request, pagePath, answer.status, answer.posted)
      }
      if (!spec) return undefined
      if (!genuine) return forms.again(request, pagePath, 403, { error: message('formExpired') })
      const values: Record<string, string | boolean> = {}
      const kept: Record<string, string | boolean> = {}
      for (const [name, kind] of Object.entries(spec.fields)) {
        const value = kind === 'check' ? body.has(name) : (body.get(name) ?? '')
        values[name] = value
        if (kind !== 'secret') kept[name] = value
      }
      const decoded = decodeForm(spec.schema, values)
      if (!decoded.ok)
        return forms.again(request, pagePath, 400, { values: kept, fieldErrors: decoded.errors })
      if (found.token !== undefined && !isOneTimeToken(found.token)) {
        return forms.again(request, pagePath, 400, { invalidToken: true })
      }
      const outcome = await spec.submit({ ...submission, values })
      if ('next' in outcome) return seeOther(outcome.next, outcome.setCookie)
      const status = outcome.refused.error?.key === 'pleaseWait' ? 429 : 400
      return forms.again(request, pagePath, status, { values: kept, ...outcome.refused })
    },
  }
}

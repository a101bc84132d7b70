/**
 * The phone flows' forms answered without JavaScript (ADR 0020): `/auth` (sign in or sign up by
 * phone) and `/forgot-password/phone` (restore by phone).
 *
 * The server runs core's phone-code chart, the one the page runs, from the screen the form came from
 * (its hidden fields: the number the code went to, the ticket of the code), hands it the form as the
 * page would, and answers with where the chart came to rest: the next screen (or the same one with
 * its messages), or `303 See Other` once signed in (with the session cookies) or once the password
 * is changed (to the login page). The chart's ports are the endpoints the page's JavaScript calls:
 * REST API v1 in process (so the same limits, checks and answers) and Auth.js's credentials callback.
 * No rule of the flow is written here.
 */
import { Schema } from 'effect'
import { createActor, type SnapshotFrom, waitFor } from 'xstate'
import type { ApiClient } from '#adapters/http/api-client.ts'
import { asFieldsRefused } from '#adapters/http/field-errors.ts'
import { createPhoneCodeApi } from '#adapters/http/phone-code-api.ts'
import { OneTimeToken } from '#core/accounts/accounts.api.ts'
import {
  type PhoneCodeEvent,
  type PhoneCodeResume,
  type PhoneStep,
  providePhoneCodeMachine,
} from '#core/accounts/phone-code.machine.ts'
import type { PhoneCodePurpose } from '#core/accounts/phone-code.port.ts'
import { OptionalPhoneNumber } from '#core/accounts/phone-code.schema.ts'
import {
  PHONE_FLOW_FIELDS,
  PHONE_FORM_ACTIONS,
  type PhoneFormAction,
} from '#core/accounts/phone-flow-form.ts'
import { fullNumber } from '#core/accounts/phone-input.ts'
import { ApiError, RateLimited, ServerError } from '#core/shared/errors.ts'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'
import type { FlowMessage } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'

/** What Auth.js's credentials callback answered: where it sends the browser, and its cookies. */
export interface CallbackAnswer {
  /** Carries `?error=` when the sign-in failed. */
  readonly url: string
  readonly setCookie: ReadonlyArray<string>
}

export interface PhoneFlowSubmission {
  readonly mode: PhoneCodePurpose
  readonly body: URLSearchParams
  readonly locale: Locale
  /** Where a signed-in reader goes on: the page's safe `redirect`, or the profile. */
  readonly target: string
  /** The form was refused before anything ran (a bad request-forgery token): its screen with this. */
  readonly refusal?: FlowMessage
  /** A POST of REST API v1 in process, from the client's address. */
  readonly callApi: (path: string, body: unknown) => Promise<Response>
  /** Auth.js's credentials callback in process. */
  readonly signIn: (
    credentials: Readonly<Record<string, string>>,
    callbackUrl: string,
  ) => Promise<CallbackAnswer>
}

export type PhoneFlowAnswer =
  | { readonly next: string; readonly setCookie: ReadonlyArray<string> }
  | { readonly status: number; readonly posted: Partial<PostedForm> }

/** The screen each form is sent from. */
const SCREEN_OF: Readonly<Record<PhoneFormAction, PhoneStep>> = {
  phone: 'phone',
  haveCode: 'phone',
  code: 'code',
  resend: 'code',
  changePhone: 'code',
  password: 'password',
  signUp: 'signUp',
  newPassword: 'newPassword',
}

/** The screens each flow has (restoring has no password or sign-up screen, signing in no new password). */
const SCREENS: Readonly<Record<PhoneCodePurpose, ReadonlyArray<PhoneStep>>> = {
  signIn: ['phone', 'code', 'password', 'signUp'],
  restore: ['phone', 'code', 'newPassword'],
}

const HiddenFields = Schema.Struct({
  [PHONE_FLOW_FIELDS.action]: Schema.Literals(PHONE_FORM_ACTIONS),
  [PHONE_FLOW_FIELDS.number]: OptionalPhoneNumber,
  [PHONE_FLOW_FIELDS.codeSentTo]: OptionalPhoneNumber,
  [PHONE_FLOW_FIELDS.ticket]: Schema.Union([Schema.Literal(''), OneTimeToken]),
})

// Long enough for a slow password hash and the SMS gateway; a stuck call still ends the request.
const SETTLE_TIMEOUT_MS = 30_000

const text = (body: URLSearchParams, name: string): string => body.get(name) ?? ''

/** What the form asks the chart to do, as the page's components send it. */
const eventsOf = (action: PhoneFormAction, body: URLSearchParams): ReadonlyArray<PhoneCodeEvent> => {
  switch (action) {
    case 'phone':
      // The input holds the part after the +380 the field shows, as the page's field reads it.
      return [{ type: 'phone.change', value: fullNumber(text(body, 'phone')) }, { type: 'phone.submit' }]
    case 'haveCode':
      return [{ type: 'code.have' }]
    case 'code':
      return [{ type: 'code.change', value: text(body, 'code') }, { type: 'code.submit' }]
    case 'resend':
      return [{ type: 'code.resend' }]
    case 'changePhone':
      return [{ type: 'code.back' }]
    case 'password':
      return [{ type: 'password.submit', values: { password: text(body, 'password') } }]
    case 'signUp':
      return [
        {
          type: 'signUp.submit',
          values: {
            name: text(body, 'name'),
            device: text(body, 'device'),
            password: text(body, 'password'),
            confirmPassword: text(body, 'confirmPassword'),
            acceptTerms: body.has('acceptTerms'),
          },
        },
      ]
    case 'newPassword':
      return [
        {
          type: 'newPassword.submit',
          values: { password: text(body, 'password'), confirmPassword: text(body, 'confirmPassword') },
        },
      ]
  }
}

/**
 * The screen the form came from, with what its hidden fields say; undefined when they do not make
 * one of this flow's screens (the number missing after the number's screen, a ticket missing where
 * it is spent): such a form was not sent from the page.
 */
const resumeOf = (
  mode: PhoneCodePurpose,
  body: URLSearchParams,
): { readonly action: PhoneFormAction; readonly resume: PhoneCodeResume } | undefined => {
  const decoded = Schema.decodeUnknownOption(HiddenFields)({
    [PHONE_FLOW_FIELDS.action]: text(body, PHONE_FLOW_FIELDS.action),
    [PHONE_FLOW_FIELDS.number]: text(body, PHONE_FLOW_FIELDS.number),
    [PHONE_FLOW_FIELDS.codeSentTo]: text(body, PHONE_FLOW_FIELDS.codeSentTo),
    [PHONE_FLOW_FIELDS.ticket]: text(body, PHONE_FLOW_FIELDS.ticket),
  })
  if (decoded._tag === 'None') return undefined
  const { step: action, number, codeSentTo, ticket } = decoded.value
  const step = SCREEN_OF[action]
  if (!SCREENS[mode].includes(step)) return undefined
  if (step !== 'phone' && number === '') return undefined
  if ((step === 'signUp' || step === 'newPassword') && ticket === '') return undefined
  const resume: PhoneCodeResume = {
    step,
    phone: number,
    // Back on the number's screen, the flow still knows where its unused code went.
    e164: step === 'phone' ? codeSentTo : number,
    // The code screen is there while the code sent to its number is unused.
    codeSentTo: step === 'phone' ? codeSentTo : step === 'code' ? number : '',
    code: '',
    ticket,
    // The page cannot count down without its script: the server's limits decide when to send again.
    resendIn: 0,
    fieldErrors: {},
    error: null,
  }
  return { action, resume }
}

/** REST API v1 in process as the HTTP adapters' client, failing with the errors the browser's fails with. */
const inProcessClient = (callApi: PhoneFlowSubmission['callApi']): ApiClient => ({
  async request(_method, path, options) {
    const response = await callApi(path, options?.body)
    const body: unknown = await response.json().catch(() => undefined)
    if (response.ok) return body
    if (response.status === 429) throw new RateLimited({})
    if (response.status >= 500) throw new ServerError({ status: response.status })
    throw new ApiError({ status: response.status, body })
  },
  upload: () => Promise.reject(new Error('no uploads in the phone flows')),
  adoptTokens: async () => {},
  forgetTokens: () => {},
})

type Snapshot = SnapshotFrom<ReturnType<typeof providePhoneCodeMachine>>

const SCREEN_STATES: ReadonlyArray<PhoneStep> = ['phone', 'password', 'signUp', 'newPassword']

/** The screen a resting chart shows; undefined while a call is under way. */
const restingScreen = (snapshot: Snapshot): PhoneStep | undefined =>
  snapshot.matches({ code: 'idle' }) ? 'code' : SCREEN_STATES.find((step) => snapshot.matches(step))

const hasMessages = (resume: PhoneCodeResume): boolean =>
  resume.error !== null || Object.keys(resume.fieldErrors).length > 0

export const answerPhoneFlow = async (submission: PhoneFlowSubmission): Promise<PhoneFlowAnswer> => {
  const { mode, body, locale } = submission
  const posted = resumeOf(mode, body)
  if (!posted) {
    const start = resumeOf(mode, new URLSearchParams({ [PHONE_FLOW_FIELDS.action]: 'phone' }))
    return {
      status: 400,
      posted: start ? { phoneFlow: { ...start.resume, error: message('somethingWentWrong') } } : {},
    }
  }
  const { action, resume } = posted
  if (submission.refusal)
    return { status: 403, posted: { phoneFlow: { ...resume, error: submission.refusal } } }

  let sessionCookies: ReadonlyArray<string> = []
  const api = createPhoneCodeApi(inProcessClient(submission.callApi))
  // A password the server refuses (too common, the account's own number) is a field error, as in the page.
  const refine = (error: unknown): never => {
    throw asFieldsRefused(error)
  }
  const unused = () => Promise.reject(new Error('not used by the phone flows'))
  const machine = providePhoneCodeMachine({
    phoneCode: {
      sendCode: (request) => api.sendCode(request),
      verifyCode: (request) => api.verifyCode(request),
      signUp: (request) => api.signUp(request).catch(refine),
      resetPassword: (request) => api.resetPassword(request).catch(refine),
    },
    auth: {
      signIn: async ({ credentials = {}, callbackUrl }) => {
        const answer = await submission.signIn(credentials, callbackUrl)
        sessionCookies = answer.setCookie
        return { url: answer.url }
      },
      getSession: unused,
      signOut: unused,
      getProviders: unused,
      refreshToken: unused,
    },
    // The page counts the resend down; here nothing waits for it.
    clock: { now: () => new Date(), setTimeout: () => () => {}, setInterval: () => () => {} },
    // A toast needs the page's script; the next page says what happened.
    notifier: { notify: () => {} },
  })
  const actor = createActor(machine, { input: { mode, resume } }).start()
  try {
    for (const event of eventsOf(action, body)) actor.send(event)
    const snapshot = await waitFor(
      actor,
      (current) => current.status === 'done' || restingScreen(current) !== undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    const { context } = snapshot
    if (snapshot.status === 'done') {
      return context.outcome === 'passwordChanged'
        ? { next: localizePath('/login', locale), setCookie: [] }
        : { next: submission.target, setCookie: sessionCookies }
    }
    const phoneFlow: PhoneCodeResume = {
      step: restingScreen(snapshot) ?? 'phone',
      phone: context.phone,
      e164: context.e164,
      codeSentTo: context.codeSentTo,
      code: context.code,
      ticket: context.ticket,
      resendIn: context.resendIn,
      fieldErrors: context.fieldErrors,
      error: context.error,
    }
    // The sign-up form comes back with what was typed (never a password).
    const values: Readonly<Record<string, string | boolean>> =
      phoneFlow.step === 'signUp' && action === 'signUp'
        ? { name: text(body, 'name'), device: text(body, 'device'), acceptTerms: body.has('acceptTerms') }
        : {}
    const status = context.error?.key === 'pleaseWait' ? 429 : hasMessages(phoneFlow) ? 400 : 200
    return { status, posted: { values, phoneFlow } }
  } finally {
    actor.stop()
  }
}

/**
 * Every path of the form chart, walked for each e-mail account form against the fake ports: the
 * values sent, the messages shown (as keys), the token check of link pages, the success toast.
 */
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, createActor } from 'xstate'
import {
  provideConfirmRegistration,
  provideEmailSignIn,
  provideForgotPassword,
  provideRegister,
  provideResetPassword,
  signInMessage,
} from '#core/accounts/account-forms.ts'
import { ApiError, hasTag, RateLimited, ServerError, SignInFailed } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { flows as enFlows } from '#locales/en/flows.ts'
import { flows as ukFlows } from '#locales/uk/flows.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { call, flush, type PortCall, portCalls } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345'
const EMAIL = 'olena@example.com'
const PASSWORDS = { password: 'new-secret', confirmPassword: 'new-secret' }

const invalidToken = () => new ApiError({ status: 400, body: { detail: 'x', code: 'invalid_token' } })
// What the composition root makes of a 400 with field errors (the HTTP client's `fieldErrorsOf`).
const TAKEN = { nickname: [{ key: 'server', params: { text: 'Taken' } }] }
const fieldsRefused = () => new FieldsRefused({ fields: TAKEN })
const refine = (error: unknown): unknown =>
  error instanceof ApiError && error.status === 400 && 'nickname' in Object(error.body)
    ? fieldsRefused()
    : error

interface Variant {
  readonly name: string
  /** Each form's machine has its own schema, hence its own type. */
  readonly machine: (ports: ReturnType<typeof createFakePorts>) => AnyStateMachine
  readonly token?: string
  readonly success?: 'accountCreated' | 'passwordChanged'
  readonly valid: Record<string, unknown>
  readonly invalid: Record<string, unknown>
  /** The field errors of `invalid`, as keys. */
  readonly invalidErrors: Record<string, ReadonlyArray<{ key: string; params?: Record<string, number> }>>
  /** Port calls of the check and the submission (gate keys), in order. */
  readonly check?: string
  readonly submit: ReadonlyArray<string>
  /** The arguments of the first submission call. */
  readonly sent: ReadonlyArray<unknown>
  /** The submission's error events this form can meet, and how the port fails for each. */
  readonly failures: ReadonlyArray<{
    readonly machineError: unknown
    readonly portFailure: () => unknown
    /** The form message shown (none: the failure is shown by fields, or by the invalid-token page). */
    readonly shows?: string
  }>
}

const wiring = { refine, callbackUrl: () => '/en/profile' }

const VARIANTS: ReadonlyArray<Variant> = [
  {
    name: 'e-mail sign-in',
    machine: (ports) => provideEmailSignIn(ports, wiring),
    valid: { email: ` ${EMAIL} `, password: 'secret-pass' },
    invalid: { email: 'olena', password: '' },
    invalidErrors: { email: [{ key: 'invalidEmail' }], password: [{ key: 'required' }] },
    submit: ['auth.signIn'],
    sent: [
      {
        provider: 'credentials',
        credentials: { email: EMAIL, password: 'secret-pass' },
        callbackUrl: '/en/profile',
      },
    ],
    failures: [
      {
        machineError: new SignInFailed({ error: 'CredentialsSignin' }),
        shows: 'wrongEmailOrPassword',
        portFailure: () => ({ url: '/en/login?error=CredentialsSignin&code=credentials' }),
      },
      {
        machineError: new RateLimited({}),
        portFailure: () => ({ url: '/en/login?error=CredentialsSignin&code=throttled' }),
        shows: 'pleaseWait',
      },
    ],
  },
  {
    name: 'registration',
    machine: (ports) => provideRegister(ports, wiring),
    valid: { email: EMAIL, nickname: 'olena_k', acceptTerms: true },
    invalid: { email: '', nickname: 'ol ena', acceptTerms: false },
    invalidErrors: {
      email: [{ key: 'required' }],
      nickname: [{ key: 'noSpaces' }],
      acceptTerms: [{ key: 'termsRequired' }],
    },
    submit: ['accounts.register'],
    sent: [{ email: EMAIL, nickname: 'olena_k', acceptTerms: true }],
    failures: [
      {
        machineError: fieldsRefused(),
        portFailure: () => new ApiError({ status: 400, body: { nickname: ['Taken'] } }),
      },
      { machineError: new RateLimited({}), portFailure: () => new RateLimited({}), shows: 'pleaseWait' },
    ],
  },
  {
    name: 'registration link',
    machine: (ports) => provideConfirmRegistration(ports, wiring),
    token: TOKEN,
    success: 'accountCreated',
    valid: PASSWORDS,
    invalid: { password: 'long-enough', confirmPassword: 'other' },
    invalidErrors: { confirmPassword: [{ key: 'passwordsMatch' }] },
    check: 'accounts.checkRegistration',
    submit: ['accounts.confirmRegistration', 'auth.signIn'],
    sent: [TOKEN, PASSWORDS],
    failures: [{ machineError: invalidToken(), portFailure: invalidToken }],
  },
  {
    name: 'forgot password',
    machine: (ports) => provideForgotPassword(ports, wiring),
    valid: { email: EMAIL },
    invalid: { email: 'olena@' },
    invalidErrors: { email: [{ key: 'invalidEmail' }] },
    submit: ['accounts.forgotPassword'],
    sent: [{ email: EMAIL }],
    failures: [
      {
        machineError: new ServerError({ status: 500 }),
        portFailure: () => new ServerError({}),
        shows: 'somethingWentWrong',
      },
    ],
  },
  {
    name: 'password reset link',
    machine: (ports) => provideResetPassword(ports, wiring),
    token: TOKEN,
    success: 'passwordChanged',
    valid: PASSWORDS,
    invalid: { password: 'short', confirmPassword: 'short' },
    invalidErrors: { password: [{ key: 'minLength', params: { min: 8 } }] },
    check: 'accounts.checkPasswordReset',
    submit: ['accounts.resetPassword'],
    sent: [TOKEN, PASSWORDS],
    failures: [{ machineError: invalidToken(), portFailure: invalidToken }],
  },
]

/** What the form shows, and the calls and toasts so far. */
interface Seen {
  readonly state: string
  readonly fieldErrors: Readonly<Record<string, unknown>>
  readonly serverErrors: Readonly<Record<string, unknown>>
  readonly error: string | null
  readonly checked: Readonly<Record<string, unknown>>
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
}

const SIGN_IN_AFTER_LINK = {
  provider: 'credentials',
  credentials: { email: EMAIL, password: PASSWORDS.password },
  callbackUrl: '/en/profile',
}

describe.each(VARIANTS)('form machine: $name', (variant) => {
  const input = { token: variant.token, success: variant.success ? { key: variant.success } : null }
  const events: ModelEvent[] = [
    { type: 'form.submit', values: variant.invalid },
    { type: 'form.submit', values: variant.valid },
    { type: 'check.retry' },
    {
      type: 'xstate.done.actor.checkToken',
      output: variant.check === 'accounts.checkRegistration' ? { email: EMAIL } : {},
    },
    { type: 'xstate.error.actor.checkToken', error: invalidToken() },
    { type: 'xstate.error.actor.checkToken', error: new ServerError({ status: 503 }) },
    { type: 'xstate.done.actor.submit', output: undefined },
    ...variant.failures.map(({ machineError }) => ({
      type: 'xstate.error.actor.submit',
      error: machineError,
    })),
  ]
  const model = createModel(variant.machine(createFakePorts()), { events, input })
  const paths = model.getSimplePaths()

  it('reaches every state the form can be in', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))))
    const expected = variant.token
      ? ['checking', 'checkFailed', 'editing', 'submitting', 'done', 'invalidToken']
      : ['editing', 'submitting', 'done']
    expect([...reached].sort()).toEqual(expect.arrayContaining(expected))
    if (!variant.token) expect(reached.has('checking')).toBe(false)
  })

  /** A link page checks its token; the check finds the address the link was sent to. */
  const checkCall = variant.check ? call(variant.check, TOKEN) : null
  const checked = variant.check === 'accounts.checkRegistration' ? { email: EMAIL } : {}
  const failureShown = (error: unknown) => variant.failures.find((f) => f.machineError === error)

  /** The outcome of each event, written from the form's spec: fields, messages, calls, toast. */
  const next = (seen: Seen, event: ModelEvent): Seen => {
    switch (event.type) {
      case 'form.submit':
        if (event.values === variant.invalid)
          return { ...seen, fieldErrors: variant.invalidErrors, serverErrors: {}, error: null }
        return {
          ...seen,
          state: 'submitting',
          fieldErrors: {},
          serverErrors: {},
          error: null,
          calls: [...seen.calls, call(variant.submit[0] ?? '', ...variant.sent)],
        }
      case 'check.retry':
        return { ...seen, state: 'checking', error: null, calls: [...seen.calls, checkCall as PortCall] }
      case 'xstate.done.actor.checkToken':
        return { ...seen, state: 'editing', checked }
      case 'xstate.error.actor.checkToken':
        if (hasTag(event.error, 'ApiError')) return { ...seen, state: 'invalidToken' }
        return { ...seen, state: 'checkFailed', error: 'somethingWentWrong' }
      case 'xstate.done.actor.submit':
        return {
          ...seen,
          state: 'done',
          // The new account is signed in with the password just set.
          calls: variant.submit[1] ? [...seen.calls, call('auth.signIn', SIGN_IN_AFTER_LINK)] : seen.calls,
          toasts: variant.success ? [`success:${variant.success}`] : [],
        }
      case 'xstate.error.actor.submit': {
        const failure = failureShown(event.error)
        if (failure?.machineError instanceof ApiError) return { ...seen, state: 'invalidToken' }
        if (failure?.machineError instanceof FieldsRefused)
          return { ...seen, state: 'editing', serverErrors: TAKEN }
        return { ...seen, state: 'editing', error: failure?.shows ?? null }
      }
      default:
        throw new Error(`No expectation for ${event.type}`)
    }
  }

  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(variant.machine(ports), { input }).start()
      let seen: Seen = {
        state: checkCall ? 'checking' : 'editing',
        fieldErrors: {},
        serverErrors: {},
        error: null,
        checked: {},
        calls: checkCall ? [checkCall] : [],
        toasts: [],
      }

      const step = async (event: ModelEvent): Promise<void> => {
        const [first, second] = variant.submit
        if (event.type === 'xstate.done.actor.checkToken')
          gate.resolve(
            variant.check ?? '',
            variant.check === 'accounts.checkRegistration' ? { email: EMAIL } : undefined,
          )
        else if (event.type === 'xstate.error.actor.checkToken') gate.reject(variant.check ?? '', event.error)
        else if (event.type === 'xstate.done.actor.submit') {
          gate.resolve(first ?? '', first === 'auth.signIn' ? { url: '/en/profile' } : { email: EMAIL })
          if (second) {
            await flush()
            gate.resolve(second, { url: '/en/profile' })
          }
        } else if (event.type === 'xstate.error.actor.submit') {
          const answer = failureShown(event.error)?.portFailure()
          if (answer instanceof Error) gate.reject(first ?? '', answer)
          else gate.resolve(first ?? '', answer)
        } else actor.send(event as never)
        await flush()
        seen = next(seen, event)
      }

      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({
              state: value,
              fieldErrors: context.fieldErrors,
              serverErrors: context.serverErrors,
              error: context.error?.key ?? null,
              checked: context.checked,
              calls: portCalls(log),
              toasts: ports.notifier.keys(),
            }).toEqual(seen)
          },
        },
        events: Object.fromEntries(
          events.map((event) => [event.type, ({ event }: { event: unknown }) => step(event as ModelEvent)]),
        ),
      })
    })
  }
})

describe('form messages', () => {
  it('read the sign-in error the server put in the login page query', () => {
    expect(signInMessage(null)).toBeNull()
    expect(signInMessage('CredentialsSignin', 'credentials')).toEqual({ key: 'wrongEmailOrPassword' })
    expect(signInMessage('CredentialsSignin', 'throttled')).toEqual({ key: 'pleaseWait' })
    expect(signInMessage('Configuration')).toEqual({ key: 'signInFailed' })
  })

  it('say which of e-mail or password may be wrong, without telling which', () => {
    expect(enFlows.messages.wrongEmailOrPassword).toBe('Wrong e-mail or password')
    expect(ukFlows.messages.wrongEmailOrPassword).toBeTruthy()
  })
})

describe('a link page with a token that cannot be one', () => {
  it.each([
    ['registration', provideConfirmRegistration, 'accounts.checkRegistration'],
    ['password reset', provideResetPassword, 'accounts.checkPasswordReset'],
  ] as const)('%s: "Invalid token" at once, nothing asked of the server', async (_name, provide, call) => {
    const log = new CallLog()
    const ports = createFakePorts({ log })
    const actor = createActor(provide(ports, wiring), { input: { token: 'not a token/../x' } }).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('invalidToken')
    expect(log.names()).not.toContain(call)
  })
})

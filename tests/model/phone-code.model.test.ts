import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { phoneCodeMachine, providePhoneCodeMachine } from '#core/accounts/phone-code.machine.ts'
import { IncorrectCode, RateLimited, SignInFailed } from '#core/shared/errors.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { call, flush, type PortCall, portCalls, stateName } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const PHONE = '067 123 45 67'
const E164 = '+380671234567'
const SIGN_UP = {
  name: 'Olena',
  device: 'PC',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  acceptTerms: true,
}
const NEW_PASSWORD = { password: 'new-secret', confirmPassword: 'new-secret' }

// One valid and one invalid value per input keeps the graph small enough for every simple path
// of the short charts and the shortest paths of the long ones.
const events: ModelEvent[] = [
  { type: 'phone.change', value: '067 12' },
  { type: 'phone.change', value: PHONE },
  { type: 'phone.submit' },
  { type: 'code.change', value: '123' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'code.resend' },
  { type: 'code.back' },
  { type: 'code.forward' },
  { type: 'code.have' },
  { type: 'resend.tick' },
  { type: 'password.submit', values: { password: '' } },
  { type: 'password.submit', values: { password: 'secret-pass' } },
  { type: 'signUp.submit', values: { ...SIGN_UP, acceptTerms: false } },
  { type: 'signUp.submit', values: SIGN_UP },
  { type: 'newPassword.submit', values: { ...NEW_PASSWORD, confirmPassword: 'other' } },
  { type: 'newPassword.submit', values: NEW_PASSWORD },
  { type: 'xstate.done.actor.sendCode', output: { resendAfterSeconds: 1 } },
  { type: 'xstate.error.actor.sendCode', error: new RateLimited({}) },
  { type: 'xstate.error.actor.sendCode', error: new Error('network') },
  { type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 1 } },
  { type: 'xstate.error.actor.resendCode', error: new RateLimited({}) },
  { type: 'xstate.done.actor.verifyCode', output: { ticket: 't-1', userExists: true } },
  { type: 'xstate.done.actor.verifyCode', output: { ticket: 't-1', userExists: false } },
  { type: 'xstate.error.actor.verifyCode', error: new IncorrectCode() },
  { type: 'xstate.done.actor.signIn', output: undefined },
  { type: 'xstate.error.actor.signIn', error: new SignInFailed({ error: 'CredentialsSignin' }) },
  { type: 'xstate.done.actor.signUp', output: undefined },
  { type: 'xstate.error.actor.signUp', error: new Error('boom') },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  { type: 'xstate.error.actor.resetPassword', error: new Error('boom') },
]

/** Which port call each invocation makes (the gate key). */
const GATE_OF: Record<string, string> = {
  sendCode: 'phoneCode.sendCode',
  resendCode: 'phoneCode.sendCode',
  verifyCode: 'phoneCode.verifyCode',
  signIn: 'auth.signIn',
  signUp: 'phoneCode.signUp',
  resetPassword: 'phoneCode.resetPassword',
}

/** What the phone sign-in shows, and what the test remembers to predict the next step. */
interface Seen {
  readonly state: string
  readonly phone: string
  readonly code: string
  readonly resendIn: number
  readonly error: string | null
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
  readonly outcome: string | null
  /** Not shown: the number an unused code went to ('' when none). */
  readonly codeSentTo: string
}

const START: Seen = {
  state: 'phone',
  phone: '',
  code: '',
  resendIn: 1,
  error: null,
  fieldErrors: {},
  calls: [],
  toasts: [],
  outcome: null,
  codeSentTo: '',
}

/** The password sign-in through Auth.js's credentials provider. */
const signIn = (password: string): PortCall =>
  call('auth.signIn', {
    provider: 'credentials',
    credentials: { phone: E164, password },
    callbackUrl: '/profile',
  })

/** What a failure says (spec §8). */
const failureKey = (error: unknown): string =>
  error instanceof RateLimited
    ? 'pleaseWait'
    : error instanceof IncorrectCode
      ? 'incorrectCode'
      : error instanceof SignInFailed
        ? 'invalidCredentials'
        : 'somethingWentWrong'

/** The outcome of each event, from spec §2, §4 and §9. */
const next = (seen: Seen, event: ModelEvent, mode: 'signIn' | 'restore'): Seen => {
  const clear = { error: null, fieldErrors: {} }
  const sendCode = call('phoneCode.sendCode', { phone: E164, purpose: mode })
  const inCode = seen.state.startsWith('code')
  switch (event.type) {
    case 'phone.change':
      return { ...seen, ...clear, phone: String(event.value) }
    case 'phone.submit':
      // The number an unused code went to: back to the code, without a new SMS.
      if (seen.phone === PHONE && seen.codeSentTo === E164) return { ...seen, ...clear, state: 'code.idle' }
      if (seen.phone === PHONE)
        return { ...seen, ...clear, state: 'sendingCode', calls: [...seen.calls, sendCode] }
      return { ...seen, fieldErrors: { phone: [seen.phone === '' ? 'required' : 'phoneTooShort'] } }
    case 'code.forward':
      return seen.phone === PHONE && seen.codeSentTo === E164
        ? { ...seen, ...clear, state: 'code.idle' }
        : seen
    case 'code.have':
      // 'I already have a code': whatever number is typed now, the code goes with the number it went to.
      return seen.state === 'phone' && seen.codeSentTo === E164
        ? { ...seen, ...clear, state: 'code.idle' }
        : seen
    case 'code.change':
      return { ...seen, ...clear, code: String(event.value) }
    case 'code.submit':
      if (seen.code === '123456')
        return {
          ...seen,
          ...clear,
          state: 'code.verifying',
          calls: [
            ...seen.calls,
            call('phoneCode.verifyCode', { phone: E164, code: '123456', purpose: mode }),
          ],
        }
      return { ...seen, fieldErrors: { code: [seen.code === '' ? 'required' : 'codeFormat'] } }
    case 'code.resend':
      // Only once the cooldown is over.
      if (seen.resendIn > 0) return seen
      return { ...seen, ...clear, state: 'code.resending', calls: [...seen.calls, sendCode] }
    case 'code.back':
      return { ...seen, ...clear, state: 'phone', code: '' }
    case 'resend.tick':
      return inCode ? { ...seen, resendIn: Math.max(0, seen.resendIn - 1) } : seen
    case 'password.submit': {
      const { password } = event.values as { password: string }
      if (password === '') return { ...seen, fieldErrors: { password: ['required'] } }
      return { ...seen, ...clear, state: 'signingIn', calls: [...seen.calls, signIn(password)] }
    }
    case 'signUp.submit':
      if (event.values !== SIGN_UP) return { ...seen, fieldErrors: { acceptTerms: ['termsRequired'] } }
      return {
        ...seen,
        ...clear,
        state: 'signingUp',
        calls: [...seen.calls, call('phoneCode.signUp', { ticket: 't-1', phone: E164, form: SIGN_UP })],
      }
    case 'newPassword.submit':
      if (event.values !== NEW_PASSWORD)
        return { ...seen, fieldErrors: { confirmPassword: ['passwordsMatch'] } }
      return {
        ...seen,
        ...clear,
        state: 'settingPassword',
        calls: [...seen.calls, call('phoneCode.resetPassword', { ticket: 't-1', form: NEW_PASSWORD })],
      }
    case 'xstate.done.actor.sendCode':
      return { ...seen, state: 'code.idle', code: '', codeSentTo: E164, resendIn: 1 }
    case 'xstate.error.actor.sendCode':
      return { ...seen, state: 'phone', error: failureKey(event.error) }
    case 'xstate.done.actor.resendCode':
      return { ...seen, state: 'code.idle', code: '', resendIn: 1, toasts: [...seen.toasts, 'info:codeSent'] }
    case 'xstate.error.actor.resendCode':
      return { ...seen, state: 'code.idle', error: failureKey(event.error) }
    case 'xstate.done.actor.verifyCode': {
      const { userExists } = event.output as { userExists: boolean }
      const state = mode === 'restore' ? 'newPassword' : userExists ? 'password' : 'signUp'
      return { ...seen, state, codeSentTo: '' }
    }
    case 'xstate.error.actor.verifyCode':
      return { ...seen, state: 'code.idle', error: failureKey(event.error) }
    case 'xstate.done.actor.signIn':
      return { ...seen, state: 'done', outcome: 'signedIn' }
    case 'xstate.error.actor.signIn':
      return { ...seen, state: 'password', error: failureKey(event.error) }
    case 'xstate.done.actor.signUp':
      // The new account is signed in with the password just chosen.
      return {
        ...seen,
        state: 'done',
        outcome: 'signedUp',
        calls: [...seen.calls, signIn(SIGN_UP.password)],
        toasts: [...seen.toasts, 'success:accountCreated'],
      }
    case 'xstate.error.actor.signUp':
      return { ...seen, state: 'signUp', error: failureKey(event.error) }
    case 'xstate.done.actor.resetPassword':
      return {
        ...seen,
        state: 'done',
        outcome: 'passwordChanged',
        toasts: [...seen.toasts, 'success:passwordChanged'],
      }
    case 'xstate.error.actor.resetPassword':
      return { ...seen, state: 'newPassword', error: failureKey(event.error) }
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

const keysOf = (refs: ReadonlyArray<{ key: string }>): string[] => refs.map((ref) => ref.key)

describe.each(['signIn', 'restore'] as const)('phone-code machine (mode: %s)', (mode) => {
  const input = { mode, resendCooldownSeconds: 1 }
  const modelEvents = events.filter((e) =>
    mode === 'restore'
      ? !/signUp|password\.submit|signIn/.test(e.type)
      : !/newPassword|resetPassword/.test(e.type),
  )
  const model = createModel(phoneCodeMachine, { events: modelEvents, input })
  const paths = model.getShortestPaths()

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    const expected =
      mode === 'restore'
        ? ['phone', 'sendingCode', 'code', 'newPassword', 'settingPassword', 'done']
        : ['phone', 'sendingCode', 'code', 'password', 'signingIn', 'signUp', 'signingUp', 'done']
    for (const state of expected) expect([...reached].some((r) => r.includes(`"${state}"`))).toBe(true)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(providePhoneCodeMachine(ports), { input }).start()
      let seen = START

      const step = async (event: ModelEvent): Promise<void> => {
        const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
        const id = settled?.[2] ?? ''
        const key = GATE_OF[id] ?? id
        if (settled?.[1] === 'done') {
          // The sign-in answers the URL Auth.js would; the flow only needs it to carry no error.
          gate.resolve(key, key === 'auth.signIn' ? { url: '/profile' } : event.output)
          // Sign-up signs the new account in: that second call answers too.
          if (id === 'signUp') {
            await flush()
            gate.resolve('auth.signIn', { url: '/profile' })
          }
        } else if (settled) gate.reject(key, event.error)
        else if (event.type === 'resend.tick') ports.clock.advance(1000)
        else actor.send(event as never)
        await flush()
        seen = next(seen, event, mode)
      }

      await path.test({
        states: {
          '*': () => {
            const snapshot = actor.getSnapshot()
            const { context } = snapshot
            const { codeSentTo: _hidden, ...shown } = seen
            expect({
              state: stateName(snapshot.value),
              phone: context.phone,
              code: context.code,
              resendIn: context.resendIn,
              error: context.error?.key ?? null,
              fieldErrors: Object.fromEntries(
                Object.entries(context.fieldErrors).map(([field, refs]) => [field, keysOf(refs ?? [])]),
              ),
              calls: portCalls(log),
              toasts: ports.notifier.keys(),
              outcome: context.outcome,
            }).toEqual(shown)
            if (seen.state === 'done') expect(snapshot.output).toEqual({ mode, outcome: seen.outcome })
          },
        },
        events: Object.fromEntries(
          modelEvents.map((event) => [
            event.type,
            ({ event }: { event: unknown }) => step(event as ModelEvent),
          ]),
        ),
      })
    })
  }
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { phoneCodeMachine, providePhoneCodeMachine } from '#core/auth/phone-code/phone-code.machine.ts'
import { IncorrectCode, RateLimited, SignInFailed } from '#core/errors.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { flush } from './harness.ts'
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

describe.each(['signIn', 'restore'] as const)('phone-code machine (mode: %s)', (mode) => {
  const input = { mode, resendCooldownSeconds: 1 }
  const model = createModel(phoneCodeMachine, {
    events: events.filter((e) =>
      mode === 'restore'
        ? !/signUp|password\.submit|signIn/.test(e.type)
        : !/newPassword|resetPassword/.test(e.type),
    ),
    input,
  })
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
      const calls = (name: string) => log.names().filter((n) => n === name).length
      let sends = 0

      const settle = (kind: 'done' | 'error', step: { event: ModelEvent }) => {
        const id = step.event.type.replace(/^xstate\.(done|error)\.actor\./, '')
        const key = GATE_OF[id] ?? id
        if (kind === 'done') {
          // The sign-in answers the URL Auth.js would; the flow only needs it to carry no error.
          gate.resolve(key, key === 'auth.signIn' ? { url: '/profile' } : step.event.output)
        } else gate.reject(key, step.event.error)
      }
      const doneEvents = Object.fromEntries(
        Object.keys(GATE_OF).flatMap((id) => [
          [
            `xstate.done.actor.${id}`,
            async (step: { event: ModelEvent }) => {
              settle('done', step)
              // Sign-up signs the new account in: that second call answers too.
              if (id === 'signUp') {
                await flush()
                gate.resolve('auth.signIn', { url: '/profile' })
              }
              await flush()
            },
          ],
          [
            `xstate.error.actor.${id}`,
            async (step: { event: ModelEvent }) => {
              settle('error', step)
              await flush()
            },
          ],
        ]),
      )

      await path.test({
        states: {
          '*': (state) => {
            const snapshot = actor.getSnapshot()
            expect(snapshot.value).toEqual(state.value)
            expect(snapshot.context.error).toEqual(state.context.error)
            expect(snapshot.context.fieldErrors).toEqual(state.context.fieldErrors)
            expect(snapshot.context.resendIn).toBe(state.context.resendIn)
            expect(calls('phoneCode.sendCode')).toBe(sends)
            if (state.matches('done')) {
              const expectedToasts = {
                signedIn: [],
                signedUp: ['success:accountCreated'],
                passwordChanged: ['success:passwordChanged'],
              }
              expect(ports.notifier.keys().filter((k) => k.startsWith('success'))).toEqual(
                expectedToasts[state.context.outcome ?? 'signedIn'],
              )
              expect(actor.getSnapshot().output).toEqual({ mode, outcome: state.context.outcome })
            }
          },
        },
        events: {
          ...doneEvents,
          'phone.submit': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('sendingCode')) {
              sends += 1
              expect(log.last()?.args).toEqual([{ phone: E164, purpose: mode }])
            }
          },
          'code.resend': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches({ code: 'resending' })) sends += 1
          },
          'code.submit': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches({ code: 'verifying' })) {
              expect(log.last()?.args).toEqual([{ phone: E164, code: '123456', purpose: mode }])
            }
          },
          'resend.tick': async () => {
            ports.clock.advance(1000)
          },
          'password.submit': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('signingIn')) {
              expect(log.last()).toMatchObject({
                method: 'signIn',
                args: [{ provider: 'credentials', credentials: { phone: E164, password: 'secret-pass' } }],
              })
            }
          },
          'signUp.submit': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('signingUp')) {
              expect(log.last()).toMatchObject({ method: 'signUp', args: [{ ticket: 't-1', phone: E164 }] })
            }
          },
          'newPassword.submit': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('settingPassword')) {
              expect(log.last()).toMatchObject({
                method: 'resetPassword',
                args: [{ ticket: 't-1', form: NEW_PASSWORD }],
              })
            }
          },
          'phone.change': ({ event }) => void actor.send(event as never),
          'code.change': ({ event }) => void actor.send(event as never),
          'code.back': ({ event }) => void actor.send(event as never),
          'code.forward': ({ event }) => void actor.send(event as never),
        },
      })
    })
  }
})

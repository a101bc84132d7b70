/** Behaviour the model paths do not reach: defaults, parameterless events, live tickers. */

import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  DEFAULT_RESEND_COOLDOWN_SECONDS,
  phoneCodeMachine,
  providePhoneCodeMachine,
} from '#core/accounts/phone-code.machine.ts'
import { fetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { decodeForm, formErrors } from '#core/shared/validation/decode-form.ts'
import { createFakePorts } from '../../fakes/index.ts'
import { flush } from '../../model/harness.ts'

/** The phone sign-in of an existing account (`+380671234567`), through its SMS code to the password. */
const atPasswordStep = async (ports: ReturnType<typeof createFakePorts>) => {
  ports.phoneCode.answers.sendCode = { resendAfterSeconds: 60 }
  ports.phoneCode.answers.verifyCode = { ticket: 'ticket-1', userExists: true }
  const actor = createActor(providePhoneCodeMachine(ports), { input: {} }).start()
  actor.send({ type: 'phone.change', value: '067 123 45 67' })
  actor.send({ type: 'phone.submit' })
  await flush()
  actor.send({ type: 'code.change', value: '123456' })
  actor.send({ type: 'code.submit' })
  await flush()
  return actor
}

describe('phone-code defaults', () => {
  it('signs in with a one-minute cooldown unless told otherwise', () => {
    const { context } = createActor(phoneCodeMachine, { input: {} }).start().getSnapshot()
    expect(context.mode).toBe('signIn')
    expect(context.resendIn).toBe(DEFAULT_RESEND_COOLDOWN_SECONDS)
  })
  it('counts the resend cooldown down with the clock, then allows a resend', async () => {
    const ports = createFakePorts()
    ports.phoneCode.answers.sendCode = { resendAfterSeconds: 60 }
    const actor = createActor(providePhoneCodeMachine(ports), {
      input: { resendCooldownSeconds: 60 },
    }).start()
    actor.send({ type: 'phone.change', value: '0671234567' })
    actor.send({ type: 'phone.submit' })
    await flush()
    expect(actor.getSnapshot().context.resendIn).toBe(60)
    ports.clock.advance(59_000)
    expect(actor.getSnapshot().context.resendIn).toBe(1)
    actor.send({ type: 'code.resend' })
    expect(actor.getSnapshot().value).toEqual({ code: 'idle' })
    ports.clock.advance(1000)
    actor.send({ type: 'code.resend' })
    await flush()
    expect(ports.phoneCode.log.names().filter((name) => name === 'phoneCode.sendCode')).toHaveLength(2)
    expect(ports.notifier.keys()).toEqual(['info:codeSent'])
  })
  it('signs a verified existing user in, after one refused password', async () => {
    const ports = createFakePorts()
    // Auth.js answers a refused password with the login page and its error.
    ports.auth.answers.signIn = { url: '/login?error=CredentialsSignin' }
    const actor = await atPasswordStep(ports)
    actor.send({ type: 'password.submit', values: { password: 'wrong-one' } })
    await flush()
    expect(actor.getSnapshot().context.error).toEqual({ key: 'invalidCredentials' })
    ports.auth.answers.signIn = { url: '/profile' }
    actor.send({ type: 'password.submit', values: { password: 'password-1' } })
    await flush()
    expect(actor.getSnapshot().status).toBe('done')
    expect(ports.auth.log.last()).toMatchObject({
      method: 'signIn',
      args: [{ provider: 'credentials', credentials: { phone: '+380671234567', password: 'password-1' } }],
    })
  })
  it('says "Please wait a few minutes" when the server throttled the phone sign-in', async () => {
    const ports = createFakePorts()
    // The server's answer once the per-account limit is reached.
    ports.auth.answers.signIn = { url: '/login?error=CredentialsSignin&code=throttled' }
    const actor = await atPasswordStep(ports)
    actor.send({ type: 'password.submit', values: { password: 'password-1' } })
    await flush()
    expect(actor.getSnapshot().context.error).toEqual({ key: 'pleaseWait' })
    expect(actor.getSnapshot().value).toBe('password')
  })
})

describe('phone-code refusals of a new password', () => {
  /** A new number through its SMS code to the sign-up form. */
  const atSignUpStep = async (ports: ReturnType<typeof createFakePorts>) => {
    ports.phoneCode.answers.sendCode = { resendAfterSeconds: 60 }
    ports.phoneCode.answers.verifyCode = { ticket: 'ticket-1', userExists: false }
    const actor = createActor(providePhoneCodeMachine(ports), { input: {} }).start()
    actor.send({ type: 'phone.change', value: '067 765 43 21' })
    actor.send({ type: 'phone.submit' })
    await flush()
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await flush()
    return actor
  }
  const SIGN_UP = {
    name: 'Test Player',
    device: 'PC',
    password: 'password',
    confirmPassword: 'password',
    acceptTerms: true,
  }

  it('V6.2.4 shows the server’s refusal of a common password next to the password field', async () => {
    const ports = createFakePorts()
    ports.phoneCode.answers.signUp = new FieldsRefused({ fields: { password: [{ key: 'passwordCommon' }] } })
    const actor = await atSignUpStep(ports)
    actor.send({ type: 'signUp.submit', values: SIGN_UP })
    await flush()
    expect(actor.getSnapshot().value).toBe('signUp')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: [{ key: 'passwordCommon' }] })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('still says "Something went wrong" for any other failure of the sign-up', async () => {
    const ports = createFakePorts()
    ports.phoneCode.answers.signUp = new Error('network')
    const actor = await atSignUpStep(ports)
    actor.send({ type: 'signUp.submit', values: SIGN_UP })
    await flush()
    expect(actor.getSnapshot().context.error).toEqual({ key: 'somethingWentWrong' })
  })
})

describe('fetch machine', () => {
  it('keeps its params when fetch.start carries none', async () => {
    const calls: unknown[] = []
    const machine = fetchMachine.provide({
      actors: { load: fromPromise(async ({ input }) => void calls.push(input)) },
    })
    const actor = createActor(machine, { input: { params: 'first' } }).start()
    actor.send({ type: 'fetch.start' })
    await flush()
    actor.send({ type: 'fetch.start', params: 'second' })
    await flush()
    expect(calls).toEqual(['first', 'second'])
  })
})

describe('decodeForm on unions', () => {
  it('reports the closest member of a union', () => {
    const Contact = Schema.Union([
      Schema.Struct({ email: Schema.String }),
      Schema.Struct({ phone: Schema.String }),
    ])
    const result = decodeForm(Contact, { email: 1 })
    expect(result.ok).toBe(false)
    expect(decodeForm(Schema.Literals(['a', 'b']), 'c')).toEqual({
      ok: false,
      errors: { _form: [{ key: 'invalid' }] },
    })
  })
})

describe('decodeForm edge cases', () => {
  it('gives the errors per field of a refused form (formErrors), none for one that decodes', () => {
    const Form = Schema.Struct({ name: Schema.String })
    expect(formErrors(Form, {})).toEqual({ name: [{ key: 'required' }] })
    expect(formErrors(Form, { name: 'Olena' })).toEqual({})
  })
  it('says required for null and empty values of non-text fields', () => {
    const Form = Schema.Struct({ age: Schema.Number, agree: Schema.Boolean })
    expect(decodeForm(Form, { age: '', agree: null })).toEqual({
      ok: false,
      errors: { age: [{ key: 'required' }], agree: [{ key: 'required' }] },
    })
  })
  it('reports failed transformations on their field', () => {
    const Form = Schema.Struct({ count: Schema.FiniteFromString })
    expect(decodeForm(Form, { count: 'x' })).toEqual({ ok: false, errors: { count: [{ key: 'invalid' }] } })
    expect(decodeForm(Schema.Struct({ a: Schema.Struct({ b: Schema.String }) }), { a: 'x' }).ok).toBe(false)
  })
  it('lists a message key once per field', async () => {
    const { hasMinLength } = await import('#core/shared/validation/rules.ts')
    const Form = Schema.Struct({ name: Schema.String.check(hasMinLength(3), hasMinLength(5)) })
    expect(decodeForm(Form, { name: 'a' })).toEqual({
      ok: false,
      errors: { name: [{ key: 'minLength', params: { min: 3 } }] },
    })
  })
  it('encodes phone numbers and codes back unchanged', async () => {
    const { PhoneNumber, OtpCode } = await import('#core/accounts/phone-code.schema.ts')
    expect(Schema.encodeSync(PhoneNumber)('+380671234567')).toBe('+380671234567')
    expect(Schema.encodeSync(OtpCode)('123456')).toBe('123456')
  })
})

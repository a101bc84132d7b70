/**
 * The profile chart walked against the fake ports, one part of the page at a time (the parts run
 * side by side, so walking them together would multiply their paths): reading the profile, the
 * details form with its current-password rule, a fresh account that saves a nickname alone, the code of a new phone number with its resend
 * countdown, removing the avatar, and changing or setting the password. Each path checks the
 * state, the whole context, the calls made (with what they sent) and the toasts shown.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, RateLimited, ServerError } from '#core/errors.ts'
import { FieldsRefused } from '#core/forms/form.machine.ts'
import { detailsUpdate } from '#core/profile/details.ts'
import type { ProfileContext } from '#core/profile/profile.machine.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { provideProfile } from '#core/profile/profile-page.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { emptyProfile, filledProfile } from '../fakes/profiles.ts'
import { expectSameState, flush, settleEvents } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const AVATAR = { url: '/media/avatars/a.svg', variants: [] }
const SAVED: Profile = { ...filledProfile, avatar: AVATAR }
const NEW_NUMBER = '+380679994567'
const PENDING_PHONE: Profile = { ...SAVED, pendingPhone: NEW_NUMBER }
const ANOTHER_PENDING: Profile = { ...SAVED, pendingPhone: '+380501112233' }
const PHONE_CONFIRMED: Profile = { ...SAVED, phone: NEW_NUMBER }
const PENDING_EMAIL: Profile = { ...SAVED, firstName: 'Olenka', pendingEmail: 'new@example.com' }
const NO_PASSWORD: Profile = { ...SAVED, hasPassword: false, avatar: null }
const BOTH_PENDING: Profile = { ...PENDING_PHONE, pendingEmail: 'new@example.com' }
/** A fresh e-mail account: a nickname and the address, nothing a tournament needs yet. */
const FRESH: Profile = { ...emptyProfile, username: 'fresh_player', email: 'fresh@example.com' }

const taken = () =>
  new FieldsRefused({ fields: { username: [{ key: 'server', params: { text: 'Taken' } }] } })
const wrongPassword = () =>
  new FieldsRefused({ fields: { oldPassword: [{ key: 'server', params: { text: 'Wrong password' } }] } })
const incorrectCode = () =>
  new ApiError({ status: 400, body: { detail: 'Incorrect code', code: 'incorrect_code' } })

const change = (field: string, value: string): ModelEvent => ({ type: 'details.change', field, value })

interface Part {
  readonly name: string
  readonly events: ReadonlyArray<ModelEvent>
  /** Where the part's paths must go (state values, as JSON). */
  readonly reaches: ReadonlyArray<string>
  /** Keeps a counter from growing the chart without end. */
  readonly bounded?: (context: ProfileContext) => boolean
}

const PARTS: ReadonlyArray<Part> = [
  {
    name: 'reading the profile, and the details form',
    events: [
      { type: 'xstate.done.actor.load', output: SAVED },
      { type: 'xstate.error.actor.load', error: new ServerError({ status: 500 }) },
      { type: 'profile.retry' },
      change('firstName', ''),
      change('firstName', 'Olenka'),
      change('email', 'new@example.com'),
      change('currentPassword', 'password-1'),
      { type: 'details.submit' },
      { type: 'xstate.done.actor.save', output: PENDING_EMAIL },
      { type: 'xstate.error.actor.save', error: taken() },
      { type: 'xstate.error.actor.save', error: new RateLimited({}) },
    ],
    reaches: ['"loading"', '"loadFailed"', '"editing"', '"saving"'],
  },
  {
    // The profile needs only the nickname; what tournaments need is asked for when joining one.
    name: 'a fresh account saving only a new nickname',
    events: [
      { type: 'xstate.done.actor.load', output: FRESH },
      change('username', 'olena_k'),
      change('username', ''),
      { type: 'details.submit' },
      { type: 'xstate.done.actor.save', output: { ...FRESH, username: 'olena_k' } },
    ],
    reaches: ['"saving"'],
  },
  {
    name: 'the code of a new phone number',
    events: [
      { type: 'xstate.done.actor.load', output: SAVED },
      { type: 'xstate.done.actor.load', output: PENDING_PHONE },
      change('phone', '067 999 45 67'),
      change('currentPassword', 'password-1'),
      { type: 'details.submit' },
      { type: 'xstate.done.actor.save', output: PENDING_PHONE },
      // Another number while one waits for its code: a new code, the countdown from the start.
      { type: 'xstate.done.actor.save', output: ANOTHER_PENDING },
      { type: 'code.change', value: '12' },
      { type: 'code.change', value: '123456' },
      { type: 'code.submit' },
      { type: 'code.resend' },
      { type: 'resend.tick' },
      { type: 'xstate.done.actor.confirmPhone', output: PHONE_CONFIRMED },
      { type: 'xstate.error.actor.confirmPhone', error: incorrectCode() },
      { type: 'xstate.error.actor.confirmPhone', error: new RateLimited({}) },
      { type: 'xstate.done.actor.resendCode', output: { resendAfterSeconds: 1 } },
      { type: 'xstate.error.actor.resendCode', error: new ServerError({ status: 503 }) },
    ],
    reaches: ['"idle"', '"entering"', '"verifying"', '"resending"'],
  },
  {
    name: 'the avatar',
    events: [
      { type: 'xstate.done.actor.load', output: SAVED },
      { type: 'xstate.done.actor.load', output: NO_PASSWORD },
      { type: 'avatar.uploaded', image: { url: '/media/avatars/b-256.png', variants: [] } },
      { type: 'avatar.remove' },
      { type: 'xstate.done.actor.removeAvatar', output: undefined },
      { type: 'xstate.error.actor.removeAvatar', error: new ServerError({ status: 500 }) },
    ],
    reaches: ['"removing"'],
  },
  {
    name: 'the password',
    events: [
      { type: 'xstate.done.actor.load', output: SAVED },
      { type: 'xstate.done.actor.load', output: NO_PASSWORD },
      // A change still waiting for its link or code goes with the old password.
      { type: 'xstate.done.actor.load', output: BOTH_PENDING },
      { type: 'password.submit', values: { oldPassword: '', newPassword: 'short', repeatPassword: 'other' } },
      {
        type: 'password.submit',
        values: { oldPassword: 'password-1', newPassword: 'new-secret-1', repeatPassword: 'new-secret-1' },
      },
      { type: 'password.submit', values: { newPassword: 'new-secret-1', repeatPassword: 'new-secret-1' } },
      { type: 'xstate.done.actor.changePassword', output: undefined },
      { type: 'xstate.error.actor.changePassword', error: wrongPassword() },
      { type: 'xstate.error.actor.changePassword', error: new ServerError({ status: 500 }) },
    ],
    reaches: ['"submitting"'],
    // One change is enough: a second only counts on.
    bounded: (context) => context.passwordChanges < 1,
  },
]

/** The port call of each invocation (the gate key), and the toast its success shows. */
const CALLS: Readonly<Record<string, { readonly key: string; readonly toast?: string }>> = {
  load: { key: 'profile.get' },
  save: { key: 'profile.update', toast: 'success:profileUpdated' },
  confirmPhone: { key: 'profile.confirmPhone', toast: 'success:phoneUpdated' },
  resendCode: { key: 'profile.resendPhoneCode', toast: 'info:codeSent' },
  removeAvatar: { key: 'profile.removeAvatar', toast: 'success:avatarRemoved' },
  changePassword: { key: 'profile.changePassword', toast: 'success:passwordUpdated' },
}

const KEYS = Object.fromEntries(Object.entries(CALLS).map(([id, { key }]) => [id, key]))

const input = { resendCooldownSeconds: 1 }

describe.each(PARTS)('profile machine: $name', (part) => {
  const types = new Set(part.events.map((event) => event.type))
  const model = createModel(provideProfile(createFakePorts()), {
    events: part.events,
    input,
    filterEvents: (state, event) => types.has(event.type) && (part.bounded?.(state.context) ?? true),
  })
  const paths = model.getShortestPaths()

  it('reaches the states of this part', () => {
    const reached = paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value)))
    for (const state of part.reaches)
      expect(
        reached.some((r) => r.includes(state)),
        state,
      ).toBe(true)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(provideProfile(ports), { input }).start()
      const toasts: string[] = []
      const made: Record<string, number> = { 'profile.get': 1 }
      const count = (key: string) => log.names().filter((name) => name === key).length

      const settle = settleEvents(gate, KEYS, (id, outcome) => {
        const toast = CALLS[id]?.toast
        if (outcome === 'done' && toast) toasts.push(toast)
      })
      /** Counts a call the step made, and checks what it sent. */
      const expectCall = (key: string, args: ReadonlyArray<unknown>) => {
        made[key] = (made[key] ?? 0) + 1
        expect(log.last()).toMatchObject({ method: key.split('.')[1], args })
      }

      await path.test({
        states: {
          '*': (state) => {
            expectSameState(actor, state)
            for (const { key } of Object.values(CALLS)) expect(count(key), key).toBe(made[key] ?? 0)
            expect(ports.notifier.keys()).toEqual(toasts)
          },
        },
        events: {
          ...settle,
          'profile.retry': async ({ event }) => {
            actor.send(event as never)
            made['profile.get'] = (made['profile.get'] ?? 0) + 1
            await flush()
          },
          'details.submit': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches({ ready: { details: 'saving' } })) {
              const { form, currentPassword } = detailsUpdate(
                state.context.profile as Profile,
                state.context.values,
              )
              expectCall('profile.update', [form, currentPassword])
            }
          },
          'code.submit': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches({ ready: { phone: { code: 'verifying' } } }))
              expectCall('profile.confirmPhone', ['123456'])
          },
          'code.resend': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches({ ready: { phone: { code: 'resending' } } }))
              expectCall('profile.resendPhoneCode', [])
          },
          'resend.tick': async () => {
            // The countdown runs on the clock port.
            ports.clock.advance(1000)
            await flush()
          },
          'avatar.remove': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches({ ready: { avatar: 'removing' } })) expectCall('profile.removeAvatar', [])
          },
          'password.submit': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches({ ready: { password: 'submitting' } })) {
              // Without a password yet, only the new one is sent (the set-password form).
              const { oldPassword, ...set } = (event as ModelEvent).values as Record<string, string>
              const hasPassword = (state.context.profile as Profile).hasPassword
              expectCall('profile.changePassword', [hasPassword ? { oldPassword, ...set } : set])
            }
          },
          'details.change': ({ event }) => void actor.send(event as never),
          'code.change': ({ event }) => void actor.send(event as never),
          'avatar.uploaded': ({ event }) => void actor.send(event as never),
        },
      })
    })
  }
})

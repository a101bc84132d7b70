/**
 * The profile chart walked against the fake ports, one part of the page at a time (the parts run
 * side by side, so walking them together would multiply their paths): reading the profile, the
 * details form with its current-password rule, a fresh account that saves a nickname alone, the code of a new phone number with its resend
 * countdown, removing the avatar, and changing or setting the password. Each path checks the
 * state, what the page shows, the calls made (with what they sent) and the toasts, all written
 * by hand below (`next`) from the spec, not read from the chart.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ProfileContext } from '#core/profile/profile.machine.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { AVATAR_UPLOAD_INPUT, provideAvatarUpload, provideProfile } from '#core/profile/profile-page.ts'
import { profileStartValue, profileStartView } from '#core/profile/profile-view.ts'
import { ApiError, RateLimited, ServerError, TokenRefreshFailed, Unauthorized } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { UPLOAD_START_VALUE, uploadStartView } from '#core/shared/uploads/upload-start.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { emptyProfile, filledProfile } from '../fakes/profiles.ts'
import { call, flush, type PortCall, portCalls, stateName } from './harness.ts'
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
      { type: 'xstate.error.actor.save', error: new Unauthorized() },
      { type: 'xstate.error.actor.save', error: new TokenRefreshFailed({ body: {} }) },
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

/** The port call each invocation's answer settles. */
const GATE_KEY: Readonly<Record<string, string>> = {
  load: 'profile.get',
  save: 'profile.update',
  confirmPhone: 'profile.confirmPhone',
  resendCode: 'profile.resendPhoneCode',
  removeAvatar: 'profile.removeAvatar',
  changePassword: 'profile.changePassword',
}

const input = { resendCooldownSeconds: 1 }

type Values = Readonly<Record<string, string>>
type Keys = Readonly<Record<string, ReadonlyArray<string>>>

/** The form filled with a saved profile: what is in use, no password typed. */
const valuesFrom = (profile: Profile): Values => ({
  username: profile.username,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone,
  playingDevice: profile.playingDevice,
  inputDevice: profile.inputDevice,
  discord: profile.discord,
  telegram: profile.telegram,
  instagram: profile.instagram,
  oblast: profile.oblast,
  currentPassword: '',
})

/** What the profile page shows, region by region, and the calls and toasts so far. */
interface Seen {
  readonly state: string
  readonly profile: Profile | null
  readonly values: Values
  readonly fieldErrors: Keys
  readonly serverErrors: Keys
  readonly error: string | null
  readonly code: string
  readonly codeErrors: Keys
  readonly codeError: string | null
  readonly resendIn: number
  readonly avatarError: string | null
  readonly passwordErrors: Keys
  readonly passwordServerErrors: Keys
  readonly passwordError: string | null
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
}

const LOADING: Seen = {
  state: 'loading',
  profile: null,
  values: valuesFrom(emptyProfile),
  fieldErrors: {},
  serverErrors: {},
  error: null,
  code: '',
  codeErrors: {},
  codeError: null,
  resendIn: 0,
  avatarError: null,
  passwordErrors: {},
  passwordServerErrors: {},
  passwordError: null,
  calls: [call('profile.get')],
  toasts: [],
}

/** The four parts of the ready page, each in its own state. */
interface Regions {
  readonly details: string
  readonly phone: string
  readonly avatar: string
  readonly password: string
}
const regionsOf = (state: string): Regions => {
  const [details, phone, avatar, password] = state
    .slice('ready.('.length, -1)
    .split('|')
    .map((part) => part.replace(/^\w+\./, ''))
  return { details: details ?? '', phone: phone ?? '', avatar: avatar ?? '', password: password ?? '' }
}
const ready = ({ details, phone, avatar, password }: Regions): string =>
  `ready.(details.${details}|phone.${phone}|avatar.${avatar}|password.${password})`
const within = (seen: Seen, regions: Partial<Regions>): Seen => ({
  ...seen,
  state: ready({ ...regionsOf(seen.state), ...regions }),
})

const keysOf = (errors: Readonly<Record<string, ReadonlyArray<{ key: string }> | undefined>>): Keys =>
  Object.fromEntries(
    Object.entries(errors).map(([field, refs]) => [field, (refs ?? []).map((ref) => ref.key)]),
  )

const E164: Readonly<Record<string, string>> = { '067 999 45 67': NEW_NUMBER }

/** Spec §2: a changed e-mail or phone needs the current password of an account that has one. */
const contactChanged = (profile: Profile, values: Values): boolean =>
  values.email !== profile.email || (E164[values.phone ?? ''] ?? values.phone) !== profile.phone

/** A number waiting for its code: the code entry, emptied (it may have been left by a password change). */
const noCode = { code: '', codeErrors: {}, codeError: null }

/** The phone part follows the saved profile: no number waiting, no code entry. */
const followPending = (seen: Seen): Seen =>
  seen.profile?.pendingPhone === null && regionsOf(seen.state).phone.startsWith('code')
    ? { ...within(seen, { phone: 'idle' }), ...noCode }
    : seen

/** The outcome of each event, from spec §2 and §5 (profile) and §9 (the SMS code). */
const next = (seen: Seen, event: ModelEvent): Seen => {
  const profile = seen.profile as Profile
  const regions = seen.state.startsWith('ready.') ? regionsOf(seen.state) : null
  switch (event.type) {
    case 'xstate.done.actor.load': {
      const loaded = event.output as Profile
      const phone = loaded.pendingPhone === null ? 'idle' : 'code.entering'
      return {
        ...seen,
        state: ready({ details: 'editing', phone, avatar: 'idle', password: 'editing' }),
        profile: loaded,
        values: valuesFrom(loaded),
      }
    }
    case 'xstate.error.actor.load':
      return { ...seen, state: 'loadFailed' }
    case 'profile.retry':
      return { ...seen, state: 'loading', calls: [...seen.calls, call('profile.get')] }
    case 'details.change':
      if (regions?.details !== 'editing') return seen
      return { ...seen, values: { ...seen.values, [String(event.field)]: String(event.value) } }
    case 'details.submit': {
      const needsPassword = profile.hasPassword && contactChanged(profile, seen.values)
      const errors: Record<string, string[]> = {}
      if (seen.values.username === '') errors.username = ['required']
      if (needsPassword && seen.values.currentPassword === '') errors.currentPassword = ['required']
      if (Object.keys(errors).length > 0)
        return { ...seen, fieldErrors: errors, serverErrors: {}, error: null }
      const { currentPassword, phone, ...form } = seen.values
      const sent = { ...form, phone: E164[phone ?? ''] ?? phone }
      return {
        ...within(seen, { details: 'saving' }),
        fieldErrors: {},
        serverErrors: {},
        error: null,
        calls: [
          ...seen.calls,
          call('profile.update', expect.objectContaining(sent), needsPassword ? currentPassword : undefined),
        ],
      }
    }
    case 'xstate.done.actor.save': {
      const output = event.output as Profile
      const after: Seen = {
        ...within(seen, { details: 'editing' }),
        profile: output,
        values: valuesFrom(output),
        toasts: [...seen.toasts, 'success:profileUpdated'],
      }
      // A new number was given: its code is on the way, the countdown from the start.
      if (output.pendingPhone !== null && output.pendingPhone !== profile.pendingPhone)
        return { ...within(after, { phone: 'code.entering' }), ...noCode, resendIn: 1 }
      return followPending(after)
    }
    case 'xstate.error.actor.save':
      if (event.error instanceof FieldsRefused)
        return { ...within(seen, { details: 'editing' }), serverErrors: { username: ['server'] } }
      // The session ended: the page goes to sign in again, and what was typed waits (no message here).
      if (event.error instanceof Unauthorized || event.error instanceof TokenRefreshFailed)
        return within(seen, { details: 'editing' })
      return { ...within(seen, { details: 'editing' }), error: 'pleaseWait' }
    case 'code.change':
      return { ...seen, ...noCode, code: String(event.value) }
    case 'code.submit':
      if (seen.code === '123456')
        return {
          ...within(seen, { phone: 'code.verifying' }),
          codeErrors: {},
          codeError: null,
          calls: [...seen.calls, call('profile.confirmPhone', '123456')],
        }
      return { ...seen, codeErrors: { code: [seen.code === '' ? 'required' : 'codeFormat'] } }
    case 'code.resend':
      // Only once the countdown is over.
      if (seen.resendIn > 0) return seen
      return {
        ...within(seen, { phone: 'code.resending' }),
        codeErrors: {},
        codeError: null,
        calls: [...seen.calls, call('profile.resendPhoneCode')],
      }
    case 'resend.tick':
      return regions?.phone.startsWith('code') ? { ...seen, resendIn: Math.max(0, seen.resendIn - 1) } : seen
    case 'xstate.done.actor.confirmPhone': {
      const output = event.output as Profile
      return {
        ...within(seen, { phone: 'idle' }),
        profile: output,
        values: { ...seen.values, phone: output.phone },
        code: '',
        toasts: [...seen.toasts, 'success:phoneUpdated'],
      }
    }
    case 'xstate.error.actor.confirmPhone':
      return {
        ...within(seen, { phone: 'code.entering' }),
        codeError: event.error instanceof RateLimited ? 'pleaseWait' : 'incorrectCode',
      }
    case 'xstate.done.actor.resendCode':
      return {
        ...within(seen, { phone: 'code.entering' }),
        code: '',
        resendIn: 1,
        toasts: [...seen.toasts, 'info:codeSent'],
      }
    case 'xstate.error.actor.resendCode':
      return { ...within(seen, { phone: 'code.entering' }), codeError: 'somethingWentWrong' }
    case 'avatar.uploaded':
      return { ...seen, profile: { ...profile, avatar: event.image as Profile['avatar'] } }
    case 'avatar.remove':
      // Without an avatar there is nothing to remove.
      if (profile.avatar === null) return seen
      return {
        ...within(seen, { avatar: 'removing' }),
        avatarError: null,
        calls: [...seen.calls, call('profile.removeAvatar')],
      }
    case 'xstate.done.actor.removeAvatar':
      return {
        ...within(seen, { avatar: 'idle' }),
        profile: { ...profile, avatar: null },
        toasts: [...seen.toasts, 'success:avatarRemoved'],
      }
    case 'xstate.error.actor.removeAvatar':
      return { ...within(seen, { avatar: 'idle' }), avatarError: 'somethingWentWrong' }
    case 'password.submit': {
      const { oldPassword, newPassword, repeatPassword } = event.values as Record<string, string | undefined>
      // An account without a password sets one: no old password is asked for, none is sent.
      const errors: Record<string, string[]> = {}
      if (profile.hasPassword && !oldPassword) errors.oldPassword = ['required']
      if ((newPassword ?? '').length < 8) errors.newPassword = ['minLength']
      // The repeat is compared once the fields themselves are acceptable.
      if (Object.keys(errors).length === 0 && repeatPassword !== newPassword)
        errors.repeatPassword = ['passwordsMatch']
      if (Object.keys(errors).length > 0)
        return { ...seen, passwordErrors: errors, passwordServerErrors: {}, passwordError: null }
      const sent = profile.hasPassword
        ? { oldPassword, newPassword, repeatPassword }
        : { newPassword, repeatPassword }
      return {
        ...within(seen, { password: 'submitting' }),
        passwordErrors: {},
        passwordServerErrors: {},
        passwordError: null,
        calls: [...seen.calls, call('profile.changePassword', sent)],
      }
    }
    case 'xstate.done.actor.changePassword':
      // Like the server, which drops a change still waiting for its link or code.
      return followPending({
        ...within(seen, { password: 'editing' }),
        profile: { ...profile, hasPassword: true, pendingEmail: null, pendingPhone: null },
        toasts: [...seen.toasts, 'success:passwordUpdated'],
      })
    case 'xstate.error.actor.changePassword':
      if (event.error instanceof FieldsRefused)
        return { ...within(seen, { password: 'editing' }), passwordServerErrors: { oldPassword: ['server'] } }
      return { ...within(seen, { password: 'editing' }), passwordError: 'somethingWentWrong' }
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

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

  // Hundreds of paths, each waiting a few timer turns a step for the actor to settle: they run side
  // by side (each with its own actor, ports and expectations; `expect` is the test's own).
  for (const path of paths) {
    it.concurrent(path.description, async ({ expect }) => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(provideProfile(ports), { input }).start()
      let seen = LOADING

      const step = async (event: ModelEvent): Promise<void> => {
        const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
        if (settled) {
          const key = GATE_KEY[settled[2] ?? ''] ?? ''
          if (settled[1] === 'done') gate.resolve(key, event.output)
          else gate.reject(key, event.error)
        } else if (event.type === 'resend.tick') ports.clock.advance(1000)
        else actor.send(event as never)
        await flush()
        seen = next(seen, event)
      }

      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({
              state: stateName(value),
              profile: context.profile,
              values: context.values,
              fieldErrors: keysOf(context.fieldErrors),
              serverErrors: keysOf(context.serverErrors),
              error: context.error?.key ?? null,
              code: context.code,
              codeErrors: keysOf(context.codeErrors),
              codeError: context.codeError?.key ?? null,
              resendIn: context.resendIn,
              avatarError: context.avatarError?.key ?? null,
              passwordErrors: keysOf(context.passwordErrors),
              passwordServerErrors: keysOf(context.passwordServerErrors),
              passwordError: context.passwordError?.key ?? null,
              calls: portCalls(log),
              toasts: ports.notifier.keys(),
            }).toEqual(seen)
          },
        },
        events: Object.fromEntries(
          part.events.map((event) => [
            event.type,
            ({ event }: { event: unknown }) => step(event as ModelEvent),
          ]),
        ),
      })
    })
  }
})

describe('profile machine: started with the profile the server read for the page', () => {
  it('is ready at once with its values, and reads nothing', async () => {
    const log = new CallLog()
    const ports = createFakePorts({ gate: new Gate(), log })
    const actor = createActor(provideProfile(ports), { input: { profile: filledProfile } }).start()
    await flush()
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches({ ready: { details: 'editing', phone: 'idle' } })).toBe(true)
    expect(context.profile).toEqual(filledProfile)
    expect(context.values.username).toBe(filledProfile.username)
    expect(context.values.phone).toBe(filledProfile.phone)
    expect(portCalls(log)).toEqual([])
  })

  it('with a new number waiting, shows its code entry at once', async () => {
    const ports = createFakePorts({ gate: new Gate(), log: new CallLog() })
    const profile = { ...filledProfile, pendingPhone: '+380671112233' }
    const actor = createActor(provideProfile(ports), { input: { profile } }).start()
    await flush()
    expect(actor.getSnapshot().matches({ ready: { phone: 'code' } })).toBe(true)
  })
})

describe('profile machine: a save the ended session stopped', () => {
  it('keeps what was typed for its owner, without the current password', async () => {
    const gate = new Gate()
    const ports = createFakePorts({ gate, log: new CallLog() })
    const kept: Array<{ owner: string; values: Values }> = []
    const keepUnsaved = (owner: string, values: Values) => {
      kept.push({ owner, values })
    }
    const actor = createActor(provideProfile(ports, { keepUnsaved }), {
      input: { profile: filledProfile },
    }).start()
    actor.send({ type: 'details.change', field: 'firstName', value: 'Olenka' })
    actor.send({ type: 'details.submit' })
    gate.reject('profile.update', new Unauthorized())
    await flush()
    expect(actor.getSnapshot().matches({ ready: { details: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(kept).toEqual([
      { owner: filledProfile.id, values: { ...valuesFrom(filledProfile), firstName: 'Olenka' } },
    ])
  })

  it('started with it after signing in again, fills it in and saves it at once', async () => {
    const log = new CallLog()
    const gate = new Gate()
    const ports = createFakePorts({ gate, log })
    // What the tab kept: the form's fields, and anything else is not taken.
    const unsaved = {
      firstName: 'Olenka',
      telegram: 'olenka_tg',
      currentPassword: 'never',
      role: 'organiser',
    }
    const actor = createActor(provideProfile(ports), { input: { profile: filledProfile, unsaved } }).start()
    await flush()
    expect(actor.getSnapshot().matches({ ready: { details: 'saving' } })).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual({
      ...valuesFrom(filledProfile),
      firstName: 'Olenka',
      telegram: 'olenka_tg',
    })
    gate.resolve('profile.update', { ...filledProfile, firstName: 'Olenka', telegram: 'olenka_tg' })
    await flush()
    expect(actor.getSnapshot().matches({ ready: { details: 'editing' } })).toBe(true)
    expect(ports.notifier.keys()).toEqual(['success:profileUpdated'])
    const [update] = portCalls(log)
    expect(update?.call).toBe('profile.update')
    expect(JSON.stringify(update)).toContain('olenka_tg')
    expect(JSON.stringify(update)).not.toContain('organiser')
  })

  it('started with nothing kept, waits for the person', async () => {
    const log = new CallLog()
    const ports = createFakePorts({ gate: new Gate(), log })
    const actor = createActor(provideProfile(ports), {
      input: { profile: filledProfile, unsaved: null },
    }).start()
    await flush()
    expect(actor.getSnapshot().matches({ ready: { details: 'editing' } })).toBe(true)
    expect(portCalls(log)).toEqual([])
  })
})

describe("the profile page's view before its machines load", () => {
  const cases: ReadonlyArray<readonly [string, Profile | null]> = [
    ['a profile', filledProfile],
    ['a profile with a number waiting for its code', { ...filledProfile, pendingPhone: '+380671112233' }],
    ['no profile (the machine reads it)', null],
  ]
  for (const [name, profile] of cases)
    it(`is the machine's own start, for ${name}`, () => {
      const ports = createFakePorts({ gate: new Gate(), log: new CallLog() })
      const snapshot = createActor(provideProfile(ports), { input: { profile } }).start().getSnapshot()
      const view = profileStartView(profile)
      expect(view.context).toEqual(snapshot.context)
      expect(profileStartValue(profile)).toEqual(snapshot.value)
      expect(view.matches({ ready: { phone: 'code' } })).toBe(snapshot.matches({ ready: { phone: 'code' } }))
      expect(view.matches('loading')).toBe(snapshot.matches('loading'))
    })

  it("is the upload machine's own start", () => {
    const ports = createFakePorts({ gate: new Gate(), log: new CallLog() })
    const snapshot = createActor(provideAvatarUpload(ports), { input: AVATAR_UPLOAD_INPUT })
      .start()
      .getSnapshot()
    const view = uploadStartView(AVATAR_UPLOAD_INPUT)
    expect(view.context).toEqual(snapshot.context)
    expect(UPLOAD_START_VALUE).toEqual(snapshot.value)
    expect(view.matches('uploading')).toBe(false)
    expect(view.matches('ready')).toBe(true)
  })
})

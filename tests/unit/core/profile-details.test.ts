/**
 * The profile form's rules beyond its schema (core/profile/details.ts): the current password for a
 * changed e-mail or phone, a set address or number that may change but not go, and what is sent.
 */
import { describe, expect, it } from 'vitest'
import {
  detailsErrors,
  detailsUpdate,
  detailsValid,
  emailChanged,
  markedForTournaments,
  needsCurrentPassword,
  phoneChanged,
  valuesOf,
} from '#core/profile/details.ts'
import { missingForTournaments } from '#core/profile/profile.schema.ts'
import { emptyProfile, filledProfile } from '../../fakes/profiles.ts'

const PROFILE = filledProfile

describe('profile form values', () => {
  it('start as the saved profile, without a current password', () => {
    expect(valuesOf(PROFILE)).toEqual({
      username: 'olena_k',
      email: 'olena@example.com',
      firstName: 'Olena',
      lastName: 'Koval',
      phone: '+380671234567',
      playingDevice: 'PC',
      inputDevice: 'gamepad',
      discord: 'olena#1',
      telegram: '',
      instagram: '',
      oblast: '',
      currentPassword: '',
    })
    expect(detailsValid(PROFILE, valuesOf(PROFILE))).toBe(true)
  })

  it('see a number typed in another way as the same number', () => {
    const values = valuesOf(PROFILE)
    expect(phoneChanged(PROFILE, { ...values, phone: '+380 67 123 4567' })).toBe(false)
    expect(phoneChanged(PROFILE, { ...values, phone: '067 123 45 67' })).toBe(false)
    expect(phoneChanged(PROFILE, { ...values, phone: '067 999 45 67' })).toBe(true)
    // Half a number is a change (and an error of its own).
    expect(phoneChanged(PROFILE, { ...values, phone: '067 12' })).toBe(true)
    expect(phoneChanged(PROFILE, { ...values, phone: '' })).toBe(true)
    expect(phoneChanged({ ...PROFILE, phone: '' }, { ...values, phone: ' ' })).toBe(false)
    expect(emailChanged(PROFILE, { ...values, email: ' olena@example.com ' })).toBe(false)
    expect(emailChanged(PROFILE, { ...values, email: 'new@example.com' })).toBe(true)
  })
})

describe('the current password', () => {
  const values = valuesOf(PROFILE)

  it('is needed for a new e-mail or phone, and then required', () => {
    expect(needsCurrentPassword(PROFILE, values)).toBe(false)
    for (const change of [{ email: 'new@example.com' }, { phone: '067 999 45 67' }]) {
      const changed = { ...values, ...change }
      expect(needsCurrentPassword(PROFILE, changed)).toBe(true)
      expect(detailsErrors(PROFILE, changed)).toEqual({ currentPassword: [{ key: 'required' }] })
      expect(detailsValid(PROFILE, { ...changed, currentPassword: 'secret-1' })).toBe(true)
    }
  })

  it('is not asked of an account without a password', () => {
    const noPassword = { ...PROFILE, hasPassword: false }
    const changed = { ...values, email: 'new@example.com' }
    expect(needsCurrentPassword(noPassword, changed)).toBe(false)
    expect(detailsErrors(noPassword, changed)).toEqual({})
    expect(detailsUpdate(noPassword, changed).currentPassword).toBeUndefined()
  })

  it('is sent only with the change that needs it, with the form decoded', () => {
    expect(detailsUpdate(PROFILE, { ...values, firstName: ' Olenka ', currentPassword: 'typed' })).toEqual({
      form: {
        username: 'olena_k',
        email: 'olena@example.com',
        firstName: 'Olenka',
        lastName: 'Koval',
        phone: '+380671234567',
        playingDevice: 'PC',
        inputDevice: 'gamepad',
        discord: 'olena#1',
        telegram: '',
        instagram: '',
        oblast: '',
      },
      currentPassword: undefined,
    })
    const update = detailsUpdate(PROFILE, { ...values, phone: '067 999 45 67', currentPassword: 'secret-1' })
    expect(update.form.phone).toBe('+380679994567')
    expect(update.currentPassword).toBe('secret-1')
  })
})

describe('profile form errors', () => {
  it("are the spec's messages per field", () => {
    const errors = detailsErrors(
      { ...PROFILE, email: '', phone: '' },
      {
        ...valuesOf(PROFILE),
        username: 'two words',
        email: 'not-an-address',
        firstName: 'x'.repeat(51),
        lastName: 'x'.repeat(51),
        phone: '067 12',
        playingDevice: 'x'.repeat(51),
        inputDevice: 'mouse',
        discord: 'd'.repeat(65),
      },
    )
    expect(errors).toEqual({
      username: [{ key: 'noSpaces' }],
      email: [{ key: 'invalidEmail' }],
      firstName: [{ key: 'maxLength', params: { max: 50 } }],
      lastName: [{ key: 'maxLength', params: { max: 50 } }],
      phone: [{ key: 'phoneTooShort' }],
      playingDevice: [{ key: 'maxLength', params: { max: 50 } }],
      inputDevice: [{ key: 'invalid' }],
      discord: [{ key: 'maxLength', params: { max: 64 } }],
      // The e-mail and the phone changed (from nothing): the account's password is asked for.
      currentPassword: [{ key: 'required' }],
    })
  })

  it('keep a set e-mail or phone from being removed, and let an unset one stay empty', () => {
    const cleared = { ...valuesOf(PROFILE), email: ' ', phone: '', currentPassword: 'secret-1' }
    expect(detailsErrors(PROFILE, cleared)).toEqual({
      email: [{ key: 'required' }],
      phone: [{ key: 'required' }],
    })
    const none = { ...PROFILE, email: '', phone: '' }
    expect(detailsErrors(none, valuesOf(none))).toEqual({})
  })
})

describe('what a save needs, and what tournaments need', () => {
  /** A fresh e-mail account: a nickname and the address, nothing else filled yet. */
  const FRESH = { ...emptyProfile, username: 'fresh_player', email: 'fresh@example.com' }

  it('a save needs only the nickname: names, device and input device may stay empty', () => {
    const values = { ...valuesOf(FRESH), username: 'new_name' }
    expect(detailsErrors(FRESH, values)).toEqual({})
    expect(detailsUpdate(FRESH, values).form).toMatchObject({
      username: 'new_name',
      firstName: '',
      lastName: '',
      playingDevice: '',
      inputDevice: '',
    })
    expect(detailsErrors(FRESH, { ...values, username: '' })).toEqual({ username: [{ key: 'required' }] })
    // Filled ones may be emptied again.
    expect(detailsValid(PROFILE, { ...valuesOf(PROFILE), firstName: '', playingDevice: ' ' })).toBe(true)
  })

  it('tournaments need who the player is, how to reach them and what they play on', () => {
    expect(missingForTournaments(FRESH)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'playingDevice',
      'inputDevice',
      'discord',
    ])
    expect(missingForTournaments(PROFILE)).toEqual([])
    expect(missingForTournaments({ ...PROFILE, discord: '  ' })).toEqual(['discord'])
  })

  it('the page marks what tournaments need beyond the nickname, which a save needs anyway', () => {
    const marked = (
      [
        'username',
        'email',
        'firstName',
        'lastName',
        'phone',
        'playingDevice',
        'inputDevice',
        'discord',
        'telegram',
        'instagram',
      ] as const
    ).filter(markedForTournaments)
    expect(marked).toEqual(['firstName', 'lastName', 'phone', 'playingDevice', 'inputDevice', 'discord'])
  })
})

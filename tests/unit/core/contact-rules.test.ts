/**
 * The one definition of two profile rules the browser and the server both follow: a set e-mail or
 * phone can be changed, not removed; a new password drops the contact changes still pending. The
 * profile form, the profile machine and the server's flows use these functions; their API and
 * end-to-end tests check the behaviour through them.
 */
import { describe, expect, it } from 'vitest'
import {
  CHANGES_DROPPED_BY_NEW_PASSWORD,
  mustKeepContact,
  removesKeptContact,
  withoutDroppedChanges,
} from '#core/profile/contact-rules.ts'
import { detailsErrors, keptContacts, valuesOf } from '#core/profile/details.ts'
import type { Profile } from '#core/profile/profile.schema.ts'

const PROFILE: Profile = {
  id: '00000000-0000-4000-8000-000000000007',
  username: 'olena_k',
  email: 'olena@example.com',
  firstName: 'Olena',
  lastName: 'Koval',
  phone: '',
  playingDevice: 'PC',
  inputDevice: 'gamepad',
  discord: 'olena#1',
  telegram: '',
  instagram: '',
  oblast: '',
  avatar: null,
  pendingEmail: 'olena.new@example.com',
  pendingPhone: '+380671234567',
  hasPassword: true,
}

describe('a set contact can be changed, not removed', () => {
  it('keeps a contact the account has, not one it lacks', () => {
    expect(mustKeepContact('olena@example.com')).toBe(true)
    expect(mustKeepContact('')).toBe(false)
    expect(mustKeepContact(null)).toBe(false)
  })

  it('refuses emptying a set contact, and only that', () => {
    expect(removesKeptContact('olena@example.com', '')).toBe(true)
    expect(removesKeptContact('+380671234567', '   ')).toBe(true)
    expect(removesKeptContact('olena@example.com', 'other@example.com')).toBe(false)
    // Not asked to change it (the API's field left out).
    expect(removesKeptContact('olena@example.com', undefined)).toBe(false)
    // Empty stays empty.
    expect(removesKeptContact(null, '')).toBe(false)
    expect(removesKeptContact('', '')).toBe(false)
  })

  it('is what the profile form marks required and refuses', () => {
    expect(keptContacts(PROFILE)).toEqual({ email: true, phone: false })
    const values = { ...valuesOf(PROFILE), email: '', phone: '' }
    expect(detailsErrors(PROFILE, values).email).toEqual([{ key: 'required' }])
    expect(detailsErrors(PROFILE, values).phone).toBeUndefined()
  })
})

describe('a new password drops the pending contact changes', () => {
  it('drops both the e-mail and the phone change', () => {
    expect([...CHANGES_DROPPED_BY_NEW_PASSWORD].sort()).toEqual(['email', 'phone'])
  })

  it('leaves the profile without them, and the rest as it was', () => {
    expect(withoutDroppedChanges(PROFILE)).toEqual({ ...PROFILE, pendingEmail: null, pendingPhone: null })
  })
})

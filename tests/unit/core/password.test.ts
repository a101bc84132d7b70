/**
 * V6.2.5 A new password may not be the account's own nickname, e-mail address or phone number, and the
 * strength hint shown while typing grows with length and variety, not with repetition.
 */
import { describe, expect, it } from 'vitest'
import { EmailSignInForm, NewPasswordForm } from '#core/accounts/auth.schema.ts'
import { decodeForm } from '#core/shared/validation/decode-form.ts'
import { passwordResemblesOwner, passwordStrength } from '#core/shared/validation/password.ts'

const OWNER = { nickname: 'CyberWolf', email: 'wolf.player@mail.example', phone: '+380671234567' }

describe('V6.2.5 a password like the account', () => {
  it.each([
    'cyberwolf',
    'CYBERWOLF',
    ' CyberWolf ',
    'Wolf.Player@Mail.Example',
    '+380671234567',
    '0671234567',
    '380671234567',
    '+38 (067) 123-45-67',
  ])('refuses %j', (password) => {
    expect(passwordResemblesOwner(password, OWNER)).toBe(true)
  })

  it.each(['cyberwolf1', 'wolf.player', '0671234568', '        ', 'amber kettle 42'])(
    'allows %j',
    (password) => {
      expect(passwordResemblesOwner(password, OWNER)).toBe(false)
    },
  )

  it('ignores what the account does not have', () => {
    expect(passwordResemblesOwner('0671234567', { nickname: 'x', email: null, phone: null })).toBe(false)
    expect(passwordResemblesOwner('anything', {})).toBe(false)
  })
})

describe('V6.2.5 control characters in passwords', () => {
  it('refuses them in a new password, stripping nothing', () => {
    for (const password of ['tab\there ok', 'nul\u0000password', 'lone \ud800 surrogate']) {
      expect(decodeForm(NewPasswordForm, { password, confirmPassword: password })).toEqual({
        ok: false,
        errors: { password: [{ key: 'controlCharacters' }] },
      })
    }
    const spaced = '  spaces kept  '
    expect(decodeForm(NewPasswordForm, { password: spaced, confirmPassword: spaced })).toEqual({
      ok: true,
      value: { password: spaced, confirmPassword: spaced },
    })
  })

  it('still lets a password set before the rule sign in (it is only compared with its hash)', () => {
    expect(decodeForm(EmailSignInForm, { email: 'a@b.co', password: 'old\tpassword' }).ok).toBe(true)
  })
})

describe('the strength hint', () => {
  it.each([
    ['', 'empty'],
    ['short', 'weak'],
    ['aaaaaaaaaaaaaaaa', 'weak'],
    ['12121212121212', 'weak'],
    ['password', 'weak'],
    ['12345678', 'weak'],
    ['amberkettle', 'weak'],
    ['lantern1', 'fair'],
    ['amberkettlelantern', 'good'],
    ['amber kettle 42', 'good'],
    ['Amber-Kettle-42', 'good'],
    ['amber kettle lantern', 'good'],
    ['Amber kettle 42 lantern', 'strong'],
    ['Ґанок і вишня 2026 року', 'strong'],
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength)
  })

  it('never falls as a password grows by new characters', () => {
    const order = ['empty', 'weak', 'fair', 'good', 'strong']
    const growing = 'Amber kettle 42 lantern!'
    let previous = 0
    for (let length = 0; length <= growing.length; length += 1) {
      const rank = order.indexOf(passwordStrength(growing.slice(0, length)))
      expect(rank).toBeGreaterThanOrEqual(previous)
      previous = rank
    }
  })
})

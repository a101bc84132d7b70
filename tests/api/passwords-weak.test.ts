/**
 * V6.2.4 and V6.2.5 A new password is neither one of the most common passwords nor the account's own
 * nickname, e-mail address or phone number, wherever it is chosen: e-mail sign-up, phone sign-up, both
 * resets, the profile's change and first password. The refusal is a translated field error, given
 * before the link or ticket is spent, so the person can choose another password on the same page.
 */
import { describe, expect, it } from 'vitest'
import { ACCOUNT_PATHS } from '#core/accounts/accounts.api.ts'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { freshEmail, freshNickname, freshPhone, useAccountsHarness } from './support/accounts.ts'
import { backends } from './support/database.ts'
import { signedInByEmail, signedInByPhone, signedInByProvider } from './support/profile.ts'

const COMMON = {
  en: { code: 'passwordCommon', params: {}, message: 'This password is too common: choose another one' },
  uk: { code: 'passwordCommon', params: {}, message: 'Цей пароль надто поширений: оберіть інший' },
}
const LIKE_ACCOUNT = {
  en: {
    code: 'passwordLikeAccount',
    params: {},
    message: 'The password cannot be your nickname, e-mail address or phone number',
  },
  uk: {
    code: 'passwordLikeAccount',
    params: {},
    message: 'Пароль не може збігатися з нікнеймом, адресою пошти чи номером телефону',
  },
}
const GOOD = 'amber kettle 42 lantern'
// Well-known leaked passwords of at least 8 characters, in any letter case.
const COMMON_PASSWORDS = [
  'password',
  'PASSWORD',
  'Password',
  '12345678',
  'qwertyuiop',
  'iloveyou',
  'sunshine',
  'football',
]

describe.each(backends)('V6.2.4 V6.2.5 weak new passwords on $name', (backend) => {
  const h = useAccountsHarness(backend)

  const newPassword = (password: string) => ({ password, confirm_password: password })

  it('e-mail sign-up refuses common passwords and the nickname or address, then takes a good one', async () => {
    const email = freshEmail('weak')
    const nickname = freshNickname('weakling')
    expect((await h.post(ACCOUNT_PATHS.emailRegister, { email, nickname, accept_terms: true })).status).toBe(
      202,
    )
    const token = await h.lastLinkToken(email, '/register/confirm')
    for (const password of COMMON_PASSWORDS) {
      const answer = await h.post(ACCOUNT_PATHS.emailRegisterConfirm, { token, ...newPassword(password) })
      expect(answer.status, password).toBe(400)
      expect(answer.body).toEqual({ password: [COMMON.uk] })
    }
    for (const password of [nickname.toUpperCase(), ` ${email.toUpperCase()} `]) {
      const answer = await h.post(
        ACCOUNT_PATHS.emailRegisterConfirm,
        { token, ...newPassword(password) },
        { en: true },
      )
      expect(answer.status, password).toBe(400)
      expect(answer.body).toEqual({ password: [LIKE_ACCOUNT.en] })
    }
    const confirmed = await h.post(ACCOUNT_PATHS.emailRegisterConfirm, { token, ...newPassword(GOOD) })
    expect(confirmed.status).toBe(201)
  })

  it('phone sign-up refuses common passwords and the number however it is typed', async () => {
    const phone = freshPhone()
    await h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'signIn' })
    const verified = await h.post(ACCOUNT_PATHS.phoneVerify, {
      phone,
      code: await h.lastCode(phone),
      purpose: 'signIn',
    })
    const { ticket } = verified.body as { ticket: string }
    const signUp = (password: string, en = false) =>
      h.post(
        ACCOUNT_PATHS.phoneSignUp,
        { ticket, phone, name: 'Test Player', device: 'PC', accept_terms: true, ...newPassword(password) },
        { en },
      )
    const national = `0${phone.slice(4)}`
    for (const [password, message] of [
      ['qwertyuiop', COMMON.uk],
      [phone, LIKE_ACCOUNT.uk],
      [national, LIKE_ACCOUNT.uk],
      [`+38 (${national.slice(0, 3)}) ${national.slice(3)}`, LIKE_ACCOUNT.uk],
    ] as const) {
      const answer = await signUp(password)
      expect(answer.status, password).toBe(400)
      expect(answer.body).toEqual({ password: [message] })
    }
    expect((await signUp('iloveyou', true)).body).toEqual({ password: [COMMON.en] })
    expect((await signUp(GOOD)).status).toBe(201)
  })

  it('the e-mailed reset refuses common passwords and the account’s names, before the link is spent', async () => {
    const user = await signedInByEmail(h)
    await h.post(ACCOUNT_PATHS.forgotPassword, { email: user.email })
    const token = await h.lastLinkToken(user.email ?? '', '/forgot-password')
    const reset = (password: string) =>
      h.post(ACCOUNT_PATHS.resetPassword, { token, ...newPassword(password) })
    expect((await reset('sunshine')).body).toEqual({ password: [COMMON.uk] })
    expect((await reset(user.user.username)).body).toEqual({ password: [LIKE_ACCOUNT.uk] })
    expect((await reset(user.email ?? '')).body).toEqual({ password: [LIKE_ACCOUNT.uk] })
    expect((await reset(GOOD)).status).toBe(204)
  })

  it('the phone reset refuses common passwords and the account’s number, before the ticket is spent', async () => {
    const user = await signedInByPhone(h)
    const phone = user.phone ?? ''
    // Past the resend pause of the sign-up's code.
    h.clock.advance(61)
    await h.post(ACCOUNT_PATHS.phoneSendCode, { phone, purpose: 'restore' })
    const verified = await h.post(ACCOUNT_PATHS.phoneVerify, {
      phone,
      code: await h.lastCode(phone),
      purpose: 'restore',
    })
    const { ticket } = verified.body as { ticket: string }
    const reset = (password: string) =>
      h.post(ACCOUNT_PATHS.phoneResetPassword, { ticket, ...newPassword(password) })
    expect((await reset('football')).body).toEqual({ password: [COMMON.uk] })
    expect((await reset(phone)).body).toEqual({ password: [LIKE_ACCOUNT.uk] })
    expect((await reset(user.user.username.toUpperCase())).body).toEqual({ password: [LIKE_ACCOUNT.uk] })
    expect((await reset(GOOD)).status).toBe(204)
  })

  it('the profile’s password change and first password refuse them too', async () => {
    const user = await signedInByEmail(h)
    const change = (password: string, bearer: string, old?: string) =>
      h.post(
        PROFILE_PATHS.password,
        {
          ...(old === undefined ? {} : { old_password: old }),
          new_password: password,
          repeat_password: password,
        },
        { bearer, en: true },
      )
    expect((await change('password', user.tokens.access, user.password)).body).toEqual({
      new_password: [COMMON.en],
    })
    expect((await change(user.email ?? '', user.tokens.access, user.password)).body).toEqual({
      new_password: [LIKE_ACCOUNT.en],
    })
    expect((await change(GOOD, user.tokens.access, user.password)).status).toBe(200)

    const social = await signedInByProvider(h)
    expect((await change('12345678', social.tokens.access)).body).toEqual({ new_password: [COMMON.en] })
    expect((await change(GOOD, social.tokens.access)).status).toBe(200)
  })
})

import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  ApiErrorBody,
  EmailRegisterForm,
  EmailSignInForm,
  ForgotPasswordForm,
  isSession,
  isTokenNotValid,
  NewPasswordForm,
  SessionResponse,
  signInErrorOf,
  TokenRefreshResponse,
} from '#core/accounts/auth.schema.ts'
import {
  CodeForm,
  PhoneForm,
  PhoneNewPasswordForm,
  PhonePasswordForm,
  PhoneSignUpForm,
} from '#core/accounts/phone-code.schema.ts'
import { ContactForm, StreamerApplicationForm } from '#core/inquiries/contact.schema.ts'
import { PasswordChangeForm, ProfileForm } from '#core/profile/profile.schema.ts'
import { IMAGE_MAX_BYTES, imageErrors, isValidImage } from '#core/shared/uploads/image.ts'
import { decodeForm, FORM_ERRORS, formErrors } from '#core/shared/validation/decode-form.ts'
import { parseUaPhone } from '#core/shared/validation/phone.ts'
import { InvitePlayerForm, JoinPasswordForm, TeamCreateForm } from '#core/teams/team.schema.ts'

const keys = (schema: Parameters<typeof decodeForm>[0], input: unknown) =>
  Object.fromEntries(
    Object.entries(formErrors(schema, input)).map(([field, list]) => [field, list.map((m) => m.key)]),
  )

describe('decodeForm', () => {
  it('reports ALL errors per field as translation keys with parameters', () => {
    expect(
      formErrors(EmailRegisterForm, {
        email: 'x',
        nickname: 'a b',
        acceptTerms: false,
      }),
    ).toEqual({
      email: [{ key: 'invalidEmail' }],
      nickname: [{ key: 'noSpaces' }],
      acceptTerms: [{ key: 'termsRequired' }],
    })
  })
  it('says required (only) for empty and missing fields', () => {
    expect(keys(EmailSignInForm, { email: '' })).toEqual({ email: ['required'], password: ['required'] })
  })
  it('reports a value that is not an object on the form', () => {
    expect(keys(ForgotPasswordForm, null)).toEqual({ [FORM_ERRORS]: ['invalid'] })
    expect(keys(ForgotPasswordForm, { email: 42 })).toEqual({ email: ['invalid'] })
  })
  it('reports every failed rule of one field', () => {
    expect(formErrors(NewPasswordForm, { password: 'short', confirmPassword: '' })).toEqual({
      password: [{ key: 'minLength', params: { min: 8 } }],
    })
  })
  it('checks that passwords match once the fields are valid', () => {
    expect(keys(NewPasswordForm, { password: 'password-1', confirmPassword: 'password-2' })).toEqual({
      confirmPassword: ['passwordsMatch'],
    })
    expect(decodeForm(NewPasswordForm, { password: 'password-1', confirmPassword: 'password-1' }).ok).toBe(
      true,
    )
  })
  it('trims text fields and reports maximum lengths', () => {
    const result = decodeForm(TeamCreateForm, {
      name: '  Wolves ',
      captain_discord: 'cap',
      description: '',
      join_password: 'pass',
    })
    expect(result.ok && result.value.name).toBe('Wolves')
    expect(
      keys(TeamCreateForm, {
        name: 'x'.repeat(33),
        captain_discord: 'c',
        description: 'x'.repeat(501),
        join_password: 'a b',
      }),
    ).toEqual({
      name: ['maxLength'],
      captain_discord: ['minLength'],
      description: ['maxLength'],
      join_password: ['noSpaces', 'minLength'],
    })
  })
})

describe('phone and code', () => {
  it.each([
    ['067 123 45 67', '+380671234567'],
    ['+380 (67) 123-45-67', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['0501112233', '+380501112233'],
  ])('decodes %s to E.164', (phone, e164) => {
    expect(decodeForm(PhoneForm, { phone })).toEqual({ ok: true, value: { phone: e164 } })
  })
  it.each([
    ['067 12', 'phoneTooShort'],
    ['38067', 'phoneTooShort'],
    ['1', 'phoneTooShort'],
    ['', 'required'],
    ['06712345678', 'phoneInvalid'],
    ['1234567890', 'phoneInvalid'],
    ['067-abc', 'phoneInvalid'],
    ['38+0671234567', 'phoneInvalid'],
    ['0012345678', 'phoneInvalid'],
  ])("rejects '%s' with %s", (phone, key) => {
    expect(keys(PhoneForm, { phone })).toEqual({ phone: [key] })
  })
  it('parses what people type', () => {
    expect(parseUaPhone('+380671234567')).toEqual({ kind: 'ok', e164: '+380671234567' })
  })
  it('accepts exactly 6 digits', () => {
    expect(decodeForm(CodeForm, { code: '12 34 56' })).toEqual({ ok: true, value: { code: '123456' } })
    expect(keys(CodeForm, { code: '12345' })).toEqual({ code: ['codeFormat'] })
    expect(keys(CodeForm, { code: '1234567' })).toEqual({ code: ['codeFormat'] })
    expect(keys(CodeForm, { code: '' })).toEqual({ code: ['required'] })
  })
  it('validates the password, sign-up and new-password steps', () => {
    expect(keys(PhonePasswordForm, { password: '' })).toEqual({ password: ['required'] })
    expect(
      keys(PhoneSignUpForm, {
        name: 'O',
        device: '',
        password: 'x'.repeat(129),
        confirmPassword: '',
        acceptTerms: false,
      }),
    ).toEqual({
      name: ['minLength'],
      device: ['required'],
      password: ['maxLength'],
      acceptTerms: ['termsRequired'],
    })
    expect(keys(PhoneNewPasswordForm, { password: 'password-1', confirmPassword: 'x' })).toEqual({
      confirmPassword: ['passwordsMatch'],
    })
  })
})

describe('profile, team, contact and streamer forms', () => {
  const profile = {
    username: 'olena_k',
    email: 'olena@example.com',
    firstName: 'Olena',
    lastName: 'K',
    phone: '0671234567',
    playingDevice: 'PC',
    inputDevice: 'gamepad',
    discord: '',
    telegram: '',
    instagram: '',
    oblast: '',
  }
  it('accepts a valid profile and reports an unknown input device or oblast', () => {
    expect(decodeForm(ProfileForm, profile).ok).toBe(true)
    expect(decodeForm(ProfileForm, { ...profile, oblast: 'kyiv-city' }).ok).toBe(true)
    expect(
      keys(ProfileForm, { ...profile, inputDevice: 'mouse', username: 'ab', oblast: 'crimea ' }),
    ).toEqual({
      inputDevice: ['invalid'],
      username: ['minLength'],
      oblast: ['invalid'],
    })
  })
  it('lets the e-mail and the phone stay empty, and checks them when given', () => {
    expect(decodeForm(ProfileForm, { ...profile, email: '', phone: '  ' })).toMatchObject({
      ok: true,
      value: { email: '', phone: '' },
    })
    expect(keys(ProfileForm, { ...profile, email: 'olena@', phone: '067-abc' })).toEqual({
      email: ['invalidEmail'],
      phone: ['phoneInvalid'],
    })
    expect(keys(ProfileForm, { ...profile, phone: '067 12' })).toEqual({ phone: ['phoneTooShort'] })
  })
  it('checks the password change', () => {
    expect(
      keys(PasswordChangeForm, { oldPassword: '', newPassword: 'password-2', repeatPassword: 'password-2' }),
    ).toEqual({
      oldPassword: ['required'],
    })
    expect(
      keys(PasswordChangeForm, { oldPassword: 'a', newPassword: 'password-2', repeatPassword: 'password-3' }),
    ).toEqual({
      repeatPassword: ['passwordsMatch'],
    })
  })
  it('checks join passwords, players, contacts and streamer applications', () => {
    expect(keys(JoinPasswordForm, { password: 'abc' })).toEqual({ password: ['minLength'] })
    expect(keys(InvitePlayerForm, { nickname: 'x'.repeat(25) })).toEqual({ nickname: ['maxLength'] })
    expect(keys(ContactForm, { name: 'Ivan', phone: '067', message: 'short' })).toEqual({
      phone: ['phoneTooShort'],
      message: ['minLength'],
    })
    // A contact from abroad: an e-mail address or a number with its country code; else one message.
    const contact = (phone: string) =>
      decodeForm(ContactForm, { name: 'Ivan', phone, message: 'Hello there!' })
    expect(contact('+1 (415) 555-0100')).toMatchObject({ ok: true, value: { phone: '+14155550100' } })
    expect(contact('ivan@example.com')).toMatchObject({ ok: true, value: { phone: 'ivan@example.com' } })
    expect(keys(ContactForm, { name: 'Ivan', phone: 'ivan@example', message: 'Hello there!' })).toEqual({
      phone: ['contactInvalid'],
    })
    expect(keys(ContactForm, { name: 'Ivan', phone: '+1234567890123456', message: 'Hello there!' })).toEqual({
      phone: ['contactInvalid'],
    })
    expect(keys(ContactForm, { name: 'Ivan', phone: '+4860123', message: 'Hello there!' })).toEqual({})
    expect(keys(ContactForm, { name: 'Ivan', phone: '+486012', message: 'Hello there!' })).toEqual({
      phone: ['phoneTooShort'],
    })
    expect(
      decodeForm(StreamerApplicationForm, {
        name: 'Ivan',
        phone: '0671234567',
        twitch: 'ivan',
        discord: '',
        youtube: '',
        message: 'I stream every evening',
      }).ok,
    ).toBe(true)
  })
})

describe('API payloads', () => {
  const decode = <S extends Schema.Decoder<unknown>>(schema: S) => Schema.decodeUnknownSync(schema)
  it('reads sessions; null and {} are no session', () => {
    expect(decode(SessionResponse)(null)).toBeNull()
    expect(isSession(decode(SessionResponse)({}))).toBe(false)
    const session = decode(SessionResponse)({ user: { name: 'o', code: 'token_not_valid' }, expires_at: 1 })
    expect(isSession(session)).toBe(true)
    expect(isSession(session) && isTokenNotValid(session)).toBe(true)
    expect(isTokenNotValid(null)).toBe(false)
  })
  it('reads the token refresh answer and the API error body', () => {
    expect(decode(TokenRefreshResponse)({ access: 'a' })).toEqual({ access: 'a' })
    expect(() => decode(TokenRefreshResponse)({ refresh: 'r' })).toThrow()
    expect(decode(ApiErrorBody)({ detail: 'Token is invalid', code: 'token_not_valid' }).code).toBe(
      'token_not_valid',
    )
  })
  it('reads the sign-in error from the returned URL', () => {
    expect(signInErrorOf('https://x.example/login?error=CredentialsSignin')).toBe('CredentialsSignin')
    expect(signInErrorOf('/profile')).toBeNull()
    expect(signInErrorOf('http://[bad')).toBeNull()
  })
})

describe('image rule', () => {
  it('accepts PNG and JPG up to 10 MB, SVG up to 1 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'IMAGE/PNG']) {
      expect(isValidImage({ type, size: IMAGE_MAX_BYTES })).toBe(true)
    }
    for (const type of ['image/svg+xml', 'IMAGE/SVG+XML'])
      expect(isValidImage({ type, size: 1024 * 1024 })).toBe(true)
  })
  it('says an SVG over 1 MB breaks its own limit, and one over 10 MB the general one', () => {
    expect(imageErrors({ type: 'image/svg+xml', size: 1024 * 1024 + 1 })).toEqual([
      { key: 'svgTooLarge', params: { max: 1 } },
    ])
    expect(imageErrors({ type: 'image/svg+xml', size: IMAGE_MAX_BYTES + 1 })).toEqual([
      { key: 'imageTooLarge', params: { max: 10 } },
    ])
  })
  it('reports the type and the size', () => {
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024)
    expect(imageErrors({ type: 'image/gif', size: IMAGE_MAX_BYTES + 1 })).toEqual([
      { key: 'imageType' },
      { key: 'imageTooLarge', params: { max: 10 } },
    ])
  })
})

describe('TournamentKey', () => {
  it('accepts a UUID or a slug and nothing else', async () => {
    const { isTournamentKey } = await import('#core/tournaments/tournament.schema.ts')
    expect(isTournamentKey('81d1383f-c82c-406b-9d3b-e13ed63c163f')).toBe(true)
    expect(isTournamentKey('cs2-kyiv-cup')).toBe(true)
    for (const bad of ['', 'a b', '../etc', "x' or 1=1", 'Кубок', '-lead', `${'a'.repeat(101)}`])
      expect(isTournamentKey(bad), bad).toBe(false)
  })
})

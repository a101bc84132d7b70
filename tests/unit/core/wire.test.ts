/** The wire conventions of the accounts API: snake_case keys, flat bodies with a token, error codes. */
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_PATHS,
  PhoneSignUpRequest,
  splitPhoneSignUp,
  splitTokenPassword,
  TokenPasswordRequest,
} from '#core/accounts/accounts.api.ts'
import { ApiError, NotFound } from '#core/shared/errors.ts'
import { apiErrorCodeOf } from '#core/shared/http/api-error.ts'
import { fromWire, toWire } from '#core/shared/http/wire-case.ts'
import { decodeForm } from '#core/shared/validation/decode-form.ts'

describe('wire case', () => {
  it('turns camelCase keys into snake_case and back, top level only', () => {
    const form = { confirmPassword: 'x', acceptTerms: true, nested: { innerKey: 1 }, phone: '1' }
    expect(toWire(form)).toEqual({
      confirm_password: 'x',
      accept_terms: true,
      nested: { innerKey: 1 },
      phone: '1',
    })
    expect(fromWire(toWire(form))).toEqual(form)
  })
  it('leaves values that are not plain objects alone', () => {
    expect(toWire(null)).toBeNull()
    expect(fromWire(['a_b'])).toEqual(['a_b'])
    expect(fromWire('a_b')).toBe('a_b')
  })
})

describe('accounts request bodies', () => {
  const ticket = 'T'.repeat(43)
  it('splits a flat sign-up body into ticket, phone and form, and decodes it', () => {
    const body = fromWire({
      ticket,
      phone: '067 123 45 67',
      name: 'Olena',
      device: 'PC',
      password: 'password-1',
      confirm_password: 'password-1',
      accept_terms: true,
    })
    const decoded = decodeForm(PhoneSignUpRequest, splitPhoneSignUp(body))
    expect(decoded).toMatchObject({
      ok: true,
      value: { ticket, phone: '+380671234567', form: { name: 'Olena' } },
    })
  })
  it('reports form errors under the form and the token on its own', () => {
    const decoded = decodeForm(
      TokenPasswordRequest,
      splitTokenPassword({ token: 'short', password: 'x' }, 'token'),
    )
    expect(decoded.ok).toBe(false)
    expect(Object.keys((decoded as { errors: object }).errors).sort()).toEqual([
      'form.confirmPassword',
      'form.password',
      'ticket',
    ])
  })
  it('passes bodies that are not objects through to fail decoding', () => {
    expect(splitPhoneSignUp(null)).toBeNull()
    expect(splitTokenPassword('x', 'ticket')).toBe('x')
  })
  it('keeps every path relative to the API root', () => {
    for (const path of Object.values(ACCOUNT_PATHS)) expect(path).toMatch(/^\/[a-z/-]+$/)
  })
})

describe('API error codes', () => {
  it('reads the code of an ApiError whose body is {detail, code}, and nothing else', () => {
    const body = { detail: 'The token is invalid or expired.', code: 'invalid_token' }
    expect(apiErrorCodeOf(new ApiError({ status: 400, body }))).toBe('invalid_token')
    expect(apiErrorCodeOf(new ApiError({ status: 400, body: { detail: 'No code' } }))).toBeUndefined()
    // Field errors, a body that is not an object, other failures.
    expect(apiErrorCodeOf(new ApiError({ status: 400, body: { code: ['x'] } }))).toBeUndefined()
    expect(apiErrorCodeOf(new ApiError({ status: 400, body: 'invalid_token' }))).toBeUndefined()
    expect(apiErrorCodeOf(new NotFound())).toBeUndefined()
    expect(apiErrorCodeOf({ _tag: 'ApiError', body })).toBeUndefined()
  })
})

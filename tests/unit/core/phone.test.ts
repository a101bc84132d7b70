/**
 * The one reading of Ukrainian phone numbers (`#core/shared/validation/phone.ts`): the schemas, the
 * server's sign-in and the browser's phone field all use it. Expected numbers written by hand.
 */
import { describe, expect, it } from 'vitest'
import { parseUaPhone, typedNationalDigits } from '#core/shared/validation/phone.ts'
import { fullNumber } from '#ui/shared/form/phone-format.ts'

describe('a Ukrainian number as people type it', () => {
  it.each([
    '+380671234567',
    '380671234567',
    '0671234567',
    '067 123 45 67',
    '+38 (067) 123-45-67',
    '067.123.45.67',
  ])('reads %s as +380671234567', (typed) => {
    expect(parseUaPhone(typed)).toEqual({ kind: 'ok', e164: '+380671234567' })
  })

  it.each([
    ['067123', 'short'],
    ['38067', 'short'],
    ['', 'short'],
    ['06712345678', 'invalid'],
    ['0012345678', 'invalid'],
    ['1234567890', 'invalid'],
    ['38+0671234567', 'invalid'],
    ['067-abc', 'invalid'],
  ])('refuses %s as %s', (typed, kind) => {
    expect(parseUaPhone(typed)).toEqual({ kind })
  })
})

describe('the phone field, which shows +380 before what is typed', () => {
  it.each([
    ['67 123 4567', '671234567'],
    ['0671234567', '671234567'],
    ['+380 67 123 45 67', '671234567'],
    ['380671234567', '671234567'],
    // Fewer digits than a whole number: 380 is not yet the country code.
    ['3806', '3806'],
    ['', ''],
  ])('takes %s as the national digits %s', (typed, national) => {
    expect(typedNationalDigits(typed)).toBe(national)
  })

  it('hands the flow the full number', () => {
    expect(fullNumber('067 123 45 67')).toBe('+380 671234567')
    expect(fullNumber('')).toBe('')
  })
})

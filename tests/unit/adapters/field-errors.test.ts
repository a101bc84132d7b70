/**
 * The browser shows an API field error in its own words: the HTTP adapter decodes `{code, params,
 * message}` into the code's validation key with its parameters, and the form's `translateMessage`
 * says it with the page's dictionary, the plural form chosen by the count. The server's `message` is
 * deliberately in another language here: the browser does not read it back. Expected texts are written
 * out by hand.
 */
import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '#adapters/http/field-errors.ts'
import { ApiError } from '#core/shared/errors.ts'
import enAccount from '#locales/en/account/index.ts'
import enBase from '#locales/en/index.ts'
import ukAccount from '#locales/uk/account/index.ts'
import ukBase from '#locales/uk/index.ts'
import { translateMessage } from '#ui/shared/form/message.ts'
import { registerDictionary, translate } from '#ui/shared/i18n/i18n.tsx'

registerDictionary('uk', { ...ukBase, account: ukAccount })
registerDictionary('en', { ...enBase, account: enAccount })
const LL = { uk: translate('uk'), en: translate('en') }

const refusal = new ApiError({
  status: 400,
  body: {
    nickname: [
      { code: 'minLength', params: { min: 3 }, message: 'Minimum length is 3 characters' },
      { code: 'noSpaces', params: {}, message: 'Spaces are not allowed' },
    ],
    password: [{ code: 'minLength', params: { min: 1 }, message: 'Minimum length is 1 character' }],
    first_name: [{ code: 'maxLength', params: { max: 50 }, message: 'Maximum length is 50 characters' }],
    file: [{ code: 'imagePixels', params: { max: 21 }, message: 'The image must be at most 21 megapixels' }],
    email: [{ code: 'emailTaken', params: {}, message: 'This e-mail address is used by another account' }],
    phone: [{ code: 'notYetKnown', params: {}, message: 'A rule of a newer server' }],
  },
})

const shown = (locale: 'uk' | 'en') => {
  const fields = fieldErrorsOf(refusal) ?? {}
  return Object.fromEntries(
    Object.entries(fields).map(([field, refs]) => [
      field,
      refs.map((ref) => translateMessage(LL[locale], ref)),
    ]),
  )
}

describe('an API field error in the browser', () => {
  it('is said in Ukrainian from its code and parameters, with the plural form of the count', () => {
    expect(shown('uk')).toEqual({
      nickname: ['Мінімальна довжина — 3 символи', 'Пробіли не допускаються'],
      password: ['Мінімальна довжина — 1 символ'],
      firstName: ['Максимальна довжина — 50 символів'],
      file: ['Зображення — не більше 21 мегапікселя'],
      email: ['Ця адреса вже використовується іншим обліковим записом'],
      phone: ['A rule of a newer server'],
    })
  })

  it('is said in English from the same answer', () => {
    expect(shown('en')).toEqual({
      nickname: ['Minimum length is 3 characters', 'Spaces are not allowed'],
      password: ['Minimum length is 1 character'],
      firstName: ['Maximum length is 50 characters'],
      file: ['The image must be at most 21 megapixels'],
      email: ['This e-mail address is used by another account'],
      phone: ['A rule of a newer server'],
    })
  })
})

describe('an upload refused with 413 or 422 names its rule too', () => {
  const said = (locale: 'uk' | 'en', error: ApiError) =>
    (fieldErrorsOf(error)?.file ?? []).map((ref) => translateMessage(LL[locale], ref))

  const tooLarge = new ApiError({
    status: 413,
    body: {
      file: [{ code: 'svgTooLarge', params: { max: 1 }, message: 'An SVG image must be at most 1 MB' }],
    },
  })
  const tooComplex = new ApiError({
    status: 422,
    body: { file: [{ code: 'svgTooComplex', params: {}, message: 'The SVG image is too complex' }] },
  })

  it('an SVG over its own limit (413) and one too complex to sanitise (422), in both languages', () => {
    expect([...said('uk', tooLarge), ...said('uk', tooComplex)]).toEqual([
      'SVG-зображення — не більше 1 МБ',
      'SVG-зображення надто складне: спростіть його або збережіть як PNG чи JPG',
    ])
    expect([...said('en', tooLarge), ...said('en', tooComplex)]).toEqual([
      'An SVG image must be at most 1 MB',
      'The SVG image is too complex: simplify it or save it as PNG or JPG',
    ])
  })

  it('a 413 without field errors (a JSON body too large, a proxy) has none', () => {
    expect(
      fieldErrorsOf(new ApiError({ status: 413, body: { detail: 'Too large', code: 'payload_too_large' } })),
    ).toBeUndefined()
    expect(fieldErrorsOf(new ApiError({ status: 413, body: '<html>413</html>' }))).toBeUndefined()
  })
})

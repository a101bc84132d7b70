import { createRequire } from 'node:module'
import { AsYouType } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { formatUkrainian, UA_METADATA } from '#ui/shared/form/phone-formatter.ts'

// The phone field formats with libphonenumber-js's core and Ukraine's metadata only (a copy, to keep
// the world's metadata out of the browser): it must stay what the package itself says about Ukraine.

const packaged = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as {
  version: number
  country_calling_codes: Record<string, string[]>
  countries: Record<string, unknown>
}

describe("the phone field's metadata", () => {
  it("is the package's metadata for Ukraine (paste the expected value into phone-formatter.ts if not)", () => {
    expect(UA_METADATA).toEqual({
      version: packaged.version,
      country_calling_codes: { '380': packaged.country_calling_codes['380'] },
      countries: { UA: packaged.countries.UA },
      nonGeographic: {},
    })
  })

  it('formats as you type exactly as the whole metadata does', () => {
    const typed = ['+380', '+3806', '+38067', '+380671', '+3806712', '+38067123', '+380671234567']
    const numbers = [
      ...typed,
      '+380441234567',
      '+380322123456',
      '+380800123456',
      '+380931234567',
      '+38093123456789',
      '+380',
    ]
    for (const number of numbers)
      expect(formatUkrainian(number), number).toBe(new AsYouType('UA').input(number))
    expect(formatUkrainian('+380671234567')).toBe('+380 67 123 4567')
  })
})

/**
 * The saved number as the profile shows it before the phone number library has loaded
 * (`#core/shared/validation/phone-display.ts`) must read exactly as the library formats it once the
 * phone field is used: otherwise the field's value would change under the reader's eyes.
 */
import { describe, expect, it } from 'vitest'
import { formatUaPhone } from '#core/shared/validation/phone-display.ts'
import { formatUkrainian } from '#ui/shared/form/phone-formatter.ts'

describe('a saved Ukrainian number shown without the phone number library', () => {
  it.each([
    ['+380671234567', '+380 67 123 4567'],
    ['+380 671234567', '+380 67 123 4567'],
    ['+380441234567', '+380 44 123 4567'],
    ['+380931234567', '+380 93 123 4567'],
    ['+380891234567', '+380 89 123 4567'],
    ['+380322123456', '+380 322 123 456'],
    ['+380312212345', '+380 3122 12345'],
    ['+380312612345', '+380 312 612 345'],
    ['+380563012345', '+380 5630 12345'],
    ['+380800123456', '+380 800 123 456'],
    ['+380123456789', '+380 123456789'],
  ])('shows %s as %s', (saved, shown) => {
    expect(formatUaPhone(saved)).toBe(shown)
  })

  it('leaves a number that is not whole as typed, after +380', () => {
    expect(formatUaPhone('+3806712')).toBe('+380 6712')
    expect(formatUaPhone('+3806712345678')).toBe('+380 6712345678')
  })

  it('reads every number the site accepts as the library does, whatever its first four digits', () => {
    const differing: string[] = []
    for (let prefix = 1000; prefix <= 9999; prefix += 1)
      for (const rest of ['00000', '12345', '99999']) {
        const number = `+380${prefix}${rest}`
        const library = formatUkrainian(number)
        if (formatUaPhone(number) !== library) differing.push(`${number}: ${library}`)
      }
    expect(differing).toEqual([])
  })

  it('takes time linear in its input', () => {
    const long = `+380${'9'.repeat(100_000)}`
    const started = performance.now()
    formatUaPhone(long)
    expect(performance.now() - started).toBeLessThan(100)
  })
})

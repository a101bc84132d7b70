/**
 * Every count is said with the plural form its number takes: Ukrainian has one (1, 21, 31…), few
 * (2–4, 22–24…) and many (0, 5–20, 25…) forms, English one and other. The expected texts are written
 * out by hand. The same texts reach people through typesafe-i18n (pages and the API's field errors,
 * which the browser translates from their codes), the server's API messages and the toasts: all agree.
 */
import { i18nString } from 'typesafe-i18n'
import { describe, expect, it } from 'vitest'
import { flowText } from '#adapters/browser/notifier.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate, message, templateParts } from '#core/shared/validation/message.ts'
import enAccount from '#locales/en/account/index.ts'
import enBase from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import ukAccount from '#locales/uk/account/index.ts'
import ukBase from '#locales/uk/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'
import { validationMessage } from '#server/platform/i18n.ts'
import { registerDictionary, translate } from '#ui/shared/i18n/i18n.tsx'
import { ALL_TEXTS } from './dictionaries.ts'

const COUNTS = [1, 2, 5, 11, 21, 22, 25] as const

registerDictionary('uk', { ...ukBase, account: ukAccount, tournament: ukTournament })
registerDictionary('en', { ...enBase, account: enAccount, tournament: enTournament })
const LL = { uk: translate('uk'), en: translate('en') }

const forms = (words: Readonly<Record<(typeof COUNTS)[number], string>>) =>
  COUNTS.map((count) => [count, words[count]] as const)

describe('Ukrainian counts', () => {
  const uk = LL.uk.account
  it.each(
    forms({
      1: '1 символ',
      2: '2 символи',
      5: '5 символів',
      11: '11 символів',
      21: '21 символ',
      22: '22 символи',
      25: '25 символів',
    }),
  )('length limits: %i → %s', (count, words) => {
    expect(uk.validation.minLength({ min: count })).toBe(`Мінімальна довжина — ${words}`)
    expect(uk.validation.maxLength({ max: count })).toBe(`Максимальна довжина — ${words}`)
  })

  it.each(
    forms({
      1: '1 секунду',
      2: '2 секунди',
      5: '5 секунд',
      11: '11 секунд',
      21: '21 секунду',
      22: '22 секунди',
      25: '25 секунд',
    }),
  )('the resend countdown: %i → %s', (count, words) => {
    expect(uk.flows.phoneCode.resendIn({ seconds: count })).toBe(
      `Надіслати код повторно можна через ${words}`,
    )
  })

  it.each(
    forms({
      1: '1 мегапікселя',
      2: '2 мегапікселів',
      5: '5 мегапікселів',
      11: '11 мегапікселів',
      21: '21 мегапікселя',
      22: '22 мегапікселів',
      25: '25 мегапікселів',
    }),
  )('the image size limit ("не більше" takes the genitive): %i → %s', (count, words) => {
    expect(uk.validation.imagePixels({ max: count })).toBe(`Зображення — не більше ${words}`)
  })

  it('the tournament countdown says days, hours, minutes and seconds in full', () => {
    const T = LL.uk.tournament
    expect(T.countdownDays({ days: 4, hours: 1, minutes: 5 })).toBe('4 дні 1 годину 5 хвилин')
    expect(T.countdownDays({ days: 1, hours: 22, minutes: 21 })).toBe('1 день 22 години 21 хвилину')
    expect(T.countdownDays({ days: 11, hours: 0, minutes: 2 })).toBe('11 днів 0 годин 2 хвилини')
    expect(T.countdownDays({ days: 25, hours: 21, minutes: 11 })).toBe('25 днів 21 годину 11 хвилин')
    expect(T.countdownHours({ hours: 2, minutes: 1, seconds: 22 })).toBe('2 години 1 хвилину 22 секунди')
    expect(T.countdownHours({ hours: 5, minutes: 25, seconds: 21 })).toBe('5 годин 25 хвилин 21 секунду')
    expect(T.next.registrationNotStarted({ time: T.countdownDays({ days: 4, hours: 2, minutes: 1 }) })).toBe(
      'Реєстрація відкриється через 4 дні 2 години 1 хвилину',
    )
  })
})

describe('the create form names the team limits it is given', () => {
  it.each([
    [2, 32, 'Від 2 до 32 символів', '2 to 32 characters'],
    [1, 21, 'Від 1 до 21 символу', '1 to 21 characters'],
  ] as const)('name %i-%i', (min, max, uk, en) => {
    expect(LL.uk.tournament.join.create.nameHint({ min, max })).toBe(uk)
    expect(LL.en.tournament.join.create.nameHint({ min, max })).toBe(en)
  })

  it('says the description and join password limits in both languages', () => {
    expect(LL.uk.tournament.join.create.descriptionHint({ max: 500 })).toBe('Необов’язково, до 500 символів')
    expect(LL.en.tournament.join.create.descriptionHint({ max: 1 })).toBe('Optional, up to 1 character')
    expect(LL.uk.tournament.join.create.passwordHint({ min: 4, max: 64 })).toBe(
      'Від 4 до 64 символів без пробілів; повідомте його своїм гравцям',
    )
    expect(LL.en.tournament.join.create.passwordHint({ min: 4, max: 64 })).toBe(
      '4 to 64 characters without spaces; tell it to your players',
    )
  })
})

describe('English counts', () => {
  const en = LL.en.account
  it.each(COUNTS)('length limits and the resend countdown: %i', (count) => {
    const noun = count === 1 ? 'character' : 'characters'
    expect(en.validation.minLength({ min: count })).toBe(`Minimum length is ${count} ${noun}`)
    expect(en.validation.maxLength({ max: count })).toBe(`Maximum length is ${count} ${noun}`)
    expect(en.flows.phoneCode.resendIn({ seconds: count })).toBe(
      `You can resend the code in ${count} ${count === 1 ? 'second' : 'seconds'}`,
    )
    expect(en.validation.imagePixels({ max: count })).toBe(
      `The image must be at most ${count} ${count === 1 ? 'megapixel' : 'megapixels'}`,
    )
  })

  it('the tournament countdown', () => {
    const T = LL.en.tournament
    expect(T.countdownDays({ days: 1, hours: 2, minutes: 1 })).toBe('1 day 2 hours 1 minute')
    expect(T.countdownDays({ days: 21, hours: 1, minutes: 0 })).toBe('21 days 1 hour 0 minutes')
    expect(T.countdownHours({ hours: 0, minutes: 22, seconds: 1 })).toBe('0 hours 22 minutes 1 second')
  })
})

describe('the same forms outside the pages', () => {
  it('in the API field errors the server writes', () => {
    expect(validationMessage('uk', message('minLength', { min: 21 }))).toBe('Мінімальна довжина — 21 символ')
    expect(validationMessage('uk', message('maxLength', { max: 24 }))).toBe(
      'Максимальна довжина — 24 символи',
    )
    expect(validationMessage('en', message('minLength', { min: 1 }))).toBe('Minimum length is 1 character')
  })

  it('in toasts', async () => {
    expect(await flowText('uk', message('minLength', { min: 2 }))).toBe('Мінімальна довжина — 2 символи')
    expect(await flowText('en', message('maxLength', { max: 25 }))).toBe('Maximum length is 25 characters')
  })
})

/** Every text of a dictionary, with its dotted path. */
const texts = (node: unknown, path = ''): Array<readonly [string, string]> =>
  typeof node === 'string'
    ? [[path, node]]
    : typeof node === 'object' && node !== null
      ? Object.entries(node).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key))
      : []

/** A parameter with a formatter (`{count|grouped}`): only pages write those, through typesafe-i18n. */
const formatted = (text: string): boolean => text.replace(/\{\{[^}]*\}\}/g, '').includes('|')

const DICTIONARY_TEXTS: Readonly<Record<Locale, ReadonlyArray<readonly [string, string]>>> = {
  uk: texts(ALL_TEXTS.uk),
  en: texts(ALL_TEXTS.en),
}

describe('core reads plurals as typesafe-i18n does', () => {
  it.each(['uk', 'en'] as const)(
    'for every plural text of the %s dictionaries and counts 0 to 130 (core writes no formatted value)',
    (locale) => {
      const plurals = DICTIONARY_TEXTS[locale].filter(([, text]) => text.includes('{{') && !formatted(text))
      expect(plurals.length).toBeGreaterThanOrEqual(6)
      const library = i18nString(locale)
      for (const [path, text] of plurals) {
        const names = templateParts(text).flatMap((part) => (part.kind === 'placeholder' ? [part.name] : []))
        for (let count = 0; count <= 130; count += 1) {
          const params = Object.fromEntries(names.map((name) => [name, count]))
          expect(interpolate(locale, text, params), `${path} with ${count}`).toBe(library(text, params))
        }
      }
    },
  )
})

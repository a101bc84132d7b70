/**
 * Wherever the product tells the upload limits (the avatar's and the team logo's pickers, the terms,
 * the match page's screenshots), it says them in both languages with the numbers of the rules
 * themselves (`IMAGE_MAX_MB`, `SVG_MAX_MB`, `MAX_PROOF_IMAGES`, `IMAGE_MAX_MEGAPIXELS`): the texts take
 * them as parameters, so a rule that changes changes every text, in the right plural. The expected
 * sentences are written out by hand.
 */
import { describe, expect, it } from 'vitest'
import { MAX_PROOF_IMAGES } from '#core/matches/report-forms.ts'
import {
  IMAGE_MAX_MB,
  IMAGE_MAX_MEGAPIXELS,
  SCREENSHOT_ACCEPT,
  SCREENSHOT_TYPES,
  SVG_MAX_MB,
} from '#core/shared/uploads/image-rules.ts'
import enAccount from '#locales/en/account/index.ts'
import enDocuments from '#locales/en/documents/index.ts'
import enBase from '#locales/en/index.ts'
import enMyTournaments from '#locales/en/myTournaments/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import ukAccount from '#locales/uk/account/index.ts'
import ukDocuments from '#locales/uk/documents/index.ts'
import ukBase from '#locales/uk/index.ts'
import ukMyTournaments from '#locales/uk/myTournaments/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'
import { registerDictionary, translate } from '#ui/shared/i18n/i18n.tsx'

registerDictionary('uk', {
  ...ukBase,
  account: ukAccount,
  myTournaments: ukMyTournaments,
  documents: ukDocuments,
  tournament: ukTournament,
})
registerDictionary('en', {
  ...enBase,
  account: enAccount,
  myTournaments: enMyTournaments,
  documents: enDocuments,
  tournament: enTournament,
})

const limits = { max: IMAGE_MAX_MB, svgMax: SVG_MAX_MB }

describe('the upload limits as the product tells them', () => {
  it('are 10 MB, and 1 MB for an SVG', () => {
    expect(limits).toEqual({ max: 10, svgMax: 1 })
  })

  it.each([
    {
      locale: 'uk',
      avatar: 'SVG до 1 МБ, PNG або JPG до 10 МБ',
      logo: 'SVG до 1 МБ, PNG або JPG до 10 МБ.',
      tournaments: 'завантажити логотип команди: SVG до 1 МБ, PNG або JPG до 10 МБ',
      content: 'Зображення приймаємо у форматі SVG розміром до 1 МБ або PNG чи JPG розміром до 10 МБ.',
    },
    {
      locale: 'en',
      avatar: 'SVG up to 1 MB, PNG or JPG up to 10 MB',
      logo: 'SVG up to 1 MB, PNG or JPG up to 10 MB.',
      tournaments: 'upload a team logo: SVG up to 1 MB, PNG or JPG up to 10 MB',
      content: 'Images are accepted as SVG up to 1 MB, or as PNG or JPG up to 10 MB.',
    },
  ] as const)('in $locale: the pickers and the terms', ({ locale, avatar, logo, tournaments, content }) => {
    const LL = translate(locale)
    expect(LL.account.avatar.hint(limits)).toBe(avatar)
    expect(LL.myTournaments.logo.hint(limits)).toBe(logo)
    expect(LL.documents.terms.sections.tournaments.body(limits)).toContain(tournaments)
    expect(LL.documents.terms.sections.content.body(limits)).toContain(content)
  })
})

describe('the limits of a match report’s screenshots as the match page tells them', () => {
  it('are 5 screenshots of 10 MB and 40 megapixels each', () => {
    expect({ count: MAX_PROOF_IMAGES, max: IMAGE_MAX_MB, pixels: IMAGE_MAX_MEGAPIXELS }).toEqual({
      count: 5,
      max: 10,
      pixels: 40,
    })
  })

  it.each([
    {
      locale: 'uk',
      hint: 'Необов’язково: до 5 скриншотів, PNG або JPG, кожен не більше 10 МБ.',
      tooMany: [
        'Додайте не більше 1 скриншота.',
        'Додайте не більше 3 скриншотів.',
        'Додайте не більше 5 скриншотів.',
      ],
      tooLarge: 'Скриншот має бути не більше 10 МБ.',
      pixels: 'Скриншот має бути не більше 40 мегапікселів.',
    },
    {
      locale: 'en',
      hint: 'Optional: up to 5 screenshots, PNG or JPG, at most 10 MB each.',
      tooMany: [
        'Attach at most 1 screenshot.',
        'Attach at most 3 screenshots.',
        'Attach at most 5 screenshots.',
      ],
      tooLarge: 'A screenshot must be at most 10 MB.',
      pixels: 'A screenshot must be at most 40 megapixels.',
    },
  ] as const)(
    'in $locale: the file input’s hint and the refusals',
    ({ locale, hint, tooMany, tooLarge, pixels }) => {
      const F = translate(locale).tournament.matchPage.reports.forms
      expect(F.proofHint({ count: MAX_PROOF_IMAGES, max: IMAGE_MAX_MB })).toBe(hint)
      expect([1, 3, MAX_PROOF_IMAGES].map((max) => F.refused.too_many_proofs({ max }))).toEqual(tooMany)
      expect(F.refused.proof_too_large({ max: IMAGE_MAX_MB })).toBe(tooLarge)
      expect(F.refused.proof_pixels({ max: IMAGE_MAX_MEGAPIXELS })).toBe(pixels)
    },
  )
})

describe('the screenshot picker', () => {
  it('accepts exactly the screenshot types', () => {
    expect(SCREENSHOT_ACCEPT.split(',')).toEqual([...SCREENSHOT_TYPES])
  })
})

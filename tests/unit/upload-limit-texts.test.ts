/**
 * Wherever the product tells the upload limits (the avatar's and the team logo's pickers, the terms),
 * it says both, in both languages, with the numbers of the rules themselves (`IMAGE_MAX_MB`,
 * `SVG_MAX_MB`): the texts take them as parameters, so a rule that changes changes every text. The
 * expected sentences are written out by hand.
 */
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_MB, SVG_MAX_MB } from '#core/shared/uploads/image-rules.ts'
import enAccount from '#locales/en/account/index.ts'
import enDocuments from '#locales/en/documents/index.ts'
import enBase from '#locales/en/index.ts'
import enMyTournaments from '#locales/en/myTournaments/index.ts'
import ukAccount from '#locales/uk/account/index.ts'
import ukDocuments from '#locales/uk/documents/index.ts'
import ukBase from '#locales/uk/index.ts'
import ukMyTournaments from '#locales/uk/myTournaments/index.ts'
import { registerDictionary, translate } from '#ui/shared/i18n/i18n.tsx'

registerDictionary('uk', {
  ...ukBase,
  account: ukAccount,
  myTournaments: ukMyTournaments,
  documents: ukDocuments,
})
registerDictionary('en', {
  ...enBase,
  account: enAccount,
  myTournaments: enMyTournaments,
  documents: enDocuments,
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

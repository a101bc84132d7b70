import { describe, expect, it } from 'vitest'
import { pickLocalized } from '#core/tournaments/localized.ts'

describe('pickLocalized: the page language, else the other one with its lang', () => {
  it('shows the page language when it is written', () => {
    expect(pickLocalized({ uk: 'Правила', en: 'Rules' }, 'uk')).toEqual({
      value: 'Правила',
      lang: 'uk',
      fallback: false,
    })
    expect(pickLocalized({ uk: 'Правила', en: 'Rules' }, 'en')).toEqual({
      value: 'Rules',
      lang: 'en',
      fallback: false,
    })
  })

  it('falls back to the other language and says which it is', () => {
    expect(pickLocalized({ uk: null, en: 'Rules' }, 'uk')).toEqual({
      value: 'Rules',
      lang: 'en',
      fallback: true,
    })
    expect(pickLocalized({ uk: 'Правила', en: null }, 'en')).toEqual({
      value: 'Правила',
      lang: 'uk',
      fallback: true,
    })
  })

  it('treats a blank text or an empty list as not written', () => {
    expect(pickLocalized({ uk: '  \n', en: 'Rules' }, 'uk')).toEqual({
      value: 'Rules',
      lang: 'en',
      fallback: true,
    })
    expect(pickLocalized({ uk: [], en: ['Register', 'Play'] }, 'uk')).toEqual({
      value: ['Register', 'Play'],
      lang: 'en',
      fallback: true,
    })
  })

  it('answers null when neither language is written', () => {
    expect(pickLocalized({ uk: null, en: null }, 'uk')).toBeNull()
    expect(pickLocalized({ uk: '', en: ' ' }, 'en')).toBeNull()
  })
})

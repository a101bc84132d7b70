import { describe, expect, it } from 'vitest'
import { latinSlug } from '#core/shared/format/latin-slug.ts'

describe('latinSlug', () => {
  it('writes Ukrainian in the national transliteration, й and ї included', () => {
    expect(latinSlug('Щедрий Їжак', 50)).toBe('shchedryi-izhak')
    expect(latinSlug('Подвiйний ґрунт', 50)).toBe('podviinyi-grunt')
    expect(latinSlug('Мар’яна Зв‘язок', 50)).toBe('mariana-zv-iazok')
  })

  it('drops the marks of other Latin letters and makes the rest single hyphens', () => {
    expect(latinSlug('  Café — Ölçü!! 2026 ', 50)).toBe('cafe-olcu-2026')
    expect(latinSlug('★★★', 50)).toBe('')
  })

  it('stops at the length without a hyphen at the end', () => {
    expect(latinSlug('abc def', 4)).toBe('abc')
    expect(latinSlug('abc def', 5)).toBe('abc-d')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { initFormatters } from '#locales/formatters.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the dictionaries’ formatters', () => {
  it('group digits as each language writes them', () => {
    expect(initFormatters('uk').grouped(1243)).toBe('1\u00a0243')
    expect(initFormatters('en').grouped(1243)).toBe('1,243')
    expect(initFormatters('en').grouped(7)).toBe('7')
  })

  it('build their number format on first use, once, not when the page’s script starts', () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    const formatters = initFormatters('uk')
    expect(made).not.toHaveBeenCalled()
    formatters.grouped(1243)
    formatters.grouped(56_000)
    expect(made).toHaveBeenCalledTimes(1)
  })
})

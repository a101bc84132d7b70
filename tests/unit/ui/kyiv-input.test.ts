import { describe, expect, it } from 'vitest'
import { isoOfKyivInput, kyivInputOf } from '#ui/features/console/kyiv-input.ts'

// Kyiv moves to summer time at 03:00 on 29 March 2026 (UTC+2 → UTC+3) and back at 04:00 on
// 25 October 2026 (UTC+3 → UTC+2). The expectations are computed by hand from those rules.
describe('the editor reads datetime-local inputs as Kyiv time', () => {
  it('takes the winter offset before the spring change and the summer one after it', () => {
    expect(isoOfKyivInput('2026-03-29T02:30')).toBe('2026-03-29T02:30:00+02:00')
    expect(isoOfKyivInput('2026-03-29T05:00')).toBe('2026-03-29T05:00:00+03:00')
    expect(Date.parse(isoOfKyivInput('2026-03-29T05:00'))).toBe(Date.UTC(2026, 2, 29, 2, 0))
  })

  it('takes the summer offset before the autumn change and the winter one after it', () => {
    expect(isoOfKyivInput('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+03:00')
    expect(Date.parse(isoOfKyivInput('2026-10-25T02:30'))).toBe(Date.UTC(2026, 9, 24, 23, 30))
    expect(isoOfKyivInput('2026-10-25T05:00')).toBe('2026-10-25T05:00:00+02:00')
    expect(Date.parse(isoOfKyivInput('2026-10-25T05:00'))).toBe(Date.UTC(2026, 9, 25, 3, 0))
  })

  it('answers an empty string for an empty or unreadable value', () => {
    expect(isoOfKyivInput('')).toBe('')
    expect(isoOfKyivInput('29.03.2026 05:00')).toBe('')
  })
})

describe('the editor shows a stored instant on Kyiv’s wall clock', () => {
  it('shows both sides of each change in Kyiv time, whatever offset the instant was written with', () => {
    expect(kyivInputOf('2026-03-29T00:30:00Z')).toBe('2026-03-29T02:30')
    expect(kyivInputOf('2026-03-29T02:00:00Z')).toBe('2026-03-29T05:00')
    expect(kyivInputOf('2026-10-24T23:30:00Z')).toBe('2026-10-25T02:30')
    expect(kyivInputOf('2026-10-25T05:00:00+02:00')).toBe('2026-10-25T05:00')
  })

  it('gives back what the organiser typed', () => {
    for (const typed of ['2026-03-29T02:30', '2026-03-29T05:00', '2026-10-25T02:30', '2026-10-25T05:00']) {
      expect(kyivInputOf(isoOfKyivInput(typed))).toBe(typed)
    }
  })

  it('answers an empty string for an unreadable instant', () => {
    expect(kyivInputOf('not a date')).toBe('')
  })
})

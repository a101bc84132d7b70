import { describe, expect, it } from 'vitest'
import { businessDaysSince, isOverdue } from '#core/inquiries/business-days.ts'

// 27.11.2026 is a Friday. Kyiv is UTC+2 in winter, UTC+3 from 29.03.2026 03:00 to 25.10.2026 04:00.
const at = (iso: string) => new Date(iso)

describe('Kyiv working days since a message arrived', () => {
  const friday = at('2026-11-27T08:00:00Z') // Fri 10:00 Kyiv

  it('counts nothing on the day itself and over the weekend after a Friday', () => {
    expect(businessDaysSince(friday, at('2026-11-27T21:59:00Z'))).toBe(0) // Fri 23:59
    expect(businessDaysSince(friday, at('2026-11-28T12:00:00Z'))).toBe(0) // Sat
    expect(businessDaysSince(friday, at('2026-11-29T21:59:00Z'))).toBe(0) // Sun 23:59
    expect(businessDaysSince(friday, at('2026-11-29T22:00:00Z'))).toBe(1) // Mon 00:00
  })

  it('is overdue once the fourth working day after the arrival begins', () => {
    expect(businessDaysSince(friday, at('2026-12-02T21:59:00Z'))).toBe(3) // Wed 23:59
    expect(isOverdue(friday, at('2026-12-02T21:59:00Z'))).toBe(false)
    expect(businessDaysSince(friday, at('2026-12-02T22:00:00Z'))).toBe(4) // Thu 00:00
    expect(isOverdue(friday, at('2026-12-02T22:00:00Z'))).toBe(true)
  })

  it('reads the day on the Kyiv calendar, not in UTC', () => {
    const mondayLate = at('2026-11-30T21:30:00Z') // Mon 23:30 Kyiv
    expect(businessDaysSince(mondayLate, at('2026-11-30T22:10:00Z'))).toBe(1) // Tue 00:10 Kyiv, Mon in UTC
  })

  it('starts counting after a message sent on a weekend', () => {
    const saturday = at('2026-11-28T10:00:00Z')
    expect(businessDaysSince(saturday, at('2026-11-30T10:00:00Z'))).toBe(1)
    expect(businessDaysSince(saturday, at('2026-12-02T10:00:00Z'))).toBe(3)
    expect(isOverdue(saturday, at('2026-12-03T10:00:00Z'))).toBe(true)
  })

  it('keeps whole weeks at five days', () => {
    expect(businessDaysSince(at('2026-11-02T10:00:00Z'), at('2026-11-30T10:00:00Z'))).toBe(20)
    expect(businessDaysSince(at('2026-11-02T10:00:00Z'), at('2026-12-04T10:00:00Z'))).toBe(24)
  })

  it('follows the spring change to summer time', () => {
    const fridayLate = at('2026-03-27T21:30:00Z') // Fri 23:30, UTC+2
    // 72 hours later: Mon 00:30 in summer time (UTC+3); at a fixed UTC+2 it would still be Sunday.
    expect(businessDaysSince(fridayLate, at('2026-03-29T21:30:00Z'))).toBe(1)
  })

  it('follows the autumn change to winter time', () => {
    const friday = at('2026-10-23T09:00:00Z') // Fri 12:00, UTC+3
    // Sun 23:30 in winter time (UTC+2); at a fixed UTC+3 it would already be Monday.
    expect(businessDaysSince(friday, at('2026-10-25T21:30:00Z'))).toBe(0)
    expect(businessDaysSince(friday, at('2026-10-25T22:00:00Z'))).toBe(1)
  })

  it('counts nothing before the arrival', () => {
    expect(businessDaysSince(friday, at('2026-11-20T08:00:00Z'))).toBe(0)
  })
})

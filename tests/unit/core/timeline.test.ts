import { formatInTimeZone } from 'date-fns-tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  boundaries,
  FILTER_GROUPS,
  filterGroupAt,
  isRegistrationOpen,
  KYIV_TIME_ZONE,
  nextTransitionAt,
  PHASES,
  phaseAt,
  type Schedule,
  scheduleFromDto,
  toInstant,
} from '#core/tournaments/timeline.ts'

const HOUR = 3_600_000
const from = Date.UTC(2020, 0, 1)
const to = Date.UTC(2035, 0, 1)

/** Four ordered instants (ties allowed) within the range, games dates sometimes unpublished. */
const schedules = fc
  .tuple(fc.array(fc.integer({ min: from, max: to }), { minLength: 4, maxLength: 4 }), fc.boolean())
  .map(([times, withGames]): Schedule => {
    const [a = 0, b = 0, c = 0, d = 0] = [...times].sort((x, y) => x - y)
    return {
      registrationStart: new Date(a),
      registrationEnd: new Date(b),
      gamesStart: withGames ? new Date(c) : null,
      gamesEnd: withGames ? new Date(d) : null,
    }
  })

/** Instants around the Europe/Kyiv daylight-saving changes (last Sundays of March and October). */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) // 01:00 UTC = 03:00/04:00 Kyiv
}
const dstInstants = fc
  .tuple(
    fc.integer({ min: 2020, max: 2034 }),
    fc.constantFrom(2, 9),
    fc.integer({ min: -6 * HOUR, max: 6 * HOUR }),
  )
  .map(([year, month, offset]) => new Date(lastSunday(year, month) + offset))
const instants = fc.oneof(
  fc.integer({ min: from - HOUR, max: to + HOUR }).map((t) => new Date(t)),
  dstInstants,
)

describe('timeline (pure functions)', () => {
  it('orders phases along time: never goes back as time moves forward', () => {
    fc.assert(
      fc.property(
        schedules,
        instants,
        fc.integer({ min: 0, max: 400 * 24 * HOUR }),
        (schedule, now, delta) => {
          const before = PHASES.indexOf(phaseAt(schedule, now))
          const after = PHASES.indexOf(phaseAt(schedule, new Date(now.getTime() + delta)))
          expect(after).toBeGreaterThanOrEqual(before)
        },
      ),
    )
  })

  it('keeps the phase until the next transition, the first boundary after now', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, now) => {
        const next = nextTransitionAt(schedule, now)
        if (next === null) {
          expect(boundaries(schedule).every((b) => b.getTime() <= now.getTime())).toBe(true)
          return
        }
        expect(next.getTime()).toBeGreaterThan(now.getTime())
        expect(boundaries(schedule)).toContainEqual(next)
        // Nothing changes strictly before the boundary.
        expect(phaseAt(schedule, new Date(next.getTime() - 1))).toBe(phaseAt(schedule, now))
      }),
    )
  })

  it('opens registration exactly between start (inclusive) and end (exclusive)', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, now) => {
        const t = now.getTime()
        expect(isRegistrationOpen(schedule, now)).toBe(
          t >= schedule.registrationStart.getTime() && t < schedule.registrationEnd.getTime(),
        )
        if (phaseAt(schedule, now) === 'registrationOpen')
          expect(isRegistrationOpen(schedule, now)).toBe(true)
      }),
    )
  })

  it('puts every instant in exactly one filter group', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, now) => {
        const group = filterGroupAt(schedule, now)
        expect(FILTER_GROUPS).toContain(group)
        const phase = phaseAt(schedule, now)
        expect(group === 'active').toBe(phase === 'gamesInProgress')
        expect(group === 'finished').toBe(phase === 'gamesFinished')
      }),
    )
  })

  it('reads Kyiv wall-clock times across daylight-saving changes', () => {
    fc.assert(
      fc.property(dstInstants, (instant) => {
        // Whole minutes: the API sends minutes at most.
        const at = new Date(Math.floor(instant.getTime() / 60_000) * 60_000)
        const wall = formatInTimeZone(at, KYIV_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ss")
        const offset = formatInTimeZone(at, KYIV_TIME_ZONE, 'xxx')
        expect(toInstant(`${wall}${offset}`).getTime()).toBe(at.getTime())
        // Without an offset the wall time is Kyiv's: equal unless the hour repeats (autumn).
        const naive = toInstant(wall).getTime()
        expect([at.getTime(), at.getTime() - HOUR, at.getTime() + HOUR]).toContain(naive)
      }),
    )
  })

  it('knows the Kyiv offsets on both sides of the changes', () => {
    expect(toInstant('2025-03-30T02:30:00').toISOString()).toBe('2025-03-30T00:30:00.000Z') // UTC+2
    expect(toInstant('2025-03-30T04:30:00').toISOString()).toBe('2025-03-30T01:30:00.000Z') // UTC+3
    expect(toInstant('2025-10-26T05:00:00').toISOString()).toBe('2025-10-26T03:00:00.000Z') // UTC+2 again
    expect(toInstant('2025-07-01T12:00:00Z').toISOString()).toBe('2025-07-01T12:00:00.000Z')
    expect(toInstant('2025-07-01T12:00:00+03:00').toISOString()).toBe('2025-07-01T09:00:00.000Z')
  })

  it('reads the API schedule, with or without game dates', () => {
    const dto = { registration_start: '2025-03-01T10:00:00Z', registration_end: '2025-03-02T10:00:00Z' }
    expect(scheduleFromDto(dto).gamesStart).toBeNull()
    const full = scheduleFromDto({
      ...dto,
      games_start: '2025-03-03T10:00:00Z',
      games_end: '2025-03-04T10:00:00Z',
    })
    expect(phaseAt(full, new Date('2025-03-03T12:00:00Z'))).toBe('gamesInProgress')
    expect(phaseAt(full, new Date('2025-03-02T12:00:00Z'))).toBe('registrationClosed')
  })
})

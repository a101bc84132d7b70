import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { utcOffsetLabel, wallClock } from '#core/shared/format/clock.ts'
import {
  formatDate,
  formatDateInText,
  formatDateTime,
  formatKyivDateTime,
  fromKyivWallClock,
  isoInstant,
  KYIV_TIME_ZONE,
  kyivMoment,
  kyivYear,
} from '#core/shared/format/datetime.ts'
import { formatCurrency } from '#core/shared/format/number.ts'

const DATETIME_MODULE = pathToFileURL(join(import.meta.dirname, '../../core/shared/format/datetime.ts')).href

/** Instants around Kyiv's daylight-saving changes and the New Year, with their Kyiv wall-clock text. */
const KYIV_CASES: readonly (readonly [instant: string, dateTime: string])[] = [
  // Spring forward: 03:00 EET (UTC+2) jumps to 04:00 EEST (UTC+3) on 2026-03-29 at 01:00Z.
  ['2026-03-29T00:59:00Z', '29.03.2026 02:59'],
  ['2026-03-29T01:00:00Z', '29.03.2026 04:00'],
  // Fall back: 04:00 EEST returns to 03:00 EET on 2026-10-25 at 01:00Z.
  ['2026-10-25T00:59:00Z', '25.10.2026 03:59'],
  ['2026-10-25T01:00:00Z', '25.10.2026 03:00'],
  // Winter and summer offsets.
  ['2026-01-15T12:00:00Z', '15.01.2026 14:00'],
  ['2026-07-15T12:00:00Z', '15.07.2026 15:00'],
  // Around midnight and the New Year: Kyiv is already in the next day or year.
  ['2026-12-31T21:59:00Z', '31.12.2026 23:59'],
  ['2026-12-31T22:00:00Z', '01.01.2027 00:00'],
  ['2026-06-30T21:30:00Z', '01.07.2026 00:30'],
  // Leap day.
  ['2028-02-29T10:00:00Z', '29.02.2028 12:00'],
]

describe('Kyiv date and time formatting', () => {
  it('uses Europe/Kyiv', () => {
    expect(KYIV_TIME_ZONE).toBe('Europe/Kyiv')
  })

  it.each(KYIV_CASES)('formats %s as %s across DST changes and year ends', (instant, expected) => {
    expect(formatDateTime(instant)).toBe(expected)
    expect(formatDate(instant)).toBe(expected.slice(0, 10))
  })

  it('accepts a Date, an ISO string and epoch milliseconds alike', () => {
    const instant = '2026-03-29T01:00:00Z'
    const ms = Date.parse(instant)
    expect(formatDateTime(new Date(ms))).toBe('29.03.2026 04:00')
    expect(formatDateTime(ms)).toBe('29.03.2026 04:00')
    expect(formatDateTime('2026-03-29T04:00:00+03:00')).toBe('29.03.2026 04:00')
  })

  it('zero-pads day, month and hours (dd.mm.yyyy HH:mm, 24-hour clock)', () => {
    expect(formatDateTime('2026-02-03T03:05:00Z')).toBe('03.02.2026 05:05')
    expect(formatDateTime('2026-08-09T19:45:00Z')).toBe('09.08.2026 22:45')
  })

  it('gives the Kyiv year at the New Year boundary', () => {
    expect(kyivYear('2026-12-31T21:59:59Z')).toBe(2026)
    expect(kyivYear('2026-12-31T22:00:00Z')).toBe(2027)
    expect(kyivYear(Date.parse('2027-01-01T00:00:00Z'))).toBe(2027)
  })

  it('reads a Kyiv wall-clock time as the instant it was in Kyiv', () => {
    expect(fromKyivWallClock('2025-03-30').toISOString()).toBe('2025-03-29T22:00:00.000Z') // UTC+2
    expect(fromKyivWallClock('2025-07-01T12:00').toISOString()).toBe('2025-07-01T09:00:00.000Z') // UTC+3
    expect(fromKyivWallClock('2025-07-01 12:00:30').toISOString()).toBe('2025-07-01T09:00:30.000Z')
    expect(fromKyivWallClock('2025-07-01T12:00:00.5').toISOString()).toBe('2025-07-01T09:00:00.500Z')
    expect(fromKyivWallClock('2025-12-31T23:59:59.999').toISOString()).toBe('2025-12-31T21:59:59.999Z')
    for (const malformed of [
      '',
      'tomorrow',
      '2025-7-1',
      '2025-07-01T12',
      `2025-07-01T12:00:00.${'9'.repeat(40)}`,
    ])
      expect(Number.isNaN(fromKyivWallClock(malformed).getTime()), malformed).toBe(true)
  })

  it('gives the ISO instant for <time dateTime>, whatever the input form', () => {
    expect(isoInstant('2026-03-29T04:00:00+03:00')).toBe('2026-03-29T01:00:00.000Z')
    expect(isoInstant(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T01:00:00.000Z')
  })

  it('renders the same text whatever the process time zone (server and browser agree)', async () => {
    const instants = KYIV_CASES.map(([instant]) => instant)
    const script = `
      const { formatDate, formatDateTime, kyivYear } = await import(${JSON.stringify(DATETIME_MODULE)})
      const instants = ${JSON.stringify(instants)}
      console.log(JSON.stringify({
        localHour: new Date('2026-07-15T12:00:00Z').getHours(),
        texts: instants.map((i) => [formatDateTime(i), formatDate(i), kyivYear(i)]),
      }))
    `
    const expected = KYIV_CASES.map(([instant, text]) => [text, text.slice(0, 10), kyivYear(instant)])
    const zones = [
      ['America/New_York', 8],
      ['Pacific/Kiritimati', 2],
      ['UTC', 12],
    ] as const
    await Promise.all(
      zones.map(async ([zone, localHour]) => {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', script],
          { env: { ...process.env, TZ: zone } },
        )
        const result = JSON.parse(stdout) as { localHour: number; texts: unknown[] }
        // The child really runs in that zone, and still formats in Kyiv time.
        expect(result.localHour, zone).toBe(localHour)
        expect(result.texts, zone).toEqual(expected)
      }),
    )
  })
})

describe('Kyiv time with its UTC offset', () => {
  it('names the zone and reads the offset on both sides of the spring change (29.03.2026, 03:00 EET → 04:00 EEST)', () => {
    expect(formatKyivDateTime('2026-03-29T00:59:00Z', 'Kyiv')).toBe('29.03.2026 02:59 (Kyiv, UTC+2)')
    expect(formatKyivDateTime('2026-03-29T01:00:00Z', 'Київ')).toBe('29.03.2026 04:00 (Київ, UTC+3)')
  })

  it('reads the offset on both sides of the autumn change (25.10.2026, 04:00 EEST → 03:00 EET)', () => {
    expect(formatKyivDateTime('2026-10-25T00:59:00Z', 'Kyiv')).toBe('25.10.2026 03:59 (Kyiv, UTC+3)')
    expect(formatKyivDateTime('2026-10-25T01:00:00Z', 'Kyiv')).toBe('25.10.2026 03:00 (Kyiv, UTC+2)')
  })

  it('gives the browser the instant, the text and the offset in minutes', () => {
    expect(kyivMoment('2026-12-03T16:00:00Z', 'Kyiv')).toEqual({
      iso: '2026-12-03T16:00:00.000Z',
      text: '03.12.2026 18:00 (Kyiv, UTC+2)',
      offset: 120,
    })
    expect(kyivMoment('2026-07-01T09:30:00Z', 'Київ').offset).toBe(180)
  })

  it('labels offsets east, west, on the half hour and at zero', () => {
    expect(utcOffsetLabel(180)).toBe('UTC+3')
    expect(utcOffsetLabel(-300)).toBe('UTC-5')
    expect(utcOffsetLabel(330)).toBe('UTC+5:30')
    expect(utcOffsetLabel(-570)).toBe('UTC-9:30')
    expect(utcOffsetLabel(0)).toBe('UTC')
  })

  it('reads a wall clock at a fixed offset, across midnight and the year', () => {
    // 18:00 in Kyiv (UTC+2) on 03.12.2026 is 11:00 in New York (UTC-5).
    expect(wallClock(Date.parse('2026-12-03T16:00:00Z'), -300)).toEqual({ date: '03.12.2026', time: '11:00' })
    expect(wallClock(Date.parse('2026-12-31T23:30:00Z'), 120)).toEqual({ date: '01.01.2027', time: '01:30' })
    expect(wallClock(Date.parse('2026-01-01T02:00:00Z'), -600)).toEqual({ date: '31.12.2025', time: '16:00' })
  })
})

describe('dates in running text', () => {
  it('names the month in English so 03.12 is not read as 12 March', () => {
    expect(formatDateInText('2026-12-03T16:00:00Z', 'en')).toBe('03 Dec 2026')
    expect(formatDateInText('2026-09-05T10:00:00Z', 'en')).toBe('05 Sep 2026')
  })

  it('names the month of a time inside an English sentence, and keeps dd.mm.yyyy in Ukrainian', () => {
    expect(formatKyivDateTime('2026-12-03T16:00:00Z', 'Kyiv', 'en')).toBe('03 Dec 2026 18:00 (Kyiv, UTC+2)')
    expect(formatKyivDateTime('2026-12-03T16:00:00Z', 'Київ', 'uk')).toBe('03.12.2026 18:00 (Київ, UTC+2)')
  })

  it('takes the day in Kyiv, not in UTC', () => {
    // 22:30 UTC on 31 May is 01:30 on 1 June in Kyiv (UTC+3).
    expect(formatDateInText('2026-05-31T22:30:00Z', 'en')).toBe('01 Jun 2026')
    expect(formatDateInText('2026-05-31T22:30:00Z', 'uk')).toBe('01.06.2026')
  })
})

describe('currency formatting', () => {
  it('formats US dollars in en-US by default, without cents for whole amounts', () => {
    expect(formatCurrency(5000)).toBe('$5,000')
    expect(formatCurrency(0)).toBe('$0')
    expect(formatCurrency(1_250_000)).toBe('$1,250,000')
  })

  it('shows cents for fractional amounts', () => {
    expect(formatCurrency(12.5)).toBe('$12.50')
    expect(formatCurrency(0.99)).toBe('$0.99')
    expect(formatCurrency(1234.56)).toBe('$1,234.56')
  })

  it('formats another currency when asked, still in en-US', () => {
    expect(formatCurrency(5000, 'EUR')).toBe('€5,000')
    expect(formatCurrency(12.5, 'EUR')).toBe('€12.50')
    expect(formatCurrency(1000, 'UAH')).toMatch(/^UAH\s1,000$/)
    expect(formatCurrency(10, 'USD')).toBe(formatCurrency(10))
  })
})

describe('splitDuration', () => {
  it('splits milliseconds into whole days, hours, minutes and seconds', async () => {
    const { splitDuration } = await import('#core/shared/format/duration.ts')
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    })
    expect(splitDuration(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 })
  })

  it('never counts below zero', async () => {
    const { splitDuration } = await import('#core/shared/format/duration.ts')
    expect(splitDuration(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})

import { describe, expect, it } from 'vitest'
import { deadlineAt, pausedMs, pauseRefusal, resumeRefusal } from '#core/matches/pauses.ts'
import type { ReportableMatch } from '#core/matches/reports.ts'

const t = (time: string) => new Date(`2026-05-01T${time}Z`)
const A = 'team-a'
const B = 'team-b'
const match = (over: Partial<ReportableMatch> = {}): ReportableMatch => ({
  status: 'ready',
  stageRunning: true,
  teamIds: [A, B],
  ...over,
})

describe('air-raid pauses', () => {
  it('count only the time paused after the timer started, an open pause until now', () => {
    const pauses = [
      { startedAt: t('17:50:00'), endedAt: t('18:05:00') },
      { startedAt: t('18:20:00'), endedAt: t('18:30:00') },
      { startedAt: t('18:40:00'), endedAt: null },
    ]
    // From 18:00: 5 minutes of the first, all 10 of the second, and 5 of the open one at 18:45.
    expect(pausedMs(pauses, t('18:00:00'), t('18:45:00'))).toBe(20 * 60_000)
    expect(pausedMs(pauses.slice(0, 1), t('18:10:00'), t('18:45:00'))).toBe(0)
  })

  it('move a deadline on by the pauses, and with the clock while one lasts', () => {
    const due = t('18:15:00')
    const from = t('18:00:00')
    expect(deadlineAt(due, from, [], t('18:30:00'))).toEqual(due)
    expect(
      deadlineAt(due, from, [{ startedAt: t('18:05:00'), endedAt: t('18:25:00') }], t('18:30:00')),
    ).toEqual(t('18:35:00'))
    const open = [{ startedAt: t('18:05:00'), endedAt: null }]
    expect(deadlineAt(due, from, open, t('18:20:00'))).toEqual(t('18:30:00'))
    expect(deadlineAt(due, from, open, t('19:00:00'))).toEqual(t('19:10:00'))
  })

  it('let a player pause while the match waits, and end a pause made by hand; an alert’s only by staff', () => {
    expect(pauseRefusal(match(), [A], true, [])).toBeNull()
    expect(pauseRefusal(match(), ['team-c'], true, [])).toBe('not_a_player')
    expect(pauseRefusal(match(), [B], false, [])).toBe('pauses_off')
    expect(pauseRefusal(match({ status: 'completed' }), [A], true, [])).toBe('match_not_ready')
    expect(pauseRefusal(match(), [A], true, [{ startedAt: t('18:00:00'), endedAt: null }])).toBe(
      'already_paused',
    )
    expect(resumeRefusal(match(), [B], false, { cause: 'manual' })).toBeNull()
    expect(resumeRefusal(match(), [B], false, undefined)).toBe('not_paused')
    expect(resumeRefusal(match(), [B], false, { cause: 'alert' })).toBe('alert_still_on')
    expect(resumeRefusal(match(), [], true, { cause: 'alert' })).toBeNull()
    expect(resumeRefusal(match(), ['team-c'], false, { cause: 'manual' })).toBe('not_a_player')
  })
})

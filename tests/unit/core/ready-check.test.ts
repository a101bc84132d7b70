import { describe, expect, it } from 'vitest'
import { isReadyCheckOver, noShowOf, readyClosesAt, readyRefusal } from '#core/matches/ready-check.ts'
import type { ReportableMatch } from '#core/matches/reports.ts'

const A = 'team-a'
const B = 'team-b'
const match = (over: Partial<ReportableMatch> = {}): ReportableMatch => ({
  status: 'ready',
  stageRunning: true,
  teamIds: [A, B],
  ...over,
})
const closes = new Date('2026-05-01T18:10:00Z')
const before = new Date('2026-05-01T18:09:59.999Z')

describe('the ready check', () => {
  it('closes the window its minutes after the scheduled time, at that instant', () => {
    expect(readyClosesAt(new Date('2026-05-01T18:00:00Z'), 10)).toEqual(closes)
    expect(isReadyCheckOver(closes, before)).toBe(false)
    expect(isReadyCheckOver(closes, closes)).toBe(true)
  })

  it('lets a player of either team press once, while the match waits and the window is open', () => {
    expect(readyRefusal(match(), [A], closes, [], before)).toBeNull()
    expect(readyRefusal(match(), [B], closes, [A], before)).toBeNull()
    expect(readyRefusal(match(), [A], closes, [A], before)).toBe('already_ready')
    expect(readyRefusal(match(), ['team-c'], closes, [], before)).toBe('not_a_player')
    expect(readyRefusal(match(), [A], undefined, [], before)).toBe('no_ready_check')
    expect(readyRefusal(match(), [A], closes, [], closes)).toBe('ready_check_closed')
    expect(readyRefusal(match({ status: 'completed' }), [A], closes, [], before)).toBe(
      'match_already_reported',
    )
    expect(readyRefusal(match({ status: 'waiting', teamIds: [A, null] }), [A], closes, [], before)).toBe(
      'match_not_ready',
    )
    expect(readyRefusal(match({ stageRunning: false }), [A], closes, [], before)).toBe('match_not_ready')
  })

  it('forfeits the missing side, both where the stage takes it, and otherwise leaves both to the moderators', () => {
    expect(noShowOf([true, true], true)).toEqual({ kind: 'none' })
    expect(noShowOf([true, false], false)).toEqual({
      kind: 'result',
      absent: [2],
      result: { kind: 'forfeit', forfeiting: 2 },
    })
    expect(noShowOf([false, true], false)).toEqual({
      kind: 'result',
      absent: [1],
      result: { kind: 'forfeit', forfeiting: 1 },
    })
    expect(noShowOf([false, false], true)).toEqual({
      kind: 'result',
      absent: [1, 2],
      result: { kind: 'double_forfeit' },
    })
    expect(noShowOf([false, false], false)).toEqual({ kind: 'moderators', absent: [1, 2] })
  })
})

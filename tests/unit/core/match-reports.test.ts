/** Who may report, answer and decide a match, and the shapes a player's report takes (core/matches). */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  answerDueAt,
  answerRefusal,
  Decision,
  DisputeRequest,
  decisionFromForm,
  decisionRefusal,
  isAnswerOverdue,
  matchActions,
  type OpenReport,
  PlayerReport,
  type ReportableMatch,
  reasonFromForm,
  reportRefusal,
  resultFromForm,
} from '#core/matches/reports.ts'

const A = 'team-a'
const B = 'team-b'
const match = (overrides: Partial<ReportableMatch> = {}): ReportableMatch => ({
  status: 'ready',
  stageRunning: true,
  teamIds: [A, B],
  ...overrides,
})
const awaiting = (teamId: string): OpenReport => ({ state: 'awaiting_answer', teamId })
const disputed = (teamId: string): OpenReport => ({ state: 'disputed', teamId })

describe('reportRefusal', () => {
  it('lets a player of either team report a ready or running match', () => {
    expect(reportRefusal(match(), [A], undefined)).toBeNull()
    expect(reportRefusal(match(), [B], undefined)).toBeNull()
    expect(reportRefusal(match({ status: 'running' }), ['elsewhere', B], undefined)).toBeNull()
  })

  it('refuses anyone who plays in neither team', () => {
    expect(reportRefusal(match(), [], undefined)).toBe('not_a_player')
    expect(reportRefusal(match(), ['team-c'], undefined)).toBe('not_a_player')
    // A bye's empty place is nobody's team.
    expect(reportRefusal(match({ teamIds: [A, null] }), [], undefined)).toBe('not_a_player')
  })

  it('refuses a match with a result, one not ready, and one of a stage that does not run', () => {
    expect(reportRefusal(match({ status: 'completed' }), [A], undefined)).toBe('match_already_reported')
    expect(reportRefusal(match({ status: 'archived' }), [A], undefined)).toBe('match_already_reported')
    expect(reportRefusal(match({ status: 'waiting' }), [A], undefined)).toBe('match_not_ready')
    expect(reportRefusal(match({ status: 'locked' }), [A], undefined)).toBe('match_not_ready')
    expect(reportRefusal(match({ teamIds: [A, null] }), [A], undefined)).toBe('match_not_ready')
    expect(reportRefusal(match({ stageRunning: false }), [A], undefined)).toBe('match_not_ready')
  })

  it('refuses a second report while one is open, and any report of a disputed match', () => {
    expect(reportRefusal(match(), [A], awaiting(A))).toBe('report_open')
    expect(reportRefusal(match(), [B], awaiting(A))).toBe('report_open')
    expect(reportRefusal(match(), [B], disputed(A))).toBe('match_disputed')
  })
})

describe('answerRefusal', () => {
  it('lets only a player of the other team answer a waiting report', () => {
    expect(answerRefusal(match(), [B], awaiting(A))).toBeNull()
    expect(answerRefusal(match(), [A], awaiting(B))).toBeNull()
    expect(answerRefusal(match(), [A], awaiting(A))).toBe('own_report')
    expect(answerRefusal(match(), [B], awaiting(B))).toBe('own_report')
    expect(answerRefusal(match(), ['team-c'], awaiting(A))).toBe('not_a_player')
  })

  it('has nothing to answer without an open report, nor once it is disputed', () => {
    expect(answerRefusal(match(), [B], undefined)).toBe('no_open_report')
    expect(answerRefusal(match(), [B], disputed(A))).toBe('match_disputed')
    expect(answerRefusal(match(), [A], disputed(A))).toBe('match_disputed')
  })
})

describe('decisionRefusal', () => {
  it('decides only a disputed match', () => {
    expect(decisionRefusal(disputed(A))).toBeNull()
    expect(decisionRefusal(awaiting(A))).toBe('not_disputed')
    expect(decisionRefusal(undefined)).toBe('no_open_report')
  })
})

describe('the answer time', () => {
  it('ends the tournament’s minutes after the report, and the timer confirms from that instant on', () => {
    const reported = new Date('2026-03-01T10:00:00.000Z')
    const due = answerDueAt(reported, 15)
    expect(due.toISOString()).toBe('2026-03-01T10:15:00.000Z')
    expect(isAnswerOverdue(due, new Date('2026-03-01T10:14:59.999Z'))).toBe(false)
    expect(isAnswerOverdue(due, new Date('2026-03-01T10:15:00.000Z'))).toBe(true)
    expect(answerDueAt(reported, 1440).toISOString()).toBe('2026-03-02T10:00:00.000Z')
  })
})

describe('the schemas', () => {
  const decode = <A, I>(schema: Schema.Codec<A, I>, value: unknown) =>
    Schema.decodeUnknownExit(schema as Schema.Codec<A, I, never, never>)(value)._tag

  it('takes a series score or one side’s forfeit with up to five screenshots', () => {
    expect(decode(PlayerReport, { result: { kind: 'score', scores: [2, 1] } })).toBe('Success')
    expect(decode(PlayerReport, { result: { kind: 'forfeit', forfeiting: 2 }, proof: [] })).toBe('Success')
    const keys = Array.from({ length: 5 }, (_, i) => `match-proofs/abc${i}.png`)
    expect(decode(PlayerReport, { result: { kind: 'score', scores: [0, 2] }, proof: keys })).toBe('Success')
    expect(
      decode(PlayerReport, {
        result: { kind: 'score', scores: [0, 2] },
        proof: [...keys, 'match-proofs/six.png'],
      }),
    ).toBe('Failure')
  })

  it('refuses a double forfeit from a player, and a proof that is not an image key', () => {
    expect(decode(PlayerReport, { result: { kind: 'double_forfeit' } })).toBe('Failure')
    expect(
      decode(PlayerReport, { result: { kind: 'score', scores: [2, 0] }, proof: ['../etc/passwd'] }),
    ).toBe('Failure')
    expect(
      decode(PlayerReport, { result: { kind: 'score', scores: [2, 0] }, proof: ['match-proofs/a.svg'] }),
    ).toBe('Failure')
  })

  it('wants a reason of 1 to 500 characters, trimmed', () => {
    expect(decode(DisputeRequest, { reason: 'They played with a sub not on the roster' })).toBe('Success')
    expect(decode(DisputeRequest, { reason: '   ' })).toBe('Failure')
    expect(decode(DisputeRequest, { reason: 'x'.repeat(500) })).toBe('Success')
    expect(decode(DisputeRequest, { reason: 'x'.repeat(501) })).toBe('Failure')
    expect(Schema.decodeUnknownSync(DisputeRequest)({ reason: `  ${'y'.repeat(500)}  ` }).reason.length).toBe(
      500,
    )
    expect(decode(Decision, { report: { kind: 'double_forfeit' }, reason: 'Neither team came' })).toBe(
      'Success',
    )
    expect(decode(Decision, { report: { kind: 'double_forfeit' }, reason: '' })).toBe('Failure')
  })
})

describe('matchActions', () => {
  const nothing = {
    mayReport: false,
    mayAnswer: false,
    mayDecide: false,
    mayReady: false,
    mayPause: false,
    mayResume: false,
  }
  const noPauses = { pause: 'not_a_player', resume: 'not_a_player' } as const

  it('offers the report forms to a player of either team while nobody has reported', () => {
    expect(matchActions(match(), [A], undefined, false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: 1,
      mayReport: true,
    })
    expect(matchActions(match(), [B], undefined, false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: 2,
      mayReport: true,
    })
  })

  it('offers the answer only to the team that did not report, and nothing while disputed', () => {
    expect(matchActions(match(), [B], awaiting(A), false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: 2,
      mayAnswer: true,
    })
    expect(matchActions(match(), [A], awaiting(A), false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: 1,
    })
    expect(matchActions(match(), [B], disputed(A), false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: 2,
    })
  })

  it('offers nothing to someone of neither team, nor on a played match', () => {
    expect(matchActions(match(), ['team-c'], undefined, false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: null,
    })
    expect(
      matchActions(match({ status: 'completed' }), [A], undefined, false, 'no_ready_check', noPauses),
    ).toEqual({
      ...nothing,
      side: 1,
    })
  })

  it('offers the decision to staff only, and only while the match is disputed', () => {
    expect(matchActions(match(), [], disputed(A), true, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: null,
      mayDecide: true,
    })
    expect(matchActions(match(), [], disputed(A), false, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: null,
    })
    expect(matchActions(match(), [], awaiting(A), true, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: null,
    })
    expect(matchActions(match(), [], undefined, true, 'no_ready_check', noPauses)).toEqual({
      ...nothing,
      side: null,
    })
  })
})

describe('the match page forms', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)

  it('reads a score as the games each side won', () => {
    expect(resultFromForm(form({ result: 'score', score1: '2', score2: ' 1 ' }))).toEqual({
      kind: 'score',
      scores: [2, 1],
    })
  })

  it('reads a forfeit as the side that forfeits', () => {
    expect(resultFromForm(form({ result: 'forfeit', forfeiting: '2' }))).toEqual({
      kind: 'forfeit',
      forfeiting: 2,
    })
    expect(resultFromForm(form({ result: 'forfeit', forfeiting: '1' }))).toEqual({
      kind: 'forfeit',
      forfeiting: 1,
    })
  })

  it('takes nothing that is neither: no kind, a double forfeit, a missing or odd number', () => {
    const forms: ReadonlyArray<Record<string, string>> = [
      {},
      { result: 'double_forfeit' },
      { result: 'forfeit' },
      { result: 'forfeit', forfeiting: '3' },
      { result: 'score', score1: '2' },
      { result: 'score', score1: '2', score2: '-1' },
      { result: 'score', score1: '2', score2: '1.5' },
      { result: 'score', score1: '2', score2: '100' },
      { result: 'score', score1: '', score2: '0' },
    ]
    for (const fields of forms) expect(resultFromForm(form(fields)), JSON.stringify(fields)).toBeUndefined()
  })

  it('reads a decision as a player’s result, or both sides forfeiting as a double forfeit', () => {
    expect(decisionFromForm(form({ result: 'forfeit', forfeiting: 'both' }))).toEqual({
      kind: 'double_forfeit',
    })
    expect(decisionFromForm(form({ result: 'forfeit', forfeiting: '1' }))).toEqual({
      kind: 'forfeit',
      forfeiting: 1,
    })
    expect(decisionFromForm(form({ result: 'score', score1: '0', score2: '2' }))).toEqual({
      kind: 'score',
      scores: [0, 2],
    })
    expect(decisionFromForm(form({ result: 'score', forfeiting: 'both' }))).toBeUndefined()
    // A player never reports both sides forfeiting.
    expect(resultFromForm(form({ result: 'forfeit', forfeiting: 'both' }))).toBeUndefined()
  })

  it('takes the reason of a dispute trimmed, up to 500 characters, and not an empty one', () => {
    expect(reasonFromForm(form({ reason: '  They never joined  ' }))).toBe('They never joined')
    expect(reasonFromForm(form({ reason: 'x'.repeat(500) }))).toHaveLength(500)
    expect(reasonFromForm(form({ reason: 'x'.repeat(501) }))).toBeUndefined()
    expect(reasonFromForm(form({ reason: '   ' }))).toBeUndefined()
    expect(reasonFromForm(form({}))).toBeUndefined()
  })
})

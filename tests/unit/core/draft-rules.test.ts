/**
 * The rules a tournament's dates, entry and check-in keep together (`draft-rules.ts`), and the draft
 * schema that reports them as field errors: each rule on its own field, every broken one at once,
 * the boundaries on the side the database's checks put them.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeForm } from '#core/shared/validation/decode-form.ts'
import { type DraftWindow, draftWindowProblems } from '#core/tournaments/draft-rules.ts'
import { isCalendarDateTime, TournamentDraft } from '#core/tournaments/manage.api.ts'
import { slugFromName } from '#core/tournaments/slug.ts'

const fine: DraftWindow = {
  registration_start: '2030-05-01T10:00:00+03:00',
  registration_end: '2030-05-10T18:00:00+03:00',
  games_start: '2030-05-11T12:00:00+03:00',
  games_end: '2030-05-12T22:00:00+03:00',
  entry: 'free',
  entry_fee: null,
  check_in_opens_minutes: 60,
  check_in_closes_minutes: 10,
}

const problems = (changes: Partial<DraftWindow>) =>
  draftWindowProblems({ ...fine, ...changes }).map((problem) => `${problem.field}:${problem.key}`)

describe('draftWindowProblems', () => {
  it('finds nothing wrong with a sound draft, nor with registration closing as the games start', () => {
    expect(problems({})).toEqual([])
    // 15:00 UTC either way: the same instant written with two offsets.
    expect(
      problems({ registration_end: '2030-05-11T09:00:00Z', games_start: '2030-05-11T12:00:00+03:00' }),
    ).toEqual([])
    expect(problems({ check_in_opens_minutes: null, check_in_closes_minutes: 30 })).toEqual([])
    expect(problems({ entry: 'paid', entry_fee: 0.01 })).toEqual([])
  })

  it('puts each broken rule on its field', () => {
    expect(problems({ registration_end: fine.registration_start })).toEqual([
      'registration_end:registrationEndBeforeStart',
    ])
    // One minute into the games.
    expect(problems({ registration_end: '2030-05-11T09:01:00Z' })).toEqual([
      'registration_end:registrationAfterGames',
    ])
    expect(problems({ games_end: fine.games_start })).toEqual(['games_end:gamesEndBeforeStart'])
    expect(problems({ entry: 'paid', entry_fee: null })).toEqual(['entry_fee:entryFeeRequired'])
    expect(problems({ entry: 'paid', entry_fee: 0 })).toEqual(['entry_fee:entryFeeRequired'])
    expect(problems({ entry: 'free', entry_fee: 5 })).toEqual(['entry_fee:entryFeeNotAllowed'])
    expect(problems({ check_in_opens_minutes: 10, check_in_closes_minutes: 10 })).toEqual([
      'check_in_opens_minutes:checkInOpensAfterCloses',
    ])
  })

  it('reports every broken rule at once, and none for an unreadable date', () => {
    expect(
      problems({
        registration_end: '2030-04-30T00:00:00Z',
        games_end: '2030-05-01T00:00:00Z',
        entry: 'paid',
        entry_fee: null,
      }),
    ).toEqual([
      'registration_end:registrationEndBeforeStart',
      'games_end:gamesEndBeforeStart',
      'entry_fee:entryFeeRequired',
    ])
    expect(problems({ games_start: 'not a date' })).toEqual([])
  })

  it('agrees with the database check on any order of the four instants', () => {
    const instant = fc
      .integer({ min: 0, max: 10_000 })
      .map((minutes) => new Date(Date.UTC(2030, 0, 1) + minutes * 60_000))
    fc.assert(
      fc.property(instant, instant, instant, instant, (rs, re, gs, ge) => {
        const found = draftWindowProblems({
          ...fine,
          registration_start: rs.toISOString(),
          registration_end: re.toISOString(),
          games_start: gs.toISOString(),
          games_end: ge.toISOString(),
        })
        // `tournaments_timeline_order`: rs < re <= gs < ge.
        const databaseKeeps = rs < re && re <= gs && gs < ge
        expect(found.length === 0).toBe(databaseKeeps)
      }),
    )
  })
})

describe('TournamentDraft', () => {
  const draft = {
    name: 'Cup',
    game: 'CS2',
    format: '5v5',
    description: { uk: null, en: null },
    rules: { uk: null, en: null },
    pot_details: { uk: null, en: null },
    how_to_play: { uk: null, en: null },
    prize_fund: 0,
    currency: 'UAH',
    pot_sources: [],
    prizes: [],
    sponsors: [],
    slots: 8,
    team_size: { players: 5, substitutes: 0 },
    stages: [],
    ...fine,
  }

  it('decodes a sound draft and reports the rules as the fields errors', () => {
    expect(decodeForm(TournamentDraft, draft).ok).toBe(true)
    const refused = decodeForm(TournamentDraft, { ...draft, games_end: fine.games_start, entry: 'paid' })
    expect(refused).toEqual({
      ok: false,
      errors: {
        games_end: [{ key: 'gamesEndBeforeStart' }],
        entry_fee: [{ key: 'entryFeeRequired' }],
      },
    })
  })
})

describe('isCalendarDateTime', () => {
  it('refuses days and times no calendar has', () => {
    expect(isCalendarDateTime('2030-02-28T23:59:00+02:00')).toBe(true)
    expect(isCalendarDateTime('2028-02-29T00:00:00Z')).toBe(true)
    expect(isCalendarDateTime('2030-02-29T00:00:00Z')).toBe(false)
    expect(isCalendarDateTime('2030-02-31T12:00:00+03:00')).toBe(false)
    expect(isCalendarDateTime('2030-13-01T12:00:00Z')).toBe(false)
    expect(isCalendarDateTime('2030-01-01T24:00:00Z')).toBe(false)
  })
})

describe('slugFromName', () => {
  it('transliterates Ukrainian and joins the words with single hyphens', () => {
    expect(slugFromName('Кубок Ватри 2026')).toBe('kubok-vatry-2026')
    expect(slugFromName('  CS2 -- Night Cup!  ')).toBe('cs2-night-cup')
    expect(slugFromName('Щедрий Їжак')).toBe('shchedryi-izhak')
    expect(slugFromName('⚡⚡')).toBe('tournament')
  })
})

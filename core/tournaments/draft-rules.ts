/**
 * The rules a tournament's dates, entry and check-in must keep together, written once: the draft
 * schema (`manage.api.ts`) reports them as field errors, the console's form can show them before it
 * sends, and the database's checks on `tournaments` are only the last line behind them. Pure.
 */
import type { ValidationKey } from '#core/shared/validation/message.ts'

/** What the rules read of a draft, as the wire names it (ISO 8601 date-times, money in units). */
export interface DraftWindow {
  readonly registration_start: string
  readonly registration_end: string
  readonly games_start: string
  readonly games_end: string
  readonly entry: 'free' | 'paid'
  readonly entry_fee: number | null
  readonly check_in_opens_minutes: number | null
  readonly check_in_closes_minutes: number
}

/** One broken rule: the wire field it is shown next to, and its message. */
export interface DraftProblem {
  readonly field: keyof DraftWindow
  readonly key: ValidationKey
}

const instant = (value: string): number => Date.parse(value)

/**
 * Every rule the draft breaks, in the order of the form. An unreadable date breaks none here (its own
 * field's check reports it).
 */
export const draftWindowProblems = (draft: DraftWindow): ReadonlyArray<DraftProblem> => {
  const problems: DraftProblem[] = []
  const registrationStart = instant(draft.registration_start)
  const registrationEnd = instant(draft.registration_end)
  const gamesStart = instant(draft.games_start)
  const gamesEnd = instant(draft.games_end)
  // NaN compares false both ways, so an unreadable date never adds a second message here.
  if (registrationEnd <= registrationStart) {
    problems.push({ field: 'registration_end', key: 'registrationEndBeforeStart' })
  }
  if (registrationEnd > gamesStart) {
    problems.push({ field: 'registration_end', key: 'registrationAfterGames' })
  }
  if (gamesEnd <= gamesStart) problems.push({ field: 'games_end', key: 'gamesEndBeforeStart' })
  if (draft.entry === 'paid' && !(draft.entry_fee !== null && draft.entry_fee > 0)) {
    problems.push({ field: 'entry_fee', key: 'entryFeeRequired' })
  }
  if (draft.entry === 'free' && draft.entry_fee !== null) {
    problems.push({ field: 'entry_fee', key: 'entryFeeNotAllowed' })
  }
  if (
    draft.check_in_opens_minutes !== null &&
    draft.check_in_opens_minutes <= draft.check_in_closes_minutes
  ) {
    problems.push({ field: 'check_in_opens_minutes', key: 'checkInOpensAfterCloses' })
  }
  return problems
}

import { type FormEvent, useId, useState } from 'react'
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import {
  emptyReportForm,
  REPORT_OUTCOMES,
  type ReportForm,
  type ReportOutcome,
  reportOf,
} from './report-form.ts'

/**
 * A head-to-head match's result as staff type it: the games each side won within the best-of, a
 * forfeit by one side, or (elimination brackets) a double forfeit. `correct`: an organiser changes
 * a result that stands (the page previews what changes first).
 */
export const MatchReportForm = ({
  names,
  bestOf,
  doubleForfeitAllowed,
  mode,
  busy,
  onSubmit,
}: {
  readonly names: readonly [string, string]
  readonly bestOf: number
  readonly doubleForfeitAllowed: boolean
  readonly mode: 'report' | 'correct'
  readonly busy: boolean
  readonly onSubmit: (report: MatchReport) => void
}) => {
  const { LL } = useI18n()
  const T = LL.console.results.report
  const id = useId()
  const [form, setForm] = useState<ReportForm>(emptyReportForm)
  const [incomplete, setIncomplete] = useState(false)
  const outcomes = REPORT_OUTCOMES.filter((outcome) => outcome !== 'double_forfeit' || doubleForfeitAllowed)
  const outcomeLabel = (outcome: ReportOutcome): string => {
    if (outcome === 'forfeit_1') return T.outcomes.forfeit_1({ name: names[0] })
    if (outcome === 'forfeit_2') return T.outcomes.forfeit_2({ name: names[1] })
    return T.outcomes[outcome]()
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    const report = reportOf(form, bestOf)
    setIncomplete(report === undefined)
    if (report) onSubmit(report)
  }
  const setGames = (side: 0 | 1, typed: string) =>
    setForm((current) => ({
      ...current,
      games: side === 0 ? [typed, current.games[1]] : [current.games[0], typed],
    }))

  return (
    <form className="results-report" onSubmit={send} noValidate>
      <fieldset disabled={busy}>
        <legend>{T.legend({ first: names[0], second: names[1] })}</legend>
        <fieldset className="results-report__outcomes">
          <legend>{T.outcome()}</legend>
          {outcomes.map((outcome) => (
            <label key={outcome}>
              <input
                type="radio"
                name={`${id}-outcome`}
                value={outcome}
                checked={form.outcome === outcome}
                onChange={() => setForm((current) => ({ ...current, outcome }))}
              />{' '}
              {outcomeLabel(outcome)}
            </label>
          ))}
        </fieldset>
        {form.outcome === 'score' ? (
          <div className="results-report__games">
            {([0, 1] as const).map((side) => (
              <div className="field" key={side}>
                <label htmlFor={`${id}-games-${side}`}>{T.games({ name: names[side] })}</label>
                <input
                  id={`${id}-games-${side}`}
                  className="results-number"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={bestOf}
                  required
                  aria-describedby={`${id}-help`}
                  aria-invalid={incomplete && reportOf(form, bestOf) === undefined ? true : undefined}
                  value={form.games[side]}
                  onChange={(event) => setGames(side, event.target.value)}
                />
              </div>
            ))}
            <p id={`${id}-help`} className="field__help">
              {T.gamesHelp({ bestOf })}
            </p>
          </div>
        ) : null}
        {incomplete ? (
          <p role="alert" className="field__error">
            {T.incomplete({ bestOf })}
          </p>
        ) : null}
        <button
          type="submit"
          className={mode === 'report' ? 'button button--primary' : 'button button--ghost'}
        >
          {mode === 'report' ? T.submit() : T.correct()}
        </button>
      </fieldset>
    </form>
  )
}

import {
  BOTH_FORFEIT,
  MATCH_FORM_INTENTS,
  REPORT_FIELDS,
  REPORT_REASON_MAX,
} from '#core/matches/report-forms.ts'
import { allowsDoubleForfeit, gamesToWin } from '#core/tournaments/best-of.ts'
import type { MatchView } from '#core/tournaments/match-view.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MatchForm, ScoreFields } from './MatchForm.tsx'

/** The reason every decision gives, which both teams then read. */
const DecisionReason = ({ id, typed }: { id: string; typed: string | undefined }) => {
  const { LL } = useI18n()
  const D = LL.tournament.matchPage.reports.decide
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {D.reason()}
      </label>
      <div className="field__control field__control--area">
        <textarea
          id={id}
          className="field__input field__textarea"
          name={REPORT_FIELDS.reason}
          required
          maxLength={REPORT_REASON_MAX}
          rows={3}
          defaultValue={typed}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="field__description">
        {D.reasonHint()}
      </p>
    </div>
  )
}

/**
 * A moderator's decision on a disputed match, on its page with the reports and screenshots in view:
 * a score, or the team that forfeits (both, where the stage takes a double forfeit), always with a
 * reason. Posted like the players' forms; the server checks the role again.
 */
export const MatchDecisionForms = ({
  match,
  typed,
}: {
  match: MatchView
  typed: (name: string) => string | undefined
}) => {
  const { LL } = useI18n()
  const R = LL.tournament.matchPage.reports
  const D = R.decide
  const names = match.sides.map((side) => side?.team?.name ?? '') as [string, string]
  const maxGames = gamesToWin(match.best_of)
  const forfeits = allowsDoubleForfeit(match.stage.kind) ? ['1', '2', BOTH_FORFEIT] : ['1', '2']
  return (
    <section aria-labelledby="match-decision-heading">
      <h3 id="match-decision-heading">{D.heading()}</h3>
      <p className="muted">{D.hint()}</p>
      <div className="match-forms__pair">
        <MatchForm intent={MATCH_FORM_INTENTS.decide}>
          <input type="hidden" name={REPORT_FIELDS.result} value="score" />
          <ScoreFields idPrefix="decision" names={names} maxGames={maxGames} typed={typed} />
          <DecisionReason id="decision-score-reason" typed={typed(REPORT_FIELDS.reason)} />
          <button type="submit" className="button button--primary">
            {D.decideScore()}
          </button>
        </MatchForm>
        <MatchForm intent={MATCH_FORM_INTENTS.decide}>
          <input type="hidden" name={REPORT_FIELDS.result} value="forfeit" />
          <fieldset className="match-forms__choices">
            <legend className="field__label">{R.forms.forfeiting()}</legend>
            <div className="radio-group__options">
              {forfeits.map((value) => (
                <label className="radio" key={value}>
                  <input
                    type="radio"
                    name={REPORT_FIELDS.forfeiting}
                    value={value}
                    required
                    defaultChecked={typed(REPORT_FIELDS.forfeiting) === value}
                  />
                  {value === BOTH_FORFEIT
                    ? D.both()
                    : R.forfeit({ team: value === '1' ? names[0] : names[1] })}
                </label>
              ))}
            </div>
          </fieldset>
          <DecisionReason id="decision-forfeit-reason" typed={typed(REPORT_FIELDS.reason)} />
          <button type="submit" className="button button--ghost">
            {D.decideForfeit()}
          </button>
        </MatchForm>
      </div>
    </section>
  )
}

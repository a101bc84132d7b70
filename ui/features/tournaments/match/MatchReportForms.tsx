import { usePageContext } from 'vike-react/usePageContext'
import {
  MATCH_FORM_INTENTS,
  MAX_PROOF_IMAGES,
  REPORT_FIELDS,
  REPORT_REASON_MAX,
} from '#core/matches/report-forms.ts'
import type { MatchActions, MatchFormRefusal } from '#core/matches/reports.ts'
import { IMAGE_MAX_MB, IMAGE_MAX_MEGAPIXELS, SCREENSHOT_ACCEPT } from '#core/shared/uploads/image-rules.ts'
import { gamesToWin } from '#core/tournaments/best-of.ts'
import type { MatchView } from '#core/tournaments/match-view.ts'
import { type Translator, useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MatchDecisionForms } from './MatchDecisionForms.tsx'
import { MatchForm, ScoreFields } from './MatchForm.tsx'

const REFUSAL_ID = 'match-form-refused'

/** The forms whose refusals their own sections say. */
const OWN_SECTION: ReadonlyArray<string> = [
  MATCH_FORM_INTENTS.ready,
  MATCH_FORM_INTENTS.pause,
  MATCH_FORM_INTENTS.resume,
]

type FormTexts = Translator['tournament']['matchPage']['reports']['forms']

/** Why a form was refused, in words; a refused screenshot says the limit it broke. */
export const refusalText = (F: FormTexts, reason: MatchFormRefusal): string => {
  switch (reason) {
    case 'proof_too_large':
      return F.refused.proof_too_large({ max: IMAGE_MAX_MB })
    case 'proof_pixels':
      return F.refused.proof_pixels({ max: IMAGE_MAX_MEGAPIXELS })
    case 'too_many_proofs':
      return F.refused.too_many_proofs({ max: MAX_PROOF_IMAGES })
    default:
      return F.refused[reason]()
  }
}

/** The refusals a screenshot causes: the file input points to them. */
const PROOF_REFUSALS: ReadonlyArray<MatchFormRefusal> = [
  'proof_type',
  'proof_too_large',
  'proof_pixels',
  'too_many_proofs',
]

/**
 * The report form's screenshots: a file input taking several PNG or JPG files, its limits said in
 * words; after every other field, since the server reads the fields before the files.
 */
const ProofField = ({ id, refused }: { id: string; refused: boolean }) => {
  const { LL } = useI18n()
  const F = LL.tournament.matchPage.reports.forms
  const hint = `${id}-hint`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {F.proofLabel()}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          name={REPORT_FIELDS.proof}
          type="file"
          accept={SCREENSHOT_ACCEPT}
          multiple
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${hint} ${REFUSAL_ID}` : hint}
        />
      </div>
      <p id={hint} className="field__description">
        {F.proofHint({ count: MAX_PROOF_IMAGES, max: IMAGE_MAX_MB })}
      </p>
    </div>
  )
}

/**
 * What a player of the match may do now: report the score or a forfeit (with screenshots), or answer
 * the other team's report by confirming or disputing it. A form the server refused says why, above
 * the forms.
 */
export const MatchReportForms = ({ match, actions }: { match: MatchView; actions: MatchActions }) => {
  const { LL } = useI18n()
  const { postedForm } = usePageContext()
  const R = LL.tournament.matchPage.reports
  const F = R.forms
  // A refused ready check or pause says why in its own section.
  const refused = OWN_SECTION.includes(postedForm?.matchForm?.intent ?? '')
    ? undefined
    : postedForm?.matchForm
  const typed = (name: string) => {
    const value = postedForm?.values[name]
    return typeof value === 'string' ? value : undefined
  }
  const names = match.sides.map((side) => side?.team?.name ?? '') as [string, string]
  const maxGames = gamesToWin(match.best_of)
  /** A field the refusal is about points to it; `described`: the field's own description first. */
  const invalid = (reasons: ReadonlyArray<string>, described?: string) => {
    const refusedHere = refused !== undefined && reasons.includes(refused.reason)
    const ids = [described, refusedHere ? REFUSAL_ID : undefined].filter(Boolean).join(' ')
    return { 'aria-invalid': refusedHere || undefined, 'aria-describedby': ids || undefined }
  }
  /** A screenshot of this report form (the score's or the forfeit's) was refused. */
  const proofRefused = (result: 'score' | 'forfeit') =>
    refused !== undefined && PROOF_REFUSALS.includes(refused.reason) && typed(REPORT_FIELDS.result) === result
  if (!actions.mayReport && !actions.mayAnswer && !actions.mayDecide) return null
  return (
    <div className="match-forms">
      {refused ? (
        <p id={REFUSAL_ID} className="form-alert" role="alert">
          {refusalText(F, refused.reason)}
        </p>
      ) : null}
      {actions.mayReport ? (
        <section aria-labelledby="match-report-heading">
          <h3 id="match-report-heading">{F.reportHeading()}</h3>
          <p className="muted">{F.reportHint()}</p>
          <div className="match-forms__pair">
            <MatchForm intent={MATCH_FORM_INTENTS.report} files>
              <input type="hidden" name={REPORT_FIELDS.result} value="score" />
              <ScoreFields
                idPrefix="match"
                names={names}
                maxGames={maxGames}
                typed={typed}
                invalid={invalid(['invalid_result', 'invalid_report'])}
              />
              <ProofField id="match-score-proof" refused={proofRefused('score')} />
              <button type="submit" className="button button--primary">
                {F.reportScore()}
              </button>
            </MatchForm>
            <MatchForm intent={MATCH_FORM_INTENTS.report} files>
              <input type="hidden" name={REPORT_FIELDS.result} value="forfeit" />
              <fieldset className="match-forms__choices">
                <legend className="field__label">{F.forfeiting()}</legend>
                <div className="radio-group__options">
                  {names.map((team, index) => (
                    <label className="radio" key={String(index + 1)}>
                      <input
                        type="radio"
                        name={REPORT_FIELDS.forfeiting}
                        value={String(index + 1)}
                        required
                        defaultChecked={typed(REPORT_FIELDS.forfeiting) === String(index + 1)}
                      />
                      {R.forfeit({ team })}
                    </label>
                  ))}
                </div>
              </fieldset>
              <ProofField id="match-forfeit-proof" refused={proofRefused('forfeit')} />
              <button type="submit" className="button button--ghost">
                {F.reportForfeit()}
              </button>
            </MatchForm>
          </div>
        </section>
      ) : null}
      {actions.mayAnswer ? (
        <section aria-labelledby="match-answer-heading">
          <h3 id="match-answer-heading">{F.answerHeading()}</h3>
          <p className="muted">{F.answerHint()}</p>
          <div className="match-forms__pair">
            <MatchForm intent={MATCH_FORM_INTENTS.confirm}>
              <button type="submit" className="button button--primary">
                {F.confirm()}
              </button>
            </MatchForm>
            <MatchForm intent={MATCH_FORM_INTENTS.dispute}>
              <div className="field">
                <label className="field__label" htmlFor="match-dispute-reason">
                  {F.disputeReason()}
                </label>
                <div className="field__control field__control--area">
                  <textarea
                    id="match-dispute-reason"
                    className="field__input field__textarea"
                    name={REPORT_FIELDS.reason}
                    required
                    maxLength={REPORT_REASON_MAX}
                    rows={3}
                    defaultValue={typed(REPORT_FIELDS.reason)}
                    {...invalid(['invalid_reason'], 'match-dispute-hint')}
                  />
                </div>
                <p id="match-dispute-hint" className="field__description">
                  {F.disputeHint()}
                </p>
              </div>
              <button type="submit" className="button button--ghost">
                {F.dispute()}
              </button>
            </MatchForm>
          </div>
        </section>
      ) : null}
      {actions.mayDecide ? <MatchDecisionForms match={match} typed={typed} /> : null}
    </div>
  )
}

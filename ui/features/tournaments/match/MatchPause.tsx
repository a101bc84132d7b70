import { usePageContext } from 'vike-react/usePageContext'
import { MATCH_FORM_INTENTS } from '#core/matches/report-forms.ts'
import type { MatchPauseView } from '#core/matches/reports.api.ts'
import type { MatchActions, MatchFormRefusal } from '#core/matches/reports.ts'
import type { KyivMoment } from '#core/shared/format/datetime.ts'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MatchForm } from './MatchForm.tsx'
import { refusalText } from './MatchReportForms.tsx'

const PAUSE_INTENTS: ReadonlyArray<string> = [MATCH_FORM_INTENTS.pause, MATCH_FORM_INTENTS.resume]

/**
 * The match's air-raid pause (ADR 0084): while one lasts, why (an alert where a player is, never whose
 * oblast; or a player's button) and since when, and that the timers stand still; the button that pauses
 * the match for a player of it, or that resumes it. Shown only when there is something to say or do.
 */
export const MatchPause = ({
  pause,
  moments,
  actions,
}: {
  pause: MatchPauseView | null
  moments: Readonly<Record<string, KyivMoment>>
  actions: MatchActions | null
}) => {
  const { LL } = useI18n()
  const { postedForm } = usePageContext()
  const R = LL.tournament.matchPage.reports
  const P = R.pause
  const refused: MatchFormRefusal | undefined =
    postedForm?.matchForm && PAUSE_INTENTS.includes(postedForm.matchForm.intent)
      ? postedForm.matchForm.reason
      : undefined
  if (!pause && !actions?.mayPause && !refused) return null
  const since = pause ? moments[pause.since] : undefined
  return (
    <section
      className="card match-page__pause"
      aria-labelledby="match-pause"
      data-paused={pause ? 'yes' : 'no'}
    >
      <h2 id="match-pause">{P.heading()}</h2>
      {pause ? (
        <>
          <p role="status">
            <strong>{pause.cause === 'alert' ? P.pausedAlert() : P.pausedManual()}</strong>
          </p>
          <dl className="facts">
            <div className="facts__row">
              <dt>{P.since()}</dt>
              <dd>{since ? <LocalTime moment={since} /> : null}</dd>
            </div>
          </dl>
          <p className="muted">{P.hint()}</p>
        </>
      ) : (
        <p className="muted">{P.offer()}</p>
      )}
      {refused ? (
        <p className="form-alert" role="alert">
          {refusalText(R.forms, refused)}
        </p>
      ) : null}
      {actions?.mayPause ? (
        <MatchForm intent={MATCH_FORM_INTENTS.pause}>
          <button type="submit" className="button button--ghost">
            {P.press()}
          </button>
        </MatchForm>
      ) : null}
      {actions?.mayResume ? (
        <MatchForm intent={MATCH_FORM_INTENTS.resume}>
          <button type="submit" className="button button--primary">
            {P.resume()}
          </button>
        </MatchForm>
      ) : null}
    </section>
  )
}

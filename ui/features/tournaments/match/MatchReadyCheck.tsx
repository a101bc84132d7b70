import { usePageContext } from 'vike-react/usePageContext'
import { MATCH_FORM_INTENTS } from '#core/matches/report-forms.ts'
import type { ReadyCheckView } from '#core/matches/reports.api.ts'
import type { MatchActions, MatchFormRefusal } from '#core/matches/reports.ts'
import type { KyivMoment } from '#core/shared/format/datetime.ts'
import type { MatchView } from '#core/tournaments/match-view.ts'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MatchForm } from './MatchForm.tsx'
import { refusalText } from './MatchReportForms.tsx'

/**
 * The match's ready check (ADR 0083): when it closes, which team said it is ready and when, and for a
 * player whose team has not, the button that says so. A refused press says why above it.
 */
export const MatchReadyCheck = ({
  match,
  check,
  moments,
  actions,
}: {
  match: MatchView
  check: ReadyCheckView
  moments: Readonly<Record<string, KyivMoment>>
  actions: MatchActions | null
}) => {
  const { LL } = useI18n()
  const { postedForm } = usePageContext()
  const R = LL.tournament.matchPage.reports
  const C = R.readyCheck
  const refused: MatchFormRefusal | undefined =
    postedForm?.matchForm?.intent === MATCH_FORM_INTENTS.ready ? postedForm.matchForm.reason : undefined
  const at = (iso: string) => {
    const moment = moments[iso]
    return moment ? <LocalTime moment={moment} /> : null
  }
  return (
    <section className="card match-page__ready" aria-labelledby="match-ready">
      <h2 id="match-ready">{C.heading()}</h2>
      <p className="muted">{C.hint()}</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>{C.closesAt()}</dt>
          <dd>{at(check.closes_at)}</dd>
        </div>
        {match.sides.map((side, index) => {
          const readyAt = check.ready[index] ?? null
          const name = side?.team?.name ?? ''
          return (
            <div className="facts__row" key={side?.team?.id ?? index}>
              <dt>{name}</dt>
              <dd data-ready={readyAt === null ? 'no' : 'yes'}>
                {readyAt === null ? (
                  C.notYet()
                ) : (
                  <>
                    <strong>{C.ready()}</strong> {at(readyAt)}
                  </>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      {refused ? (
        <p className="form-alert" role="alert">
          {refusalText(R.forms, refused)}
        </p>
      ) : null}
      {actions?.mayReady ? (
        <MatchForm intent={MATCH_FORM_INTENTS.ready}>
          <button type="submit" className="button button--primary">
            {C.press()}
          </button>
        </MatchForm>
      ) : null}
    </section>
  )
}

import '#ui/features/console/console.css'
import { useData } from 'vike-react/useData'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

type Dispute = Data['disputes'][number]

/** What was reported, in the match's order of sides. */
const Reported = ({ dispute }: { dispute: Dispute }) => {
  const { LL } = useI18n()
  const T = LL.disputes
  const [teamA, teamB] = dispute.teams
  const { result } = dispute
  if (result.kind === 'score')
    return <>{T.score({ teamA, scoreA: result.scores[0], scoreB: result.scores[1], teamB })}</>
  if (result.kind === 'forfeit') return <>{T.forfeit({ team: result.forfeiting === 1 ? teamA : teamB })}</>
  return <>{T.doubleForfeit()}</>
}

/**
 * The disputes waiting for a moderator, oldest first: where each match is, what one team reported and
 * why the other disputes it, and a link to the match's page, where the decision is taken with the
 * reports, screenshots and history in view. Read only.
 */
export const Page = () => {
  const { role, count, disputes } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.disputes
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      <p role="status">{T.count({ count })}</p>
      {disputes.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it
        <section className="console-table-box" tabIndex={0} aria-label={T.title()}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{T.columns.disputed()}</th>
                <th scope="col">{T.columns.match()}</th>
                <th scope="col">{T.columns.reported()}</th>
                <th scope="col">{T.columns.reason()}</th>
              </tr>
            </thead>
            <tbody>
              {disputes.map((dispute) => {
                const [teamA, teamB] = dispute.teams
                return (
                  <tr key={dispute.report_id}>
                    <td>
                      <time dateTime={dispute.disputed_at}>{dispute.disputedWhen}</time>
                      <br />
                      <small>{T.disputedBy({ name: dispute.disputed_by ?? T.someone() })}</small>
                    </td>
                    <td>
                      <strong>{T.teams({ teamA, teamB })}</strong>
                      <br />
                      {dispute.tournament.name}
                      <br />
                      <small>
                        {T.match({
                          stage: dispute.stage_number,
                          round: dispute.round,
                          number: dispute.match_number,
                        })}
                      </small>
                    </td>
                    <td>
                      <Reported dispute={dispute} />
                      <br />
                      <small>
                        {T.reportedBy({
                          name: dispute.reported_by ?? T.someone(),
                          team: dispute.reporting_side === 1 ? teamA : teamB,
                          when: dispute.reportedWhen,
                        })}
                        {dispute.proof_count > 0 ? ` · ${T.proof({ count: dispute.proof_count })}` : null}
                      </small>
                    </td>
                    <td>
                      <p className="console-dispute__reason">{dispute.dispute_reason}</p>
                      <LocalizedLink to={matchPagePath(dispute.tournament.slug, dispute.match_id)}>
                        {T.open()}
                        <span className="visually-hidden"> {T.openContext({ teamA, teamB })}</span>
                      </LocalizedLink>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}

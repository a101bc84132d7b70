import type { MatchEventView, MatchHistory, MatchReportView } from '#core/matches/reports.api.ts'
import type { MatchActions } from '#core/matches/reports.ts'
import type { KyivMoment } from '#core/shared/format/datetime.ts'
import type { StoredImage } from '#core/shared/uploads/image.ts'
import type { MatchView } from '#core/tournaments/match-view.ts'
import type { MatchReport } from '#core/tournaments/results-desk.api.ts'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { type Translator, useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MatchReportForms } from './MatchReportForms.tsx'

type Texts = Translator['tournament']['matchPage']['reports']

/** An instant as `LocalTime` shows it, when the data hook wrote it. */
const Instant = ({ moment }: { moment: KyivMoment | undefined }) =>
  moment ? <LocalTime moment={moment} /> : null

/** The two teams' names by side, and a team's name by its id. */
const teamsOf = (match: MatchView) => {
  const names = match.sides.map((side) => side?.team?.name ?? '') as [string, string]
  const byId = new Map(match.sides.flatMap((side) => (side?.team ? [[side.team.id, side.team.name]] : [])))
  return { names, nameOf: (id: string | null) => (id === null ? '' : (byId.get(id) ?? '')) }
}

/** A result in words: the score with both teams' names, or who forfeits. */
const resultText = (R: Texts, [teamA, teamB]: readonly [string, string], result: MatchReport): string => {
  if (result.kind === 'score')
    return R.score({ teamA, scoreA: result.scores[0], scoreB: result.scores[1], teamB })
  if (result.kind === 'forfeit') return R.forfeit({ team: result.forfeiting === 1 ? teamA : teamB })
  return R.doubleForfeit()
}

/** One step of the history, in words. */
const eventText = (
  R: Texts,
  names: readonly [string, string],
  team: string,
  event: MatchEventView,
): string => {
  const actor = event.actor ?? ''
  const result = event.result ? resultText(R, names, event.result) : ''
  switch (event.kind) {
    case 'reported':
      return R.event.reported({ actor, team, result })
    case 'confirmed':
      return R.event.confirmed({ actor, team })
    case 'auto_confirmed':
      return R.event.auto_confirmed()
    case 'disputed':
      return R.event.disputed({ actor, team, reason: event.reason ?? '' })
    case 'decided':
      return R.event.decided({ result, reason: event.reason ?? '' })
    case 'withdrawn':
      return R.event.withdrawn()
    case 'ready':
      return R.event.ready({ team, actor })
    case 'no_show': {
      const [missing, other] = event.absent
      if (missing === undefined) return R.event.no_show_moderators()
      if (other !== undefined) return result ? R.event.no_show_both({ result }) : R.event.no_show_moderators()
      return R.event.no_show({ absent: names[missing - 1], result })
    }
    case 'paused':
      return event.actor ? R.event.pausedManual({ actor }) : R.event.pausedAlert()
    case 'resumed':
      return event.actor ? R.event.resumedBy({ actor }) : R.event.resumedAlert()
  }
}

/** The thumbnails' width on the page (CSS pixels); the WebP renditions serve it at 1x and 2x. */
const THUMBNAIL_WIDTH = 192
const THUMBNAIL_HEIGHT = 108

/**
 * A screenshot as a thumbnail in its own shape (never cropped), linking its full size: the WebP
 * renditions for `srcset`, the full size itself when it has none.
 */
const Screenshot = ({ image, alt }: { image: StoredImage; alt: string }) => {
  const thumbnails = image.variants
    .filter((variant) => variant.type === 'image/webp')
    .sort((a, b) => a.width - b.width)
  return (
    <a href={image.url} className="match-report__shot">
      <img
        src={thumbnails[0]?.url ?? image.url}
        srcSet={
          thumbnails.length > 0
            ? thumbnails.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
            : undefined
        }
        sizes={`${THUMBNAIL_WIDTH}px`}
        alt={alt}
        width={THUMBNAIL_WIDTH}
        height={THUMBNAIL_HEIGHT}
        loading="lazy"
        decoding="async"
      />
    </a>
  )
}

/** The latest report: who reported what and when, where it stands, the dispute, the decision, the proof. */
const LatestReport = ({
  match,
  report,
  moments,
}: {
  match: MatchView
  report: MatchReportView
  moments: Readonly<Record<string, KyivMoment>>
}) => {
  const { LL } = useI18n()
  const R = LL.tournament.matchPage.reports
  const { names, nameOf } = teamsOf(match)
  const reporting = nameOf(report.team_id)
  const answering = names.find((name) => name !== reporting) ?? ''
  return (
    <div className="match-report" data-state={report.state}>
      <dl className="facts">
        <div className="facts__row">
          <dt>{R.reportedBy({ player: report.reported_by ?? '', team: reporting })}</dt>
          <dd>
            <Instant moment={moments[report.reported_at]} />
          </dd>
        </div>
        <div className="facts__row">
          <dt>{R.result()}</dt>
          <dd>
            <strong>{resultText(R, names, report.result)}</strong>
          </dd>
        </div>
        {report.dispute_reason === null ? null : (
          <div className="facts__row">
            <dt>{R.disputeReason()}</dt>
            <dd className="match-report__reason">{report.dispute_reason}</dd>
          </div>
        )}
        {report.decision === null ? null : (
          <div className="facts__row">
            <dt>{R.decision()}</dt>
            <dd>
              <strong>{resultText(R, names, report.decision)}</strong>
            </dd>
          </div>
        )}
        {report.decision_reason === null ? null : (
          <div className="facts__row">
            <dt>{R.decisionReason()}</dt>
            <dd className="match-report__reason">{report.decision_reason}</dd>
          </div>
        )}
        {report.state === 'awaiting_answer' ? (
          <div className="facts__row">
            <dt>{R.autoConfirmAt()}</dt>
            <dd>
              <Instant moment={moments[report.answer_due_at]} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="match-report__state">
        <strong>{R.state[report.state]({ team: answering })}</strong>
      </p>
      {report.proof.length === 0 ? null : (
        <>
          <h3>{R.proof()}</h3>
          <ul className="match-report__proof">
            {report.proof.map((image, index) => (
              <li key={image.url}>
                <Screenshot
                  image={image}
                  alt={R.proofImage({
                    number: index + 1,
                    count: report.proof.length,
                    teamA: names[0],
                    teamB: names[1],
                  })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/**
 * What the players reported of the match (docs/matches.md): the latest report and where it stands,
 * then every step of the match's history, oldest first, each at its Kyiv time.
 */
export const MatchReports = ({
  match,
  history,
  moments,
  actions,
}: {
  match: MatchView
  history: MatchHistory
  /** The history's instants in Kyiv time, by their ISO text (the page's data hook writes them). */
  moments: Readonly<Record<string, KyivMoment>>
  /** What the signed-in viewer may do on the match; null for a guest. */
  actions: MatchActions | null
}) => {
  const { LL } = useI18n()
  const R = LL.tournament.matchPage.reports
  const { names, nameOf } = teamsOf(match)
  return (
    <section className="card match-page__reports" aria-labelledby="match-reports">
      <h2 id="match-reports">{R.heading()}</h2>
      {history.report ? (
        <LatestReport match={match} report={history.report} moments={moments} />
      ) : (
        <p className="muted">{R.none()}</p>
      )}
      {actions ? <MatchReportForms match={match} actions={actions} /> : null}
      {history.events.length === 0 ? null : (
        <>
          <h3 id="match-history">{R.history()}</h3>
          <ol className="match-history" aria-labelledby="match-history">
            {history.events.map((event) => (
              <li key={event.id}>
                <Instant moment={moments[event.at]} />{' '}
                <span>{eventText(R, names, nameOf(event.team_id), event)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

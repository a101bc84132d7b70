import { pickLocalized } from '#core/tournaments/localized.ts'
import type { Placement } from '#core/tournaments/podium.ts'
import { currentStage } from '#core/tournaments/stages.ts'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { LocalizedBlock, Paragraphs } from './Localized.tsx'
import { Podium } from './Podium.tsx'
import { stageTitle } from './StageTitle.ts'
import type { OverviewFacts } from './tab-facts.server.ts'
import { tournamentTabPath } from './tabs.ts'

export type ShownTournament = Omit<Tournament, 'rules'>

/**
 * The overview: what the tournament is, when, how to play, the teams, the prizes and the sponsors;
 * once the games are over, who won instead of how to play, and the prizes name their teams.
 * Its dates and sums come as text from the server (`facts`).
 */
export const OverviewTab = ({
  tournament,
  facts,
  finished,
  overduePayouts = [],
}: {
  tournament: ShownTournament
  facts: OverviewFacts
  /** Once the games are over: who won (then how to play gives way to it). */
  finished: { readonly podium: ReadonlyArray<Placement> | null } | null
  /** The places whose prize payout is overdue (the details tab's ledger says which). */
  overduePayouts?: ReadonlyArray<number>
}) => {
  const { LL, locale } = useI18n()
  const T = LL.tournament
  const description = pickLocalized(tournament.description, locale)
  const cancellationReason =
    tournament.status === 'cancelled' && tournament.cancellation_reason
      ? pickLocalized(tournament.cancellation_reason, locale)
      : null
  const steps = pickLocalized(tournament.how_to_play, locale)
  const stage = currentStage(tournament.stages)
  const stageName = stage ? stageTitle(LL, locale, stage) : null
  const teamsAt = (place: number) =>
    finished?.podium?.find((placement) => placement.place === place)?.teams ?? []
  return (
    <div className="tab-panel overview">
      {cancellationReason ? (
        <section
          aria-labelledby="cancelled-title"
          className="card overview__cancelled"
          data-phase="cancelled"
        >
          <h2 id="cancelled-title">{T.overview.cancellationReason()}</h2>
          <LocalizedBlock picked={cancellationReason}>{(text) => <Paragraphs text={text} />}</LocalizedBlock>
        </section>
      ) : null}
      {finished ? (
        <Podium podium={finished.podium} resultsPath={tournamentTabPath(tournament.slug, 'results')} />
      ) : null}
      {overduePayouts.length > 0 ? (
        <p className="card payout-overdue">
          {T.payouts.overviewOverdue({ count: overduePayouts.length })}{' '}
          <LocalizedLink to={tournamentTabPath(tournament.slug, 'details')}>
            {T.payouts.ledgerLink()}
          </LocalizedLink>
        </p>
      ) : null}
      {description ? (
        <section aria-labelledby="about-title" className="card overview__about">
          <h2 id="about-title">{T.overview.about()}</h2>
          <LocalizedBlock picked={description}>{(text) => <Paragraphs text={text} />}</LocalizedBlock>
        </section>
      ) : null}
      {stage && stageName ? (
        <section aria-labelledby="stage-title" className="card">
          <h2 id="stage-title">{T.overview.currentStage()}</h2>
          <p>
            <span lang={stageName.lang}>{stageName.text}</span>
            {' · '}
            {T.stage.kind[stage.kind]()}
            {' · '}
            {T.stage.status[stage.status]()}
          </p>
        </section>
      ) : null}
      <div className="card-grid">
        <section className="card" aria-labelledby="schedule-title">
          <h2 id="schedule-title">{T.schedule()}</h2>
          <dl className="facts">
            {facts.schedule.map(({ key, moment }) => (
              <div key={key} className="facts__row">
                <dt>{T[key]()}</dt>
                <dd>
                  <LocalTime moment={moment} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted">{T.kyivTime()}</p>
        </section>
        <section className="card" aria-labelledby="teams-title">
          <h2 id="teams-title">{T.overview.teams()}</h2>
          <dl className="facts">
            <div className="facts__row">
              <dt>{T.overview.registered()}</dt>
              <dd>{tournament.teams.registered}</dd>
            </div>
            <div className="facts__row">
              <dt>{T.overview.confirmed()}</dt>
              <dd>{tournament.teams.confirmed}</dd>
            </div>
            <div className="facts__row">
              <dt>{T.slots()}</dt>
              <dd>{tournament.slots}</dd>
            </div>
          </dl>
        </section>
        <section className="card" aria-labelledby="prizes-title">
          <h2 id="prizes-title">{T.overview.prizes()}</h2>
          <dl className="facts">
            <div className="facts__row">
              <dt>{T.prizeFund()}</dt>
              <dd>{facts.prizeFund}</dd>
            </div>
            {facts.prizes.map((prize) => (
              <div key={prize.place} className="facts__row">
                <dt>{T.overview.place({ place: prize.place })}</dt>
                <dd>
                  {prize.amount}
                  {teamsAt(prize.place).map((team) => (
                    <span key={team.id} className="facts__team" data-testid="prize-team">
                      {team.name}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {steps && !finished ? (
        <section aria-labelledby="how-title" className="card">
          <h2 id="how-title">{T.overview.howToPlay()}</h2>
          <LocalizedBlock picked={steps} as="ol" className="steps">
            {(list) => list.map((step) => <li key={step}>{step}</li>)}
          </LocalizedBlock>
        </section>
      ) : null}
      {tournament.sponsors.length > 0 ? (
        <section aria-labelledby="sponsors-title" className="card">
          <h2 id="sponsors-title">{T.overview.sponsors()}</h2>
          <ul className="sponsors">
            {tournament.sponsors.map((sponsor) => {
              const badge = sponsor.logo_url ? (
                <img src={sponsor.logo_url} alt={sponsor.name} loading="lazy" height={48} />
              ) : (
                sponsor.name
              )
              return (
                <li key={sponsor.name}>
                  {sponsor.url ? (
                    <a href={sponsor.url} rel="sponsored noopener">
                      {badge}
                    </a>
                  ) : (
                    badge
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

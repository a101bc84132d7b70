import type {
  BattleRoyaleResults,
  Round,
  StageResults,
  TournamentResults,
} from '#core/tournaments/results.schema.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { stageTitle } from '../StageTitle.ts'
import { BracketView, placesOf } from './Bracket.tsx'
import { MatchCard, MatchLinkContext, type MatchPlaces } from './MatchCard.tsx'
import { BattleRoyaleTable, GroupTable, SwissTable } from './Standings.tsx'

const NO_PLACES: MatchPlaces = new Map()

/** The rounds of a group or a Swiss stage: a heading per round and the list of its matches. */
const RoundList = ({ rounds }: { rounds: ReadonlyArray<Round> }) => {
  const { LL } = useI18n()
  return (
    <div className="round-list">
      {[...rounds]
        .sort((a, b) => a.number - b.number)
        .map((round) => (
          <section key={round.number} className="round-list__round">
            <h4>{LL.tournament.results.round({ number: round.number })}</h4>
            <ol className="round-list__matches">
              {round.matches.map((match) => (
                <li key={match.id}>
                  <MatchCard match={match} places={NO_PLACES} />
                </li>
              ))}
            </ol>
          </section>
        ))}
    </div>
  )
}

const BattleRoyale = ({ stage }: { stage: BattleRoyaleResults }) => {
  const { LL } = useI18n()
  const R = LL.tournament.results
  const byWeek = stage.grouping === 'week'
  return (
    <>
      <BattleRoyaleTable caption={R.totalCaption()} rows={stage.standings} />
      <p className="muted">
        {R.pointsTable({ placement: stage.points.placement.join(', '), perKill: stage.points.per_kill })}
      </p>
      {[...stage.days]
        .sort((a, b) => a.number - b.number)
        .map((day) => (
          <section
            key={day.number}
            className="results-period"
            aria-labelledby={`${stage.id}-day-${day.number}`}
          >
            <h3 id={`${stage.id}-day-${day.number}`}>
              {byWeek ? R.week({ number: day.number }) : R.day({ number: day.number })}
            </h3>
            <BattleRoyaleTable
              caption={byWeek ? R.weekCaption({ number: day.number }) : R.dayCaption({ number: day.number })}
              rows={day.standings}
            />
            {[...day.matches]
              .sort((a, b) => a.number - b.number)
              .map((match) => {
                const caption = match.map
                  ? R.matchCaptionMap({ number: match.number, map: match.map })
                  : R.matchCaption({ number: match.number })
                // Each match's table folds away: the day's table above says who leads.
                return (
                  <details key={match.id} className="results-match">
                    <summary>{caption}</summary>
                    <BattleRoyaleTable caption={caption} captionHidden rows={match.standings} />
                  </details>
                )
              })}
          </section>
        ))}
    </>
  )
}

const StageBody = ({ stage }: { stage: StageResults }) => {
  const { LL } = useI18n()
  const R = LL.tournament.results
  switch (stage.kind) {
    case 'single_elimination':
    case 'double_elimination': {
      const places = placesOf(stage.brackets)
      return (
        <>
          {stage.brackets.map((bracket) => (
            <BracketView
              key={bracket.kind}
              bracket={bracket}
              places={places}
              id={`${stage.id}-${bracket.kind}`}
            />
          ))}
        </>
      )
    }
    case 'round_robin':
      return (
        <>
          {stage.groups.map((group) => (
            <section
              key={group.number}
              className="results-group"
              aria-labelledby={`${stage.id}-group-${group.number}`}
            >
              <h3 id={`${stage.id}-group-${group.number}`}>{R.group({ number: group.number })}</h3>
              <GroupTable caption={R.groupCaption({ number: group.number })} rows={group.standings} />
              <RoundList rounds={group.rounds} />
            </section>
          ))}
        </>
      )
    case 'swiss':
      return (
        <>
          <SwissTable caption={R.swissCaption()} rows={stage.standings} />
          <RoundList rounds={stage.rounds} />
        </>
      )
    case 'battle_royale':
      return <BattleRoyale stage={stage} />
  }
}

/** Every stage of a tournament in plan order, each under its own heading. */
export const ResultsView = ({
  results,
  tournamentKey = null,
}: {
  results: TournamentResults
  /** The tournament's slug or id: each head-to-head match then links to its page. */
  tournamentKey?: string | null
}) => {
  const { LL, locale } = useI18n()
  const R = LL.tournament.results
  if (results.stages.length === 0) return <p className="empty-state">{R.empty()}</p>
  return (
    <MatchLinkContext.Provider value={tournamentKey}>
      {[...results.stages]
        .sort((a, b) => a.number - b.number)
        .map((stage) => {
          const title = stageTitle(LL, locale, stage)
          return (
            <section key={stage.id} className="stage-results" aria-labelledby={`stage-${stage.id}`}>
              <h2 id={`stage-${stage.id}`}>
                <span lang={title.lang}>{title.text}</span>
                <span className="stage-results__status"> · {LL.tournament.stage.status[stage.status]()}</span>
              </h2>
              {stage.status === 'pending' ? <p className="muted">{R.notStarted()}</p> : null}
              <StageBody stage={stage} />
            </section>
          )
        })}
    </MatchLinkContext.Provider>
  )
}

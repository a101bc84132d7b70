import '../tournaments.css'
import './match.css'
import type { MatchHistory } from '#core/matches/reports.api.ts'
import type { MatchActions } from '#core/matches/reports.ts'
import type { KyivMoment } from '#core/shared/format/datetime.ts'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { MatchSide, MatchView } from '#core/tournaments/match-view.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { sideName } from '../results/names.ts'
import { stageTitle } from '../StageTitle.ts'
import { tournamentTabPath } from '../tabs.ts'
import { MatchPause } from './MatchPause.tsx'
import { MatchReadyCheck } from './MatchReadyCheck.tsx'
import { MatchReports } from './MatchReports.tsx'
import { bestOfText, positionName, positionRound } from './match-texts.ts'

/** What a side's state is, in words (never only its colour). */
const SideState = ({ side }: { side: MatchSide | null }) => {
  const { LL } = useI18n()
  const M = LL.tournament.matchPage
  if (side === null) return <p className="match-side__state">{M.bye()}</p>
  if (side.team === null) return <p className="match-side__state">{M.tbd()}</p>
  if (side.forfeit) return <p className="match-side__state">{M.forfeit()}</p>
  return side.result ? (
    <p className="match-side__state" data-result={side.result}>
      {M.result[side.result]()}
    </p>
  ) : null
}

/** One side: the logo, the team's name and seed, its score and state, and its players. */
const Side = ({ side, id }: { side: MatchSide | null; id: string }) => {
  const { LL } = useI18n()
  const M = LL.tournament.matchPage
  const team = side?.team ?? null
  const name = sideName(LL, side)
  return (
    <section className="match-side card" aria-labelledby={id} data-result={side?.result ?? undefined}>
      <header className="match-side__head">
        {team?.logo_url ? (
          <img className="match-side__logo" src={team.logo_url} alt="" width={64} height={64} />
        ) : (
          <span className="match-side__logo match-side__logo--none" aria-hidden="true" />
        )}
        <div>
          <h2 id={id} className="match-side__name">
            {name}
          </h2>
          {team?.seed ? <p className="muted">{M.seed({ seed: team.seed })}</p> : null}
        </div>
        {side?.score == null ? null : (
          <p className="match-side__score">
            <span className="visually-hidden">{M.score()}: </span>
            {side.score}
          </p>
        )}
      </header>
      <SideState side={side} />
      {team ? (
        <>
          <h3 className="visually-hidden">{M.players({ team: team.name })}</h3>
          {team.players.length === 0 ? (
            <p className="muted">{M.noPlayers()}</p>
          ) : (
            <ul className="match-side__players" aria-label={M.players({ team: team.name })}>
              {team.players.map((player) => (
                <li key={player.nickname}>
                  {player.avatar_url ? (
                    <img
                      className="match-side__avatar"
                      src={player.avatar_url}
                      alt=""
                      width={32}
                      height={32}
                    />
                  ) : (
                    <span className="match-side__avatar match-side__avatar--none" aria-hidden="true" />
                  )}
                  <span>{player.nickname}</span>
                  {player.is_captain ? <span className="muted"> ({M.captain()})</span> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  )
}

/**
 * A match's page: breadcrumbs back to its tournament's results, its teams side by side (stacked on a
 * phone), its facts with the time in Kyiv time and the viewer's own, the players' reports and the
 * match's history, and where winner and loser go.
 */
export const MatchDetails = ({
  match,
  scheduled,
  history,
  moments,
  actions,
}: {
  match: MatchView
  scheduled: KyivMoment | null
  history: MatchHistory | null
  /** The history's instants in Kyiv time, by their ISO text. */
  moments: Readonly<Record<string, KyivMoment>>
  actions: MatchActions | null
}) => {
  const { LL, locale } = useI18n()
  const M = LL.tournament.matchPage
  const stage = stageTitle(LL, locale, match.stage)
  const round = positionRound(LL, match)
  const resultsPath = tournamentTabPath(match.tournament.slug, 'results')
  const [a, b] = match.sides
  const scores = a?.score != null && b?.score != null ? `${a.score}:${b.score}` : null
  return (
    <article className="container section match-page">
      <nav aria-label={M.breadcrumbs()} className="breadcrumbs">
        <ol>
          <li>
            <LocalizedLink to="/tournaments">{LL.nav.tournaments()}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={tournamentTabPath(match.tournament.slug, 'overview')}>
              {match.tournament.name}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to={resultsPath}>{M.results()}</LocalizedLink>
          </li>
          <li aria-current="page">{LL.tournament.results.match({ number: match.number })}</li>
        </ol>
      </nav>
      <p className="eyebrow">
        <span lang={stage.lang}>{stage.text}</span> · {round}
      </p>
      <h1>{M.heading({ teamA: sideName(LL, a), teamB: sideName(LL, b) })}</h1>
      <p className="match-page__status" data-status={match.status}>
        {M.state()}: <strong>{M.status[match.status]()}</strong>
      </p>
      <div className="match-page__sides">
        <Side side={a} id="match-side-1" />
        <p className="match-page__versus" aria-hidden="true">
          {M.versus()}
        </p>
        <Side side={b} id="match-side-2" />
      </div>
      <section className="card match-page__facts" aria-labelledby="match-facts">
        <h2 id="match-facts">{M.facts()}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{M.stage()}</dt>
            <dd>
              <span lang={stage.lang}>{stage.text}</span> · {LL.tournament.stage.kind[match.stage.kind]()}
            </dd>
          </div>
          {match.group === null ? null : (
            <div className="facts__row">
              <dt>{M.group()}</dt>
              <dd>{LL.tournament.results.group({ number: match.group })}</dd>
            </div>
          )}
          <div className="facts__row">
            <dt>{M.round()}</dt>
            <dd>{round}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.format()}</dt>
            <dd>{bestOfText(LL, match.best_of)}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.scheduled()}</dt>
            <dd>{scheduled ? <LocalTime moment={scheduled} /> : M.notScheduled()}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.state()}</dt>
            <dd>{M.status[match.status]()}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.score()}</dt>
            <dd>{scores ?? M.noScore()}</dd>
          </div>
        </dl>
      </section>
      {history ? <MatchPause pause={history.pause} moments={moments} actions={actions} /> : null}
      {history?.ready_check ? (
        <MatchReadyCheck match={match} check={history.ready_check} moments={moments} actions={actions} />
      ) : null}
      {history ? <MatchReports match={match} history={history} moments={moments} actions={actions} /> : null}
      {match.winner_to || match.loser_to ? (
        <section className="card match-page__next" aria-labelledby="match-next">
          <h2 id="match-next">{M.next()}</h2>
          <ul>
            {match.winner_to ? (
              <li>
                {M.winnerPlays()}{' '}
                <LocalizedLink to={matchPagePath(match.tournament.slug, match.winner_to.id)}>
                  {positionName(LL, match.winner_to)}
                </LocalizedLink>
              </li>
            ) : null}
            {match.loser_to ? (
              <li>
                {M.loserPlays()}{' '}
                <LocalizedLink to={matchPagePath(match.tournament.slug, match.loser_to.id)}>
                  {positionName(LL, match.loser_to)}
                </LocalizedLink>
              </li>
            ) : match.winner_to ? (
              <li>{M.loserOut()}</li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <p className="back-link">
        <LocalizedLink to={resultsPath}>{M.backToResults()}</LocalizedLink>
      </p>
    </article>
  )
}

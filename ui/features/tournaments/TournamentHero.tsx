import './tournaments.css'
import type { TournamentSummary } from '#core/tournaments/tournament.schema.ts'
import { countdownText } from '#ui/shared/components/countdown.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { GameCover } from './GameCover.tsx'
import { PhaseBadge } from './PhaseBadge.tsx'
import { tournamentTabPath } from './tabs.ts'
import type { TimelineAt } from './timeline.ts'
import { useTimeline } from './timeline-view.ts'

/**
 * The head of a tournament's page, above its tabs. The timeline is core's machine: the server rendered
 * its snapshot, the browser shows the server's view (so hydration matches), then restores the very same
 * snapshot and lets the clock move it on; the join button shows while registration is open, and goes
 * when it closes. A user who plays in a team of the tournament sees that team, linked to My
 * tournaments, instead.
 */
export const TournamentHero = ({
  tournament,
  timeline,
  yourTeam = null,
}: {
  tournament: TournamentSummary
  timeline: TimelineAt
  /** The signed-in user's team in this tournament, if any. */
  yourTeam?: { readonly name: string } | null
}) => {
  const { LL } = useI18n()
  const T = LL.tournament
  const { phase, msUntilNext, registrationOpen } = useTimeline(tournament, timeline)
  const cancelled = tournament.status === 'cancelled'
  return (
    <header className="tournament-hero">
      <GameCover url={tournament.cover_url} game={tournament.game} large />
      <div className="tournament-hero__text">
        <p className="eyebrow">{tournament.game}</p>
        <h1>{tournament.name}</h1>
        {cancelled ? (
          <p className="phase" data-phase="cancelled">
            <PhaseBadge phase={phase} cancelled />
            <span className="phase__next">{T.cancelledNotice()}</span>
          </p>
        ) : (
          <p className="phase" data-phase={phase}>
            <span className="phase__name">{T.phase[phase]()}</span>
            {phase !== 'gamesFinished' && msUntilNext !== null ? (
              <span className="phase__next">
                {T.next[phase]({ time: countdownText(LL.tournament, msUntilNext) })}
              </span>
            ) : null}
          </p>
        )}
        <p className="tournament-hero__actions">
          {yourTeam ? (
            <LocalizedLink
              to="/profile/tournaments"
              className="button button--primary"
              data-testid="your-team"
            >
              {T.join.yourTeam({ name: yourTeam.name })}
            </LocalizedLink>
          ) : registrationOpen && !cancelled ? (
            <LocalizedLink to={`/tournaments/join/${tournament.slug}`} className="button button--primary">
              {T.joinButton()}
            </LocalizedLink>
          ) : null}
          {phase === 'gamesFinished' ? (
            cancelled ? null : (
              // Nothing left to put in a calendar: the results take its place.
              <LocalizedLink
                to={tournamentTabPath(tournament.slug, 'results')}
                className="button button--ghost"
              >
                {T.podium.allResults()}
              </LocalizedLink>
            )
          ) : (
            // A file, not a page: `download` also keeps the client router away from it.
            <a href={`/tournaments/${tournament.slug}.ics`} download className="button button--ghost">
              {T.addToCalendar()}
            </a>
          )}
        </p>
      </div>
    </header>
  )
}

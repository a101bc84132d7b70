import '#ui/features/tournaments/tournaments.css'
import '#ui/features/profile/profile.css'
import '#ui/features/teams/teams.css'
import '#ui/styles/forms.css'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { ProfileTabs } from '#ui/features/profile/ProfileTabs.tsx'
import { InvitationCard } from '#ui/features/teams/InvitationCard.tsx'
import { RemovalNotice } from '#ui/features/teams/RemovalNotice.tsx'
import { useReadAgainOnReturn } from '#ui/features/teams/read-again-on-return.ts'
import { TeamCard } from '#ui/features/teams/TeamCard.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { usePageClock } from '#ui/shared/components/page-clock.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

const FILTERS = ['all', 'active', 'upcoming', 'finished'] as const

const hrefOf = (filter: (typeof FILTERS)[number]): string =>
  filter === 'all' ? '/profile/tournaments' : `/profile/tournaments?filter=${filter}`

/**
 * My tournaments (spec §2): the teams a captain removed the user from (until dismissed), the
 * captains' invitations the user has not answered (accept or decline),
 * then the tournaments the user plays in, each with their team. The filters are
 * links (they work without JavaScript and can be shared); each team is run by core's team machine,
 * loaded on the card's first use; the countdowns move on a plain timer.
 */
export const Page = () => {
  const { filter, now, count, entries, invitations, removals } = useData<Data>()
  // Dismissed notices go at once; the next read of the page no longer has them.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
  const shownRemovals = removals.filter((removal) => !dismissed.has(removal.id))
  const { LL } = useI18n()
  const T = LL.myTournaments
  const clock = usePageClock(now)
  useReadAgainOnReturn()
  return (
    <div className="container section my-tournaments">
      <ProfileTabs />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      {removals.length > 0 ? (
        <section className="my-removals" aria-labelledby="my-removals-heading">
          <h2 id="my-removals-heading" tabIndex={-1}>
            {T.removals.heading()}
          </h2>
          <ul className="my-tournaments__list">
            {shownRemovals.map((removal) => (
              <li key={removal.id}>
                <RemovalNotice
                  removal={removal}
                  onGone={() => {
                    setDismissed((before) => new Set(before).add(removal.id))
                    document.getElementById('my-removals-heading')?.focus()
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invitations.length > 0 ? (
        <section className="my-invitations" aria-labelledby="my-invitations-heading">
          <h2 id="my-invitations-heading">{T.invitations.heading()}</h2>
          <p className="muted">{T.invitations.lead()}</p>
          <ul className="my-tournaments__list">
            {invitations.map((invitation) => (
              <li key={invitation.teamId}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label={T.filters.label()} className="filter-nav">
        <ul>
          {FILTERS.map((key) => (
            <li key={key}>
              <LocalizedLink to={hrefOf(key)} aria-current={key === filter ? 'page' : undefined}>
                {T.filters[key]()}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="muted" role="status">
        {T.found({ count })}
      </p>
      {entries.length === 0 ? (
        <div className="empty-state">
          <h2>{T.emptyTitle()}</h2>
          <p className="muted">{T.emptyBody()}</p>
          <LocalizedLink to="/tournaments" className="button button--primary">
            {T.browse()}
          </LocalizedLink>
        </div>
      ) : (
        <ul className="my-tournaments__list">
          {entries.map(({ tournament, team, nextMatch }) => (
            // A card starts its machine from the team it was given: one the server changed meanwhile
            // (read again on the tab's return) is a new card.
            <li key={`${team.id}:${team.size}:${team.state}:${(team.invitees ?? []).length}`}>
              <article className="card my-tournament" aria-labelledby={`tournament-${team.id}`}>
                <header className="my-tournament__head">
                  <p className="eyebrow">{tournament.game}</p>
                  <h2 id={`tournament-${team.id}`}>
                    <LocalizedLink to={`/tournaments/${tournament.slug}`}>{tournament.name}</LocalizedLink>
                  </h2>
                  <p className="muted">{T.games({ start: tournament.start, end: tournament.end })}</p>
                  {nextMatch ? (
                    <p className="my-tournament__next">
                      <LocalizedLink to={nextMatch.path} className="button button--primary">
                        {T.nextMatch.link({ opponent: nextMatch.opponent })}
                      </LocalizedLink>{' '}
                      {nextMatch.scheduled ? <LocalTime moment={nextMatch.scheduled} /> : null}
                    </p>
                  ) : null}
                </header>
                <TeamCard team={team} now={now} clock={clock} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

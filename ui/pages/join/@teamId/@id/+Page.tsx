import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JoinFlow } from '#ui/features/teams/JoinFlow.tsx'
import { useJoinFlow } from '#ui/features/teams/join.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** The one-click join: the join machine and its screens load with the click that accepts. */
const Accept = ({
  teamName,
  tournamentId,
  tournamentSlug,
  registrationEnd,
}: {
  teamName: string
  tournamentId: string
  tournamentSlug: string
  registrationEnd: string
}) => {
  const { routeParams } = usePageContext()
  const { LL } = useI18n()
  const [accepting, setAccepting] = useState(false)
  const flow = useJoinFlow(
    { tournamentId, invitation: { teamId: routeParams.teamId ?? '', inviteId: routeParams.id ?? '' } },
    null,
    `/tournaments/${tournamentSlug}`,
  )
  return accepting ? (
    <JoinFlow flow={flow} registrationEnd={registrationEnd} />
  ) : (
    <p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          setAccepting(true)
          flow.load()
        }}
      >
        {LL.tournament.join.accept({ name: teamName })}
      </button>
    </p>
  )
}

/**
 * A team invitation link (`/join/{teamId}/{id}`, spec §2), for signed-in users only (a guest signs in
 * or signs up and comes back here). It shows the team, its captain and the tournament, and joins with
 * one click: the join machine, loaded and started at that click, enters at submitting with the
 * invitation. An
 * unknown link, a full team, a closed registration each say so instead of the button.
 */
export const Page = () => {
  const { invitation, registrationEnd } = useData<Data>()
  const { routeParams } = usePageContext()
  const { LL } = useI18n()
  const T = LL.tournament.join
  return (
    <article className="container section join">
      <h1>{T.invitationHeading()}</h1>
      {invitation === null ? (
        <p className="lead" data-testid="invitation-invalid">
          {T.invalid()}
        </p>
      ) : (
        <>
          <p className="lead">{T.invitationLead()}</p>
          <section className="card" aria-label={T.invitationHeading()}>
            <dl className="facts">
              <dt>{T.team()}</dt>
              <dd data-testid="invitation-team">{invitation.team.name}</dd>
              <dt>{T.captain()}</dt>
              <dd data-testid="invitation-captain">{invitation.team.captain}</dd>
              <dt>{T.tournament()}</dt>
              <dd>
                <LocalizedLink to={`/tournaments/${invitation.tournament.slug}`}>
                  {invitation.tournament.name}
                </LocalizedLink>
              </dd>
            </dl>
            <p>{T.find.size({ size: invitation.team.size, max: invitation.team.maxSize })}</p>
          </section>
          {invitation.blocked ? (
            <p className="lead" role="status" data-testid="invitation-blocked">
              {T.blocked[invitation.blocked]()}
            </p>
          ) : (
            <Accept
              key={`${routeParams.teamId}/${routeParams.id}`}
              teamName={invitation.team.name}
              tournamentId={invitation.tournament.id}
              tournamentSlug={invitation.tournament.slug}
              registrationEnd={registrationEnd}
            />
          )}
        </>
      )}
      <p className="back-link">
        <LocalizedLink to="/tournaments">{LL.nav.tournaments()}</LocalizedLink>
      </p>
    </article>
  )
}

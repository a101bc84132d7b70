import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { JoinBlock } from '#core/teams/team.schema.ts'
import { CompletionScreen } from '#ui/features/teams/CompletionScreen.tsx'
import { InvitationSummary } from '#ui/features/teams/InvitationSummary.tsx'
import { JoinFlow } from '#ui/features/teams/JoinFlow.tsx'
import { useJoinFlow } from '#ui/features/teams/join.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

type Invitation = NonNullable<Data['invitation']>

/**
 * The join: with a profile that lacks what a tournament needs, exactly those fields first, saved and
 * joined with one press; otherwise one click that accepts. The join machine and its later screens
 * load with the first touch of the form, or with the click.
 */
const Accept = ({ invitation, data }: { invitation: Invitation; data: Data }) => {
  const { routeParams } = usePageContext()
  const { LL } = useI18n()
  const flow = useJoinFlow(
    {
      tournamentId: invitation.tournament.id,
      invitation: { teamId: routeParams.teamId ?? '', inviteId: routeParams.id ?? '' },
      missingFields: data.missingFields,
    },
    null,
    `/tournaments/${invitation.tournament.slug}`,
  )
  const [accepting, setAccepting] = useState(false)
  if (flow.view.matches('completing') || flow.view.matches('savingProfile'))
    return <CompletionScreen flow={flow} teamName={invitation.team.name} />
  return accepting || flow.live ? (
    <JoinFlow flow={flow} registrationEnd={data.registrationEnd} />
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
        {LL.tournament.join.accept({ name: invitation.team.name })}
      </button>
    </p>
  )
}

/** Why the link cannot be used now, and the way on from there. */
const Blocked = ({
  reason,
  invitation,
  ownTeam,
}: {
  reason: JoinBlock
  invitation: Invitation
  ownTeam: string | null
}) => {
  const { LL } = useI18n()
  const T = LL.tournament.join
  const tournamentPath = `/tournaments/${invitation.tournament.slug}`
  const way =
    reason === 'team_full'
      ? { to: `/tournaments/join/${invitation.tournament.slug}`, text: T.ways.findAnother() }
      : reason === 'already_in_team' || reason === 'already_member'
        ? { to: '/profile/tournaments', text: T.success.myTournaments() }
        : { to: tournamentPath, text: T.ways.tournament() }
  return (
    <div className="join__blocked" role="status">
      <p className="lead" data-testid="invitation-blocked">
        {reason === 'already_in_team' && ownTeam
          ? T.ways.inOtherTeam({ name: ownTeam })
          : T.blocked[reason]()}
      </p>
      <p>
        <LocalizedLink to={way.to} className="button button--primary">
          {way.text}
        </LocalizedLink>
      </p>
    </div>
  )
}

/**
 * A team invitation link (`/join/{teamId}/{id}`, spec §2), for signed-in users only (a guest is sent
 * to sign in or sign up, where the invitation shows, and comes back here). It shows the team, its
 * logo, captain and free places and the tournament, then asks for what the profile still lacks and
 * joins; an unknown link, a full team, a closed registration, another team each say so with the way on.
 */
export const Page = () => {
  const data = useData<Data>()
  const { invitation } = data
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
          <InvitationSummary invitation={invitation} />
          {invitation.blocked ? (
            <Blocked reason={invitation.blocked} invitation={invitation} ownTeam={data.ownTeam} />
          ) : (
            <Accept key={`${routeParams.teamId}/${routeParams.id}`} invitation={invitation} data={data} />
          )}
        </>
      )}
      <p className="back-link">
        <LocalizedLink to="/tournaments">{LL.nav.tournaments()}</LocalizedLink>
      </p>
    </article>
  )
}

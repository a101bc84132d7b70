import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * A team invitation link (`/join/{teamId}/{id}`, spec §2), reachable only by a signed-in user (a guest
 * signs in and is sent back here). It shows the invitation as the link names it; accepting it is the
 * team flow's.
 */
export const Page = () => {
  const { routeParams } = usePageContext()
  const { LL } = useI18n()
  return (
    <article className="container section">
      <h1>{LL.tournament.join.invitationHeading()}</h1>
      <p className="lead">{LL.tournament.join.invitationLead()}</p>
      <section className="card" aria-label={LL.tournament.join.invitationHeading()}>
        <dl className="facts">
          <dt>{LL.tournament.join.team()}</dt>
          <dd data-testid="invitation-team">{routeParams.teamId}</dd>
          <dt>{LL.tournament.join.invitation()}</dt>
          <dd data-testid="invitation-id">{routeParams.id}</dd>
        </dl>
      </section>
      <p className="back-link">
        <LocalizedLink to="/tournaments">{LL.nav.tournaments()}</LocalizedLink>
      </p>
    </article>
  )
}

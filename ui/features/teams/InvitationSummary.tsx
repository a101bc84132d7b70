/**
 * An invitation link's card (`/join/{teamId}/{id}`): the team, its logo, captain and free places, and
 * the tournament. Shown on the invitation page, and to a guest the link sent to sign in or sign up.
 */
import type { Invitation } from '#core/teams/team.schema.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** What the card shows, read by the page's data hook on the server. */
export interface InvitationPreview {
  readonly team: {
    readonly id: string
    readonly name: string
    readonly logoUrl: string | null
    readonly captain: string
    readonly size: number
    readonly maxSize: number
    readonly freePlaces: number
  }
  readonly tournament: { readonly id: string; readonly slug: string; readonly name: string }
  readonly blocked: Invitation['blocked']
}

export const invitationPreview = ({ team, tournament, blocked }: Invitation): InvitationPreview => ({
  team: {
    id: team.id,
    name: team.name,
    logoUrl: team.logo_url,
    captain: team.captain.nickname,
    size: team.size,
    maxSize: team.max_size,
    freePlaces: team.free_places,
  },
  tournament: { id: tournament.id, slug: tournament.slug, name: tournament.name },
  blocked,
})

/** The team, its logo, captain and free places, and the tournament. */
export const InvitationSummary = ({ invitation }: { invitation: InvitationPreview }) => {
  const { LL } = useI18n()
  const T = LL.tournament.join
  const { team } = invitation
  return (
    <section className="card join__invitation" aria-label={T.invitationHeading()}>
      {team.logoUrl ? <img className="join__logo" src={team.logoUrl} alt="" width={64} height={64} /> : null}
      <dl className="facts">
        <dt>{T.team()}</dt>
        <dd data-testid="invitation-team">{team.name}</dd>
        <dt>{T.captain()}</dt>
        <dd data-testid="invitation-captain">{team.captain}</dd>
        <dt>{T.tournament()}</dt>
        <dd>
          <LocalizedLink to={`/tournaments/${invitation.tournament.slug}`}>
            {invitation.tournament.name}
          </LocalizedLink>
        </dd>
      </dl>
      <p data-testid="invitation-size">
        {T.find.size({ size: team.size, max: team.maxSize })}
        {' · '}
        {team.freePlaces === 0 ? T.find.full() : T.find.freePlaces({ count: team.freePlaces })}
      </p>
    </section>
  )
}

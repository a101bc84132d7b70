import { useData } from 'vike-react/useData'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { InvitationPreview } from './InvitationSummary.tsx'

/**
 * On the sign-in and sign-up pages a team invitation link sent a guest to: the team, its logo, captain
 * and free places and the tournament, and that signing up or in leads on to the join
 * (`invited.server.ts` reads it). Its texts are the sign-in pages' own.
 */
export const InvitedBanner = () => {
  const { LL } = useI18n()
  const T = LL.auth.invited
  const { invitedTo } = useData<{ invitedTo?: InvitationPreview | null }>()
  if (!invitedTo) return null
  const { team, tournament } = invitedTo
  return (
    <section className="auth__invited" aria-labelledby="invited-heading" data-testid="invited">
      <h2 id="invited-heading" className="auth__invited-heading">
        {T.heading()}
      </h2>
      <div className="auth__invited-team">
        {team.logoUrl ? <img src={team.logoUrl} alt="" width={48} height={48} /> : null}
        <p>
          <strong>{T.team({ name: team.name, tournament: tournament.name })}</strong>
          <br />
          {T.captain({ name: team.captain })}
          <br />
          {team.freePlaces === 0
            ? T.full({ size: team.size, max: team.maxSize })
            : T.places({ size: team.size, max: team.maxSize, free: team.freePlaces })}
        </p>
      </div>
      <p>{T.lead()}</p>
    </section>
  )
}

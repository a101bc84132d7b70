import { useEffect, useId } from 'react'
import type { JoinBlock } from '#core/teams/team.schema.ts'
import { useSelector } from '#ui/shared/app/actor-handle.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { useInvitationActor } from './invitation-actor.ts'

/** A captain's invitation as the page's data hook hands it over (dates formatted in Kyiv time). */
export interface InvitationEntry {
  readonly teamId: string
  readonly teamName: string
  readonly captain: string
  /** The captain's Discord: the leader's contact Find a Team shows too (spec §2). */
  readonly captainDiscord: string
  readonly size: number
  readonly maxSize: number
  readonly tournament: {
    readonly slug: string
    readonly name: string
    readonly game: string
    readonly start: string
    readonly end: string
  }
  /** Why accepting cannot work now (the server's `joinRefusal`), or null. */
  readonly blocked: JoinBlock | null
}

/**
 * A captain's invitation in My tournaments (docs/teams.md "Invitations"), answered through core's
 * invitation machine: the team, its captain and the tournament, and Accept (unless the server said
 * why it cannot work now) and Decline. Once answered, the page's data is read again: the team shows
 * among the user's tournaments, and the invitation is gone.
 */
export const InvitationCard = ({ invitation }: { readonly invitation: InvitationEntry }) => {
  const { LL } = useI18n()
  const T = LL.myTournaments.invitations
  const actor = useInvitationActor({ teamId: invitation.teamId, mayAccept: invitation.blocked === null })
  const accepting = useSelector(actor, (snapshot) => snapshot.matches('accepting'))
  const declining = useSelector(actor, (snapshot) => snapshot.matches('declining'))
  const answered = useSelector(
    actor,
    (snapshot) => snapshot.matches('accepted') || snapshot.matches('declined'),
  )
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const headingId = useId()
  useEffect(() => {
    if (answered) readPageAgain()
  }, [answered])
  const { tournament } = invitation
  const busy = accepting || declining || answered
  return (
    <article className="card invitation" aria-labelledby={headingId}>
      <p className="eyebrow">{tournament.game}</p>
      <h3 id={headingId}>{T.title({ team: invitation.teamName })}</h3>
      <dl className="facts">
        <div className="facts__row">
          <dt>{T.tournament()}</dt>
          <dd>
            <LocalizedLink to={`/tournaments/${tournament.slug}`}>{tournament.name}</LocalizedLink>{' '}
            <span className="muted">
              {LL.myTournaments.games({ start: tournament.start, end: tournament.end })}
            </span>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{T.captain()}</dt>
          <dd>
            {invitation.captain}
            {invitation.captainDiscord ? (
              <span className="muted"> · Discord: {invitation.captainDiscord}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p>{LL.myTournaments.size({ size: invitation.size, max: invitation.maxSize })}</p>
      {invitation.blocked ? (
        <p className="muted" data-testid="invitation-blocked">
          {T.blocked[invitation.blocked]()}
        </p>
      ) : null}
      <FormAlert message={error} />
      <div className="invitation__actions">
        {invitation.blocked === null ? (
          <button
            type="button"
            className="button button--primary"
            aria-label={T.acceptLabel({ team: invitation.teamName })}
            disabled={busy}
            onClick={() => actor.send({ type: 'invitation.accept' })}
          >
            {accepting ? T.accepting() : T.accept()}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          aria-label={T.declineLabel({ team: invitation.teamName })}
          disabled={busy}
          onClick={() => actor.send({ type: 'invitation.decline' })}
        >
          {declining ? T.declining() : T.decline()}
        </button>
      </div>
    </article>
  )
}

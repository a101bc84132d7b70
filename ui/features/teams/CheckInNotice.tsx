import { useSelector } from '@xstate/react'
import type { Team } from '#core/teams/team.schema.ts'
import { canCheckInAt, checkInPhase, msUntilCheckInEdge } from '#core/teams/team-clock.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { countdownText } from './countdown.ts'
import { useTeamActor } from './team-actors.ts'

/**
 * The tournament page's word to a player whose team is in it and the tournament has check-in: when it
 * opens, how long it stays open (with a button to check in there and then), or that the team is in.
 * Run by core's team machine, as My tournaments is; nothing is shown once check-in has closed.
 */
export default function CheckInNotice({ team: initial, now }: { readonly team: Team; readonly now: number }) {
  const { LL } = useI18n()
  const T = LL.tournament.checkInNotice
  const actor = useTeamActor(initial, now)
  const team = useSelector(actor, (snapshot) => snapshot.context.team)
  const clock = useSelector(actor, (snapshot) => snapshot.context.now)
  const checkingIn = useSelector(actor, (snapshot) => snapshot.matches('checkingIn'))
  const phase = checkInPhase(team, clock)
  if (phase === 'none' || phase === 'closed' || team.state === 'dropped') return null
  const time = countdownText(LL.tournament, msUntilCheckInEdge(team, clock) ?? 0)
  return (
    <section className="card check-in-notice" aria-label={T.label()}>
      <p className="team-countdown">
        {phase === 'notOpen'
          ? T.opensIn({ name: team.name, time })
          : phase === 'open'
            ? T.open({ name: team.name, time })
            : T.done({ name: team.name })}
      </p>
      {phase === 'open' && canCheckInAt(team, clock) ? (
        <button
          type="button"
          className="button button--primary"
          disabled={checkingIn}
          onClick={() => actor.send({ type: 'checkIn.submit' })}
        >
          {T.action()}
        </button>
      ) : null}
      <LocalizedLink to="/profile/tournaments">{T.manage()}</LocalizedLink>
    </section>
  )
}

import { useData } from 'vike-react/useData'
import type { Eligibility, JoinStart } from '#core/teams/join-start.ts'
import { JoinFlow } from '#ui/features/teams/JoinFlow.tsx'
import { useJoinFlow } from '#ui/features/teams/join.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { LocalTime } from '#ui/shared/components/LocalTime.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** The flow from the first screen the server decided; its machine loads on first use. */
const Flow = ({
  tournamentId,
  tournamentPath,
  eligibility,
  start,
  registrationEnd,
}: {
  tournamentId: string
  tournamentPath: string
  eligibility: Eligibility | null
  start: JoinStart | null
  registrationEnd: string
}) => {
  const flow = useJoinFlow(
    eligibility ? { tournamentId, eligibility } : { tournamentId },
    start,
    tournamentPath,
  )
  return <JoinFlow flow={flow} registrationEnd={registrationEnd} />
}

/**
 * Registration for a tournament (spec §2): signed-in users only, while registration is open (the data
 * hook sends everyone else back). The join machine runs the rest: the filled profile, then Find a
 * Team or Create a Team, and the success screen. A user already in a team of it sees that team.
 */
export const Page = () => {
  const { key, id, name, registrationStart, registrationEnd, registrationEndInText, eligibility, start } =
    useData<Data>()
  const { LL } = useI18n()
  const T = LL.tournament.join
  return (
    <article className="container section join">
      <h1>{T.tournamentHeading({ name })}</h1>
      <section className="card" aria-label={LL.tournament.registrationStart()}>
        <dl className="facts">
          <dt>{LL.tournament.registrationStart()}</dt>
          <dd>
            <LocalTime moment={registrationStart} />
          </dd>
          <dt>{LL.tournament.registrationEnd()}</dt>
          <dd>
            <LocalTime moment={registrationEnd} />
          </dd>
        </dl>
        <p className="muted">{LL.tournament.kyivTime()}</p>
      </section>
      {start?.screen === 'inTeam' ? null : <p className="lead">{T.tournamentLead()}</p>}
      <Flow
        key={id}
        tournamentId={id}
        tournamentPath={`/tournaments/${key}`}
        eligibility={eligibility}
        start={start}
        registrationEnd={registrationEndInText}
      />
      <p className="back-link">
        <LocalizedLink to={`/tournaments/${key}`}>{T.backToTournament()}</LocalizedLink>
      </p>
    </article>
  )
}

import { useData } from 'vike-react/useData'
import { JoinScreen } from '#ui/features/teams/JoinScreens.tsx'
import { useJoin } from '#ui/features/teams/join.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/**
 * Registration for a tournament (spec §2): signed-in users only, while registration is open (the data
 * hook sends everyone else back). The join machine runs the rest: the filled profile, then Find a
 * Team or Create a Team, and the success screen. A user already in a team of it sees that team.
 */
export const Page = () => {
  const { key, id, name, registrationStart, registrationEnd, yourTeam } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.tournament.join
  const flow = useJoin({ tournamentId: id }, { tournamentPath: `/tournaments/${key}`, start: !yourTeam })
  return (
    <article className="container section join">
      <h1>{T.tournamentHeading({ name })}</h1>
      <section className="card" aria-label={LL.tournament.registrationStart()}>
        <dl className="facts">
          <dt>{LL.tournament.registrationStart()}</dt>
          <dd>
            <time dateTime={registrationStart.iso}>{registrationStart.text}</time>
          </dd>
          <dt>{LL.tournament.registrationEnd()}</dt>
          <dd>
            <time dateTime={registrationEnd.iso}>{registrationEnd.text}</time>
          </dd>
        </dl>
        <p className="muted">{LL.tournament.kyivTime()}</p>
      </section>
      {yourTeam ? (
        <p className="lead" data-testid="your-team">
          <LocalizedLink to="/profile/tournaments">{T.yourTeam({ name: yourTeam.name })}</LocalizedLink>
        </p>
      ) : (
        <>
          <p className="lead">{T.tournamentLead()}</p>
          <JoinScreen
            snapshot={flow.snapshot}
            send={flow.send}
            registrationEnd={registrationEnd.text}
            tournamentId={id}
          />
        </>
      )}
      <p className="back-link">
        <LocalizedLink to={`/tournaments/${key}`}>{T.backToTournament()}</LocalizedLink>
      </p>
    </article>
  )
}

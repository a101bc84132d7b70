import { useData } from 'vike-react/useData'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/**
 * Registration for a tournament (spec §2), reachable only by a signed-in user while registration is
 * open. It names the tournament and its registration window; registering a team is the join flow's.
 */
export const Page = () => {
  const { key, name, registrationStart, registrationEnd } = useData<Data>()
  const { LL } = useI18n()
  return (
    <article className="container section">
      <h1>{LL.tournament.join.tournamentHeading({ name })}</h1>
      <p className="lead">{LL.tournament.join.tournamentLead()}</p>
      <section className="card" aria-label={LL.tournament.join.tournamentHeading({ name })}>
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
      <p className="back-link">
        <LocalizedLink to={`/tournaments/${key}`}>{LL.tournament.join.backToTournament()}</LocalizedLink>
      </p>
    </article>
  )
}

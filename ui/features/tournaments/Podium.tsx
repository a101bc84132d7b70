import type { Placement } from '#core/tournaments/podium.ts'
import type { TeamRef } from '#core/tournaments/results.schema.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const Teams = ({ teams }: { teams: ReadonlyArray<TeamRef> }) => {
  const { LL } = useI18n()
  if (teams.length === 0) return <span className="muted">{LL.tournament.podium.toBeDecided()}</span>
  return (
    <>
      {teams.map((team) => (
        <span key={team.id} className="podium__team">
          {team.logo_url ? <img src={team.logo_url} alt="" width={40} height={40} loading="lazy" /> : null}
          <span className="podium__name">{team.name}</span>
        </span>
      ))}
    </>
  )
}

/**
 * Who won a finished tournament: the champion's banner, then second and third place, as core placed
 * them (`podium`). `resultsPath` links the overview to the full results; null on the results tab.
 * Without a podium yet (the last stage not finished) it says the results are being confirmed.
 */
export const Podium = ({
  podium,
  resultsPath,
}: {
  podium: ReadonlyArray<Placement> | null
  resultsPath: string | null
}) => {
  const { LL } = useI18n()
  const P = LL.tournament.podium
  const [champion, ...others] = podium ?? []
  return (
    <section aria-labelledby="podium-title" className="card podium" data-testid="podium">
      <h2 id="podium-title">{P.title()}</h2>
      {champion ? (
        <ol className="podium__places">
          <li className="podium__champion" data-testid="champion">
            <span className="podium__label">{P.champion()}</span>
            <Teams teams={champion.teams} />
          </li>
          {others.map((placement) => (
            <li key={placement.place} className="podium__place" data-place={placement.place}>
              <span className="podium__label">{P.place({ place: placement.place })}</span>
              <Teams teams={placement.teams} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{P.pending()}</p>
      )}
      {resultsPath ? (
        <p>
          <LocalizedLink to={resultsPath}>{P.allResults()}</LocalizedLink>
        </p>
      ) : null}
    </section>
  )
}

import type { ParticipantList } from '#core/tournaments/results.schema.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { MAX_SEARCH_LENGTH } from './search.ts'
import { tournamentTabPath } from './tabs.ts'

/** The teams, searchable by name with a GET form (the query in the URL, no JavaScript needed). */
export const ParticipantsTab = ({
  tournamentKey,
  search,
  participants,
}: {
  tournamentKey: string
  search: string
  participants: ParticipantList
}) => {
  const { LL, locale } = useI18n()
  const P = LL.tournament.participants
  const path = tournamentTabPath(tournamentKey, 'participants')
  return (
    <div className="tab-panel">
      <search>
        <form method="get" action={locale === 'uk' ? path : `/en${path}`} className="search-form">
          <label htmlFor="team-search">{P.searchLabel()}</label>
          <div className="search-form__row">
            <input
              id="team-search"
              name="search"
              type="search"
              defaultValue={search}
              maxLength={MAX_SEARCH_LENGTH}
              key={search}
            />
            <button type="submit" className="button button--small">
              {P.searchSubmit()}
            </button>
          </div>
        </form>
      </search>
      <p className="muted" role="status">
        {P.count({ count: participants.count })}
      </p>
      {participants.results.length === 0 ? (
        <p className="empty-state">{search === '' ? P.empty() : P.noMatch({ search })}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{P.caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{P.team()}</th>
                <th scope="col">{P.size()}</th>
                <th scope="col">{P.state()}</th>
              </tr>
            </thead>
            <tbody>
              {participants.results.map((team) => (
                <tr key={team.id}>
                  <th scope="row">
                    <span className="team">
                      <TeamLogo url={team.logo_url} />
                      {team.name}
                    </span>
                  </th>
                  <td>{team.size}</td>
                  <td>{P.states[team.state]()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** A team's logo beside its name (decorative: the name is the text), or an empty square. */
export const TeamLogo = ({ url }: { url: string | null }) =>
  url ? (
    <img className="team__logo" src={url} alt="" width={24} height={24} loading="lazy" />
  ) : (
    <span className="team__logo team__logo--none" aria-hidden="true" />
  )

import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { useData } from 'vike-react/useData'
import { isOrganiser } from '#core/accounts/roles.ts'
import { TOURNAMENT_STATUSES } from '#core/tournaments/tournament.schema.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { ConsolePages } from '#ui/features/console/ConsolePages.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

type Filter = Data['filter']

/** The list's link for a filter and a page, with only the parameters that are set. */
const listHref = (filter: Filter, page = 1): string => {
  const query = new URLSearchParams()
  if (filter.search !== '') query.set('search', filter.search)
  if (filter.status) query.set('status', filter.status)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '/console/tournaments' : `/console/tournaments?${search}`
}

/**
 * Every tournament, drafts too (moderators and organisers): searched by name or game and filtered by
 * status with a form that works without JavaScript. Organisers edit and create from here.
 */
export const Page = () => {
  const { role, filter, page, pages, count, rows } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.console.tournaments
  const organiser = isOrganiser(role)
  const filtered = filter.search !== '' || filter.status !== null
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      {organiser ? (
        <p>
          <LocalizedLink to="/console/tournaments/new" className="button button--primary">
            {T.newTournament()}
          </LocalizedLink>
        </p>
      ) : null}
      <search aria-label={T.filters.label()}>
        <form method="get" className="console-filters">
          <div className="field">
            <label className="field__label" htmlFor="tournament-search">
              {T.filters.search()}
            </label>
            <div className="field__control">
              <input
                id="tournament-search"
                className="field__input"
                type="search"
                name="search"
                defaultValue={filter.search}
              />
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="tournament-status">
              {T.filters.status()}
            </label>
            <select id="tournament-status" name="status" defaultValue={filter.status ?? ''}>
              <option value="">{T.filters.anyStatus()}</option>
              {TOURNAMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {T.statuses[status]()}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {T.filters.apply()}
          </button>
          {filtered ? <LocalizedLink to="/console/tournaments">{T.filters.clear()}</LocalizedLink> : null}
        </form>
      </search>
      <p role="status">{T.count({ count })}</p>
      {rows.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it
        <section className="console-table-box" tabIndex={0} aria-label={T.title()}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{T.columns.name()}</th>
                <th scope="col">{T.columns.game()}</th>
                <th scope="col">{T.columns.status()}</th>
                <th scope="col">{T.columns.games()}</th>
                <th scope="col">{T.columns.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  <td>{row.game}</td>
                  <td>{T.statuses[row.status]()}</td>
                  <td>
                    <time dateTime={row.gamesStart}>{row.games}</time>
                  </td>
                  <td>
                    <ul className="console-actions">
                      {organiser ? (
                        <li>
                          <LocalizedLink to={`/console/tournaments/${row.id}`}>
                            {T.edit({ name: row.name })}
                          </LocalizedLink>
                        </li>
                      ) : null}
                      <li>
                        <LocalizedLink to={`/console/tournaments/${row.id}/teams`}>
                          {T.teams({ name: row.name })}
                        </LocalizedLink>
                      </li>
                      <li>
                        <LocalizedLink to={`/console/tournaments/${row.id}/stages`}>
                          {T.results({ name: row.name })}
                        </LocalizedLink>
                      </li>
                      {organiser ? (
                        <li>
                          <LocalizedLink to={`/console/tournaments/${row.id}/payouts`}>
                            {T.payouts({ name: row.name })}
                          </LocalizedLink>
                        </li>
                      ) : null}
                      <li>
                        <LocalizedLink to={`/tournaments/${row.slug}`}>
                          {T.publicPage({ name: row.name })}
                        </LocalizedLink>
                      </li>
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConsolePages page={page} pages={pages} hrefOf={(p) => listHref(filter, p)} />
    </div>
  )
}

import { useData } from 'vike-react/useData'
import type { TournamentFilter } from '#core/tournaments/tournament.schema.ts'
import { listHref } from '#ui/features/tournaments/list-links.ts'
import { MAX_SEARCH_LENGTH } from '#ui/features/tournaments/search.ts'
import { TournamentCard } from '#ui/features/tournaments/TournamentCard.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

const FILTERS: readonly TournamentFilter[] = ['all', 'upcoming', 'active', 'finished']

/**
 * The tournaments (spec §2): filters, search and pages are links and a GET form, so a filtered list
 * can be shared, reloads the same and works without JavaScript.
 */
export const Page = () => {
  const { filter, search, page, pages, count, cards } = useData<Data>()
  const { LL, locale } = useI18n()
  const L = LL.tournament.list
  const action = locale === 'uk' ? '/tournaments' : '/en/tournaments'
  return (
    <div className="container section">
      <h1>{LL.tournament.list.title()}</h1>
      <p className="lead">{LL.tournament.list.lead()}</p>
      <div className="list-tools">
        <nav aria-label={L.filters.label()} className="filter-nav">
          <ul>
            {FILTERS.map((key) => (
              <li key={key}>
                <LocalizedLink
                  to={listHref({ filter: key, search, page: 1 })}
                  aria-current={key === filter ? 'page' : undefined}
                >
                  {L.filters[key]()}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <search>
          <form method="get" action={action} className="search-form">
            <label htmlFor="tournament-search">{L.search.label()}</label>
            <div className="search-form__row">
              <input
                id="tournament-search"
                name="search"
                type="search"
                defaultValue={search}
                maxLength={MAX_SEARCH_LENGTH}
                key={search}
              />
              {filter === 'all' ? null : <input type="hidden" name="filter" value={filter} />}
              <button type="submit" className="button button--small">
                {L.search.submit()}
              </button>
            </div>
            {search === '' ? null : (
              <LocalizedLink to={listHref({ filter, search: '', page: 1 })}>{L.search.clear()}</LocalizedLink>
            )}
          </form>
        </search>
      </div>
      <p className="muted" role="status">
        {L.found({ count })}
      </p>
      {cards.length === 0 ? (
        <div className="empty-state">
          <h2>{L.emptyTitle()}</h2>
          <p className="muted">{L.emptyBody()}</p>
        </div>
      ) : (
        <ul className="tournament-grid">
          {cards.map((card) => (
            <li key={card.key}>
              <TournamentCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={L.pagination.label()} className="pagination">
          {page > 1 ? (
            <LocalizedLink to={listHref({ filter, search, page: page - 1 })} rel="prev">
              {L.pagination.previous()}
            </LocalizedLink>
          ) : null}
          <span>{L.pagination.page({ page, pages })}</span>
          {page < pages ? (
            <LocalizedLink to={listHref({ filter, search, page: page + 1 })} rel="next">
              {L.pagination.next()}
            </LocalizedLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

import '#ui/features/news/news.css'
import { useData } from 'vike-react/useData'
import { NEWS_TABS } from '#core/news/tabs.ts'
import { newsListHref } from '#ui/features/news/cards.ts'
import { NewsCard } from '#ui/features/news/NewsCard.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/**
 * News and cases (spec §3): the tabs and pages are links (`?category=`, `?page=`), so a tab can be
 * shared, reloads the same and works without JavaScript; with it, a click is a client navigation.
 */
export const Page = () => {
  const { tab, page, pages, count, cards } = useData<Data>()
  const { LL } = useI18n()
  const N = LL.news
  return (
    <div className="container section">
      <h1>{N.title()}</h1>
      <p className="lead">{N.lead()}</p>
      <nav aria-label={N.tabs.label()} className="filter-nav">
        <ul>
          {NEWS_TABS.map((key) => (
            <li key={key}>
              <LocalizedLink to={newsListHref(key, 1)} aria-current={key === tab ? 'page' : undefined}>
                {N.tabs[key]()}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="muted" role="status">
        {N.found({ count })}
      </p>
      {cards.length === 0 ? (
        <p className="empty-state">{N.empty()}</p>
      ) : (
        <ul className="news-grid">
          {cards.map((card) => (
            <li key={card.id}>
              <NewsCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={N.pagination.label()} className="news-pages">
          <ul>
            {page > 1 ? (
              <li>
                <LocalizedLink to={newsListHref(tab, page - 1)} rel="prev">
                  {N.pagination.previous()}
                </LocalizedLink>
              </li>
            ) : null}
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <LocalizedLink
                  to={newsListHref(tab, number)}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={N.pagination.goTo({ page: number })}
                >
                  {number}
                </LocalizedLink>
              </li>
            ))}
            {page < pages ? (
              <li>
                <LocalizedLink to={newsListHref(tab, page + 1)} rel="next">
                  {N.pagination.next()}
                </LocalizedLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}

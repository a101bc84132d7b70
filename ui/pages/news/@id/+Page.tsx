import '#ui/features/news/news.css'
import { useData } from 'vike-react/useData'
import { NewsCard } from '#ui/features/news/NewsCard.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** A news item or case: its category, date, title, cover and body, then more items. */
export const Page = () => {
  const { article, more } = useData<Data>()
  const { LL, locale } = useI18n()
  const N = LL.news
  // The item's own texts carry its language when it is the other one; the labels are the page's.
  const lang = article.lang === locale ? undefined : article.lang
  return (
    <div className="container section">
      <article className="news-article">
        <p className="news-card__meta">
          <span className={`news-badge news-badge--${article.category}`}>
            {N.category[article.category]()}
          </span>
          <time dateTime={article.date.iso}>{article.date.text}</time>
        </p>
        <h1 lang={lang}>{article.title}</h1>
        <p className="lead" lang={lang}>
          {article.summary}
        </p>
        {article.cover ? (
          <img
            className="news-article__cover"
            src={article.cover.url}
            width={article.cover.width}
            height={article.cover.height}
            alt=""
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
        <div
          className="news-article__body"
          lang={lang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered on the server without raw HTML (markdown.server.ts)
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      </article>
      {more.length > 0 ? (
        <section aria-labelledby="news-more" className="section">
          <h2 id="news-more">{N.more()}</h2>
          <ul className="news-grid">
            {more.map((card) => (
              <li key={card.id}>
                <NewsCard card={card} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <LocalizedLink to="/news">{N.back()}</LocalizedLink>
      </p>
    </div>
  )
}

import './news.css'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { NewsCardView } from './cards.ts'

/**
 * A card of the list and of "more items": cover, category, date, title and summary. The cover is
 * decorative (the title beside it names the item). An item in the other language carries its `lang`.
 */
export const NewsCard = ({ card, headingLevel = 2 }: { card: NewsCardView; headingLevel?: 2 | 3 }) => {
  const { LL, locale } = useI18n()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="news-card" aria-labelledby={`news-${card.id}`}>
      {card.cover ? (
        <img
          className="news-card__cover"
          src={card.cover.url}
          width={card.cover.width}
          height={card.cover.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="news-card__body">
        <p className="news-card__meta">
          <span className={`news-badge news-badge--${card.category}`}>
            {LL.news.category[card.category]()}
          </span>
          <time dateTime={card.date.iso}>{card.date.text}</time>
        </p>
        <div lang={card.lang === locale ? undefined : card.lang}>
          <Heading className="news-card__title" id={`news-${card.id}`}>
            <LocalizedLink to={`/news/${card.id}`}>{card.title}</LocalizedLink>
          </Heading>
          <p className="news-card__summary">{card.summary}</p>
        </div>
      </div>
    </article>
  )
}

import { LandingPicture, LandingSection } from './LandingSection.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingNews } from './landing.ts'

/** The latest news items and cases, each linking to its article. */
export const LatestNews = ({
  news,
  T,
  at,
}: {
  readonly news: ReadonlyArray<LandingNews>
  readonly T: LandingLabels['news']
  readonly at: (path: string) => string
}) => (
  <LandingSection id="news-title" title={T.heading} more={{ href: at('/news'), label: T.all }}>
    <ul className="card-grid">
      {news.map((item) => (
        <li key={item.id} className="card landing-card">
          {item.cover ? <LandingPicture image={item.cover} className="landing-news__cover" /> : null}
          <p className="eyebrow">
            {item.category} · <time dateTime={item.published.iso}>{item.published.text}</time>
          </p>
          <h3 className="card__title" lang={item.title.lang}>
            <a href={at(`/news/${item.id}`)}>{item.title.text}</a>
          </h3>
          {item.summary ? (
            <p className="muted" lang={item.summary.lang}>
              {item.summary.text}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  </LandingSection>
)

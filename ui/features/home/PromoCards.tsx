import type { LandingLabels } from './labels.ts'

/** What the community offers streamers (to their application) and sponsors (to the partners). */
export const PromoCards = ({
  T,
  at,
}: {
  readonly T: LandingLabels['promo']
  readonly at: (path: string) => string
}) => (
  <section className="container section" aria-labelledby="promo-title">
    <h2 id="promo-title" className="visually-hidden">
      {T.heading}
    </h2>
    <ul className="card-grid">
      {[
        { promo: T.streamers, to: '/producing' },
        { promo: T.sponsors, to: '/partners' },
      ].map(({ promo, to }) => (
        <li key={to} className="card landing-promo">
          <h3 className="card__title">{promo.title}</h3>
          <p className="muted">{promo.body}</p>
          <a href={at(to)} className="button button--primary">
            {promo.action}
          </a>
        </li>
      ))}
    </ul>
  </section>
)

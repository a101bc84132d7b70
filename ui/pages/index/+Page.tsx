import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const PILLARS = ['tournaments', 'teams', 'streams', 'partners'] as const

export const Page = () => {
  const { LL } = useI18n()
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="eyebrow">{LL.home.hero.eyebrow()}</p>
          <h1 id="hero-title" className="hero__title">
            {LL.home.hero.title()}
          </h1>
          <p className="hero__lead">{LL.home.hero.lead()}</p>
          <div className="hero__actions">
            <LocalizedLink to="/tournaments" className="button button--primary">
              {LL.home.hero.primary()}
            </LocalizedLink>
            <LocalizedLink to="/about" className="button button--ghost">
              {LL.home.hero.secondary()}
            </LocalizedLink>
          </div>
        </div>
      </section>
      <section className="container section" aria-labelledby="pillars-title">
        <h2 id="pillars-title" className="visually-hidden">
          {LL.home.pillars.label()}
        </h2>
        <ul className="card-grid">
          {PILLARS.map((key) => (
            <li key={key} className="card">
              <h3 className="card__title">{LL.home.pillars[key].title()}</h3>
              <p className="muted">{LL.home.pillars[key].body()}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

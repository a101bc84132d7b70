import { useData } from 'vike-react/useData'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'
import '#ui/features/inquiries/inquiries.css'

/** `/services`: what the community offers organisers and brands, each with a way to the contact form. */
export const Page = () => {
  const { LL, locale } = useI18n()
  const { services } = useData<Data>()
  const texts = LL.community.services
  const langOf = (lang: string) => (lang === locale ? undefined : lang)
  return (
    <div className="container section">
      <h1>{texts.heading()}</h1>
      <p className="lead">{texts.lead()}</p>
      {services.length === 0 ? <p className="muted">{texts.empty()}</p> : null}
      <ul className="community-list">
        {services.map((service) => (
          <li key={service.id} className="community-card">
            <h2 lang={langOf(service.title.lang)}>{service.title.text}</h2>
            {service.summary ? (
              <p className="muted" lang={langOf(service.summary.lang)}>
                {service.summary.text}
              </p>
            ) : null}
            {service.points.length > 0 ? (
              <ul className="service-points" lang={langOf(service.pointsLang)}>
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
            <LocalizedLink
              to="/contacts"
              className="button button--ghost"
              aria-label={texts.ctaLabel({ service: service.title.text })}
            >
              {texts.cta()}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

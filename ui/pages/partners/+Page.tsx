import { useData } from 'vike-react/useData'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'
import '#ui/features/inquiries/inquiries.css'

/**
 * `/partners`: partners and sponsors by tier, each with its logo, link and a short text. A sponsor's
 * link is paid: `rel="sponsored"` (and, like every outside link, `noopener noreferrer`).
 */
export const Page = () => {
  const { LL, locale } = useI18n()
  const { groups } = useData<Data>()
  const texts = LL.community.partners
  return (
    <div className="container section">
      <h1>{texts.heading()}</h1>
      <p className="lead">{texts.lead()}</p>
      {groups.length === 0 ? <p className="muted">{texts.empty()}</p> : null}
      {groups.map((group) => (
        <section key={group.tier} aria-labelledby={`tier-${group.tier}`}>
          <h2 id={`tier-${group.tier}`}>{texts.tiers[group.tier]()}</h2>
          <ul className="community-list">
            {group.partners.map((partner) => (
              <li key={partner.id} className="community-card">
                {partner.logo ? (
                  // The name follows as the heading: the logo says nothing more.
                  <img
                    className="partner-logo"
                    src={partner.logo.src}
                    width={partner.logo.width}
                    height={partner.logo.height}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
                <h3>{partner.name}</h3>
                {partner.sponsor ? <span className="partner-badge">{texts.sponsor()}</span> : null}
                {partner.summary ? (
                  <p
                    className="muted"
                    lang={partner.summary.lang === locale ? undefined : partner.summary.lang}
                  >
                    {partner.summary.text}
                  </p>
                ) : null}
                <a
                  href={partner.url}
                  rel={partner.sponsor ? 'noopener noreferrer sponsored' : 'noopener noreferrer'}
                >
                  {texts.visit({ name: partner.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        {texts.become()} <LocalizedLink to="/contacts">{texts.becomeLink()}</LocalizedLink>
      </p>
    </div>
  )
}

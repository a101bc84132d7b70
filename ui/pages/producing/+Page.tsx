import { useData } from 'vike-react/useData'
import { InquiryForm } from '#ui/features/inquiries/InquiryForm.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'
import '#ui/features/inquiries/inquiries.css'

const OFFERS = ['growth', 'tournaments', 'production', 'partners'] as const

/** `/producing`: what the community offers a streamer, then the streamer application (spec §3). */
export const Page = () => {
  const { LL } = useI18n()
  const { started } = useData<Data>()
  const texts = LL.community.producing
  return (
    <div className="container section">
      <h1>{texts.heading()}</h1>
      <p className="lead">{texts.lead()}</p>
      <p>
        <LocalizedLink to="/streamers">{texts.streamersLink()}</LocalizedLink>
      </p>
      <section aria-labelledby="producing-offers">
        <h2 id="producing-offers">{texts.offersHeading()}</h2>
        <ul className="community-list">
          {OFFERS.map((offer) => (
            <li key={offer} className="community-card">
              <h3>{texts.offers[offer].title()}</h3>
              <p className="muted">{texts.offers[offer].text()}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="community-card" aria-labelledby="streamer-application">
        <h2 id="streamer-application">{texts.formHeading()}</h2>
        <p>{texts.formLead()}</p>
        <InquiryForm kind="streamer" started={started} />
      </section>
    </div>
  )
}

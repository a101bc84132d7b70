import { useData } from 'vike-react/useData'
import { InquiryForm } from '#ui/features/inquiries/InquiryForm.tsx'
import { ChannelLinks } from '#ui/shared/components/ChannelLinks.tsx'
import { useCommunityChannels } from '#ui/shared/components/community.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'
import '#ui/features/inquiries/inquiries.css'

/** `/contacts`: the contact form (spec §2, §3) and the community's channels and address. */
export const Page = () => {
  const { LL } = useI18n()
  const { started, contactEmail } = useData<Data>()
  const channels = useCommunityChannels()
  return (
    <div className="container section">
      <h1>{LL.community.contacts.heading()}</h1>
      <p className="lead">{LL.community.contacts.lead()}</p>
      <div className="community-grid">
        <section className="community-card" aria-labelledby="contact-form">
          <h2 id="contact-form">{LL.community.contacts.formHeading()}</h2>
          <InquiryForm kind="contact" started={started} />
        </section>
        {channels.length > 0 || contactEmail ? (
          <section className="community-card" aria-labelledby="contact-channels">
            <h2 id="contact-channels">{LL.community.contacts.channelsHeading()}</h2>
            <ul className="community-links">
              {contactEmail ? (
                <li>
                  {LL.community.contacts.email()}: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </li>
              ) : null}
              <ChannelLinks channels={channels} />
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}

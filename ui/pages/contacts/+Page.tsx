import { ChannelLinks } from '#ui/shared/components/ChannelLinks.tsx'
import { useCommunityChannels } from '#ui/shared/components/community.ts'
import { SectionIntro } from '#ui/shared/components/SectionIntro.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** Until the contact form lands, the configured community channels are the ways to write to us. */
export const Page = () => {
  const { LL } = useI18n()
  const channels = useCommunityChannels()
  return (
    <SectionIntro section="contacts">
      {channels.length > 0 ? (
        <section aria-labelledby="contact-channels">
          <p id="contact-channels">{LL.sections.contacts.channels()}</p>
          <ul>
            <ChannelLinks channels={channels} />
          </ul>
        </section>
      ) : null}
    </SectionIntro>
  )
}

import { usePageContext } from 'vike-react/usePageContext'
import { useCommunityChannels } from '#ui/components/community.ts'
import { LegalDocument } from '#ui/components/LegalDocument.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'
import { joinText } from './join-text.ts'

const SECTIONS = ['mission', 'community', 'tournaments', 'fairPlay', 'streamersAndPartners'] as const

export const Page = () => {
  const { LL, locale } = useI18n()
  const { signInProviders } = usePageContext()
  const channels = useCommunityChannels()
  const discord = channels.find(({ channel }) => channel === 'discord')
  const about = LL.documents.about
  return (
    <LegalDocument
      heading={about.heading()}
      lead={about.lead()}
      sections={[
        ...SECTIONS.map((id) => ({
          id,
          title: about.sections[id].title(),
          body: about.sections[id].body(),
          extra:
            id === 'community' && discord ? (
              <p>
                {about.sections.community.discord()}{' '}
                <a href={discord.url} rel="noopener noreferrer">
                  {about.sections.community.discordLink()}
                </a>
              </p>
            ) : undefined,
        })),
        {
          id: 'join',
          title: about.sections.join.title(),
          body: joinText(LL, locale, {
            providers: signInProviders.map(({ name }) => name),
            hasChannels: channels.length > 0,
          }),
        },
      ]}
    />
  )
}

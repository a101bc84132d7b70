import { usePageContext } from 'vike-react/usePageContext'
import { joinText } from '#ui/features/content/join-text.ts'
import { useCommunityChannels } from '#ui/shared/components/community.ts'
import { LegalDocument } from '#ui/shared/components/LegalDocument.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

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

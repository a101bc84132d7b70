import { LegalDocument } from '#ui/components/LegalDocument.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'

const SECTIONS = ['mission', 'community', 'tournaments', 'fairPlay', 'streamersAndPartners', 'join'] as const

export const Page = () => {
  const { LL } = useI18n()
  return (
    <LegalDocument
      heading={LL.about.heading()}
      lead={LL.about.lead()}
      sections={SECTIONS.map((id) => ({
        id,
        title: LL.about.sections[id].title(),
        body: LL.about.sections[id].body(),
      }))}
    />
  )
}

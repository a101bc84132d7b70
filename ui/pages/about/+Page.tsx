import { LegalDocument } from '#ui/components/LegalDocument.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'

const SECTIONS = ['mission', 'community', 'tournaments', 'fairPlay', 'streamersAndPartners', 'join'] as const

export const Page = () => {
  const { LL } = useI18n()
  return (
    <LegalDocument
      heading={LL.documents.about.heading()}
      lead={LL.documents.about.lead()}
      sections={SECTIONS.map((id) => ({
        id,
        title: LL.documents.about.sections[id].title(),
        body: LL.documents.about.sections[id].body(),
      }))}
    />
  )
}

import { LegalDocument } from '#ui/shared/components/LegalDocument.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'cookies',
  'retention',
  'sharing',
  'rights',
  'security',
  'children',
  'inquiries',
  'changes',
] as const

export const Page = () => {
  const { LL } = useI18n()
  return (
    <LegalDocument
      heading={LL.documents.policy.heading()}
      lead={LL.documents.policy.lead()}
      effective={LL.documents.policy.effective()}
      sections={SECTIONS.map((id) => ({
        id,
        title: LL.documents.policy.sections[id].title(),
        body: LL.documents.policy.sections[id].body(),
      }))}
    />
  )
}

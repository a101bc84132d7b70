import { LegalDocument } from '#ui/components/LegalDocument.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'

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
      heading={LL.policy.heading()}
      lead={LL.policy.lead()}
      effective={LL.policy.effective()}
      sections={SECTIONS.map((id) => ({
        id,
        title: LL.policy.sections[id].title(),
        body: LL.policy.sections[id].body(),
      }))}
    />
  )
}

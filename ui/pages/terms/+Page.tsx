import { IMAGE_MAX_MB, SVG_MAX_MB } from '#core/shared/uploads/image-rules.ts'
import { LegalDocument } from '#ui/shared/components/LegalDocument.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const SECTIONS = [
  'acceptance',
  'accounts',
  'conduct',
  'tournaments',
  'fairPlay',
  'prizes',
  'content',
  'inquiries',
  'liability',
  'changes',
  'contact',
] as const

export const Page = () => {
  const { LL } = useI18n()
  return (
    <LegalDocument
      heading={LL.documents.terms.heading()}
      lead={LL.documents.terms.lead()}
      effective={LL.documents.terms.effective()}
      sections={SECTIONS.map((id) => ({
        id,
        title: LL.documents.terms.sections[id].title(),
        // The upload limits, where a section tells them, come from the rules themselves.
        body: LL.documents.terms.sections[id].body({ max: IMAGE_MAX_MB, svgMax: SVG_MAX_MB }),
      }))}
    />
  )
}

import { SectionIntro } from '#ui/shared/components/SectionIntro.tsx'

export const Page = () => <SectionIntro section="services" />

import { SectionIntro } from '#ui/components/SectionIntro.tsx'

export const Page = () => <SectionIntro section="tournaments" />

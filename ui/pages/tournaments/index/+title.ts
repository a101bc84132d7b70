import { fromDictionary } from '#ui/i18n/i18n.tsx'

export default fromDictionary((LL) => `${LL.sections.tournaments.title()} — ${LL.meta.siteName()}`)

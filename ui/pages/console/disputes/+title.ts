import { fromDictionary } from '#ui/shared/i18n/i18n.tsx'

export default fromDictionary((LL) => `${LL.disputes.title()} — ${LL.meta.siteName()}`)

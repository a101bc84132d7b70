import { fromDictionary } from '#ui/i18n/i18n.tsx'

export default fromDictionary((LL) => LL.account.confirmEmail.title())

import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The page's texts, and the account's (field and flow messages), load before it renders.
export const onBeforeRenderClient = loadsNamespaces('account', 'myTournaments')

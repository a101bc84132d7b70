import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The page's texts and the fields' texts (with the validation and flow messages), side by side.
export const onBeforeRenderClient = loadsNamespaces('account', 'community')

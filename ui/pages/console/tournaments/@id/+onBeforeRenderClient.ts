import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The editor shows field errors, whose texts live in the `account` namespace (validation messages).
export const onBeforeRenderClient = loadsNamespaces('console', 'account')

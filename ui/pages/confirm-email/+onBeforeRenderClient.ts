import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The page's texts (with the flow and validation messages) are the account namespace's chunk.
export const onBeforeRenderClient = loadsNamespace('account')

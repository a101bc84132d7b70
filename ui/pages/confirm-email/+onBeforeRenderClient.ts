import { loadsNamespace } from '#ui/i18n/i18n.tsx'

// The page's texts (with the flow and validation messages) are the account namespace's chunk.
export const onBeforeRenderClient = loadsNamespace('account')

import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The screen's texts (with the flow and validation messages) are their own chunk.
export const onBeforeRenderClient = loadsNamespace('account')

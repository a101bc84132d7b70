import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The registration window's labels are the tournament page's texts (their own chunk).
export const onBeforeRenderClient = loadsNamespace('tournament')

import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The invitation's texts are the tournament namespace's (their own chunk).
export const onBeforeRenderClient = loadsNamespace('tournament')

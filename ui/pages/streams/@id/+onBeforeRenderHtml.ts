import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The streamers' texts are loaded on the server only where shown.
export const onBeforeRenderHtml = loadsNamespace('streamers')

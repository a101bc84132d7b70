import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The console's texts are their own chunk, loaded before its pages render in the browser.
export const onBeforeRenderClient = loadsNamespace('console')

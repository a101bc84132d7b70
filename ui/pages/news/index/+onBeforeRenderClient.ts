import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The news texts are their own chunk, loaded before the page renders in the browser.
export const onBeforeRenderClient = loadsNamespace('news')

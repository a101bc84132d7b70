import { loadsNamespace } from '#ui/i18n/i18n.tsx'

// The long texts of this page are their own chunk, loaded before the page renders in the browser.
export const onBeforeRenderClient = loadsNamespace('documents')

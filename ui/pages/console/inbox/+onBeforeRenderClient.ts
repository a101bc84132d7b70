import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The console's texts and the inbox's own, loaded side by side before the page renders in the browser.
export const onBeforeRenderClient = loadsNamespaces('console', 'inbox')

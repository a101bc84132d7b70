import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The console's texts and the disputes' own, loaded side by side before the page renders in the browser.
export const onBeforeRenderClient = loadsNamespaces('console', 'disputes')

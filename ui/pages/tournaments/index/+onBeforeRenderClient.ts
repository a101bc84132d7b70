import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The tournaments' texts are their own chunk, loaded before the page renders in the browser.
export const onBeforeRenderClient = loadsNamespace('tournament')

import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The page's texts are the tournaments' chunk, loaded before the page renders in the browser.
export const onBeforeRenderClient = loadsNamespace('tournament')

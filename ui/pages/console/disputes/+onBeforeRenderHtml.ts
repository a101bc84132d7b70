import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The server render needs the same texts as the browser's (+onBeforeRenderClient.ts).
export const onBeforeRenderHtml = loadsNamespaces('console', 'disputes')

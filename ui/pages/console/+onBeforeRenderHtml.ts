import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The server render needs the same texts (ui/+onBeforeRenderHtml.ts registers the others up front).
export const onBeforeRenderHtml = loadsNamespace('console')

import { loadsNamespace } from '#ui/i18n/i18n.tsx'

export const onBeforeRenderHtml = loadsNamespace('account')

import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

export const onBeforeRenderHtml = loadsNamespace('account')

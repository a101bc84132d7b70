import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The form texts and messages (the account namespace) are loaded on the server only where shown.
export const onBeforeRenderHtml = loadsNamespace('account')

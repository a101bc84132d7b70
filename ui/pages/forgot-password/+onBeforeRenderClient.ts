import { loadsNamespaces } from '#ui/shared/i18n/i18n.tsx'

// The screen's texts and the fields' texts (with the flow and validation messages) are two chunks,
// side by side: the profile loads the second without the sign-in screens' texts.
export const onBeforeRenderClient = loadsNamespaces('account', 'auth')

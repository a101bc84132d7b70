import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The profile and sign-out texts live in the account namespace, out of every other page's chunk.
export const onBeforeRenderClient = loadsNamespace('account')

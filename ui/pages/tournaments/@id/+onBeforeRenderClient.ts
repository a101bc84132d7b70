import type { PageContextClient } from 'vike/types'
import { splitLocale } from '#core/i18n/locale.ts'
import { ensureNamespace } from '#ui/i18n/i18n.tsx'

export const onBeforeRenderClient = (pageContext: PageContextClient): Promise<void> =>
  ensureNamespace(pageContext.locale ?? splitLocale(pageContext.urlParsed.pathname).locale, 'tournament')

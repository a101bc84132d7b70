import type { PageContextClient } from 'vike/types'
import { splitLocale } from '#core/i18n/locale.ts'
import { ensureNamespace } from '#ui/i18n/i18n.tsx'

// The section's introduction texts are their own chunk, loaded before the page renders in the browser.
export const onBeforeRenderClient = (pageContext: PageContextClient): Promise<void> =>
  ensureNamespace(pageContext.locale ?? splitLocale(pageContext.urlParsed.pathname).locale, 'sections')

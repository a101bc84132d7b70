import type { PageContextClient } from 'vike/types'
import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The section's introduction and the tournaments' texts are their own chunks, loaded before the page
// renders in the browser.
const sections = loadsNamespace('sections')
const tournament = loadsNamespace('tournament')

export const onBeforeRenderClient = async (pageContext: PageContextClient): Promise<void> => {
  await Promise.all([sections(pageContext), tournament(pageContext)])
}

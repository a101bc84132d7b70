import type { PageContextClient } from 'vike/types'
import { focusNewPage } from '#ui/shared/app/page-focus.ts'

// vike-react updates the title, description and lang after a client navigation; the canonical URL,
// the hreflang alternates and the robots tag of the new page are brought up to date here. Their code
// loads with the first client navigation: the first page's came from the server.
export const onAfterRenderClient = async (pageContext: PageContextClient): Promise<void> => {
  focusNewPage(document, pageContext)
  if (pageContext.isHydration) return
  const { replaceHeadLinks } = await import('#ui/shared/components/head-links.ts')
  replaceHeadLinks(pageContext, document.head)
}

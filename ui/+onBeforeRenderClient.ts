import type { PageContextClient } from 'vike/types'
import { ensureLocale } from '#ui/i18n/i18n.tsx'

type ServerSettings = Pick<PageContextClient, 'origin' | 'buildId' | 'communityLinks' | 'renderYear'>
let serverSettings: ServerSettings | undefined

export const onBeforeRenderClient = async (pageContext: PageContextClient): Promise<void> => {
  // The server's settings arrive with the first page only; client navigations reuse them.
  if (pageContext.isHydration || serverSettings === undefined) {
    const { origin, buildId, communityLinks, renderYear } = pageContext
    serverSettings = { origin, buildId, communityLinks, renderYear }
  } else {
    Object.assign(pageContext, serverSettings)
  }
  // The browser downloads only the dictionary of the page's language, before hydration and before
  // each client navigation that changes the language.
  await ensureLocale(pageContext.locale)
}

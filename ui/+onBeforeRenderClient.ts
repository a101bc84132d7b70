import type { PageContextClient } from 'vike/types'
import { splitLocale } from '#core/shared/i18n/locale.ts'
import { setUpBrowser } from '#ui/shared/app/browser.ts'
import { startInspector } from '#ui/shared/app/inspect.ts'
import { reactDomStarted } from '#ui/shared/app/react-dom-client.ts'
import { ensureLocale } from '#ui/shared/i18n/i18n.tsx'

type ServerSettings = Pick<
  PageContextClient,
  'origin' | 'buildId' | 'communityLinks' | 'signInProviders' | 'renderYear'
>
let serverSettings: ServerSettings | undefined
type Session = Pick<PageContextClient, 'user' | 'signedIn' | 'sessionExpired'>
let session: Session | undefined

export const onBeforeRenderClient = async (pageContext: PageContextClient): Promise<void> => {
  // The server's settings arrive with the first page only; client navigations reuse them.
  if (pageContext.isHydration) {
    setUpBrowser()
    // Development only: attaches the Stately inspector when asked (?inspect).
    if (import.meta.env.DEV) await startInspector()
  }
  if (pageContext.isHydration || serverSettings === undefined) {
    const { origin, buildId, communityLinks, signInProviders, renderYear } = pageContext
    serverSettings = { origin, buildId, communityLinks, signInProviders, renderYear }
  } else {
    Object.assign(pageContext, serverSettings)
  }
  // The session the server read for this navigation; an error page rendered in the browser after a
  // failed navigation has none, and keeps showing the last one (the header's signed-in state).
  if ('user' in pageContext) {
    const { user, signedIn, sessionExpired } = pageContext
    session = { user, signedIn, sessionExpired }
  } else if (session) Object.assign(pageContext, session)
  // The browser downloads only the dictionary of the page's language, before hydration and before
  // each client navigation that changes the language.
  // An error page rendered for a failed client navigation may come without the routing hooks' values.
  pageContext.locale ??= splitLocale(pageContext.urlParsed.pathname).locale
  await Promise.all([ensureLocale(pageContext.locale), reactDomStarted])
}

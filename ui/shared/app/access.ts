/**
 * The page guard of ADR 0016: one guard for every page, driven by the `access` config.
 *
 * How a page says who may see it: put a `+access.ts` in its folder (it also covers the folder's
 * children), e.g. `ui/pages/login/+access.ts`:
 *
 * ```ts
 * import type { Access } from '#core/accounts/access.ts'
 *
 * export default 'guest' satisfies Access
 * ```
 *
 * - `'guest'`: guest only (`/auth`, `/login`, `/login/@provider/callback`); a signed-in user goes to
 *   the safe `redirect` query value or to `/profile`;
 * - `'user'`: signed-in only (`/profile/**`, `/tournaments/join/@id`, `/join/**`); a guest goes to
 *   `/login?redirect={path}` and comes back after signing in.
 *
 * Do not add a page's own `+guard.ts`: it would replace this one. A page that needs more (e.g. the
 * registration window of `/tournaments/join/@id`) checks it in its `+data.ts`, which runs after.
 * The guard runs on the server only (`meta.guard` in ui/+config.ts): at first load, and for every
 * client navigation, when the browser fetches the page's context and the server re-reads the session.
 */
import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { decideAccess } from '#core/accounts/access.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'

export const accessGuard = (pageContext: PageContextServer): void => {
  const { urlParsed } = pageContext
  const decision = decideAccess({
    access: pageContext.config.access,
    signedIn: pageContext.signedIn,
    locale: pageContext.locale,
    pathWithQuery: `${localizePath(urlParsed.pathname, pageContext.locale)}${urlParsed.searchOriginal ?? ''}`,
    redirectQuery: urlParsed.search.redirect,
    signInMethod: pageContext.signInMethod ?? undefined,
  })
  if (decision.kind === 'redirect') throw redirect(decision.to)
}

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
 *   `/login?redirect={path}` and comes back after signing in;
 * - `'moderator'`, `'organiser'`: staff of at least that role (`/console/**`); anyone else gets the
 *   404 page.
 *
 * Do not add a page's own `+guard.ts`: it would replace this one. A page that needs more (e.g. the
 * registration window of `/tournaments/join/@id`) checks it in its `+data.ts`, which runs after.
 * The guard runs on the server only (`meta.guard` in ui/+config.ts): at first load, and for every
 * client navigation, when the browser fetches the page's context and the server re-reads the session.
 */
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { decideAccess, isStaffAccess } from '#core/accounts/access.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'

export const accessGuard = async (pageContext: PageContextServer): Promise<void> => {
  const { urlParsed } = pageContext
  const { access } = pageContext.config
  const userId = pageContext.user?.id
  // The role is read again for every staff page and navigation: a withdrawn role closes the console
  // at the next click.
  const role =
    isStaffAccess(access) && userId !== undefined
      ? ((await pageContext.roleOf?.(userId)) ?? undefined)
      : undefined
  const decision = decideAccess({
    role,
    access,
    signedIn: pageContext.signedIn,
    locale: pageContext.locale,
    pathWithQuery: `${localizePath(urlParsed.pathname, pageContext.locale)}${urlParsed.searchOriginal ?? ''}`,
    redirectQuery: urlParsed.search.redirect,
    signInMethod: pageContext.signInMethod ?? undefined,
  })
  if (decision.kind === 'redirect') throw redirect(decision.to)
  if (decision.kind === 'not_found') throw render(404)
}

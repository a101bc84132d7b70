import type { Env, Hono } from 'hono'
import { safeRedirect } from '#core/accounts/redirect.ts'
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_CHOICE_PATH,
  localeCookie,
  localeFromCookieHeader,
  localizePath,
  splitLocale,
} from '#core/shared/i18n/locale.ts'

const PAGE_METHODS = new Set(['GET', 'HEAD'])
// The data of a client navigation: a redirect there would break the navigation, and the browser only
// asks for it after the page itself was answered in the right language.
const PAGE_CONTEXT_SUFFIX = '.pageContext.json'

/**
 * The language cookie applied to pages (spec §4, ADR 0056). An unprefixed page opened by a reader
 * who chose English is redirected to its `/en` twin (query kept): one URL per language, which the
 * canonical and alternate links rely on. A prefixed page is never redirected: whoever opens `/en/…`
 * asked for it. Every unprefixed page depends on the cookie (the redirect) and on `Accept-Language`
 * (the offer to switch, pageContext.languageOffer), and says so for caches.
 */
export const applyLanguageCookie = <E extends Env>(app: Hono<E>): void => {
  app.use('*', async (c, next) => {
    if (!PAGE_METHODS.has(c.req.method) || splitLocale(c.req.path).locale !== DEFAULT_LOCALE) return next()
    const remembered = localeFromCookieHeader(c.req.header('Cookie'))
    if (
      remembered !== undefined &&
      remembered !== DEFAULT_LOCALE &&
      !c.req.path.endsWith(PAGE_CONTEXT_SUFFIX)
    ) {
      c.header('Vary', 'Cookie')
      c.header('Cache-Control', 'private, no-cache')
      // The path passed the app's checks (no `//`); the prefix keeps it on this site.
      return c.redirect(`${localizePath(c.req.path, remembered)}${new URL(c.req.url).search}`, 302)
    }
    await next()
    c.res.headers.append('Vary', 'Cookie')
    c.res.headers.append('Vary', 'Accept-Language')
  })

  /**
   * A language chosen by a link or form that works without JavaScript (the offer to switch and its
   * dismissal): the cookie is set here, and the reader goes to `next` (a same-site path only) in that
   * language.
   */
  app.get(`${LANGUAGE_CHOICE_PATH}/:locale`, (c, next) => {
    const locale = c.req.param('locale')
    if (!isLocale(locale)) return next()
    const target = new URL(safeRedirect(c.req.query('next'), '/'), 'http://same-site.invalid')
    c.header('Set-Cookie', localeCookie(locale))
    c.header('Cache-Control', 'no-store')
    return c.redirect(`${localizePath(target.pathname, locale)}${target.search}`, 303)
  })
}

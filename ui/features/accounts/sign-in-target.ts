import { signedInTarget } from '#core/accounts/redirect.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'

/** The page a signed-in user goes on to (core's rule, the guard's too), from a page's query string. */
export const signInTarget = (locale: Locale, search: string): string =>
  signedInTarget(locale, new URLSearchParams(search).get('redirect'))

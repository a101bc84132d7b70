/** The server's check of an e-mailed link for its page (`+data.ts`; see `checked-link.ts`). */
import { Schema } from 'effect'
import type { PageContextServer } from 'vike/types'
import { OneTimeToken } from '#core/accounts/accounts.api.ts'
import type { CheckedLink } from './checked-link.ts'

const isOneTimeToken = Schema.is(OneTimeToken)

/** What the server found of the page's link (a token that cannot be one is not even looked up). */
export const checkLink = async (
  pageContext: PageContextServer,
  kind: 'registration' | 'passwordReset',
): Promise<CheckedLink> => {
  const links = pageContext.accountLinks
  if (!links) return { link: 'unchecked' }
  const token = pageContext.routeParams.token ?? ''
  if (!isOneTimeToken(token)) return { link: 'invalid' }
  if (kind === 'registration') {
    const found = await links.checkRegistration(token)
    return found ? { link: 'valid', checked: { email: found.email } } : { link: 'invalid' }
  }
  return (await links.checkPasswordReset(token)) ? { link: 'valid', checked: {} } : { link: 'invalid' }
}

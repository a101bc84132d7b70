/** The server opens the e-mail change link while it renders its page (`+data.ts`; see `email-link.ts`). */
import { Schema } from 'effect'
import type { PageContextServer } from 'vike/types'
import { OneTimeToken } from '#core/accounts/accounts.api.ts'
import type { OpenedEmailLink } from './email-link.ts'

const isOneTimeToken = Schema.is(OneTimeToken)

/** What opening the page's link did (a token that cannot be one is not even looked up). */
export const openEmailLink = async (pageContext: PageContextServer): Promise<OpenedEmailLink> => {
  const links = pageContext.accountLinks
  if (!links) return { link: 'unchecked' }
  const token = pageContext.routeParams.token ?? ''
  if (!isOneTimeToken(token)) return { link: 'invalid' }
  const opened = await links.openEmailChange(token)
  return opened.opened === 'confirmed' ? { link: 'confirmed', email: opened.email } : { link: opened.opened }
}

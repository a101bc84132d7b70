import { usePageContext } from 'vike-react/usePageContext'
import { returnTarget } from '#core/accounts/redirect.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * `/profile?redirect=…`: a page that needs a detail filled in (joining a tournament) sends the user
 * here with its own address; a link takes them back, and stays after the details are saved (the page
 * never leaves on its own). Only a safe same-site target is offered (core's redirect rule), in the
 * page's language now (the language switch keeps the query, so a target may name the other one).
 */
export const ReturnLink = () => {
  const { LL } = useI18n()
  const { urlParsed, locale } = usePageContext()
  const target = returnTarget(urlParsed.search.redirect)
  if (target === null) return null
  const href = localizePath(target, locale)
  return (
    <p className="profile__notice profile__return" data-testid="profile-return">
      {LL.account.profile.returnLead()} <a href={href}>{LL.account.profile.returnLink()}</a>
    </p>
  )
}

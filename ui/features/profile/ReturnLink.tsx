import { usePageContext } from 'vike-react/usePageContext'
import { returnTarget } from '#core/accounts/redirect.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * `/profile?redirect=…`: a page that needs a detail filled in (joining a tournament) sends the user
 * here with its own address; a link takes them back, and stays after the details are saved (the page
 * never leaves on its own). Only a safe same-site target is offered (core's redirect rule).
 */
export const ReturnLink = () => {
  const { LL } = useI18n()
  const { urlParsed } = usePageContext()
  const target = returnTarget(urlParsed.search.redirect)
  if (target === null) return null
  return (
    <p className="profile__notice profile__return" data-testid="profile-return">
      {LL.account.profile.returnLead()} <a href={target}>{LL.account.profile.returnLink()}</a>
    </p>
  )
}

import { usePageContext } from 'vike-react/usePageContext'
import { safeRedirect } from '#core/accounts/redirect.ts'
import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The account-created page: where the registration link leads once the password is set and the new
 * account signed in ('Account created' is also a toast). Not guest-only: its reader is signed in.
 * When the visitor signed up from another page (`redirect`), its way on leads back there.
 */
export const Page = () => {
  const { LL } = useI18n()
  const { urlParsed } = usePageContext()
  const returnTo = safeRedirect(urlParsed.search.redirect, '')
  return (
    <AuthPanel title={LL.auth.registerSuccess.heading()}>
      <p>{LL.auth.registerSuccess.body()}</p>
      <div className="auth__actions">
        {returnTo ? (
          <a href={returnTo} className="button button--primary button--block">
            {LL.auth.registerSuccess.continue()}
          </a>
        ) : (
          <LocalizedLink to="/profile" className="button button--primary button--block">
            {LL.auth.registerSuccess.toProfile()}
          </LocalizedLink>
        )}
      </div>
    </AuthPanel>
  )
}

import { usePageContext } from 'vike-react/usePageContext'
import { LocalizedLink } from '#ui/components/LocalizedLink.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'

/**
 * "Sign in" for a guest; for a signed-in user, a link to their profile named after them (the server
 * reads the session for every page and navigation, so it is current).
 */
export const AccountLink = ({ className, onNavigate }: { className: string; onNavigate?: () => void }) => {
  const { LL } = useI18n()
  const { user } = usePageContext()
  if (!user)
    return (
      <LocalizedLink to="/login" className={className} onClick={onNavigate}>
        {LL.nav.signIn()}
      </LocalizedLink>
    )
  const name = user.name?.trim()
  return (
    <LocalizedLink
      to="/profile"
      matchSection
      className={className}
      onClick={onNavigate}
      data-testid="account-link"
    >
      {name ? (
        <>
          <span className="visually-hidden">{LL.nav.profile()}: </span>
          {name}
        </>
      ) : (
        LL.nav.profile()
      )}
    </LocalizedLink>
  )
}

import { usePageContext } from 'vike-react/usePageContext'
import { signInLink } from '#core/accounts/sign-in-link.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * "Sign in" for a guest, coming back to this page afterwards; for a signed-in user, a link to their profile named after them (the server
 * reads the session for every page and navigation, so it is current).
 */
export const AccountLink = ({ className, onNavigate }: { className: string; onNavigate?: () => void }) => {
  const { LL } = useI18n()
  const { user, locale, urlParsed, keptQuery = '' } = usePageContext()
  if (!user)
    return (
      <a
        href={signInLink(locale, urlParsed.pathname, keptQuery)}
        className={className}
        aria-current={urlParsed.pathname === '/login' ? 'page' : undefined}
        onClick={onNavigate}
      >
        {LL.nav.signIn()}
      </a>
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

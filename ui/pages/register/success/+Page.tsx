import { AuthPanel } from '#ui/components/form/AuthPanel.tsx'
import { LocalizedLink } from '#ui/components/LocalizedLink.tsx'
import { useI18n } from '#ui/i18n/i18n.tsx'

/**
 * The account-created page: where the registration link leads once the password is set and the new
 * account signed in ('Account created' is also a toast). Not guest-only: its reader is signed in.
 */
export const Page = () => {
  const { LL } = useI18n()
  return (
    <AuthPanel title={LL.account.registerSuccess.heading()}>
      <p>{LL.account.registerSuccess.body()}</p>
      <div className="auth__actions">
        <LocalizedLink to="/profile" className="button button--primary button--block">
          {LL.account.registerSuccess.toProfile()}
        </LocalizedLink>
      </div>
    </AuthPanel>
  )
}

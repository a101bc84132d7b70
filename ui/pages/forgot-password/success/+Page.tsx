import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** `/forgot-password/success`: if an account has that address, a link is on its way. */
export const Page = () => {
  const { LL } = useI18n()
  return (
    <AuthPanel title={LL.auth.forgotSuccess.heading()}>
      <p>{LL.auth.forgotSuccess.body()}</p>
      <p className="form-hint">{LL.auth.forgotSuccess.hint()}</p>
      <div className="auth__actions">
        <LocalizedLink to="/forgot-password/email" className="button button--ghost button--block">
          {LL.auth.forgotSuccess.again()}
        </LocalizedLink>
        <LocalizedLink to="/login">{LL.auth.forgot.backToLogin()}</LocalizedLink>
      </div>
    </AuthPanel>
  )
}

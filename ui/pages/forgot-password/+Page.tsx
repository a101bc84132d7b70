import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** `/forgot-password`: restore by phone (an SMS code) or by e-mail (a link). */
export const Page = () => {
  const { LL } = useI18n()
  return (
    <AuthPanel
      title={LL.auth.forgot.heading()}
      lead={LL.auth.forgot.lead()}
      footer={
        <p>
          <LocalizedLink to="/login">{LL.auth.forgot.backToLogin()}</LocalizedLink>
        </p>
      }
    >
      <ul className="auth__choices">
        <li>
          <LocalizedLink to="/forgot-password/phone" className="auth__choice">
            <strong>{LL.auth.forgot.byPhone()}</strong>
            <span>{LL.auth.forgot.byPhoneHint()}</span>
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/forgot-password/email" className="auth__choice">
            <strong>{LL.auth.forgot.byEmail()}</strong>
            <span>{LL.auth.forgot.byEmailHint()}</span>
          </LocalizedLink>
        </li>
      </ul>
    </AuthPanel>
  )
}

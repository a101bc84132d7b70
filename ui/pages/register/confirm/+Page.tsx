import { useEffect, useState } from 'react'
import { AuthPanel } from '#ui/features/accounts/AuthPanel.tsx'
import { registeredEmail } from '#ui/features/accounts/email-forms.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** `/register/confirm`: check your e-mail, the address it went to, and what to do if it does not come. */
export const Page = () => {
  const { LL } = useI18n()
  // The address is kept in this tab only; the server render (and another tab) says it without it.
  const [email, setEmail] = useState<string | null>(null)
  useEffect(() => setEmail(registeredEmail()), [])
  return (
    <AuthPanel title={LL.auth.registerConfirm.heading()}>
      <p>{email ? LL.auth.registerConfirm.sentTo({ email }) : LL.auth.registerConfirm.sent()}</p>
      <p>{LL.auth.registerConfirm.next()}</p>
      <p className="form-hint">{LL.auth.registerConfirm.hint()}</p>
      <div className="auth__actions">
        <LocalizedLink to="/register" className="button button--ghost button--block">
          {LL.auth.registerConfirm.again()}
        </LocalizedLink>
      </div>
    </AuthPanel>
  )
}

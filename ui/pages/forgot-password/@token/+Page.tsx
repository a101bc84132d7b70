import { useCallback } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { message } from '#core/shared/validation/message.ts'
import { InvalidToken } from '#ui/features/accounts/AuthPanel.tsx'
import { type CheckedLink, linkOptions } from '#ui/features/accounts/checked-link.ts'
import { useEmailForm } from '#ui/features/accounts/email-forms.ts'
import { NewPasswordScreen } from '#ui/features/accounts/NewPasswordScreen.tsx'
import { usePorts } from '#ui/shared/app/ports.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * `/forgot-password/{token}` (the link of the reset mail): checked first; an invalid or expired link
 * says so and offers a new one; a valid one takes the new password, then 'Password changed' and the
 * login page.
 */
export const Page = () => {
  const { LL } = useI18n()
  const { locale, routeParams } = usePageContext()
  const ports = usePorts()
  const onDone = useCallback(
    () => ports.navigation.navigate(localizePath('/login', locale), { replace: true }),
    [ports, locale],
  )
  const form = useEmailForm('resetPassword', {
    token: routeParams.token ?? '',
    ...linkOptions(useData<CheckedLink>()),
    success: message('passwordChanged'),
    onDone,
  })
  if (form.state === 'invalidToken') {
    return <InvalidToken retryTo="/forgot-password/email" retryLabel={LL.auth.resetToken.tryAgain()} />
  }
  return (
    <NewPasswordScreen
      form={form}
      title={LL.auth.resetToken.heading()}
      lead={LL.auth.resetToken.lead()}
      checking={LL.auth.resetToken.checking()}
      password={LL.auth.resetToken.password()}
      confirmPassword={LL.auth.resetToken.confirmPassword()}
      submit={LL.auth.resetToken.submit()}
    />
  )
}

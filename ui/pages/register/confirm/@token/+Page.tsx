import { useCallback } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { keptQuery } from '#core/accounts/redirect.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { message } from '#core/shared/validation/message.ts'
import { InvalidToken } from '#ui/features/accounts/AuthPanel.tsx'
import { type CheckedLink, linkOptions } from '#ui/features/accounts/checked-link.ts'
import { useEmailForm } from '#ui/features/accounts/email-forms.ts'
import { NewPasswordScreen } from '#ui/features/accounts/NewPasswordScreen.tsx'
import { usePorts } from '#ui/shared/app/ports.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * `/register/confirm/{token}` (the link of the registration mail): the link is checked first; an
 * invalid or expired one says so and offers to register again; a valid one asks for the password,
 * creates the account, signs it in and goes on to the account-created page ('Account created').
 */
export const Page = () => {
  const { LL } = useI18n()
  const { locale, routeParams, urlParsed } = usePageContext()
  const ports = usePorts()
  // The link carries the page the account was made from; the account-created page leads back there.
  const returnQuery = keptQuery(urlParsed.search.redirect)
  const onDone = useCallback(
    () =>
      ports.navigation.navigate(`${localizePath('/register/success', locale)}${returnQuery}`, {
        replace: true,
      }),
    [ports, locale, returnQuery],
  )
  const form = useEmailForm('confirmRegistration', {
    token: routeParams.token ?? '',
    ...linkOptions(useData<CheckedLink>()),
    success: message('accountCreated'),
    onDone,
  })
  if (form.state === 'invalidToken') {
    return <InvalidToken retryTo="/register" retryLabel={LL.auth.registerToken.tryAgain()} />
  }
  const email = form.context.checked.email
  return (
    <NewPasswordScreen
      form={form}
      title={LL.auth.registerToken.heading()}
      lead={email ? LL.auth.registerToken.lead({ email }) : undefined}
      username={email}
      checking={LL.auth.registerToken.checking()}
      password={LL.auth.registerToken.password()}
      confirmPassword={LL.auth.registerToken.confirmPassword()}
      submit={LL.auth.registerToken.submit()}
    />
  )
}

import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthPanel, PendingStatus } from '#ui/features/accounts/AuthPanel.tsx'
import { signInTarget } from '#ui/features/accounts/email-forms.ts'
import { providerCallbackUrl, providerName } from '#ui/features/accounts/provider-callback.ts'
import { useSocialSignIn } from '#ui/features/accounts/social-sign-in.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { PendingButton } from '#ui/shared/form/SubmitButton.tsx'
import { type Translator, useI18n } from '#ui/shared/i18n/i18n.tsx'

type CallbackErrors = Translator['auth']['callback']['errors']

const isKnown = (texts: CallbackErrors, error: string): error is keyof CallbackErrors =>
  Object.hasOwn(texts, error)

/** What went wrong, by Auth.js's error type; a generic text for any other. */
const errorText = (LL: Translator, error: string): string => {
  const texts = LL.auth.callback.errors
  return isKnown(texts, error) ? texts[error]() : texts.Default()
}

const TryAgain = ({ provider }: { provider: string }) => {
  const { LL } = useI18n()
  const { locale, urlParsed } = usePageContext()
  const auth = useSocialSignIn()
  return (
    <>
      <PendingButton
        isPending={auth.pending}
        onPress={() =>
          auth.signIn({
            provider,
            callbackUrl: providerCallbackUrl(
              provider,
              locale,
              signInTarget(locale, urlParsed.searchOriginal ?? ''),
            ),
          })
        }
      >
        {LL.auth.callback.tryAgain()}
      </PendingButton>
      {auth.error ? <FormAlert text={errorText(LL, auth.error)} /> : null}
    </>
  )
}

/**
 * `/login/{provider}/callback`: where a social sign-in comes back. With `?error=` it says what went
 * wrong and offers to try again; a signed-in user goes on to the `redirect` target (the guest-only
 * guard already sends them there on the server; the page does the same if it is ever shown to one).
 */
export const Page = () => {
  const { LL } = useI18n()
  const { locale, urlParsed, routeParams, signedIn } = usePageContext()
  const ports = usePorts()
  const provider = routeParams.provider ?? ''
  const error = urlParsed.search.error ?? null
  const goOn = error === null && signedIn
  useEffect(() => {
    if (goOn) ports.navigation.navigate(signInTarget(locale, window.location.search), { replace: true })
  }, [goOn, ports, locale])
  if (goOn) {
    return (
      <AuthPanel title={LL.auth.callback.heading({ provider: providerName(provider) })}>
        <PendingStatus text={LL.auth.callback.signingIn()} />
      </AuthPanel>
    )
  }
  return (
    <AuthPanel title={LL.auth.callback.failedHeading()}>
      <FormAlert text={errorText(LL, error ?? 'Default')} />
      <div className="auth__actions">
        <TryAgain provider={provider} />
        <LocalizedLink to="/login" className="button button--ghost button--block">
          {LL.auth.callback.otherWays()}
        </LocalizedLink>
      </div>
    </AuthPanel>
  )
}

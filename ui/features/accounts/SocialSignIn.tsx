import { usePageContext } from 'vike-react/usePageContext'
import type { SignInProvider } from '#core/accounts/auth.port.ts'
import { signInTarget } from '#ui/features/accounts/email-forms.ts'
import { useSocialSignIn } from '#ui/features/accounts/social-sign-in.ts'
import { FormAlert } from '#ui/shared/form/FormAlert.tsx'
import { PendingButton } from '#ui/shared/form/SubmitButton.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { providerCallbackUrl } from './provider-callback.ts'

/** One button per enabled provider; each starts Auth.js's sign-in through the auth machine. */
const ProviderButtons = ({
  providers,
  search,
}: {
  providers: ReadonlyArray<SignInProvider>
  search: string
}) => {
  const { LL } = useI18n()
  const { locale } = usePageContext()
  const auth = useSocialSignIn()
  const target = signInTarget(locale, search)
  return (
    <>
      <ul className="auth__providers">
        {providers.map((provider) => (
          <li key={provider.id}>
            <PendingButton
              variant="ghost"
              isPending={auth.pending}
              onPress={() =>
                auth.signIn({
                  provider: provider.id,
                  callbackUrl: providerCallbackUrl(provider.id, locale, target),
                })
              }
            >
              {LL.auth.login.withProvider({ provider: provider.name })}
            </PendingButton>
          </li>
        ))}
      </ul>
      {auth.error ? <FormAlert message={{ key: 'signInFailed' }} /> : null}
    </>
  )
}

/**
 * The social sign-in buttons. Which providers exist is configuration (each only with its client id
 * and secret): the server names them in the page context, so the buttons are in the HTML and the page
 * asks nothing of Auth.js before a button is pressed. Without any, nothing is shown.
 */
export const SocialSignIn = ({ search }: { search: string }) => {
  const { LL } = useI18n()
  const { signInProviders } = usePageContext()
  if (signInProviders.length === 0) return null
  return (
    <section aria-labelledby="providers-title">
      <h2 id="providers-title" className="auth__divider">
        {LL.auth.login.providers()}
      </h2>
      <ProviderButtons providers={signInProviders} search={search} />
    </section>
  )
}

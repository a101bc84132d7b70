import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { AuthProvider as Provider } from '#core/ports/auth-api.ts'
import { FormAlert } from '#ui/components/form/FormAlert.tsx'
import { PendingButton } from '#ui/components/form/SubmitButton.tsx'
import { AuthProvider, useAuth } from '#ui/flows/auth.tsx'
import { signInTarget } from '#ui/flows/email-forms.ts'
import { usePorts } from '#ui/flows/ports.ts'
import { useI18n } from '#ui/i18n/i18n.tsx'
import { providerCallbackUrl } from './provider-callback.ts'

/** One button per enabled provider; each starts Auth.js's sign-in through the auth machine. */
const ProviderButtons = ({ providers, search }: { providers: ReadonlyArray<Provider>; search: string }) => {
  const { LL } = useI18n()
  const { locale } = usePageContext()
  const auth = useAuth()
  const target = signInTarget(locale, search)
  return (
    <>
      <ul className="auth__providers">
        {providers.map((provider) => (
          <li key={provider.id}>
            <PendingButton
              variant="ghost"
              isPending={auth.status === 'loading'}
              onPress={() =>
                auth.signIn({
                  provider: provider.id,
                  callbackUrl: providerCallbackUrl(provider.id, locale, target),
                })
              }
            >
              {LL.account.login.withProvider({ provider: provider.name })}
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
 * and secret), so the list is asked of Auth.js (`GET /api/auth/providers`) once the page is in the
 * browser; without any, nothing is shown.
 */
export const SocialSignIn = ({ search }: { search: string }) => {
  const { LL } = useI18n()
  const ports = usePorts()
  const [providers, setProviders] = useState<ReadonlyArray<Provider>>([])
  useEffect(() => {
    let live = true
    ports.auth
      .getProviders()
      .then((all) => live && setProviders(all.filter((provider) => provider.type !== 'credentials')))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [ports])
  if (providers.length === 0) return null
  return (
    <section aria-labelledby="providers-title">
      <h2 id="providers-title" className="auth__divider">
        {LL.account.login.providers()}
      </h2>
      <AuthProvider>
        <ProviderButtons providers={providers} search={search} />
      </AuthProvider>
    </section>
  )
}

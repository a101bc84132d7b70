/**
 * Signing in with a social provider (Auth.js) from a guest's page: the login page's buttons and the
 * provider callback's 'Try again'. The auth machine loads when a button is pressed, not with the page
 * (ADR 0027); until then the buttons show a signed-out reader's state.
 */
import { usePageContext } from 'vike-react/usePageContext'
import type { SignInRequest } from '#core/accounts/auth.port.ts'
import { useLazyActor } from '#ui/shared/app/lazy-actor.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import type { SocialSignInView } from './auth-actor.ts'

const SIGNED_OUT: SocialSignInView = { status: 'unauthenticated', error: null }

export interface SocialSignIn {
  /** Signing in (the press is being handled, or the browser is leaving for the provider). */
  readonly pending: boolean
  /** The Auth.js error code of a refused sign-in. */
  readonly error: string | null
  /** Starts Auth.js's sign-in with a provider; the browser then leaves for the provider's page. */
  signIn(request: SignInRequest): void
}

export const useSocialSignIn = (): SocialSignIn => {
  const ports = usePorts()
  const { locale } = usePageContext()
  const auth = useLazyActor<SocialSignInView, SignInRequest>(async () =>
    (await import('./auth-actor.ts')).startSocialSignIn(ports, locale),
  )
  const view = auth.snapshot ?? SIGNED_OUT
  return { pending: auth.waiting || view.status === 'loading', error: view.error, signIn: auth.send }
}

/**
 * Composition root of the auth machine (spec §4, §8): `provideAuthMachine` with the browser's ports,
 * run by `<AuthProvider>` only on the pages that render it (sign-in screens, the profile), never by
 * the layout, so other pages do not download the machine.
 *
 * - Seeded with the user the server rendered the page for, so the first render in the browser shows
 *   the same state as the HTML (no session request before hydration).
 * - The machine (XState, effect, the Auth.js client) loads with the first event sent to it (the
 *   sign-out button, a session the API found gone), not with the page (ADR 0027); until then the
 *   page shows the status the server rendered. Once running, `session.check` (`GET /api/auth/session`)
 *   on each client navigation while it stays mounted.
 * - A session the server found dead (`token_not_valid`) is signed out at once and the user is sent to
 *   the login page; an API 401 or a refused refresh (reported by the API client) signs out too, and
 *   the page is then looked at again by its guard (a signed-in-only page goes to the login page).
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { AuthEvent, AuthStatus } from '#core/accounts/auth.machine.ts'
import type { SignInRequest } from '#core/accounts/auth.port.ts'
import type { Session, SessionUser } from '#core/accounts/auth.schema.ts'
import { TOKEN_NOT_VALID } from '#core/accounts/session-code.ts'
import { loginPath } from '#core/accounts/sign-in-link.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { type ActorHandle, lazyActorHandle, useSelector } from '#ui/shared/app/actor-handle.ts'
import { onSessionLost, usePorts } from '#ui/shared/app/ports.ts'
import type { AuthView } from './auth-actor.ts'

type AuthActor = ActorHandle<AuthView, AuthEvent>

const AuthContext = createContext<AuthActor | null>(null)

const currentUrl = (): string => `${window.location.pathname}${window.location.search}`

/** What the machine shows at start for the user the server rendered the page for. */
const startViewOf = (user: SessionUser | null): AuthView => ({
  status: user === null ? 'unauthenticated' : 'authenticated',
  user,
  error: null,
  confirmingSignOut: false,
  signingOut: false,
})

const Provider = ({ children }: { children: ReactNode }) => {
  const { locale, user, sessionExpired, signInMethod, urlOriginal } = usePageContext()
  const ports = usePorts()
  const [actor] = useState<AuthActor>(() => {
    const seed: Session | null = sessionExpired
      ? { user: { code: TOKEN_NOT_VALID } }
      : user === null
        ? null
        : { user }
    const input = { session: seed, loginUrl: loginPath(locale, undefined, signInMethod ?? undefined) }
    return lazyActorHandle(startViewOf(sessionExpired ? null : user), async () =>
      (await import('./auth-actor.ts')).startAuth(ports, input),
    )
  })
  // A session the server found dead is signed out at once; the machine otherwise loads when needed.
  useEffect(() => {
    if (sessionExpired) actor.load()
    return () => actor.stop()
  }, [actor, sessionExpired])

  // The session check before every navigation (spec §2): the first page was checked by the server,
  // and so is every next one (its guard); a running machine checks too, to follow a sign-out.
  const checkedUrl = useRef(urlOriginal)
  useEffect(() => {
    if (checkedUrl.current === urlOriginal) return
    checkedUrl.current = urlOriginal
    if (actor.live) actor.send({ type: 'session.check' })
  }, [actor, urlOriginal])

  // An API call found the session gone: sign out, then let the page's guard decide again.
  useEffect(
    () =>
      onSessionLost(() => {
        actor.send({ type: 'session.unauthorized' })
        const watch = actor.subscribe((view) => {
          if (view.status !== 'unauthenticated') return
          watch.unsubscribe()
          ports.navigation.navigate(currentUrl(), { replace: true })
        })
      }),
    [actor, ports],
  )

  return <AuthContext value={actor}>{children}</AuthContext>
}

/**
 * Runs the auth machine for the page below it. Put it around a page's content (or in a folder's
 * `+Layout.tsx`, as `ui/pages/profile/` does) where `useAuth()` is needed. A language switch starts a
 * fresh machine, whose calls and login page are in the new language.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const { locale } = usePageContext()
  return <Provider key={locale}>{children}</Provider>
}

export interface Auth {
  /** Spec §4: unauthenticated, loading, authenticated or error. */
  readonly status: AuthStatus
  /** The session user (what the server rendered, then what `GET /api/auth/session` said). */
  readonly user: SessionUser | null
  /** The Auth.js error code of the last failed sign-in or sign-out (`CredentialsSignin`, ...). */
  readonly error: string | null
  /** The sign-out confirmation is open (the machine's `authenticated.confirmingSignOut`). */
  readonly confirmingSignOut: boolean
  /** Signing out (the confirmation was accepted; waiting for Auth.js). */
  readonly signingOut: boolean
  /**
   * Signs in; for credentials the machine then reads the session and navigates to `callbackUrl`,
   * for a social provider the browser leaves for the provider's page. A refusal sets `error`.
   */
  signIn(request: SignInRequest): void
  /** Opens the sign-out confirmation. */
  requestSignOut(): void
  cancelSignOut(): void
  /** Signs out, then navigates to `callbackUrl` (default: the landing page in the page's language). */
  confirmSignOut(callbackUrl?: string): void
  dismissError(): void
}

/** The auth machine of the nearest `<AuthProvider>` (loaded by the first event sent to it). */
export const useAuth = (): Auth => {
  const actor = useContext(AuthContext)
  if (!actor) throw new Error('useAuth() needs an <AuthProvider> above it')
  const { locale } = usePageContext()
  const view = useSelector(actor, (current) => current)
  return useMemo(
    () => ({
      ...view,
      signIn: (request) => actor.send({ type: 'signIn.submit', ...request }),
      requestSignOut: () => actor.send({ type: 'signOut.request' }),
      cancelSignOut: () => actor.send({ type: 'signOut.cancel' }),
      confirmSignOut: (callbackUrl = localizePath('/', locale)) =>
        actor.send({ type: 'signOut.confirm', callbackUrl }),
      dismissError: () => actor.send({ type: 'error.dismiss' }),
    }),
    [actor, locale, view],
  )
}

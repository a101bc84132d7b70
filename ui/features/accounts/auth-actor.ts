/**
 * The auth machine wired to the browser's ports (`provideAuthMachine`), one per set of ports, for
 * `<AuthProvider>` (`auth.tsx`) and for the social sign-in buttons, which start it only when one is
 * pressed (`social-sign-in.ts`, ADR 0027).
 */
import { createActor } from 'xstate'
import {
  type AuthEvent,
  type AuthInput,
  type AuthStatus,
  authStatusOf,
  provideAuthMachine,
} from '#core/accounts/auth.machine.ts'
import type { SignInRequest } from '#core/accounts/auth.port.ts'
import type { SessionUser } from '#core/accounts/auth.schema.ts'
import { loginPath } from '#core/accounts/sign-in-link.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import type { LiveActor } from '#ui/shared/app/lazy-actor.ts'
import type { BrowserPorts } from '#ui/shared/app/ports.ts'

const machines = new WeakMap<BrowserPorts, ReturnType<typeof provideAuthMachine>>()

export const authMachineFor = (ports: BrowserPorts) => {
  let machine = machines.get(ports)
  if (!machine) {
    machine = provideAuthMachine(ports)
    machines.set(ports, machine)
  }
  return machine
}

/** What the social sign-in buttons show of the auth machine. */
export interface SocialSignInView {
  readonly status: AuthStatus
  /** The Auth.js error code of a refused sign-in. */
  readonly error: string | null
}

/**
 * The auth machine of a guest's page (no session), started to sign in with a provider: its snapshot
 * read as what the buttons show (the same object while nothing they show changed).
 */
export const startSocialSignIn = (
  ports: BrowserPorts,
  locale: Locale,
): LiveActor<SocialSignInView, SignInRequest> => {
  const actor = createActor(authMachineFor(ports), {
    input: { session: null, loginUrl: loginPath(locale) },
    inspect,
  }).start()
  let view: SocialSignInView = { status: authStatusOf(actor.getSnapshot()), error: null }
  const viewOf = (): SocialSignInView => {
    const snapshot = actor.getSnapshot()
    const status = authStatusOf(snapshot)
    const { error } = snapshot.context
    if (status !== view.status || error !== view.error) view = { status, error }
    return view
  }
  return {
    getSnapshot: viewOf,
    subscribe: (observer) => actor.subscribe(() => observer(viewOf())),
    send: (request) => actor.send({ type: 'signIn.submit', ...request }),
    stop: () => actor.stop(),
  }
}

/** What a page shows of the auth machine of a signed-in page (`<AuthProvider>`, `auth.tsx`). */
export interface AuthView {
  readonly status: AuthStatus
  readonly user: SessionUser | null
  /** The Auth.js error code of the last failed sign-in or sign-out. */
  readonly error: string | null
  readonly confirmingSignOut: boolean
  readonly signingOut: boolean
}

const sameView = (a: AuthView, b: AuthView): boolean =>
  a.status === b.status &&
  a.user === b.user &&
  a.error === b.error &&
  a.confirmingSignOut === b.confirmingSignOut &&
  a.signingOut === b.signingOut

/**
 * The auth machine of a page rendered for a signed-in user, started when it is first needed (the
 * sign-out button, a session the API found gone): its snapshot read as `AuthView` (the same object
 * while nothing it shows changed).
 */
export const startAuth = (ports: BrowserPorts, input: AuthInput): LiveActor<AuthView, AuthEvent> => {
  const actor = createActor(authMachineFor(ports), { input, inspect }).start()
  let view: AuthView | null = null
  const viewOf = (): AuthView => {
    const snapshot = actor.getSnapshot()
    const next: AuthView = {
      status: authStatusOf(snapshot),
      user: snapshot.context.session?.user ?? null,
      error: snapshot.context.error,
      confirmingSignOut: snapshot.matches({ authenticated: 'confirmingSignOut' }),
      signingOut: snapshot.matches('signingOut'),
    }
    if (view === null || !sameView(view, next)) view = next
    return view
  }
  return {
    getSnapshot: viewOf,
    subscribe: (observer) => actor.subscribe(() => observer(viewOf())),
    send: (event) => actor.send(event),
    stop: () => actor.stop(),
  }
}

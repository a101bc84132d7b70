/**
 * Auth status of spec §4 and the error rules of spec §8: unauthenticated, loading (signing in),
 * authenticated (a non-empty session exists) and error (sign-in or sign-out failed). A null or
 * `{}` session is no session; a session whose user carries `code: "token_not_valid"` is signed
 * out and sent to the login page; an API 401 signs the user out where they are. `session.check`
 * runs before every navigation.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { SignInRequest } from '#core/accounts/auth.port.ts'
import { hasTag, NotProvided } from '#core/shared/errors.ts'
import type { Ports } from '#core/shared/ports/index.ts'
import { type AuthRedirect, isSession, isTokenNotValid, type Session, signInErrorOf } from './auth.schema.ts'

export interface AuthInput {
  /** The session the server render saw; omitted when unknown (the machine checks it first). */
  readonly session?: unknown
  /** The localized login page (`/login` or `/en/login`). */
  readonly loginUrl?: string
}

export interface AuthContext {
  /** undefined until known; null when there is no session. */
  readonly session: Session | null | undefined
  /** The Auth.js error code of the last failure (`CredentialsSignin`, `Signout`, ...). */
  readonly error: string | null
  readonly request: SignInRequest | null
  /** Why the session is being dropped: an invalid token goes to the login page, a 401 stays. */
  readonly expiry: 'tokenNotValid' | 'unauthorized' | null
  readonly loginUrl: string
}

export type AuthEvent =
  | { readonly type: 'session.check' }
  | { readonly type: 'session.update'; readonly session: unknown }
  | { readonly type: 'session.unauthorized' }
  | ({ readonly type: 'signIn.submit' } & SignInRequest)
  | { readonly type: 'signOut.request' }
  | { readonly type: 'signOut.cancel' }
  | { readonly type: 'signOut.confirm'; readonly callbackUrl: string }
  | { readonly type: 'error.dismiss' }

const toSession = (value: unknown): Session | null => (isSession(value) ? value : null)

/** The Auth.js error code of a rejected sign-in or sign-out. */
const errorCode = (error: unknown, fallback: string): string =>
  hasTag(error, 'SignInFailed') ? error.error : fallback

/** Where the forced sign-out of `expiring` leads, whether the server confirmed it or not. */
const afterForcedSignOut = [
  {
    guard: 'expiredToken',
    target: 'unauthenticated',
    actions: [
      { type: 'navigate', params: ({ context }: { context: AuthContext }) => ({ url: context.loginUrl }) },
      'clearSession',
    ],
  },
  { target: 'unauthenticated', actions: 'clearSession' },
] as const

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    getSession: fromPromise<Session | null>(async () => {
      throw new NotProvided('getSession')
    }),
    signIn: fromPromise<AuthRedirect, SignInRequest>(async () => {
      throw new NotProvided('signIn')
    }),
    signOut: fromPromise<AuthRedirect, { callbackUrl: string }>(async () => {
      throw new NotProvided('signOut')
    }),
  },
  actions: {
    /** Client-side navigation or a full redirect (the adapter decides by the URL). */
    navigate: (_, _params: { url: string }) => {},
    clearSession: assign({ session: null, expiry: null }),
    forgetAttempt: assign({ error: null, request: null }),
  },
  guards: {
    sessionUnknown: ({ context }) => context.session === undefined,
    tokenNotValid: ({ context }) => context.session !== undefined && isTokenNotValid(context.session),
    hasSession: ({ context }) => context.session !== undefined && context.session !== null,
    urlHasError: (_, params: { url: string }) => signInErrorOf(params.url) !== null,
    withCredentials: ({ context }) => context.request?.credentials !== undefined,
    sessionReturned: (_, params: { session: Session | null }) => params.session !== null,
    expiredToken: ({ context }) => context.expiry === 'tokenNotValid',
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    session: 'session' in input ? toSession(input.session) : undefined,
    error: null,
    request: null,
    expiry: null,
    loginUrl: input.loginUrl ?? '/login',
  }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Decides the status from the session alone.',
      always: [
        { guard: 'sessionUnknown', target: 'checking' },
        { guard: 'tokenNotValid', target: 'expiring', actions: assign({ expiry: 'tokenNotValid' }) },
        { guard: 'hasSession', target: 'authenticated' },
        { target: 'unauthenticated' },
      ],
    },
    checking: {
      description: 'GET /api/auth/session (before every navigation).',
      invoke: {
        id: 'getSession',
        src: 'getSession',
        onDone: { target: 'resolving', actions: assign({ session: ({ event }) => toSession(event.output) }) },
        // The status cannot be confirmed: keep what was known, or treat it as no session.
        onError: {
          target: 'resolving',
          actions: assign({ session: ({ context }) => context.session ?? null }),
        },
      },
    },
    unauthenticated: {
      entry: 'forgetAttempt',
      on: {
        'signIn.submit': { target: 'loading' },
        'session.check': 'checking',
        'session.update': {
          target: 'resolving',
          actions: assign({ session: ({ event }) => toSession(event.session) }),
        },
      },
    },
    loading: {
      description: 'Signing in.',
      entry: assign({
        error: null,
        // Loading is entered by `signIn.submit` only.
        request: ({ event }) => {
          const { type: _type, ...request } = event as Extract<AuthEvent, { type: 'signIn.submit' }>
          return request
        },
      }),
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => context.request as SignInRequest,
            onDone: [
              {
                guard: { type: 'urlHasError', params: ({ event }) => ({ url: event.output.url }) },
                target: '#auth.error',
                actions: assign({ error: ({ event }) => signInErrorOf(event.output.url) }),
              },
              {
                guard: 'withCredentials',
                target: 'fetchingSession',
                actions: assign({
                  request: ({ context, event }) => ({
                    ...(context.request as SignInRequest),
                    callbackUrl: event.output.url,
                  }),
                }),
              },
              {
                target: 'redirecting',
                actions: { type: 'navigate', params: ({ event }) => ({ url: event.output.url }) },
              },
            ],
            onError: {
              target: '#auth.error',
              actions: assign({ error: ({ event }) => errorCode(event.error, 'Default') }),
            },
          },
        },
        fetchingSession: {
          invoke: {
            id: 'getSession',
            src: 'getSession',
            onDone: [
              {
                guard: {
                  type: 'sessionReturned',
                  params: ({ event }) => ({ session: toSession(event.output) }),
                },
                target: '#auth.resolving',
                actions: [
                  assign({ session: ({ event }) => toSession(event.output) }),
                  {
                    type: 'navigate',
                    params: ({ context }) => ({ url: (context.request as SignInRequest).callbackUrl }),
                  },
                ],
              },
              { target: '#auth.error', actions: assign({ error: 'SessionRequired' }) },
            ],
            onError: { target: '#auth.error', actions: assign({ error: 'SessionRequired' }) },
          },
        },
        redirecting: {
          description: "The browser leaves for the provider's sign-in page.",
        },
      },
    },
    authenticated: {
      entry: 'forgetAttempt',
      initial: 'idle',
      states: {
        idle: { on: { 'signOut.request': 'confirmingSignOut' } },
        confirmingSignOut: { on: { 'signOut.cancel': 'idle' } },
      },
      on: {
        'signOut.confirm': 'signingOut',
        'session.check': 'checking',
        'session.update': {
          target: 'resolving',
          actions: assign({ session: ({ event }) => toSession(event.session) }),
        },
        'session.unauthorized': { target: 'expiring', actions: assign({ expiry: 'unauthorized' }) },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Entered by `signOut.confirm` only.
        input: ({ event }) => ({
          callbackUrl: (event as Extract<AuthEvent, { type: 'signOut.confirm' }>).callbackUrl,
        }),
        onDone: {
          target: 'unauthenticated',
          actions: ['clearSession', { type: 'navigate', params: ({ event }) => ({ url: event.output.url }) }],
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => errorCode(event.error, 'Signout') }),
        },
      },
    },
    expiring: {
      description: 'The session is no longer valid: sign out whatever the server answers.',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ callbackUrl: context.loginUrl }),
        // Signed out whatever the server answered; an expired token also goes to the login page.
        onDone: afterForcedSignOut,
        onError: afterForcedSignOut,
      },
    },
    error: {
      on: {
        'signIn.submit': 'loading',
        'session.check': 'checking',
        'error.dismiss': { target: 'resolving', actions: assign({ error: null }) },
      },
    },
  },
})

/** The status of spec §4 for a snapshot value (`checking` and `resolving` count as loading). */
export type AuthStatus = 'unauthenticated' | 'loading' | 'authenticated' | 'error'

export const authStatusOf = (snapshot: {
  matches: (state: 'loading' | 'authenticated' | 'error' | 'unauthenticated') => boolean
}): AuthStatus =>
  snapshot.matches('authenticated')
    ? 'authenticated'
    : snapshot.matches('unauthenticated')
      ? 'unauthenticated'
      : snapshot.matches('error')
        ? 'error'
        : 'loading'

/** The machine wired to its ports (the composition root's one line). */
export const provideAuthMachine = (ports: Pick<Ports, 'auth' | 'navigation'>) =>
  authMachine.provide({
    actors: {
      getSession: fromPromise(() => ports.auth.getSession()),
      signIn: fromPromise(({ input }: { input: SignInRequest }) => ports.auth.signIn(input)),
      signOut: fromPromise(({ input }: { input: { callbackUrl: string } }) => ports.auth.signOut(input)),
    },
    actions: {
      navigate: (_, params) => ports.navigation.navigate(params.url),
    },
  })

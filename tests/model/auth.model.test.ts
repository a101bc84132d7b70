/**
 * The auth chart's paths, each step checked against what spec §4 and §8 say the user sees: the
 * status, the Auth.js error shown, the auth calls made with their arguments and the pages gone to.
 * The expected outcome of each event is written below by hand (`next`), not taken from the chart.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { authMachine, authStatusOf, provideAuthMachine } from '#core/accounts/auth.machine.ts'
import { ServerError, SignInFailed } from '#core/shared/errors.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { call, flush, type PortCall, portCalls, stateName } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const SESSION = { user: { name: 'olena' }, access_token: 'a', refresh_token: 'r', expires_at: 1 }
const EXPIRED = { user: { name: 'olena', code: 'token_not_valid' } }
const CREDENTIALS = {
  provider: 'credentials',
  credentials: { email: 'a@b.co', password: 'x' },
  callbackUrl: '/profile',
}
const DISCORD = { provider: 'discord', callbackUrl: '/profile' }

const events: ModelEvent[] = [
  { type: 'session.check' },
  { type: 'session.update', session: {} },
  { type: 'session.unauthorized' },
  { type: 'signIn.submit', ...CREDENTIALS },
  { type: 'signIn.submit', ...DISCORD },
  { type: 'signOut.request' },
  { type: 'signOut.cancel' },
  { type: 'signOut.confirm', callbackUrl: '/' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.getSession', output: null },
  { type: 'xstate.done.actor.getSession', output: SESSION },
  { type: 'xstate.done.actor.getSession', output: EXPIRED },
  { type: 'xstate.error.actor.getSession', error: new ServerError({ status: 500 }) },
  { type: 'xstate.done.actor.signIn', output: { url: '/profile' } },
  { type: 'xstate.done.actor.signIn', output: { url: '/login?error=CredentialsSignin' } },
  { type: 'xstate.error.actor.signIn', error: new SignInFailed({ error: 'Configuration' }) },
  { type: 'xstate.done.actor.signOut', output: { url: '/' } },
  { type: 'xstate.error.actor.signOut', error: new ServerError({ status: 500 }) },
]

/** What the user sees, and what the test remembers to predict the next step. */
interface Seen {
  readonly state: string
  /** The Auth.js error code shown (spec §8), null when none. */
  readonly error: string | null
  readonly calls: ReadonlyArray<PortCall>
  readonly navigations: ReadonlyArray<string>
  /** Not shown: the session known so far, and why it is being dropped. */
  readonly session: 'unknown' | 'none' | 'valid' | 'expired'
  readonly expiry: 'tokenNotValid' | 'unauthorized' | null
  readonly request: { readonly provider: string; readonly callbackUrl: string } | null
}

/** Where a known session leads (spec §4): an expired token is signed out, at once. */
const settle = (seen: Seen, loginUrl: string): Seen => {
  switch (seen.session) {
    case 'unknown':
      return { ...seen, state: 'checking', calls: [...seen.calls, call('auth.getSession')] }
    case 'valid':
      return { ...seen, state: 'authenticated.idle', error: null, request: null }
    case 'expired':
      return {
        ...seen,
        state: 'expiring',
        expiry: 'tokenNotValid',
        calls: [...seen.calls, call('auth.signOut', { callbackUrl: loginUrl })],
      }
    default:
      return { ...seen, state: 'unauthenticated', error: null, request: null }
  }
}

const sessionOf = (output: unknown): Seen['session'] =>
  output === SESSION ? 'valid' : output === EXPIRED ? 'expired' : 'none'

/** The outcome of `event` from what was seen: the expectation the actor must meet. */
const next = (seen: Seen, event: ModelEvent, loginUrl: string): Seen => {
  const at = seen.state
  const afterForcedSignOut = (): Seen => ({
    ...seen,
    state: 'unauthenticated',
    session: 'none',
    expiry: null,
    error: null,
    request: null,
    navigations: seen.expiry === 'tokenNotValid' ? [...seen.navigations, loginUrl] : seen.navigations,
  })
  switch (event.type) {
    case 'session.check':
      return { ...seen, state: 'checking', calls: [...seen.calls, call('auth.getSession')] }
    case 'session.update':
      return settle({ ...seen, session: 'none' }, loginUrl)
    case 'session.unauthorized':
      return {
        ...seen,
        state: 'expiring',
        expiry: 'unauthorized',
        calls: [...seen.calls, call('auth.signOut', { callbackUrl: loginUrl })],
      }
    case 'signIn.submit': {
      const { type: _type, ...request } = event
      return {
        ...seen,
        state: 'loading.signingIn',
        error: null,
        request: request as Seen['request'],
        calls: [...seen.calls, call('auth.signIn', request)],
      }
    }
    case 'signOut.request':
      return { ...seen, state: 'authenticated.confirmingSignOut' }
    case 'signOut.cancel':
      return { ...seen, state: 'authenticated.idle' }
    case 'signOut.confirm':
      return {
        ...seen,
        state: 'signingOut',
        calls: [...seen.calls, call('auth.signOut', { callbackUrl: '/' })],
      }
    case 'error.dismiss':
      return settle({ ...seen, error: null }, loginUrl)
    case 'xstate.done.actor.getSession':
      if (at === 'loading.fetchingSession') {
        if (event.output === null) return { ...seen, state: 'error', error: 'SessionRequired' }
        // A credentials sign-in goes on to the page Auth.js answered once its session exists.
        return settle(
          {
            ...seen,
            session: sessionOf(event.output),
            navigations: [...seen.navigations, seen.request?.callbackUrl ?? ''],
          },
          loginUrl,
        )
      }
      return settle({ ...seen, session: sessionOf(event.output) }, loginUrl)
    case 'xstate.error.actor.getSession':
      if (at === 'loading.fetchingSession') return { ...seen, state: 'error', error: 'SessionRequired' }
      // The status cannot be confirmed: keep what was known, or treat it as no session.
      return settle({ ...seen, session: seen.session === 'unknown' ? 'none' : seen.session }, loginUrl)
    case 'xstate.done.actor.signIn': {
      const { url } = event.output as { url: string }
      if (url.includes('error=CredentialsSignin'))
        return { ...seen, state: 'error', error: 'CredentialsSignin' }
      if (seen.request?.provider === 'credentials')
        return {
          ...seen,
          state: 'loading.fetchingSession',
          request: { ...seen.request, callbackUrl: url },
          calls: [...seen.calls, call('auth.getSession')],
        }
      // An OAuth provider's page is gone to at once.
      return { ...seen, state: 'loading.redirecting', navigations: [...seen.navigations, url] }
    }
    case 'xstate.error.actor.signIn':
      return { ...seen, state: 'error', error: 'Configuration' }
    case 'xstate.done.actor.signOut':
      if (at === 'signingOut')
        return {
          ...seen,
          state: 'unauthenticated',
          session: 'none',
          error: null,
          request: null,
          navigations: [...seen.navigations, '/'],
        }
      return afterForcedSignOut()
    case 'xstate.error.actor.signOut':
      if (at === 'signingOut') return { ...seen, state: 'error', error: 'Signout' }
      return afterForcedSignOut()
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

/** Which port call each invocation's answer settles. */
const GATE_KEY: Record<string, string> = {
  getSession: 'auth.getSession',
  signIn: 'auth.signIn',
  signOut: 'auth.signOut',
}

describe.each([
  { name: 'unknown session', input: { loginUrl: '/en/login' }, session: 'unknown' },
  { name: 'server-rendered session', input: { session: SESSION, loginUrl: '/login' }, session: 'valid' },
  { name: 'server-rendered {}', input: { session: {}, loginUrl: '/login' }, session: 'none' },
  {
    name: 'server-rendered token_not_valid',
    input: { session: EXPIRED, loginUrl: '/login' },
    session: 'expired',
  },
] as const)('auth machine ($name)', ({ input, session }) => {
  const model = createModel(authMachine, { events, input })
  const paths = model.getShortestPaths()
  const loginUrl = input.loginUrl

  it('reaches the four statuses of spec §4', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => authStatusOf(s.state))))
    expect([...reached].sort()).toEqual(['authenticated', 'error', 'loading', 'unauthenticated'])
  })

  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(provideAuthMachine(ports), { input }).start()
      await flush()
      let seen = settle(
        { state: '', error: null, calls: [], navigations: [], session, expiry: null, request: null },
        loginUrl,
      )

      const step = async (event: ModelEvent): Promise<void> => {
        const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
        if (settled) {
          const key = GATE_KEY[settled[2] ?? ''] ?? ''
          if (settled[1] === 'done') gate.resolve(key, event.output)
          else gate.reject(key, event.error)
        } else actor.send(event as never)
        await flush()
        seen = next(seen, event, loginUrl)
      }

      await path.test({
        states: {
          '*': () => {
            const snapshot = actor.getSnapshot()
            expect({
              state: stateName(snapshot.value),
              error: snapshot.context.error,
              calls: portCalls(log),
              navigations: ports.navigation.history,
            }).toEqual({
              state: seen.state,
              error: seen.error,
              calls: seen.calls,
              navigations: seen.navigations,
            })
          },
        },
        events: Object.fromEntries(
          events.map((event) => [event.type, ({ event }: { event: unknown }) => step(event as ModelEvent)]),
        ),
      })
    })
  }
})

describe('auth machine without ports', () => {
  it('fails loudly when the composition root forgot an actor', async () => {
    const actor = createActor(authMachine, { input: {} }).start()
    await flush()
    // The session check cannot run: no session is assumed.
    expect(actor.getSnapshot().value).toBe('unauthenticated')
    actor.send({ type: 'signIn.submit', provider: 'credentials', credentials: {}, callbackUrl: '/' })
    await flush()
    expect(actor.getSnapshot().context.error).toBe('Default')
  })
})

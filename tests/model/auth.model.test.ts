import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { authMachine, authStatusOf, provideAuthMachine } from '#core/auth/auth.machine.ts'
import { ServerError, SignInFailed } from '#core/errors.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { expectSameState, flush, settleEvents } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const SESSION = { user: { name: 'olena' }, access_token: 'a', refresh_token: 'r', expires_at: 1 }
const EXPIRED = { user: { name: 'olena', code: 'token_not_valid' } }

const events: ModelEvent[] = [
  { type: 'session.check' },
  { type: 'session.update', session: {} },
  { type: 'session.unauthorized' },
  {
    type: 'signIn.submit',
    provider: 'credentials',
    credentials: { email: 'a@b.co', password: 'x' },
    callbackUrl: '/profile',
  },
  { type: 'signIn.submit', provider: 'discord', callbackUrl: '/profile' },
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

const KEYS = { getSession: 'auth.getSession', signIn: 'auth.signIn', signOut: 'auth.signOut' }

describe.each([
  { name: 'unknown session', input: { loginUrl: '/en/login' } },
  { name: 'server-rendered session', input: { session: SESSION, loginUrl: '/login' } },
  { name: 'server-rendered {}', input: { session: {}, loginUrl: '/login' } },
  { name: 'server-rendered token_not_valid', input: { session: EXPIRED, loginUrl: '/login' } },
])('auth machine ($name)', ({ input }) => {
  const model = createModel(authMachine, { events, input })
  const paths = model.getShortestPaths()

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
      let navigations: string[] = []

      await path.test({
        states: {
          '*': (state) => {
            expectSameState(actor, state)
            expect(ports.navigation.history).toEqual(navigations)
          },
        },
        events: {
          ...settleEvents(gate, KEYS),
          'xstate.done.actor.signIn': async ({ event, state }) => {
            const url = (event as ModelEvent).output as { url: string }
            gate.resolve('auth.signIn', url)
            await flush()
            // An OAuth provider's URL is navigated to at once; credentials wait for the session.
            if (state.matches({ loading: 'redirecting' })) navigations = [...navigations, url.url]
          },
          'xstate.done.actor.getSession': async ({ event }) => {
            const before = actor.getSnapshot()
            const output = (event as ModelEvent).output
            gate.resolve('auth.getSession', output)
            await flush()
            // A credentials sign-in goes on to the returned URL once its session exists.
            if (before.matches({ loading: 'fetchingSession' }) && output !== null && before.context.request) {
              navigations = [...navigations, before.context.request.callbackUrl]
            }
          },
          'xstate.done.actor.signOut': async ({ event, state }) => {
            const before = actor.getSnapshot()
            gate.resolve('auth.signOut', (event as ModelEvent).output)
            await flush()
            if (before.matches('signingOut')) navigations = [...navigations, '/']
            else if (before.context.expiry === 'tokenNotValid')
              navigations = [...navigations, state.context.loginUrl]
          },
          'xstate.error.actor.signOut': async ({ event }) => {
            const before = actor.getSnapshot()
            gate.reject('auth.signOut', (event as ModelEvent).error)
            await flush()
            if (before.context.expiry === 'tokenNotValid')
              navigations = [...navigations, before.context.loginUrl]
          },
          'signIn.submit': async ({ event }) => {
            actor.send(event as never)
            await flush()
            const { type: _type, ...request } = event as ModelEvent
            expect(log.last()).toMatchObject({ port: 'auth', method: 'signIn', args: [request] })
          },
          'signOut.confirm': async ({ event }) => {
            actor.send(event as never)
            await flush()
            expect(log.last()).toMatchObject({ method: 'signOut', args: [{ callbackUrl: '/' }] })
          },
          'session.check': async ({ event }) => {
            actor.send(event as never)
            await flush()
            expect(log.last()).toMatchObject({ method: 'getSession' })
          },
          'session.update': ({ event }) => void actor.send(event as never),
          'session.unauthorized': async ({ event }) => {
            actor.send(event as never)
            await flush()
          },
          'signOut.request': ({ event }) => void actor.send(event as never),
          'signOut.cancel': ({ event }) => void actor.send(event as never),
          'error.dismiss': ({ event }) => void actor.send(event as never),
        },
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

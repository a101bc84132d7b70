import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, ServerError } from '#core/errors.ts'
import { joinMachine, provideJoinMachine } from '#core/join/join.machine.ts'
import type { Team } from '#core/team/team.schema.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { expectSameState, flush } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const NOW = Date.UTC(2025, 2, 10, 12)
const OPEN = {
  registration_start: '2025-03-01T00:00:00Z',
  registration_end: '2025-03-20T00:00:00Z',
  games_start: null,
  games_end: null,
}
const CLOSED = { ...OPEN, registration_end: '2025-03-05T00:00:00Z' }
const team = (logoUrl: string | null): Team => ({
  id: logoUrl ? 'team-logo' : 'team-plain',
  tournamentId: 'cup',
  name: 'Wolves',
  logoUrl,
  captain: { nickname: 'cap', discord: 'cap#1' },
  description: '',
  size: 1,
  players: [],
  confirmed: false,
  inviteUrl: '/join/team-logo/inv',
})
const CREATE = { name: 'Foxes', captainDiscord: 'fox#1', description: 'We play', joinPassword: 'secret' }

const events: ModelEvent[] = [
  { type: 'join.find' },
  { type: 'join.create' },
  { type: 'join.back' },
  { type: 'join.retry' },
  { type: 'team.pick', team: team(null) },
  { type: 'team.pick', team: team('/logo.png') },
  { type: 'joinPassword.submit', values: { password: '' } },
  { type: 'joinPassword.submit', values: { password: 'secret' } },
  { type: 'create.submit', values: { ...CREATE, name: 'F' } },
  { type: 'create.submit', values: CREATE },
  { type: 'xstate.done.actor.checkEligibility', output: { schedule: OPEN, now: NOW, profileComplete: true } },
  {
    type: 'xstate.done.actor.checkEligibility',
    output: { schedule: OPEN, now: NOW, profileComplete: false },
  },
  {
    type: 'xstate.done.actor.checkEligibility',
    output: { schedule: CLOSED, now: NOW, profileComplete: true },
  },
  { type: 'xstate.error.actor.checkEligibility', error: new ServerError({}) },
  { type: 'xstate.done.actor.submit', output: team('/logo.png') },
  {
    type: 'xstate.error.actor.submit',
    error: new ApiError({ status: 403, body: { detail: 'Wrong password' } }),
  },
]

const SUBMIT_KEY: Record<string, string> = {
  join: 'teams.join',
  create: 'teams.create',
  invitation: 'teams.acceptInvitation',
}

describe.each([
  { name: 'from the tournament page', input: { tournamentId: 'cup' } },
  {
    name: 'from an invitation link',
    input: { tournamentId: 'cup', invitation: { teamId: 'team-logo', inviteId: 'inv' } },
  },
])('join machine ($name)', ({ input }) => {
  const model = createModel(joinMachine, { events, input })
  const paths = model.getShortestPaths()

  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log, now: NOW })
      const actor = createActor(provideJoinMachine(ports, { tournamentUrl: (id) => `/tournaments/${id}` }), {
        input,
      }).start()
      await flush()
      let navigations: string[] = []

      await path.test({
        states: {
          '*': (state) => {
            expectSameState(actor, state)
            expect(ports.navigation.history).toEqual(navigations)
            if (state.matches('find')) expect(log.names()).toContain('teams.list')
            if (state.matches('success')) {
              expect(ports.notifier.keys().at(-1)).toBe(
                `success:${state.context.request?.kind === 'create' ? 'createdTeam' : 'joinedTeam'}`,
              )
            }
            if (state.matches('error')) {
              expect(ports.notifier.keys().at(-1)).toBe(
                `error:${state.context.request?.kind === 'create' ? 'createTeamFailed' : 'joinTeamFailed'}`,
              )
            }
          },
        },
        events: {
          'xstate.done.actor.checkEligibility': async ({ event }) => {
            const output = (event as ModelEvent).output as { schedule: typeof OPEN; profileComplete: boolean }
            expect(log.names().slice(-2)).toEqual(['tournaments.get', 'profile.get'])
            gate.resolve('tournaments.get', { id: 'cup', name: 'Cup', ...output.schedule })
            gate.resolve(
              'profile.get',
              output.profileComplete ? COMPLETE_PROFILE : { ...COMPLETE_PROFILE, discord: '' },
            )
            await flush()
            if (output.schedule === CLOSED) navigations = [...navigations, '/tournaments/cup']
          },
          'xstate.error.actor.checkEligibility': async ({ event }) => {
            gate.reject('tournaments.get', (event as ModelEvent).error)
            gate.resolve('profile.get', COMPLETE_PROFILE)
            await flush()
          },
          'xstate.done.actor.submit': async ({ event }) => {
            const kind = actor.getSnapshot().context.request?.kind ?? 'join'
            const key = SUBMIT_KEY[kind] ?? ''
            expect(log.names()).toContain(key)
            gate.resolve(key, (event as ModelEvent).output)
            await flush()
          },
          'xstate.error.actor.submit': async ({ event }) => {
            const kind = actor.getSnapshot().context.request?.kind ?? 'join'
            gate.reject(SUBMIT_KEY[kind] ?? '', (event as ModelEvent).error)
            await flush()
          },
          'join.find': async ({ event }) => {
            actor.send(event as never)
            await flush()
          },
          'join.create': ({ event }) => void actor.send(event as never),
          'join.back': ({ event }) => void actor.send(event as never),
          'join.retry': async ({ event }) => {
            actor.send(event as never)
            await flush()
          },
          'team.pick': ({ event }) => void actor.send(event as never),
          'joinPassword.submit': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches('submitting')) {
              expect(log.last()).toMatchObject({
                method: 'join',
                args: [{ tournamentId: 'cup', teamId: 'team-logo', password: 'secret' }],
              })
            }
          },
          'create.submit': async ({ event, state }) => {
            actor.send(event as never)
            await flush()
            if (state.matches('submitting')) {
              expect(log.last()).toMatchObject({
                method: 'create',
                args: [{ tournamentId: 'cup', form: CREATE }],
              })
            }
          },
        },
      })
    })
  }
})

const COMPLETE_PROFILE = {
  id: '00000000-0000-4000-8000-00000000000a',
  username: 'olena',
  email: 'o@example.com',
  firstName: 'Olena',
  lastName: 'K',
  phone: '+380671234567',
  playingDevice: 'PC',
  inputDevice: 'keyboard' as const,
  discord: 'olena#1',
  telegram: '',
  instagram: '',
  avatar: null,
  pendingEmail: null,
  pendingPhone: null,
  hasPassword: true,
}

describe('join with answering ports', () => {
  it('lists the teams through the reused fetch machine', async () => {
    const ports = createFakePorts({ now: NOW })
    ports.tournaments.answers.get = { id: 'cup', name: 'Cup', ...OPEN }
    ports.profile.answers.get = COMPLETE_PROFILE
    ports.teams.answers.list = [team('/logo.png')]
    const actor = createActor(provideJoinMachine(ports, { tournamentUrl: (id) => `/t/${id}` }), {
      input: { tournamentId: 'cup' },
    }).start()
    await flush()
    actor.send({ type: 'join.find' })
    await flush()
    const list = actor.getSnapshot().children.teamList?.getSnapshot() as
      | { value: unknown; context: { data: unknown } }
      | undefined
    expect(list?.value).toBe('success')
    expect(list?.context.data).toEqual([team('/logo.png')])
  })
})

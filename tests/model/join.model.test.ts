import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, ServerError } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { joinMachine, provideJoinMachine } from '#core/teams/join.machine.ts'
import { type Eligibility, joinStart } from '#core/teams/join-start.ts'
import { type JoinInput, joinStartView } from '#core/teams/join-view.ts'
import type { Team, TeamList } from '#core/teams/team.schema.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { cannedTeam } from '../fakes/teams.ts'
import { fakeTournament } from '../fakes/tournaments.ts'
import { call, flush, type PortCall, portCalls, stateName } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const NOW = Date.UTC(2025, 2, 10, 12)
const OPEN = {
  registration_start: '2025-03-01T00:00:00Z',
  registration_end: '2025-03-20T00:00:00Z',
  games_start: null,
  games_end: null,
}
const CLOSED = { ...OPEN, registration_end: '2025-03-05T00:00:00Z' }
const team = (logoUrl: string | null): Team =>
  cannedTeam({
    id: logoUrl ? 'team-logo' : 'team-plain',
    name: 'Wolves',
    logo_url: logoUrl,
    captain: { id: 'cap', nickname: 'cap', discord: 'cap#1' },
    missing: ['players', 'confirmation'],
    registration_end: OPEN.registration_end,
  })
const CREATE = { name: 'Foxes', captain_discord: 'fox#1', description: 'We play', join_password: 'secret' }

const events: ModelEvent[] = [
  { type: 'join.find' },
  { type: 'join.create' },
  { type: 'join.back' },
  { type: 'join.forward' },
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
  {
    type: 'xstate.error.actor.submit',
    error: new FieldsRefused({ fields: { password: [{ key: 'wrongJoinPassword' }] } }),
  },
  { type: 'profile.submit', values: { lastName: ' ', discord: 'olena#1' } },
  { type: 'profile.submit', values: { lastName: 'Kovalenko', discord: 'olena#1', phone: '+380671234567' } },
  { type: 'xstate.done.actor.completeProfile', output: {} },
  { type: 'xstate.error.actor.completeProfile', error: new ServerError({}) },
  {
    type: 'xstate.error.actor.completeProfile',
    error: new FieldsRefused({ fields: { discord: [{ key: 'invalid' }] } }),
  },
]

/** What the join page shows, and the calls, toasts and navigations so far. */
interface Seen {
  readonly state: string
  readonly blocked: string | null
  readonly error: string | null
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
  /** What the server said of one field. */
  readonly serverErrors: Readonly<Record<string, ReadonlyArray<string>>>
  /** The profile fields to fill, and the Discord Create a Team offers. */
  readonly missingFields: ReadonlyArray<string>
  readonly captainDiscord: string
  readonly picked: string | null
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
  readonly navigations: ReadonlyArray<string>
  /** Not shown: what was submitted last, sent again by a retry. */
  readonly request: PortCall | null
}

const INVITATION = call('teams.acceptInvitation', {
  kind: 'invitation',
  teamId: 'team-logo',
  inviteId: 'inv',
})

/** The join guard asks for the tournament and the profile (spec §2). */
const check = (seen: Seen): Seen => ({
  ...seen,
  state: 'checking',
  error: null,
  fieldErrors: {},
  serverErrors: {},
  calls: [...seen.calls, call('tournaments.get', 'cup'), call('profile.get')],
})
const submit = (seen: Seen, request: PortCall): Seen => ({
  ...seen,
  state: 'submitting',
  error: null,
  fieldErrors: {},
  serverErrors: {},
  request,
  calls: [...seen.calls, request],
})
const cleared = (seen: Seen, state: string): Seen => ({
  ...seen,
  state,
  error: null,
  fieldErrors: {},
  serverErrors: {},
})

/** The outcome of each event, from spec §2 and §5. */
const next = (seen: Seen, event: ModelEvent): Seen => {
  const created = seen.request?.call === 'teams.create'
  switch (event.type) {
    case 'xstate.done.actor.checkEligibility': {
      const output = event.output as { schedule: typeof OPEN; profileComplete: boolean }
      // Outside the registration window the user is sent back to the tournament page.
      if (output.schedule === CLOSED)
        return {
          ...seen,
          state: 'blocked',
          blocked: 'registrationClosed',
          navigations: [...seen.navigations, '/tournaments/cup'],
        }
      // The fake profile lacks only its Discord.
      if (!output.profileComplete)
        return { ...seen, state: 'blocked', blocked: 'profileIncomplete', missingFields: ['discord'] }
      // Create a Team offers the profile's Discord as the captain's.
      return { ...seen, state: 'choosing', captainDiscord: 'olena#1' }
    }
    case 'xstate.error.actor.checkEligibility':
      return { ...seen, state: 'unavailable', error: 'somethingWentWrong' }
    case 'profile.submit': {
      // Exactly the fields asked for: the last name and Discord; the phone is the profile page's.
      const { lastName } = event.values as { lastName: string }
      if (lastName.trim() === '')
        return { ...cleared(seen, 'completing'), fieldErrors: { lastName: ['required'] } }
      return {
        ...cleared(seen, 'savingProfile'),
        calls: [...seen.calls, call('profile.complete', { lastName: 'Kovalenko', discord: 'olena#1' })],
      }
    }
    case 'xstate.done.actor.completeProfile':
      return submit(seen, INVITATION)
    case 'xstate.error.actor.completeProfile':
      // The form stays, with the server's word beside the field it refused.
      return {
        ...seen,
        state: 'completing',
        error: 'somethingWentWrong',
        serverErrors: event.error instanceof FieldsRefused ? { discord: ['invalid'] } : {},
      }
    case 'join.retry':
      return seen.state === 'unavailable' ? check(seen) : submit(seen, seen.request ?? INVITATION)
    case 'join.find':
      return { ...seen, state: 'find.list', picked: null, calls: [...seen.calls, call('teams.list', 'cup')] }
    case 'join.create':
      return { ...seen, state: 'create' }
    case 'join.back':
      // The team stays picked, for the browser's Forward.
      if (seen.state === 'find.password') return cleared(seen, 'find.list')
      // An invitation has no choice of team to go back to.
      if (seen.request?.call === 'teams.acceptInvitation') return seen
      return cleared(seen, 'choosing')
    case 'join.forward':
      return seen.state === 'find.list' && seen.picked !== null ? cleared(seen, 'find.password') : seen
    case 'team.pick': {
      // A team without its logo yet takes players too: the logo is due by the registration close.
      const team = event.team as Team
      return { ...cleared(seen, 'find.password'), picked: team.id }
    }
    case 'joinPassword.submit': {
      const { password } = event.values as { password: string }
      // A new try answers for itself: the server's word on the last one goes.
      if (password === '') return { ...cleared(seen, seen.state), fieldErrors: { password: ['required'] } }
      return submit(
        seen,
        call('teams.join', { kind: 'join', tournamentId: 'cup', teamId: seen.picked, password }),
      )
    }
    case 'create.submit': {
      const form = event.values as typeof CREATE
      if (form.name.length < 2) return { ...cleared(seen, seen.state), fieldErrors: { name: ['minLength'] } }
      return submit(seen, call('teams.create', { kind: 'create', tournamentId: 'cup', form: CREATE }))
    }
    case 'xstate.done.actor.submit':
      return {
        ...seen,
        state: 'success',
        toasts: [...seen.toasts, created ? 'success:createdTeam' : 'success:joinedTeam'],
      }
    case 'xstate.error.actor.submit': {
      const key = created ? 'createTeamFailed' : 'joinTeamFailed'
      // A refusal of one field keeps the server's word for it beside the failure.
      const serverErrors: Seen['serverErrors'] =
        event.error instanceof FieldsRefused ? { password: ['wrongJoinPassword'] } : {}
      const refused = { ...seen, error: key, serverErrors, toasts: [...seen.toasts, `error:${key}`] }
      // A refused join goes back to the password of the team picked (its list read again behind it),
      // a refused new team to its form: nothing is sent again unchanged. An invitation says why.
      if (seen.request?.call === 'teams.join')
        return { ...refused, state: 'find.password', calls: [...seen.calls, call('teams.list', 'cup')] }
      if (created) return { ...refused, state: 'create' }
      return { ...refused, state: 'error' }
    }
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

const keysOf = (refs: ReadonlyArray<{ key: string }>): string[] => refs.map((ref) => ref.key)

describe.each([
  { name: 'from the tournament page', input: { tournamentId: 'cup' } },
  {
    name: 'from an invitation link',
    input: { tournamentId: 'cup', invitation: { teamId: 'team-logo', inviteId: 'inv' } },
  },
  {
    name: 'from an invitation link, with a profile to complete',
    input: {
      tournamentId: 'cup',
      invitation: { teamId: 'team-logo', inviteId: 'inv' },
      missingFields: ['lastName', 'phone', 'discord'] as const,
    },
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
      const start: Seen = {
        state: '',
        blocked: null,
        error: null,
        fieldErrors: {},
        serverErrors: {},
        missingFields: [],
        captainDiscord: '',
        picked: null,
        calls: [],
        toasts: [],
        navigations: [],
        request: null,
      }
      // The invitation link enters at submitting, or first asks for the fields a tournament needs.
      let seen =
        'missingFields' in input
          ? { ...start, state: 'completing', missingFields: ['lastName', 'phone', 'discord'] }
          : 'invitation' in input
            ? submit(start, INVITATION)
            : check(start)

      const step = async (event: ModelEvent): Promise<void> => {
        if (event.type === 'xstate.done.actor.checkEligibility') {
          const output = event.output as { schedule: typeof OPEN; profileComplete: boolean }
          gate.resolve('tournaments.get', fakeTournament({ id: 'cup', name: 'Cup', ...output.schedule }))
          gate.resolve(
            'profile.get',
            output.profileComplete ? COMPLETE_PROFILE : { ...COMPLETE_PROFILE, discord: '' },
          )
        } else if (event.type === 'xstate.error.actor.checkEligibility') {
          gate.reject('tournaments.get', event.error)
          gate.resolve('profile.get', COMPLETE_PROFILE)
        } else if (event.type === 'xstate.done.actor.completeProfile')
          gate.resolve('profile.complete', COMPLETE_PROFILE)
        else if (event.type === 'xstate.error.actor.completeProfile')
          gate.reject('profile.complete', event.error)
        else if (event.type === 'xstate.done.actor.submit')
          gate.resolve(seen.request?.call ?? '', event.output)
        else if (event.type === 'xstate.error.actor.submit')
          gate.reject(seen.request?.call ?? '', event.error)
        else actor.send(event as never)
        await flush()
        seen = next(seen, event)
      }

      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({
              state: stateName(value),
              blocked: context.blocked,
              error: context.error?.key ?? null,
              fieldErrors: Object.fromEntries(
                Object.entries(context.fieldErrors).map(([field, refs]) => [field, keysOf(refs ?? [])]),
              ),
              serverErrors: Object.fromEntries(
                Object.entries(context.serverErrors).map(([field, refs]) => [field, keysOf(refs ?? [])]),
              ),
              missingFields: context.missingFields,
              captainDiscord: context.captainDiscord,
              picked: context.picked?.id ?? null,
              calls: portCalls(log),
              toasts: ports.notifier.keys(),
              navigations: ports.navigation.history,
              request: seen.request,
            }).toEqual(seen)
          },
        },
        events: Object.fromEntries(
          events.map((event) => [event.type, ({ event }: { event: unknown }) => step(event as ModelEvent)]),
        ),
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
  oblast: '' as const,
  avatar: null,
  pendingEmail: null,
  pendingPhone: null,
  hasPassword: true,
}

describe('join with answering ports', () => {
  it('lists the teams through the reused fetch machine', async () => {
    const ports = createFakePorts({ now: NOW })
    ports.tournaments.answers.get = fakeTournament({ id: 'cup', name: 'Cup', ...OPEN })
    ports.profile.answers.get = COMPLETE_PROFILE
    ports.teams.answers.list = { count: 1, results: [team('/logo.png')] }
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
    expect(list?.context.data).toEqual({ count: 1, results: [team('/logo.png')] })
  })
})

/** A list call of Find a Team, answered when the test says. */
interface ListCall {
  readonly search: string | undefined
  answer(list: TeamList): void
}

const listOf = (...names: string[]): TeamList => ({
  count: names.length,
  results: names.map((name) => ({ ...team(null), id: name.toLowerCase(), name })),
})

describe("Find a Team's search", () => {
  /** The flow at Find a Team, its first list asked for and not yet answered. */
  const atFind = async () => {
    const ports = createFakePorts({ now: NOW })
    ports.tournaments.answers.get = fakeTournament({ id: 'cup', name: 'Cup', ...OPEN })
    ports.profile.answers.get = COMPLETE_PROFILE
    const lists: ListCall[] = []
    ports.teams.list = (_tournamentId, options) =>
      new Promise<TeamList>((resolve) => lists.push({ search: options?.search, answer: resolve }))
    const actor = createActor(provideJoinMachine(ports, { tournamentUrl: (id) => `/t/${id}` }), {
      input: { tournamentId: 'cup' },
    }).start()
    await flush()
    actor.send({ type: 'join.find' })
    await flush()
    const shown = () => {
      const list = actor.getSnapshot().children.teamList?.getSnapshot() as
        | { value: unknown; context: { data: unknown } }
        | undefined
      return { value: list?.value, data: list?.context.data }
    }
    return { actor, lists, shown }
  }

  it('typed while the first list loads, wins when its answer comes first', async () => {
    const { actor, lists, shown } = await atFind()
    actor.send({ type: 'team.search', search: 'wol' })
    await flush()
    expect(lists.map((list) => list.search)).toEqual([undefined, 'wol'])
    lists[1]?.answer(listOf('Wolves'))
    await flush()
    lists[0]?.answer(listOf('Wolves', 'Foxes', 'Bears'))
    await flush()
    expect(shown()).toEqual({ value: 'success', data: listOf('Wolves') })
  })

  it('typed while the first list loads, wins when the first answer comes first', async () => {
    const { actor, lists, shown } = await atFind()
    actor.send({ type: 'team.search', search: 'wol' })
    await flush()
    lists[0]?.answer(listOf('Wolves', 'Foxes', 'Bears'))
    await flush()
    expect(shown().value).toBe('pending')
    lists[1]?.answer(listOf('Wolves'))
    await flush()
    expect(shown()).toEqual({ value: 'success', data: listOf('Wolves') })
  })

  it('typed again before the last search answers, shows the latest search', async () => {
    const { actor, lists, shown } = await atFind()
    lists[0]?.answer(listOf('Wolves', 'Foxes'))
    await flush()
    actor.send({ type: 'team.search', search: 'w' })
    await flush()
    actor.send({ type: 'team.search', search: 'fox' })
    await flush()
    expect(lists.map((list) => list.search)).toEqual([undefined, 'w', 'fox'])
    lists[2]?.answer(listOf('Foxes'))
    await flush()
    lists[1]?.answer(listOf('Wolves'))
    await flush()
    expect(shown()).toEqual({ value: 'success', data: listOf('Foxes') })
    expect(actor.getSnapshot().value).toEqual({ find: 'list' })
  })
})

// Every state a page may ask the view about.
const STATES = [
  'start',
  'checking',
  'deciding',
  'unavailable',
  'blocked',
  'choosing',
  'find',
  { find: 'list' },
  { find: 'password' },
  'create',
  'submitting',
  'error',
  'success',
] as const

const eligible = (over: Partial<Eligibility>): Eligibility => ({
  schedule: OPEN,
  now: NOW,
  profileComplete: true,
  missingFields: [],
  discord: 'olena#1',
  teamName: null,
  ...over,
})

describe("the join pages' view before the machine loads", () => {
  const cases: ReadonlyArray<{
    readonly name: string
    readonly input: JoinInput
    readonly expected: {
      readonly state: string
      readonly blocked: string | null
      readonly missingFields: ReadonlyArray<string>
      readonly teamName: string
      readonly captainDiscord: string
    }
  }> = [
    {
      name: 'a complete profile: Find or Create, with the Discord offered',
      input: { tournamentId: 'cup', eligibility: eligible({}) },
      expected: {
        state: 'choosing',
        blocked: null,
        missingFields: [],
        teamName: '',
        captainDiscord: 'olena#1',
      },
    },
    {
      name: 'an incomplete profile: what to fill',
      input: {
        tournamentId: 'cup',
        eligibility: eligible({ profileComplete: false, missingFields: ['phone', 'discord'], discord: '' }),
      },
      expected: {
        state: 'blocked',
        blocked: 'profileIncomplete',
        missingFields: ['phone', 'discord'],
        teamName: '',
        captainDiscord: '',
      },
    },
    {
      name: 'a user in a team of the tournament, even with an incomplete profile: the team',
      input: {
        tournamentId: 'cup',
        eligibility: eligible({ teamName: 'Wolves', profileComplete: false, missingFields: ['phone'] }),
      },
      expected: {
        state: 'blocked',
        blocked: 'inTeam',
        missingFields: [],
        teamName: 'Wolves',
        captainDiscord: '',
      },
    },
    {
      name: 'a closed registration, whatever else holds',
      input: {
        tournamentId: 'cup',
        eligibility: eligible({ schedule: CLOSED, teamName: 'Wolves', profileComplete: false }),
      },
      expected: {
        state: 'blocked',
        blocked: 'registrationClosed',
        missingFields: [],
        teamName: '',
        captainDiscord: '',
      },
    },
    {
      name: 'an invitation: submitting, from the click that accepts',
      input: { tournamentId: 'cup', invitation: { teamId: 'team-logo', inviteId: 'inv' } },
      expected: { state: 'submitting', blocked: null, missingFields: [], teamName: '', captainDiscord: '' },
    },
  ]

  for (const { name, input, expected } of cases) {
    it(`is the machine's own start, for ${name}`, () => {
      const view = joinStartView(input, input.eligibility && joinStart(input.eligibility))
      const { context } = view
      expect({
        state: STATES.filter((state) => typeof state === 'string' && view.matches(state)),
        blocked: context.blocked,
        missingFields: context.missingFields,
        teamName: context.teamName,
        captainDiscord: context.captainDiscord,
      }).toEqual({ ...expected, state: [expected.state] })

      const actor = createActor(joinMachine, { input }).start()
      const snapshot = actor.getSnapshot()
      actor.stop()
      expect(snapshot.context).toEqual(context)
      for (const state of STATES)
        expect(view.matches(state), JSON.stringify(state)).toBe(snapshot.matches(state))
    })
  }
})

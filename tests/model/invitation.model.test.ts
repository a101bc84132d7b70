/**
 * A captain's invitation in My tournaments (core/teams/invitation.machine.ts): every shortest path of
 * the machine, for an invitation that can be accepted and for one the server said cannot be now, each
 * state checked against expectations written here by hand (docs/teams.md "Invitations"); and the card's
 * start view against the machine's own start.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '#core/shared/errors.ts'
import { invitationMachine, provideInvitationMachine } from '#core/teams/invitation.machine.ts'
import { INVITATION_START_VALUE, invitationStartView } from '#core/teams/invitation-view.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { call, flush, type PortCall, portCalls } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const TEAM_ID = 'team-wolves'
const JOINED = { id: TEAM_ID }

const refused = (code: string) => new ApiError({ status: 403, body: { code, detail: code } })

const events: ModelEvent[] = [
  { type: 'invitation.accept' },
  { type: 'invitation.decline' },
  { type: 'xstate.done.actor.accept', output: JOINED },
  { type: 'xstate.error.actor.accept', error: refused('profile_incomplete') },
  { type: 'xstate.error.actor.accept', error: refused('registration_closed') },
  { type: 'xstate.error.actor.accept', error: new ApiError({ status: 409, body: { code: 'team_full' } }) },
  { type: 'xstate.done.actor.decline', output: undefined },
  { type: 'xstate.error.actor.decline', error: new ApiError({ status: 500, body: {} }) },
]

interface Seen {
  readonly state: string
  readonly error: string | null
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
}

const START: Seen = { state: 'idle', error: null, calls: [], toasts: [] }

/** Why a refused acceptance failed, as the player reads it. */
const acceptFailure = (error: unknown): string => {
  const code = error instanceof ApiError ? (error.body as { code?: string }).code : undefined
  if (code === 'profile_incomplete') return 'profileIncomplete'
  if (code === 'registration_closed') return 'registrationClosed'
  return 'joinTeamFailed'
}

const next = (seen: Seen, event: ModelEvent, mayAccept: boolean): Seen => {
  // Answered: the card is done.
  if (seen.state === 'accepted' || seen.state === 'declined') return seen
  switch (event.type) {
    case 'invitation.accept':
      // Only an invitation the server did not say is blocked; never while an answer is on its way.
      if (!mayAccept || seen.state !== 'idle') return seen
      return {
        ...seen,
        state: 'accepting',
        error: null,
        calls: [...seen.calls, call('teams.acceptTeamInvitation', TEAM_ID)],
      }
    case 'invitation.decline':
      if (seen.state !== 'idle') return seen
      return {
        ...seen,
        state: 'declining',
        error: null,
        calls: [...seen.calls, call('teams.declineTeamInvitation', TEAM_ID)],
      }
    case 'xstate.done.actor.accept':
      return { ...seen, state: 'accepted', toasts: [...seen.toasts, 'success:joinedTeam'] }
    case 'xstate.error.actor.accept': {
      const why = acceptFailure(event.error)
      return { ...seen, state: 'idle', error: why, toasts: [...seen.toasts, `error:${why}`] }
    }
    case 'xstate.done.actor.decline':
      return { ...seen, state: 'declined', toasts: [...seen.toasts, 'success:invitationDeclined'] }
    case 'xstate.error.actor.decline':
      return {
        ...seen,
        state: 'idle',
        error: 'declineInvitationFailed',
        toasts: [...seen.toasts, 'error:declineInvitationFailed'],
      }
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

const GATE_KEY: Record<string, string> = {
  accept: 'teams.acceptTeamInvitation',
  decline: 'teams.declineTeamInvitation',
}

describe.each([true, false])('invitation machine (may accept: %s)', (mayAccept) => {
  const input = { teamId: TEAM_ID, mayAccept }
  const model = createModel(invitationMachine, { events, input })
  for (const path of model.getShortestPaths()) {
    it.concurrent(path.description, async ({ expect }) => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(provideInvitationMachine(ports), { input }).start()
      let seen = START
      const step = async (event: ModelEvent): Promise<void> => {
        const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
        if (settled) {
          const key = GATE_KEY[settled[2] ?? ''] ?? ''
          if (settled[1] === 'done') gate.resolve(key, event.output)
          else gate.reject(key, event.error)
        } else actor.send(event as never)
        await flush()
        seen = next(seen, event, mayAccept)
      }
      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({
              state: value,
              error: context.error?.key ?? null,
              calls: portCalls(log),
              toasts: ports.notifier.keys(),
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

describe("an invitation card's start view", () => {
  it.each([true, false])("is the invitation machine's own start (may accept: %s)", (mayAccept) => {
    const input = { teamId: TEAM_ID, mayAccept }
    const expected = { teamId: TEAM_ID, mayAccept, error: null }
    const actor = createActor(provideInvitationMachine(createFakePorts()), { input }).start()
    const snapshot = actor.getSnapshot()
    const view = invitationStartView(input)
    expect(snapshot.context).toEqual(expected)
    expect(view.context).toEqual(expected)
    expect(snapshot.value).toBe('idle')
    expect(INVITATION_START_VALUE).toBe('idle')
    for (const state of ['idle', 'accepting', 'declining', 'accepted', 'declined'] as const)
      expect(view.matches(state), state).toBe(snapshot.matches(state))
    actor.stop()
  })
})

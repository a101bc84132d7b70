import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '#core/shared/errors.ts'
import { FieldsRefused } from '#core/shared/forms/form.machine.ts'
import { uploadStartView } from '#core/shared/uploads/upload-start.ts'
import { provideTeamMachine, teamMachine } from '#core/teams/team.machine.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { provideTeamLogoUpload } from '#core/teams/team-logo.ts'
import { TEAM_LOGO_UPLOAD_INPUT, teamStartView } from '#core/teams/team-view.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { cannedTeam } from '../fakes/teams.ts'
import { call, flush, type PortCall, portCalls } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const player = (id: string, nickname: string, isCaptain: boolean) => ({
  id,
  nickname,
  avatar_url: null,
  is_captain: isCaptain,
  joined_at: '2025-03-02T10:00:00Z',
  contacts: null,
})
const CHECK_IN = {
  opens_at: '2025-03-21T17:00:00Z',
  closes_at: '2025-03-21T17:50:00Z',
  checked_in_at: null,
}
/** The page was rendered an hour before check-in opens. */
const RENDERED = Date.parse('2025-03-21T16:00:00Z')
/** An English page: the copied invitation link keeps the page's language. */
const PAGE = { origin: 'https://esports.example', locale: 'en' } as const
const CHECK_IN_OPEN = Date.parse('2025-03-21T17:10:00Z')
const CHECK_IN_CLOSED = Date.parse('2025-03-21T17:51:00Z')
const TEAM: Team = cannedTeam({
  id: 'wolves',
  name: 'Wolves',
  captain: { id: 'p-cap', nickname: 'cap', discord: 'cap#1' },
  size: 2,
  free_places: 3,
  state: 'confirmed',
  players: [player('p-cap', 'cap', true), player('p-olena', 'olena', false)],
  invite_url: '/join/wolves/inv-1',
  invitees: [{ id: 'p-oksana', nickname: 'oksana', invited_at: '2025-03-03T10:00:00Z' }],
  is_captain: true,
  missing: ['logo', 'players', 'check_in'],
  registration_end: '2025-03-20T00:00:00Z',
  check_in: CHECK_IN,
  dropped_reason: null,
})
/** The team as `isCaptain`'s reader gets it: a player who is not the captain reads no link, no invitees. */
const readBy = (isCaptain: boolean, team: Team): Team =>
  isCaptain ? team : { ...team, is_captain: false, invite_url: null, invitees: null }
const AS_PLAYER: Team = readBy(false, TEAM)
const LOGO = { url: '/media/team-logos/wolves.png', variants: [] }
/** The team the server answers once the captain has replaced the invitation link. */
const RELINKED: Team = { ...TEAM, invite_url: '/join/wolves/inv-2' }
const CHECKED_IN: Team = {
  ...TEAM,
  state: 'checked_in',
  check_in: { ...CHECK_IN, checked_in_at: '2025-03-21T17:12:00Z' },
  missing: ['logo', 'players'],
}
/** The team the server answers once taras is invited too. */
const INVITED: Team = {
  ...TEAM,
  invitees: [
    ...(TEAM.invitees ?? []),
    { id: 'p-taras', nickname: 'taras', invited_at: '2025-03-04T10:00:00Z' },
  ],
}

const eventsFor = (isCaptain: boolean): ModelEvent[] => [
  { type: 'clock.tick', now: CHECK_IN_OPEN },
  { type: 'clock.tick', now: CHECK_IN_CLOSED },
  { type: 'logo.uploaded', image: LOGO },
  { type: 'player.invite', values: { nickname: 'a b' } },
  { type: 'player.invite', values: { nickname: 'taras' } },
  { type: 'invitation.withdraw', userId: 'p-oksana' },
  // Nobody the team invited: nothing to withdraw.
  { type: 'invitation.withdraw', userId: 'p-nobody' },
  { type: 'player.remove', playerId: 'p-olena' },
  { type: 'player.remove', playerId: 'p-cap' },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  { type: 'link.copy' },
  { type: 'link.replace' },
  { type: 'replacement.confirm' },
  { type: 'replacement.cancel' },
  { type: 'team.leave' },
  { type: 'leave.confirm' },
  { type: 'leave.cancel' },
  { type: 'checkIn.submit' },
  { type: 'xstate.done.actor.invitePlayer', output: INVITED },
  { type: 'xstate.error.actor.invitePlayer', error: new ApiError({ status: 429, body: {} }) },
  // The server names why, on the field: nobody has the nickname.
  {
    type: 'xstate.error.actor.invitePlayer',
    error: new FieldsRefused({ fields: { nickname: [{ key: 'userNotFound' }] } }),
  },
  { type: 'xstate.done.actor.withdrawInvitation', output: { ...TEAM, invitees: [] } },
  { type: 'xstate.error.actor.withdrawInvitation', error: new ApiError({ status: 404, body: {} }) },
  { type: 'xstate.done.actor.removePlayer', output: { ...TEAM, players: [TEAM.players[0]], size: 1 } },
  { type: 'xstate.error.actor.removePlayer', error: new ApiError({ status: 500, body: {} }) },
  { type: 'xstate.done.actor.copyLink', output: undefined },
  { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
  { type: 'xstate.done.actor.replaceLink', output: RELINKED },
  { type: 'xstate.error.actor.replaceLink', error: new ApiError({ status: 403, body: {} }) },
  { type: 'xstate.done.actor.leave', output: undefined },
  { type: 'xstate.error.actor.leave', error: new ApiError({ status: 409, body: {} }) },
  { type: 'xstate.done.actor.checkIn', output: readBy(isCaptain, CHECKED_IN) },
  { type: 'xstate.error.actor.checkIn', error: new ApiError({ status: 409, body: {} }) },
]

/** What the page shows of the team, and the calls and toasts so far. */
interface Seen {
  readonly state: string
  readonly now: number
  readonly logo_url: string | null
  readonly missing: ReadonlyArray<string>
  readonly players: ReadonlyArray<string>
  readonly size: number
  readonly checkedInAt: string | null
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly removal: string | null
  readonly invitees: ReadonlyArray<string> | null
  readonly withdrawal: string | null
  readonly linkShown: boolean
  readonly inviteUrl: string | null
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
}

const START: Seen = {
  state: 'idle',
  now: RENDERED,
  logo_url: null,
  missing: ['logo', 'players', 'check_in'],
  players: ['p-cap', 'p-olena'],
  size: 2,
  checkedInAt: null,
  fieldErrors: {},
  removal: null,
  invitees: ['p-oksana'],
  withdrawal: null,
  linkShown: false,
  inviteUrl: '/join/wolves/inv-1',
  calls: [],
  toasts: [],
}

/** The outcome of each event (spec §2, §6; docs/teams.md), for the captain or another player. */
const next = (seen: Seen, event: ModelEvent, isCaptain: boolean): Seen => {
  const me = isCaptain ? 'p-cap' : 'p-olena'
  // Out of the team, the card is done: nothing moves it any more.
  if (seen.state === 'left') return seen
  const back = (toast: string, changes: Partial<Seen> = {}): Seen => ({
    ...seen,
    ...changes,
    state: 'idle',
    toasts: [...seen.toasts, toast],
  })
  switch (event.type) {
    case 'clock.tick':
      return { ...seen, now: Number(event.now) }
    case 'team.leave':
      // A player leaves; the captain only once alone.
      if (isCaptain && seen.players.length > 1) return seen
      return { ...seen, state: 'confirmingLeave' }
    case 'leave.cancel':
      return { ...seen, state: 'idle' }
    case 'leave.confirm':
      return {
        ...seen,
        state: 'leaving',
        calls: [...seen.calls, call('teams.leave', { teamId: 'wolves', userId: me })],
      }
    case 'xstate.done.actor.leave':
      return { ...seen, state: 'left', toasts: [...seen.toasts, 'success:leftTeam'] }
    case 'xstate.error.actor.leave':
      return back('error:leaveTeamFailed')
    case 'checkIn.submit':
      // Any member of a confirmed team, while check-in is open (17:00 to 17:50).
      if (seen.now !== CHECK_IN_OPEN || seen.checkedInAt !== null) return seen
      return { ...seen, state: 'checkingIn', calls: [...seen.calls, call('teams.checkIn', 'wolves')] }
    case 'xstate.done.actor.checkIn':
      return back('success:checkedIn', {
        checkedInAt: '2025-03-21T17:12:00Z',
        missing: ['logo', 'players'],
        logo_url: null,
        players: ['p-cap', 'p-olena'],
        size: 2,
        inviteUrl: isCaptain ? '/join/wolves/inv-1' : null,
        invitees: isCaptain ? ['p-oksana'] : null,
      })
    case 'xstate.error.actor.checkIn':
      return back('error:checkInFailed')
  }
  // The rest is the captain's.
  if (!isCaptain) return seen
  switch (event.type) {
    case 'logo.uploaded':
      return { ...seen, logo_url: LOGO.url, missing: seen.missing.filter((m) => m !== 'logo') }
    case 'player.invite': {
      const { nickname } = event.values as { nickname: string }
      if (nickname.includes(' ')) return { ...seen, fieldErrors: { nickname: ['noSpaces'] } }
      return {
        ...seen,
        state: 'invitingPlayer',
        fieldErrors: {},
        calls: [...seen.calls, call('teams.invitePlayer', { teamId: 'wolves', nickname })],
      }
    }
    case 'invitation.withdraw':
      // Only an invitation the team still has.
      if (!(seen.invitees ?? []).includes(String(event.userId))) return seen
      return {
        ...seen,
        state: 'withdrawingInvitation',
        withdrawal: String(event.userId),
        calls: [...seen.calls, call('teams.withdrawInvitation', { teamId: 'wolves', userId: event.userId })],
      }
    case 'xstate.done.actor.withdrawInvitation':
      return back('success:invitationWithdrawn', {
        invitees: [],
        withdrawal: null,
        inviteUrl: '/join/wolves/inv-1',
        size: 2,
        logo_url: null,
        missing: TEAM.missing,
        players: ['p-cap', 'p-olena'],
        checkedInAt: null,
      })
    case 'xstate.error.actor.withdrawInvitation':
      return back('error:withdrawInvitationFailed', { withdrawal: null })
    case 'player.remove':
      // The captain stays (nobody would manage the team); a player gone already is not asked about.
      if (event.playerId === 'p-cap' || !seen.players.includes(String(event.playerId))) return seen
      return { ...seen, state: 'confirmingRemoval', removal: String(event.playerId) }
    case 'removal.cancel':
      return { ...seen, state: 'idle', removal: null }
    case 'removal.confirm':
      return {
        ...seen,
        state: 'removingPlayer',
        calls: [...seen.calls, call('teams.removePlayer', { teamId: 'wolves', playerId: seen.removal })],
      }
    case 'link.copy':
      // The link the server gave last: the new one once replaced.
      return {
        ...seen,
        state: 'copyingLink',
        calls: [...seen.calls, call('clipboard.writeText', `https://esports.example/en${seen.inviteUrl}`)],
      }
    case 'link.replace':
      // Asked first: the old link stops working for everyone who has it.
      return { ...seen, state: 'confirmingReplacement' }
    case 'replacement.cancel':
      return { ...seen, state: 'idle' }
    case 'replacement.confirm':
      return {
        ...seen,
        state: 'replacingLink',
        calls: [...seen.calls, call('teams.replaceInviteLink', 'wolves')],
      }
    case 'xstate.done.actor.replaceLink':
      // The server's team replaces the page's: the new link, shown by hand no more.
      return back('success:inviteLinkReplaced', {
        inviteUrl: '/join/wolves/inv-2',
        linkShown: false,
        size: 2,
        logo_url: null,
        missing: TEAM.missing,
        players: ['p-cap', 'p-olena'],
        invitees: ['p-oksana'],
        checkedInAt: null,
      })
    case 'xstate.error.actor.replaceLink':
      return back('error:replaceInviteLinkFailed')
    case 'xstate.done.actor.invitePlayer':
      // The server's team replaces the page's (its logo too): the player is invited, not in the team.
      return back('success:invitationSent', {
        inviteUrl: '/join/wolves/inv-1',
        size: 2,
        logo_url: null,
        missing: TEAM.missing,
        players: ['p-cap', 'p-olena'],
        invitees: ['p-oksana', 'p-taras'],
        checkedInAt: null,
      })
    case 'xstate.error.actor.invitePlayer':
      // The server's reason stays under the field until the next try; any other failure names none.
      return back('error:invitePlayerFailed', {
        fieldErrors: event.error instanceof FieldsRefused ? { nickname: ['userNotFound'] } : {},
      })
    case 'xstate.done.actor.removePlayer':
      return back('success:playerRemoved', {
        inviteUrl: '/join/wolves/inv-1',
        players: ['p-cap'],
        size: 1,
        removal: null,
        logo_url: null,
        missing: TEAM.missing,
        invitees: ['p-oksana'],
        checkedInAt: null,
      })
    case 'xstate.error.actor.removePlayer':
      return back('error:removePlayerFailed', { removal: null })
    case 'xstate.done.actor.copyLink':
      return back('success:linkCopied', { linkShown: false })
    case 'xstate.error.actor.copyLink':
      // No toast: the link is shown to be copied by hand.
      return { ...seen, state: 'idle', linkShown: true }
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

const GATE_KEY: Record<string, string> = {
  invitePlayer: 'teams.invitePlayer',
  withdrawInvitation: 'teams.withdrawInvitation',
  removePlayer: 'teams.removePlayer',
  copyLink: 'clipboard.writeText',
  replaceLink: 'teams.replaceInviteLink',
  leave: 'teams.leave',
  checkIn: 'teams.checkIn',
}

const keysOf = (refs: ReadonlyArray<{ key: string }>): string[] => refs.map((ref) => ref.key)

describe.each([true, false])('team machine (captain: %s)', (isCaptain) => {
  const input = { team: isCaptain ? TEAM : AS_PLAYER, userId: isCaptain ? 'p-cap' : 'p-olena', now: RENDERED }
  const events = eventsFor(isCaptain)
  const model = createModel(teamMachine, { events, input })

  const paths = model.getShortestPaths()
  // Thousands of paths, each waiting a few timer turns a step for the actor to settle: they run side
  // by side (each with its own actor, ports and expectations; `expect` is the test's own).
  for (const path of paths) {
    it.concurrent(path.description, async ({ expect }) => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(provideTeamMachine(ports, PAGE), {
        input,
      }).start()
      // A player who is not the captain never reads the invitation link nor the invitees.
      let seen = isCaptain ? START : { ...START, inviteUrl: null, invitees: null }

      const step = async (event: ModelEvent): Promise<void> => {
        const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
        if (settled) {
          const key = GATE_KEY[settled[2] ?? ''] ?? ''
          if (settled[1] === 'done') gate.resolve(key, event.output)
          else gate.reject(key, event.error)
        } else actor.send(event as never)
        await flush()
        seen = next(seen, event, isCaptain)
      }

      await path.test({
        states: {
          '*': () => {
            const { value, context } = actor.getSnapshot()
            expect({
              state: value,
              now: context.now,
              logo_url: context.team.logo_url,
              missing: context.team.missing,
              players: context.team.players.map((player) => player.id),
              size: context.team.size,
              checkedInAt: context.team.check_in?.checked_in_at ?? null,
              fieldErrors: Object.fromEntries(
                Object.entries(context.fieldErrors).map(([field, refs]) => [field, keysOf(refs ?? [])]),
              ),
              removal: context.removal?.id ?? null,
              invitees: context.team.invitees?.map((invitee) => invitee.id) ?? null,
              withdrawal: context.withdrawal?.id ?? null,
              linkShown: context.linkShown,
              inviteUrl: context.team.invite_url,
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

describe('team machine clock', () => {
  it('moves `now` on with the clock every second, for the countdowns and the check-in window', async () => {
    const ports = createFakePorts({ now: RENDERED })
    const actor = createActor(provideTeamMachine(ports, PAGE), {
      input: { team: TEAM, userId: 'p-cap', now: RENDERED },
    }).start()
    ports.clock.advance(999)
    expect(actor.getSnapshot().context.now).toBe(RENDERED)
    ports.clock.advance(1)
    expect(actor.getSnapshot().context.now).toBe(RENDERED + 1000)
    actor.stop()
    expect(ports.clock.pending()).toBe(0)
  })
})

// The card renders these before its machines load (ADR 0027): each must be the machine's own start,
// written out here (not computed by either) so that a change to the machine or to the view fails.
describe("a team card's start view", () => {
  it.each([
    ['the captain', TEAM, 'p-cap'],
    ['a player', AS_PLAYER, 'p-olena'],
  ])("is the team machine's own start, for %s", (_, team, userId) => {
    const expected = {
      team,
      userId,
      isCaptain: team.is_captain,
      now: RENDERED,
      nickname: '',
      fieldErrors: {},
      removal: null,
      withdrawal: null,
      linkShown: false,
    }
    const ports = createFakePorts({ now: RENDERED })
    const actor = createActor(provideTeamMachine(ports, PAGE), {
      input: { team, userId, now: RENDERED },
    }).start()
    const snapshot = actor.getSnapshot()
    const view = teamStartView({ team, userId, now: RENDERED })
    expect(snapshot.context).toEqual(expected)
    expect(view.context).toEqual(expected)
    expect(snapshot.value).toBe('idle')
    for (const state of ['idle', 'confirmingRemoval', 'checkingIn', 'left'] as const)
      expect(view.matches(state), state).toBe(snapshot.matches(state))
    actor.stop()
  })

  it("is the logo upload machine's own start, with the team's texts", () => {
    const expected = {
      file: null,
      size: null,
      progress: null,
      errors: [],
      error: null,
      image: null,
      success: { key: 'teamLogoUpdated' },
      failure: { key: 'teamLogoFailed' },
    }
    const ports = createFakePorts({ now: RENDERED })
    const actor = createActor(provideTeamLogoUpload(ports, 'wolves'), {
      input: TEAM_LOGO_UPLOAD_INPUT,
    }).start()
    const snapshot = actor.getSnapshot()
    const view = uploadStartView(TEAM_LOGO_UPLOAD_INPUT)
    expect(snapshot.context).toEqual(expected)
    expect(view.context).toEqual(expected)
    expect(snapshot.value).toEqual({ ready: 'idle' })
    for (const state of ['ready', { ready: 'idle' }, 'uploading'] as const)
      expect(view.matches(state), JSON.stringify(state)).toBe(snapshot.matches(state))
    actor.stop()
  })
})

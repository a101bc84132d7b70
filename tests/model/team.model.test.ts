import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '#core/shared/errors.ts'
import { IMAGE_MAX_BYTES } from '#core/shared/uploads/image.ts'
import type { UploadFile } from '#core/shared/uploads/uploads.port.ts'
import { provideTeamMachine, teamMachine } from '#core/teams/team.machine.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
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
const TEAM: Team = {
  id: 'wolves',
  tournament_id: 'cup',
  name: 'Wolves',
  logo_url: null,
  description: '',
  captain: { id: 'p-cap', nickname: 'cap', discord: 'cap#1' },
  size: 2,
  max_size: 5,
  free_places: 3,
  state: 'registered',
  waitlist_position: null,
  has_join_password: true,
  created_at: '2025-03-02T10:00:00Z',
  players: [player('p-cap', 'cap', true), player('p-olena', 'olena', false)],
  min_size: 5,
  invite_url: '/join/wolves/inv-1',
  is_captain: true,
  missing: ['logo', 'players', 'confirmation'],
  registration_end: '2025-03-20T00:00:00Z',
  check_in: null,
  dropped_reason: null,
}
const file = (type: string, size: number): UploadFile => ({
  name: 'logo',
  type,
  size,
  content: new Blob(['x']),
})
const PNG = file('image/png', 1000)

const events: ModelEvent[] = [
  { type: 'logo.select', file: PNG },
  { type: 'logo.select', file: file('image/gif', IMAGE_MAX_BYTES + 1) },
  { type: 'player.add', values: { nickname: 'a b' } },
  { type: 'player.add', values: { nickname: 'taras' } },
  { type: 'player.remove', playerId: 'p-olena' },
  { type: 'player.remove', playerId: 'p-cap' },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  { type: 'link.copy' },
  { type: 'xstate.done.actor.uploadLogo', output: { url: '/uploads/wolves.png' } },
  { type: 'xstate.error.actor.uploadLogo', error: new ApiError({ status: 400, body: {} }) },
  { type: 'xstate.done.actor.addPlayer', output: { ...TEAM, size: 3 } },
  { type: 'xstate.error.actor.addPlayer', error: new ApiError({ status: 404, body: {} }) },
  { type: 'xstate.done.actor.removePlayer', output: { ...TEAM, players: [TEAM.players[0]], size: 1 } },
  { type: 'xstate.error.actor.removePlayer', error: new ApiError({ status: 500, body: {} }) },
  { type: 'xstate.done.actor.copyLink', output: undefined },
  { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
]

/** What the captain's page shows, and the calls and toasts so far. */
interface Seen {
  readonly state: string
  readonly logo_url: string | null
  readonly players: ReadonlyArray<string>
  readonly size: number
  readonly logoErrors: ReadonlyArray<string>
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly removal: string | null
  readonly calls: ReadonlyArray<PortCall>
  readonly toasts: ReadonlyArray<string>
}

const START: Seen = {
  state: 'idle',
  logo_url: null,
  players: ['p-cap', 'p-olena'],
  size: 2,
  logoErrors: [],
  fieldErrors: {},
  removal: null,
  calls: [],
  toasts: [],
}

/** The outcome of each event for a captain (spec §2, §6); anyone else changes nothing. */
const next = (seen: Seen, event: ModelEvent, isCaptain: boolean): Seen => {
  if (!isCaptain) return seen
  const back = (toast: string, changes: Partial<Seen> = {}): Seen => ({
    ...seen,
    ...changes,
    state: 'idle',
    toasts: [...seen.toasts, toast],
  })
  switch (event.type) {
    case 'logo.select':
      // A GIF of more than 10 MB breaks both rules of a logo: named, nothing sent.
      if (event.file !== PNG) return { ...seen, logoErrors: ['imageType', 'imageTooLarge'] }
      return {
        ...seen,
        state: 'uploadingLogo',
        logoErrors: [],
        calls: [...seen.calls, call('uploads.uploadTeamLogo', 'wolves', PNG)],
      }
    case 'player.add': {
      const { nickname } = event.values as { nickname: string }
      if (nickname.includes(' ')) return { ...seen, fieldErrors: { nickname: ['noSpaces'] } }
      return {
        ...seen,
        state: 'addingPlayer',
        fieldErrors: {},
        calls: [...seen.calls, call('teams.addPlayer', { teamId: 'wolves', nickname })],
      }
    }
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
      return {
        ...seen,
        state: 'copyingLink',
        calls: [...seen.calls, call('clipboard.writeText', 'https://esports.example/join/wolves/inv-1')],
      }
    case 'xstate.done.actor.uploadLogo':
      return back('success:teamLogoUpdated', { logo_url: '/uploads/wolves.png' })
    case 'xstate.error.actor.uploadLogo':
      return back('error:teamLogoFailed')
    case 'xstate.done.actor.addPlayer':
      return back('success:playerAdded', { size: 3 })
    case 'xstate.error.actor.addPlayer':
      return back('error:addPlayerFailed')
    case 'xstate.done.actor.removePlayer':
      return back('success:playerRemoved', { players: ['p-cap'], size: 1, removal: null })
    case 'xstate.error.actor.removePlayer':
      return back('error:removePlayerFailed', { removal: null })
    case 'xstate.done.actor.copyLink':
      return back('success:linkCopied')
    case 'xstate.error.actor.copyLink':
      return back('error:copyFailed')
    default:
      throw new Error(`No expectation for ${event.type}`)
  }
}

const GATE_KEY: Record<string, string> = {
  uploadLogo: 'uploads.uploadTeamLogo',
  addPlayer: 'teams.addPlayer',
  removePlayer: 'teams.removePlayer',
  copyLink: 'clipboard.writeText',
}

const keysOf = (refs: ReadonlyArray<{ key: string }>): string[] => refs.map((ref) => ref.key)

describe.each([true, false])('team machine (captain: %s)', (isCaptain) => {
  const input = { team: TEAM, isCaptain }
  const model = createModel(teamMachine, { events, input })

  const paths = model.getShortestPaths()
  for (const path of paths) {
    it(path.description, async () => {
      const gate = new Gate()
      const log = new CallLog()
      const ports = createFakePorts({ gate, log })
      const actor = createActor(provideTeamMachine(ports, { origin: 'https://esports.example' }), {
        input,
      }).start()
      let seen = START

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
              logo_url: context.team.logo_url,
              players: context.team.players.map((player) => player.id),
              size: context.team.size,
              logoErrors: keysOf(context.logoErrors),
              fieldErrors: Object.fromEntries(
                Object.entries(context.fieldErrors).map(([field, refs]) => [field, keysOf(refs ?? [])]),
              ),
              removal: context.removal?.id ?? null,
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

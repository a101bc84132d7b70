import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '#core/errors.ts'
import type { UploadFile } from '#core/ports/uploads.ts'
import { provideTeamMachine, teamMachine } from '#core/team/team.machine.ts'
import type { Team } from '#core/team/team.schema.ts'
import { IMAGE_MAX_BYTES } from '#core/uploads/image.ts'
import { CallLog, createFakePorts, Gate } from '../fakes/index.ts'
import { expectSameState, settleEvents } from './harness.ts'
import { createModel, type ModelEvent } from './test-machine.ts'

const TEAM: Team = {
  id: 'wolves',
  tournamentId: 'cup',
  name: 'Wolves',
  logoUrl: null,
  captain: { nickname: 'cap', discord: 'cap#1' },
  description: '',
  size: 2,
  players: [
    { id: 'p-cap', nickname: 'cap', isCaptain: true },
    { id: 'p-olena', nickname: 'olena', isCaptain: false },
  ],
  confirmed: false,
  inviteUrl: '/join/wolves/inv-1',
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

const KEYS: Record<string, string> = {
  uploadLogo: 'uploads.uploadTeamLogo',
  addPlayer: 'teams.addPlayer',
  removePlayer: 'teams.removePlayer',
  copyLink: 'clipboard.writeText',
}
/** The toast each invocation's success and failure shows. */
const TOASTS: Record<string, Record<'done' | 'error', string>> = {
  uploadLogo: { done: 'success:teamLogoUpdated', error: 'error:teamLogoFailed' },
  addPlayer: { done: 'success:playerAdded', error: 'error:addPlayerFailed' },
  removePlayer: { done: 'success:playerRemoved', error: 'error:removePlayerFailed' },
  copyLink: { done: 'success:linkCopied', error: 'error:copyFailed' },
}

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
      const toasts: string[] = []

      await path.test({
        states: {
          '*': (state) => {
            expectSameState(actor, state)
            expect(ports.notifier.keys()).toEqual(toasts)
            if (!isCaptain) expect(log.calls).toEqual([])
          },
        },
        events: {
          ...settleEvents(gate, KEYS, (id, outcome) => toasts.push(TOASTS[id]?.[outcome] ?? '')),
          'logo.select': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('uploadingLogo')) expect(log.last()?.args).toEqual(['wolves', PNG])
          },
          'player.add': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('addingPlayer'))
              expect(log.last()?.args).toEqual([{ teamId: 'wolves', nickname: 'taras' }])
          },
          'removal.confirm': async ({ event }) => {
            actor.send(event as never)
            expect(log.last()?.args).toEqual([{ teamId: 'wolves', playerId: 'p-olena' }])
          },
          'link.copy': async ({ event, state }) => {
            actor.send(event as never)
            if (state.matches('copyingLink'))
              expect(log.last()?.args).toEqual(['https://esports.example/join/wolves/inv-1'])
          },
          'player.remove': ({ event }) => void actor.send(event as never),
          'removal.cancel': ({ event }) => void actor.send(event as never),
        },
      })
    })
  }
})

/** Every invocation of every machine is a named slot that fails loudly until provided. */

import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, type AnyStateMachine, createActor } from 'xstate'
import { authMachine } from '#core/accounts/auth.machine.ts'
import { phoneCodeMachine } from '#core/accounts/phone-code.machine.ts'
import { profileMachine } from '#core/profile/profile.machine.ts'
import { fetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { uploadMachine } from '#core/shared/uploads/upload.machine.ts'
import { joinMachine } from '#core/teams/join.machine.ts'
import { teamMachine } from '#core/teams/team.machine.ts'
import { timelineMachine } from '#core/tournaments/timeline.machine.ts'

const MACHINES: ReadonlyArray<[string, AnyStateMachine]> = [
  ['auth', authMachine],
  ['phoneCode', phoneCodeMachine],
  ['fetch', fetchMachine],
  ['join', joinMachine],
  ['team', teamMachine],
  ['timeline', timelineMachine],
  ['profile', profileMachine],
  ['upload', uploadMachine],
]

const failureOf = (logic: AnyActorLogic): Promise<unknown> =>
  new Promise((resolve) => {
    const actor = createActor(logic, { input: {} })
    actor.subscribe({ error: resolve, complete: () => resolve(undefined) })
    actor.start()
  })

describe.each(MACHINES)('%s machine slots', (_name, machine) => {
  const { actors } = machine.implementations
  it.each(Object.entries(actors).filter(([name]) => name !== 'teamList'))(
    'actor %s throws NotProvided until provided',
    async (name, logic) => {
      const error = await failureOf(logic as AnyActorLogic)
      expect(String(error)).toContain(`'${name}' was not provided`)
    },
  )
})

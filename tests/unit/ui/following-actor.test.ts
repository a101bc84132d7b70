/** An actor that follows a language switch: its state and context stay, its implementations change. */
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { startFollowingActor } from '#ui/shared/app/following-actor.ts'

type Language = 'uk' | 'en'

const GREETINGS: Record<Language, string> = { uk: 'Привіт', en: 'Hello' }

/** One chart; each language's machine says its own greeting (as each language's ports would). */
const chart = setup({
  types: {
    context: {} as { typed: string; said: string[] },
    input: {} as { typed: string },
    events: {} as { type: 'type'; value: string } | { type: 'greet' },
  },
  actions: { greet: assign({ said: () => [] as string[] }) },
}).createMachine({
  context: ({ input }) => ({ typed: input.typed, said: [] }),
  on: {
    type: { actions: assign({ typed: ({ event }) => event.value }) },
    greet: { actions: 'greet' },
  },
})

const machines = new Map<Language, typeof chart>()
const calls: Language[] = []
const machineFor = (language: Language): typeof chart => {
  calls.push(language)
  let machine = machines.get(language)
  if (!machine) {
    machine = chart.provide({
      actions: { greet: assign({ said: ({ context }) => [...context.said, GREETINGS[language]] }) },
    })
    machines.set(language, machine)
  }
  return machine
}

describe('startFollowingActor', () => {
  it('starts the actor with its input and the first language, and swaps the language on follow', () => {
    const { actor, follow } = startFollowingActor(machineFor, { typed: 'Оля' }, 'uk')
    expect(actor.getSnapshot().status).toBe('active')
    actor.send({ type: 'greet' })
    actor.send({ type: 'type', value: 'Olha' })

    follow('en')
    actor.send({ type: 'greet' })

    const { context } = actor.getSnapshot()
    expect(context.typed).toBe('Olha')
    expect(context.said).toEqual(['Привіт', 'Hello'])
    expect(calls).toEqual(['uk', 'en'])
    actor.stop()
  })
})

/**
 * The phone-code machine wired to the browser's ports (`providePhoneCodeMachine`) and started for a
 * page. Loaded by `phone-code.ts` when the page first needs it (ADR 0027): this is where XState,
 * effect/Schema and the flow come in.
 */
import { createActor } from 'xstate'
import type { PhoneCodeInput } from '#core/accounts/phone-code.machine.ts'
import { providePhoneCodeMachine } from '#core/accounts/phone-code.machine.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import type { BrowserPorts } from '#ui/shared/app/ports.ts'

export type PhoneCodeMachine = ReturnType<typeof providePhoneCodeMachine>

const machines = new WeakMap<BrowserPorts, PhoneCodeMachine>()
const phoneCodeMachineFor = (ports: BrowserPorts): PhoneCodeMachine => {
  let machine = machines.get(ports)
  if (!machine) {
    machine = providePhoneCodeMachine(ports)
    machines.set(ports, machine)
  }
  return machine
}

/** Starts the flow's actor; `follow` gives it another language's ports (a language switch). */
export const startPhoneCode = (ports: BrowserPorts, input: PhoneCodeInput) => {
  const actor = createActor(phoneCodeMachineFor(ports), { input, inspect })
  const follow = (nextPorts: BrowserPorts): void => {
    actor.logic.implementations = phoneCodeMachineFor(nextPorts).implementations
  }
  actor.start()
  return { actor, follow }
}

export type StartedPhoneCode = ReturnType<typeof startPhoneCode>

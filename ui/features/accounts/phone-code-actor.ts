/**
 * The phone-code machine wired to the browser's ports (`providePhoneCodeMachine`) and started for a
 * page. Loaded by `phone-code.ts` when the page first needs it (ADR 0027): this is where XState,
 * effect/Schema and the flow come in.
 */
import type { PhoneCodeInput } from '#core/accounts/phone-code.machine.ts'
import { providePhoneCodeMachine } from '#core/accounts/phone-code.machine.ts'
import { startFollowingActor } from '#ui/shared/app/following-actor.ts'
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
export const startPhoneCode = (ports: BrowserPorts, input: PhoneCodeInput) =>
  startFollowingActor(phoneCodeMachineFor, input, ports)

export type StartedPhoneCode = ReturnType<typeof startPhoneCode>

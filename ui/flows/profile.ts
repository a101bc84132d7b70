/**
 * Composition root of reading the signed-in user's profile: core's fetch machine (spec §4: idle,
 * pending, success, error) whose `load` is the ProfileApi adapter (`GET /api/v1/profile`, Bearer, the
 * token renewed first when it has expired).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { createFetchMachine } from '#core/fetch/fetch.machine.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { inspect } from './inspect.ts'
import { type BrowserPorts, usePorts } from './ports.ts'

type ProfileMachine = ReturnType<typeof createFetchMachine<void, Profile>>
const machines = new WeakMap<BrowserPorts, ProfileMachine>()
const profileMachineFor = (ports: BrowserPorts): ProfileMachine => {
  let machine = machines.get(ports)
  if (!machine) {
    machine = createFetchMachine<void, Profile>(() => ports.profile.get())
    machines.set(ports, machine)
  }
  return machine
}

const isProfile = (value: unknown): value is Profile =>
  typeof value === 'object' && value !== null && 'username' in value && 'email' in value && 'phone' in value

export interface ProfileView {
  readonly state: 'pending' | 'success' | 'error'
  readonly profile: Profile | undefined
  /** The failure, a typed error of `#core/errors.ts` (`_tag`) or whatever the transport threw. */
  readonly error: unknown
  retry(): void
}

/** Loads the profile once the page is in the browser (the server render shows it pending). */
export const useProfile = (): ProfileView => {
  const actor = useActorRef(profileMachineFor(usePorts()), { input: { autoStart: true }, inspect })
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('success') ? 'success' : snapshot.matches('error') ? 'error' : 'pending',
  )
  const data = useSelector(actor, (snapshot) => snapshot.context.data)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  return {
    state,
    profile: isProfile(data) ? data : undefined,
    error,
    retry: () => actor.send({ type: 'fetch.retry' }),
  }
}

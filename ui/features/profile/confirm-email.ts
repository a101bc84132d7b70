/**
 * Composition root of the e-mail change link (`/confirm-email/{token}`): core's fetch machine whose
 * `load` opens the link (`confirmEmailLink`: a token that cannot be one is not sent). No session is
 * needed, so the link works in any browser. It runs once the page is in the browser: the server
 * renders the pending state.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { confirmEmailLink } from '#core/profile/profile-page.ts'
import { createFetchMachine } from '#core/shared/fetch/fetch.machine.ts'
import { isInvalidToken } from '#core/shared/forms/form.machine.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import { type BrowserPorts, usePorts } from '#ui/shared/app/ports.ts'

type ConfirmMachine = ReturnType<typeof createFetchMachine<string, { readonly email: string }>>
const machines = new WeakMap<BrowserPorts, ConfirmMachine>()
const machineFor = (ports: BrowserPorts): ConfirmMachine => {
  let machine = machines.get(ports)
  if (!machine) {
    machine = createFetchMachine(confirmEmailLink(ports))
    machines.set(ports, machine)
  }
  return machine
}

const isConfirmed = (value: unknown): value is { readonly email: string } =>
  typeof value === 'object' && value !== null && 'email' in value && typeof value.email === 'string'

export interface ConfirmEmailView {
  /** `confirmed`: the address is the account's; `invalidToken`: unknown, used, expired or mangled. */
  readonly state: 'pending' | 'confirmed' | 'invalidToken' | 'failed'
  /** The address now in use. */
  readonly email: string | null
  /** The failure of a link that could not be checked (network, server, 429). */
  readonly error: unknown
  retry(): void
}

export const useConfirmEmail = (token: string): ConfirmEmailView => {
  const actor = useActorRef(machineFor(usePorts()), { input: { params: token, autoStart: true }, inspect })
  const data = useSelector(actor, (snapshot) => snapshot.context.data)
  const error = useSelector(actor, (snapshot) => snapshot.context.error)
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('success')
      ? 'confirmed'
      : snapshot.matches('error')
        ? isInvalidToken(snapshot.context.error)
          ? 'invalidToken'
          : 'failed'
        : 'pending',
  )
  return {
    state,
    email: isConfirmed(data) ? data.email : null,
    error,
    retry: () => actor.send({ type: 'fetch.retry' }),
  }
}

/**
 * Composition root of the phone-code machine (spec §2, §4): phone → SMS code → password or sign-up,
 * or the restore-by-phone variant, wired by `providePhoneCodeMachine` to the browser's ports (the API
 * adapters, the Auth.js credentials sign-in, the clock for the resend countdown, toasts).
 *
 * The page renders the number step at once; the machine (`phone-code-actor.ts`) loads on the first
 * focus in the form or the first event, which it then handles (ADR 0027). Until it runs, the number
 * typed is kept here and handed to it.
 */

import { useCallback, useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { SnapshotFrom } from 'xstate'
import type { PhoneCodeEvent, PhoneCodeInput } from '#core/accounts/phone-code.machine.ts'
import type { PhoneCodePurpose } from '#core/accounts/phone-code.port.ts'
import {
  PHONE_STEPS,
  type PhoneCodeResume,
  type PhoneStep,
  phoneCodeContextOf,
} from '#core/accounts/phone-code-start.ts'
import type { Clock } from '#core/shared/ports/clock.ts'
import { type LiveActor, useLazyActor } from '#ui/shared/app/lazy-actor.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import type { PhoneCodeMachine, StartedPhoneCode } from './phone-code-actor.ts'
import { forgetPhoneFlow, keepPhoneFlow, recallPhoneFlow } from './phone-flow-memory.ts'

type MachineSnapshot = SnapshotFrom<PhoneCodeMachine>

/** What the steps read of the flow: its context, and which state it is in. */
export type PhoneCodeSnapshot = Pick<MachineSnapshot, 'context' | 'matches'>
export type PhoneCodeSend = (event: PhoneCodeEvent) => void

type PhoneCodeActor = LiveActor<MachineSnapshot, PhoneCodeEvent>

/** The history entry of the code step carries this in `history.state` (never the number). */
const CODE_STEP = 'code'
const stepOfEntry = (state: unknown): unknown =>
  typeof state === 'object' && state !== null ? Reflect.get(state, 'phoneStep') : undefined

/**
 * The number and the code are history entries of the page (same address, the step in
 * `history.state`): reaching the code step pushes one, the browser's Back sends `code.back` (the
 * number stays), Forward sends `code.forward` (the machine returns to the code while it is unused),
 * and leaving the code step ('Change the number', or on to the password) goes back through history,
 * so Forward still leads to an unused code and no entry of the finished flow stays. Vike leaves
 * such entries to the page (it does not render the same page again for them).
 */
const useStepHistory = (actor: PhoneCodeActor | null): void => {
  useEffect(() => {
    // Before the machine runs the flow is on the number, and no entry is the code's.
    if (!actor) return
    let onCode = actor.getSnapshot().matches('code')
    // Come back to the code screen from another page: Back returns to the number, as after sending.
    if (onCode && stepOfEntry(window.history.state) !== CODE_STEP) {
      window.history.pushState({ phoneStep: CODE_STEP }, '')
    }
    const subscription = actor.subscribe((snapshot) => {
      const nowOnCode = snapshot.matches('code')
      if (nowOnCode === onCode) return
      onCode = nowOnCode
      const entryIsCode = stepOfEntry(window.history.state) === CODE_STEP
      if (nowOnCode && !entryIsCode) window.history.pushState({ phoneStep: CODE_STEP }, '')
      // Left by 'Change the number' or for the next step (the code is used): back to the number's
      // entry, so signing in leaves no entry behind that would lead to this page again.
      else if (!nowOnCode && entryIsCode) window.history.back()
    })
    const onPopState = (event: PopStateEvent) => {
      actor.send({ type: stepOfEntry(event.state) === CODE_STEP ? 'code.forward' : 'code.back' })
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('popstate', onPopState)
    }
  }, [actor])
}

/** The screen a state rests on; none while a call is under way. */
const restingStep = (snapshot: MachineSnapshot): PhoneStep | null => {
  return PHONE_STEPS.find((step) => snapshot.matches(step)) ?? null
}

/** Keeps the screen the flow rests on in the tab, and forgets it when the flow is over. */
const useFlowMemory = (actor: PhoneCodeActor | null, mode: PhoneCodePurpose, clock: Clock): void => {
  useEffect(() => {
    if (!actor) return
    let last = ''
    let resendIn = Number.POSITIVE_INFINITY
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        forgetPhoneFlow(mode)
        return
      }
      const step = restingStep(snapshot)
      if (step === null) return
      const { context } = snapshot
      const resent = context.resendIn > resendIn
      resendIn = context.resendIn
      const shown = `${step} ${context.codeSentTo} ${context.ticket}`
      if (shown === last && !resent) return
      last = shown
      keepPhoneFlow(step, context, clock.now().getTime())
    })
    return () => subscription.unsubscribe()
  }, [actor, mode, clock])
}

export interface UsePhoneCodeOptions {
  /** Seconds before a new code may be asked for (default: the machine's 60). */
  readonly resendCooldownSeconds?: number
  /** Called once the flow is done, with how it ended (`signedIn`, `signedUp`, `passwordChanged`). */
  readonly onDone?: (output: {
    mode: PhoneCodePurpose
    outcome: 'signedIn' | 'signedUp' | 'passwordChanged' | null
  }) => void
}

/**
 * Runs the phone-code flow for a page: `mode` 'signIn' (the `/auth` screen: sign in or sign up) or
 * 'restore' (restore the password by phone). Returns the machine's snapshot to render (`value`,
 * `context.fieldErrors`, `context.error`, `context.resendIn`, ...) and `send` for its events
 * (`phone.change`, `phone.submit`, `code.change`, `code.submit`, `code.resend`, `code.back`,
 * `password.submit`, `signUp.submit`, `newPassword.submit`). After a sign-in or sign-up the session
 * cookie is set; navigate on (e.g. to the safe `redirect` target) in `onDone`.
 */
export const usePhoneCode = (
  mode: PhoneCodePurpose,
  options: UsePhoneCodeOptions = {},
): { snapshot: PhoneCodeSnapshot; send: PhoneCodeSend; prepare: () => void } => {
  const ports = usePorts()
  // A form the browser sent itself: the flow goes on from the screen the server's run of it reached.
  const resume = usePageContext().postedForm?.phoneFlow
  const input: PhoneCodeInput = {
    mode,
    ...(options.resendCooldownSeconds === undefined
      ? {}
      : { resendCooldownSeconds: options.resendCooldownSeconds }),
    ...(resume ? { resume } : {}),
  }
  const started = useRef<StartedPhoneCode | null>(null)
  // Where this tab's flow rested before a reload: read when the machine starts, never in the first
  // render (the server cannot know it, and hydration must match).
  const kept = (): PhoneCodeResume | null =>
    resume ? null : recallPhoneFlow(mode, ports.clock.now().getTime())
  const flow = useLazyActor<MachineSnapshot, PhoneCodeEvent>(async () => {
    const { startPhoneCode } = await import('./phone-code-actor.ts')
    const resumed = kept()
    started.current = startPhoneCode(ports, resumed ? { ...input, resume: resumed } : input)
    return started.current.actor
  })
  const { load } = flow
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs
  useEffect(() => {
    if (kept()) load()
    // A reload on the code screen with nothing kept starts on the number: its entry is the number's.
    else if (stepOfEntry(window.history.state) === CODE_STEP) window.history.replaceState({}, '')
  }, [])
  // A language switch: the running actor calls the new language's ports.
  useEffect(() => {
    started.current?.follow(ports)
  }, [ports])
  useStepHistory(flow.actor)
  useFlowMemory(flow.actor, mode, ports.clock)

  const { actor } = flow
  const { onDone } = options
  useEffect(() => {
    if (!actor || !onDone) return
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) onDone(snapshot.output)
    })
    return () => subscription.unsubscribe()
  }, [actor, onDone])

  // Before the machine runs: the screen it starts on (the number's, or the one a form sent without
  // JavaScript reached), with the number as typed so far.
  const [start] = useState(() => phoneCodeContextOf(input))
  const [typed, setTyped] = useState(start.phone)
  const { send: sendToFlow } = flow
  const send = useCallback(
    (event: PhoneCodeEvent) => {
      if (event.type === 'phone.change') setTyped(event.value)
      sendToFlow(event)
    },
    [sendToFlow],
  )
  const snapshot: PhoneCodeSnapshot = flow.snapshot ?? {
    context: { ...start, phone: typed },
    matches: (state: unknown) => state === start.startedAt,
  }
  return { snapshot, send, prepare: flow.load }
}

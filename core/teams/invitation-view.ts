/**
 * What a captain's invitation in My tournaments shows before its machine runs (ADR 0027): the
 * invitation machine's context and state at start. Without effect and XState: the page renders from
 * these and loads the machine on the first answer.
 */
import type { FlowMessage } from '#core/shared/messages.ts'
import { type MachineView, startView } from '#core/shared/state-value.ts'

export interface InvitationInput {
  /** The inviting team: the invitation is the user's for this team. */
  readonly teamId: string
  /** Whether accepting can work now (the server's `blocked` is null). */
  readonly mayAccept: boolean
}

export interface InvitationContext extends InvitationInput {
  /** Why the last answer failed, or null. */
  readonly error: FlowMessage | null
}

export const invitationStartContext = (input: InvitationInput): InvitationContext => ({
  ...input,
  error: null,
})

/** The state the machine starts in: nothing answered, nothing on its way. */
export const INVITATION_START_VALUE = 'idle'

/** What an invitation's card reads of the machine (its snapshot, or the start view before it loads). */
export type InvitationView = MachineView<InvitationContext>

export const invitationStartView = (input: InvitationInput): InvitationView =>
  startView(invitationStartContext(input), INVITATION_START_VALUE)

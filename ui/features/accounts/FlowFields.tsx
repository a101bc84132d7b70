import { PHONE_FLOW_FIELDS, type PhoneFormAction } from '#core/accounts/phone-flow-form.ts'

/**
 * What a form of the phone flow carries for the server when the browser sends it itself (before the
 * script runs, or without it; ADR 0020): what it asks for, and what the earlier screens established.
 * In the form's body only, never in the address; the server trusts none of it.
 */
export const FlowFields = ({
  action,
  number = '',
  codeSentTo = '',
  ticket = '',
}: {
  readonly action: PhoneFormAction
  /** The number (E.164) the code went to. */
  readonly number?: string
  readonly codeSentTo?: string
  readonly ticket?: string
}) => (
  <>
    <input type="hidden" name={PHONE_FLOW_FIELDS.action} value={action} />
    {number ? <input type="hidden" name={PHONE_FLOW_FIELDS.number} value={number} /> : null}
    {codeSentTo ? <input type="hidden" name={PHONE_FLOW_FIELDS.codeSentTo} value={codeSentTo} /> : null}
    {ticket ? <input type="hidden" name={PHONE_FLOW_FIELDS.ticket} value={ticket} /> : null}
  </>
)

import type { PhoneCodeSend, PhoneCodeSnapshot } from '#ui/features/accounts/phone-code.ts'

/** What every step of the phone flow gets: the machine's snapshot and its `send`. */
export interface StepProps {
  readonly snapshot: PhoneCodeSnapshot
  readonly send: PhoneCodeSend
}

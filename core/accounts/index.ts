/**
 * The accounts' public entry for the other features of core (besides the `*.api.ts` contract, the
 * `*.port.ts` ports and the `*.schema.ts` forms): what the profile reuses of the phone-code flow and
 * of the account forms' wiring.
 */
export { type FormWiring, refined, wellFormed } from './account-forms.ts'
export { DEFAULT_RESEND_COOLDOWN_SECONDS } from './phone-code.machine.ts'

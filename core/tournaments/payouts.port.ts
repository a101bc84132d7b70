/**
 * The prize payout ledger as the console reaches it: its page reads the ledger on the server through
 * `PayoutLedgerReader` (the server's payouts, in process); the browser records a place's payout
 * through `PayoutsApi` (an HTTP adapter over `PAYOUT_PATHS`). A refusal the form shows in place is an
 * outcome, not an error: its fields' messages, or a newer version saved first. Any other refusal (not
 * found, a wrong status, games not over, no prize) rejects with the client's typed errors (`ApiError`
 * with the body's `code` and translated `detail`).
 */
import type { RefusedFields } from '#core/shared/validation/field-errors.api.ts'
import type { Payout, PayoutInput, PayoutLedger } from './payouts.ts'

/** A tournament's ledger as staff see it, drafts too; undefined for an unknown tournament. */
export type PayoutLedgerReader = (tournamentId: string) => Promise<PayoutLedger | undefined>

/**
 * A record's answer as the form shows it: the payout as saved, the fields the server refused (wire
 * paths camel-cased, `_form` for the whole), or `stale`: the payout changed since the page read it.
 */
export type PayoutChange =
  | { readonly ok: true; readonly payout: Payout }
  | { readonly ok: false; readonly reason: 'fields'; readonly fields: RefusedFields }
  | { readonly ok: false; readonly reason: 'stale' }

/** What the browser's console asks the API to do with payouts (organisers). */
export interface PayoutsApi {
  /** Records the payout of a place, or changes it (`input.version` names the payout changed). */
  record(tournamentId: string, place: number, input: PayoutInput): Promise<PayoutChange>
}

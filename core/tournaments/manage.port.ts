/**
 * The organisers' tournaments as the console's pages and the browser reach them. The pages' server
 * hooks read through `TournamentConsoleReader` (the server's management satisfies it, in process); the
 * browser changes them through `TournamentConsoleApi` (an HTTP adapter over `MANAGE_PATHS`). A refusal
 * the form shows in place is an outcome, not an error: its fields' messages, or a newer version.
 */

import type { RefusedFields } from '#core/shared/validation/field-errors.api.ts'
import type {
  Cancellation,
  ConsoleTournamentPage,
  ManagedTournament,
  TournamentDraft,
  TournamentUpdate,
} from './manage.api.ts'
import type { TournamentStatus } from './tournament.schema.ts'

export interface ConsoleListFilter {
  readonly search?: string | undefined
  readonly status?: TournamentStatus | undefined
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

/** What the console's pages read on the server (`pageContext.tournamentConsole`). */
export interface TournamentConsoleReader {
  list(query: ConsoleListFilter): Promise<ConsoleTournamentPage>
  /** Drafts too; undefined for an unknown id. */
  find(id: string): Promise<ManagedTournament | undefined>
}

/**
 * A change's answer as the editor shows it: the tournament as saved, the fields the server refused
 * (wire paths camel-cased, `_form` for the whole), or `stale`: someone saved a newer version first.
 * Any other failure (not found, a wrong status, the network) is thrown as core's typed errors.
 */
export type ConsoleChange =
  | { readonly ok: true; readonly tournament: ManagedTournament }
  | { readonly ok: false; readonly reason: 'fields'; readonly fields: RefusedFields }
  | { readonly ok: false; readonly reason: 'stale' | 'wrongStatus' }

/** What the browser's console asks the API to do (organisers). */
export interface TournamentConsoleApi {
  create(draft: TournamentDraft): Promise<ConsoleChange>
  update(id: string, update: TournamentUpdate): Promise<ConsoleChange>
  publish(id: string, version: number): Promise<ConsoleChange>
  unpublish(id: string, version: number): Promise<ConsoleChange>
  cancel(id: string, cancellation: Cancellation): Promise<ConsoleChange>
  uploadCover(id: string, file: File): Promise<ConsoleChange>
}

/**
 * The organisers' tournament changes over REST API v1 (`MANAGE_PATHS`): the answers a form shows in
 * place — the tournament as saved, field errors (400), a newer version (409 `stale`) or a status that
 * no longer allows the change (409 `wrong_status`) — become `ConsoleChange`; anything else is thrown as
 * the API client's typed errors.
 */
import { Schema } from 'effect'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { hasTag } from '#core/shared/errors.ts'
import {
  type Cancellation,
  MANAGE_PATHS,
  ManagedTournament,
  managePath,
  type TournamentDraft,
  type TournamentUpdate,
} from '#core/tournaments/manage.api.ts'
import type { ConsoleChange, TournamentConsoleApi } from '#core/tournaments/manage.port.ts'
import type { ApiClient } from './api-client.ts'
import { fieldErrorsOf } from './field-errors.ts'

const decodeTournament = Schema.decodeUnknownPromise(ManagedTournament)

const conflictCode = (error: unknown): unknown =>
  hasTag(error, 'ApiError') && error.status === 409 && typeof error.body === 'object' && error.body !== null
    ? (error.body as { readonly code?: unknown }).code
    : undefined

const changed = async (call: () => Promise<unknown>): Promise<ConsoleChange> => {
  let answer: unknown
  try {
    answer = await call()
  } catch (error) {
    const fields = fieldErrorsOf(error)
    if (fields) return { ok: false, reason: 'fields', fields }
    const code = conflictCode(error)
    if (code === 'stale') return { ok: false, reason: 'stale' }
    if (code === 'wrong_status') return { ok: false, reason: 'wrongStatus' }
    throw error
  }
  return { ok: true, tournament: await decodeTournament(answer) }
}

export const createConsoleTournamentsApi = (client: ApiClient): TournamentConsoleApi => ({
  create: (draft: TournamentDraft) =>
    changed(() => client.request('POST', MANAGE_PATHS.tournaments, { body: draft })),
  update: (id: string, update: TournamentUpdate) =>
    changed(() => client.request('PUT', managePath('tournament', id), { body: update })),
  publish: (id: string, version: number) =>
    changed(() => client.request('POST', managePath('publish', id), { body: { version } })),
  unpublish: (id: string, version: number) =>
    changed(() => client.request('POST', managePath('unpublish', id), { body: { version } })),
  cancel: (id: string, cancellation: Cancellation) =>
    changed(() => client.request('POST', managePath('cancel', id), { body: cancellation })),
  uploadCover: (id: string, file: File) => {
    const form = new FormData()
    form.append(UPLOAD_FIELD, file, file.name)
    return changed(() => client.upload(managePath('cover', id), form))
  },
})

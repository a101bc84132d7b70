/** core's ResultsDeskApi over REST API v1 (`RESULTS_DESK_PATHS`), with the Bearer token. */
import { Schema } from 'effect'
import { hasTag } from '#core/shared/errors.ts'
import {
  BattleRoyaleRecorded,
  ConsoleMatch,
  ConsoleStage,
  CorrectionOutcome,
  LobbyCsvRefusal,
  resultsDeskPath,
} from '#core/tournaments/results-desk.api.ts'
import type { ResultsDeskApi } from '#core/tournaments/results-desk.port.ts'
import type { ApiClient } from './api-client.ts'

const decodeStage = Schema.decodeUnknownPromise(ConsoleStage)
const decodeMatch = Schema.decodeUnknownPromise(ConsoleMatch)
const decodeOutcome = Schema.decodeUnknownPromise(CorrectionOutcome)
const decodeRecorded = Schema.decodeUnknownPromise(BattleRoyaleRecorded)
const csvRefusalOf = Schema.decodeUnknownOption(LobbyCsvRefusal)

export const createResultsDeskApi = (client: ApiClient): ResultsDeskApi => ({
  draw: async (stageId, request) =>
    decodeStage(await client.request('POST', resultsDeskPath('draw', stageId), { body: request })),
  step: async (step, stageId) => decodeStage(await client.request('POST', resultsDeskPath(step, stageId))),
  report: async (matchId, report) =>
    decodeMatch(await client.request('POST', resultsDeskPath('report', matchId), { body: report })),
  previewCorrection: async (matchId, report) =>
    decodeOutcome(
      await client.request('POST', resultsDeskPath('correctionPreview', matchId), { body: report }),
    ),
  correct: async (matchId, report) =>
    decodeOutcome(await client.request('POST', resultsDeskPath('correct', matchId), { body: report })),
  recordBattleRoyale: async (stageId, entry) =>
    decodeRecorded(
      await client.request('POST', resultsDeskPath('battleRoyaleMatches', stageId), { body: entry }),
    ),
  importBattleRoyale: async (stageId, lobby) => {
    let answer: unknown
    try {
      answer = await client.request('POST', resultsDeskPath('battleRoyaleImport', stageId), { body: lobby })
    } catch (error) {
      const refusal = hasTag(error, 'ApiError') && error.status === 400 ? csvRefusalOf(error.body) : undefined
      if (refusal?._tag === 'Some') return { ok: false, rows: refusal.value.rows }
      throw error
    }
    return { ok: true, recorded: await decodeRecorded(answer) }
  },
})

/**
 * The players' match reports' endpoints (`MATCH_REPORT_PATHS` of `#core/matches/reports.api.ts`), at
 * the API root. Reporting, uploading a screenshot, confirming and disputing need a signed-in player
 * (401 otherwise; whether they play the match is the use cases' check, 403 `not_a_player`); a
 * decision is for moderators and organisers (anyone else gets the 404 of an unknown path, ADR 0059);
 * the history is public. Guards come before any body is read; every refusal is translated here, in
 * one table.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { MATCH_REPORT_PATHS } from '#core/matches/reports.api.ts'
import { Decision, DisputeRequest, PlayerReport } from '#core/matches/reports.ts'
import { NotFound } from '#core/shared/errors.ts'
import { toWire } from '#core/shared/http/wire-case.ts'
import { SCREENSHOT_MAX_SIDE, SCREENSHOT_TYPES, SCREENSHOT_WIDTHS } from '#core/shared/uploads/image.ts'
import { InvalidMatchResult, StageConflict } from '#core/tournaments/stage-rules.ts'
import type { AccountsEnv } from '#server/accounts/index.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, throttled } from '#server/platform/http/problems.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import { MATCH_RESULT_MESSAGES, STAGE_CONFLICT_MESSAGES } from '#server/tournaments/index.ts'
import type { AcceptOptions, ImageUploads } from '#server/uploads/index.ts'
import {
  InvalidProof,
  type MatchReports,
  type ReportActor,
  type ReportRefusalReason,
  ReportRefused,
} from './reports.ts'

export interface MatchReportRoutesDeps {
  readonly reports: MatchReports
  /** The image pipeline the screenshots go through. */
  readonly uploads: ImageUploads
  /** A signed-in user (`requireUser` of the accounts). */
  readonly requireUser: MiddlewareHandler<AccountsEnv>
  /** Moderators and organisers (`requireStaff('moderator')`). */
  readonly staffOnly: MiddlewareHandler<AccountsEnv>
}

/**
 * How a screenshot goes through the image pipeline: PNG or JPG only (SCREENSHOT_TYPES, decided by the
 * bytes), in its own shape: WebP thumbnails at SCREENSHOT_WIDTHS and its full size in its own format.
 */
export const PROOF_IMAGE = {
  prefix: 'match-proofs',
  widths: SCREENSHOT_WIDTHS,
  shape: 'keep',
  maxSide: SCREENSHOT_MAX_SIDE,
  types: SCREENSHOT_TYPES,
} as const satisfies AcceptOptions

/** Each refusal's status and message; its reason is the answer's code. The page's forms answer the same status. */
export const REFUSALS = {
  not_a_player: [403, 'notAPlayerOfMatch'],
  match_not_ready: [409, 'matchNotReady'],
  match_already_reported: [409, 'matchAlreadyReported'],
  match_disputed: [409, 'matchDisputed'],
  report_open: [409, 'matchReportOpen'],
  no_open_report: [409, 'noOpenMatchReport'],
  own_report: [403, 'ownMatchReport'],
  not_disputed: [409, 'matchNotDisputed'],
  no_ready_check: [409, 'noReadyCheck'],
  ready_check_closed: [409, 'readyCheckClosed'],
  already_ready: [409, 'alreadyReady'],
  pauses_off: [409, 'pausesOff'],
  already_paused: [409, 'alreadyPaused'],
  not_paused: [409, 'notPaused'],
  alert_still_on: [409, 'alertStillOn'],
} as const satisfies Record<ReportRefusalReason, readonly [403 | 409, ApiMessageKey]>

/** The answer to a refusal the use cases threw; anything else is thrown on. */
const refusal = (c: Context, error: unknown): Response => {
  if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
  if (error instanceof ReportRefused) {
    const [code, message] = REFUSALS[error.reason]
    return apiError(c, code, error.reason, message)
  }
  if (error instanceof InvalidProof) return apiError(c, 400, 'invalid_proof', 'invalidMatchProof')
  if (error instanceof StageConflict)
    return apiError(c, 409, error.reason, STAGE_CONFLICT_MESSAGES[error.reason])
  if (error instanceof InvalidMatchResult)
    return apiError(c, 400, error.problem, MATCH_RESULT_MESSAGES[error.problem])
  throw error
}

const answer = async <T>(c: Context, work: () => Promise<T>, status: 200 | 201 = 200): Promise<Response> => {
  try {
    return c.json(await work(), status)
  } catch (error) {
    return refusal(c, error)
  }
}

/** The bodies are snake_case on the wire and in core: undo the body reader's camel-casing. */
const snakeBody = { reshape: toWire }

export const createMatchReportRoutes = ({
  reports,
  uploads,
  requireUser,
  staffOnly,
}: MatchReportRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const matchId = (c: Context) => c.req.param('matchId') ?? ''
  const actor = (c: Context<AccountsEnv>): ReportActor => ({ id: c.get('auth').user.id })

  routes.get(MATCH_REPORT_PATHS.reports, noStore, async (c) => {
    const history = await reports.history(matchId(c))
    return history ? c.json(history) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.post(MATCH_REPORT_PATHS.reports, noStore, requireUser, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, PlayerReport, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => reports.report(actor(c), matchId(c), body.value), 201)
  })

  // One screenshot, multipart, streamed by the pipeline itself: no JSON body middleware may read it.
  // Who may upload and the hourly count come first, before any of the body is read.
  routes.post(MATCH_REPORT_PATHS.proofs, noStore, requireUser, async (c) => {
    const who = actor(c)
    let teamId: string
    try {
      teamId = await reports.proofTeam(who, matchId(c))
    } catch (error) {
      return refusal(c, error)
    }
    const wait = await reports.countProofUpload(who)
    if (wait !== undefined) return throttled(c, wait)
    const accepted = await uploads.accept(c, PROOF_IMAGE)
    if (!accepted.ok) return accepted.response
    return c.json(await reports.addProof(who, matchId(c), teamId, accepted.image), 201)
  })

  // No body to read: whatever is sent is ignored.
  routes.post(MATCH_REPORT_PATHS.confirm, noStore, requireUser, (c) =>
    answer(c, () => reports.confirm(actor(c), matchId(c))),
  )

  routes.post(MATCH_REPORT_PATHS.ready, noStore, requireUser, (c) =>
    answer(c, () => reports.ready(actor(c), matchId(c))),
  )

  routes.post(MATCH_REPORT_PATHS.pause, noStore, requireUser, (c) =>
    answer(c, () => reports.pause(actor(c), matchId(c))),
  )

  routes.post(MATCH_REPORT_PATHS.resume, noStore, requireUser, async (c) => {
    try {
      await reports.resume(actor(c), matchId(c))
    } catch (error) {
      return refusal(c, error)
    }
    return c.body(null, 204)
  })

  routes.post(MATCH_REPORT_PATHS.dispute, noStore, requireUser, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, DisputeRequest, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => reports.dispute(actor(c), matchId(c), body.value.reason))
  })

  routes.get(MATCH_REPORT_PATHS.disputes, staffOnly, noStore, async (c) => c.json(await reports.disputes()))

  routes.post(MATCH_REPORT_PATHS.decision, staffOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, Decision, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => reports.decide(actor(c), matchId(c), body.value))
  })

  return routes
}

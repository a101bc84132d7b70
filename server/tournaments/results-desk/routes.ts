/**
 * The results desk's endpoints (`RESULTS_DESK_PATHS` of `#core/tournaments/results-desk.api.ts`),
 * mounted at the API root. The guard comes first, before any body is read: moderators report and
 * enter lobbies, organisers draw, start, finish, advance, pair and correct; anyone else gets the 404 of
 * an unknown path, a moderator at an organisers' endpoint 403 `not_organiser` (ADR 0059, 0060). The
 * stage rules' typed errors become answers here, in one table.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { NotFound } from '#core/shared/errors.ts'
import { toWire } from '#core/shared/http/wire-case.ts'
import {
  BattleRoyaleCorrection,
  BattleRoyaleEntry,
  BattleRoyaleImport,
  DrawRequest,
  MAX_LOBBY_CSV_CHARS,
  MatchReport,
  RESULTS_DESK_PATHS,
} from '#core/tournaments/results-desk.api.ts'
import { InvalidMatchResult, StageConflict } from '#core/tournaments/stage-rules.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, apiLocale } from '#server/platform/http/problems.ts'
import { type ApiMessageKey, apiMessage } from '#server/platform/i18n.ts'
import { type DeskActor, LobbyCsvInvalid, type ResultsDesk } from './use-cases.ts'

export interface ResultsDeskRoutesDeps {
  readonly desk: ResultsDesk
  /** Moderators and organisers (`requireStaff('moderator')`). */
  readonly staffOnly: MiddlewareHandler<AccountsEnv>
  /** Organisers only (`requireStaff('organiser')`). */
  readonly organisersOnly: MiddlewareHandler<AccountsEnv>
}

/** Each stage conflict's message; every one answers 409 with its reason as the code. */
export const CONFLICT_MESSAGES = {
  stage_already_drawn: 'stageAlreadyDrawn',
  stage_not_drawn: 'stageNotDrawn',
  stage_not_running: 'stageNotRunning',
  stage_unfinished: 'stageUnfinished',
  too_few_teams: 'tooFewTeams',
  teams_not_eligible: 'teamsNotEligible',
  wrong_team_count: 'wrongTeamCount',
  match_not_ready: 'matchNotReady',
  match_already_reported: 'matchAlreadyReported',
  match_not_reported: 'matchNotReported',
  round_unfinished: 'roundUnfinished',
  no_more_rounds: 'noMoreRounds',
  wrong_stage_kind: 'wrongStageKind',
  no_next_stage: 'noNextStage',
} as const satisfies Record<StageConflict['reason'], ApiMessageKey>

/** Each refused result's message; every one answers 400 with its problem as the code. */
export const RESULT_MESSAGES = {
  too_many_games: 'tooManyGames',
  no_winner: 'noWinner',
  draw_not_allowed: 'drawNotAllowed',
  invalid_placements: 'invalidPlacements',
  double_forfeit_not_allowed: 'doubleForfeitNotAllowed',
} as const satisfies Record<InvalidMatchResult['problem'], ApiMessageKey>

const LOBBY_MESSAGES = {
  column_count: 'lobbyColumnCount',
  unknown_team: 'lobbyUnknownTeam',
  duplicate_team: 'lobbyDuplicateTeam',
  bad_placement: 'lobbyBadPlacement',
  duplicate_placement: 'lobbyDuplicatePlacement',
  bad_kills: 'lobbyBadKills',
  too_many_rows: 'lobbyTooManyRows',
  no_rows: 'lobbyNoRows',
} as const satisfies Record<LobbyCsvInvalid['errors'][number]['problem'], ApiMessageKey>

/** The answer of a desk call: its value, or the typed refusal it was thrown. */
const answer = async <T>(c: Context, work: () => Promise<T>, status: 200 | 201 = 200): Promise<Response> => {
  try {
    return c.json(await work(), status)
  } catch (error) {
    if (error instanceof NotFound) return apiError(c, 404, 'not_found', 'notFound')
    if (error instanceof StageConflict) return apiError(c, 409, error.reason, CONFLICT_MESSAGES[error.reason])
    if (error instanceof InvalidMatchResult)
      return apiError(c, 400 satisfies ContentfulStatusCode, error.problem, RESULT_MESSAGES[error.problem])
    if (error instanceof LobbyCsvInvalid) {
      const locale = apiLocale(c.req.path)
      return c.json(
        {
          detail: apiMessage(locale, 'lobbyInvalid'),
          code: 'invalid_csv',
          rows: error.errors.map((row) => ({
            line: row.line,
            code: row.problem,
            problem: apiMessage(locale, LOBBY_MESSAGES[row.problem], row.params),
          })),
        },
        400,
      )
    }
    throw error
  }
}

/** The bodies are snake_case on the wire and in core: undo the body reader's camel-casing. */
const snakeBody = { reshape: toWire }
/** The lobby file rides in a JSON string: its own limit, with room for escaping. */
const lobbyBody = () => jsonBody(MAX_LOBBY_CSV_CHARS * 2)

export const createResultsDeskRoutes = ({
  desk,
  staffOnly,
  organisersOnly,
}: ResultsDeskRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const param = (c: Context, name: string) => c.req.param(name) ?? ''
  const actor = (c: Context<AccountsEnv>): DeskActor => ({ id: c.get('auth').user.id })

  routes.get(RESULTS_DESK_PATHS.stages, staffOnly, noStore, async (c) => {
    const plan = await desk.plan(param(c, 'id'))
    return plan ? c.json(plan) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.post(RESULTS_DESK_PATHS.draw, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, DrawRequest, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.draw(actor(c), param(c, 'stageId'), body.value))
  })

  for (const [path, change] of [
    [RESULTS_DESK_PATHS.start, desk.start],
    [RESULTS_DESK_PATHS.finish, desk.finish],
    [RESULTS_DESK_PATHS.advance, desk.advance],
    [RESULTS_DESK_PATHS.pairNextRound, desk.pairNextRound],
  ] as const) {
    // No body to read: whatever is sent is ignored.
    routes.post(path, organisersOnly, noStore, (c) => answer(c, () => change(actor(c), param(c, 'stageId'))))
  }

  routes.post(RESULTS_DESK_PATHS.report, staffOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, MatchReport, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.report(actor(c), param(c, 'matchId'), body.value))
  })

  routes.post(RESULTS_DESK_PATHS.correctionPreview, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, MatchReport, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.previewCorrection(param(c, 'matchId'), body.value))
  })

  routes.post(RESULTS_DESK_PATHS.correct, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, MatchReport, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.correct(actor(c), param(c, 'matchId'), body.value))
  })

  routes.post(RESULTS_DESK_PATHS.battleRoyaleMatches, staffOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, BattleRoyaleEntry, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.recordBattleRoyale(actor(c), param(c, 'stageId'), body.value), 201)
  })

  routes.put(RESULTS_DESK_PATHS.battleRoyaleMatch, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, BattleRoyaleCorrection, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.correctBattleRoyale(actor(c), param(c, 'matchId'), body.value.results))
  })

  routes.post(RESULTS_DESK_PATHS.battleRoyaleImport, staffOnly, noStore, ...lobbyBody(), async (c) => {
    const body = await decodeBody(c, BattleRoyaleImport, snakeBody)
    if (!body.ok) return body.response
    return answer(c, () => desk.importBattleRoyale(actor(c), param(c, 'stageId'), body.value), 201)
  })

  return routes
}

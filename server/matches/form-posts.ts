/**
 * The match page's forms (docs/matches.md): report the result, confirm it, dispute it. They post to the
 * page's own address (`/tournaments/{id}/matches/{matchId}`, `/en/…`) with an `intent`, with or without
 * JavaScript. The body is read no further than its size, a guest is sent to sign in and back, a form
 * without this browser's token is refused (ASVS V3.5.1), and the match must be one of that tournament's.
 * A form taken answers `303` to the page's report section (the page then shows the new state); one
 * refused renders the page again with why (`MatchFormPosted`) and what was typed. Who may do what is the
 * use cases' rule, as for the API.
 *
 * The report forms carry screenshots: they are multipart/form-data, read while they stream by the image
 * pipeline (`acceptForm`). The fields come first; the token, the result and whether this player may
 * report are checked on them before any file is worked on; then each screenshot is counted against the
 * hourly limit, received, re-encoded and stored in turn, and the report cites them in its own
 * transaction. A refused form or file deletes what was stored of it.
 */
import {
  isMatchFormIntent,
  MATCH_FORM_INTENTS,
  MAX_PROOF_IMAGES,
  type MatchFormIntent,
  REPORT_FIELDS,
} from '#core/matches/report-forms.ts'
import {
  decisionFromForm,
  type MatchFormRefusal,
  type PlayerResult,
  type ProofRefusal,
  reasonFromForm,
  resultFromForm,
  stageConflictRefusal,
} from '#core/matches/reports.ts'
import { NotFound } from '#core/shared/errors.ts'
import { FORM_INTENT_FIELD, FORM_TOKEN_FIELD } from '#core/shared/forms/posted-form.ts'
import { type Locale, localizePath, splitLocale } from '#core/shared/i18n/locale.ts'
import { InvalidMatchResult, StageConflict } from '#core/tournaments/stage-rules.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import {
  createFormAnswers,
  FORM_CONTENT_TYPE,
  type FormPosts,
  type RenderPosted,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import {
  type FormFailure,
  IMAGES_BUSY_RETRY_SECONDS,
  type ImageProblem,
  type ImageUploads,
  isMultipart,
} from '#server/uploads/index.ts'
import { type MatchReports, ReportRefused } from './reports.ts'
import { PROOF_IMAGE, REFUSALS } from './routes.ts'

/** The page's section each form answers to. */
const SECTION_OF: Readonly<Record<MatchFormIntent, string>> = {
  [MATCH_FORM_INTENTS.report]: 'match-reports',
  [MATCH_FORM_INTENTS.confirm]: 'match-reports',
  [MATCH_FORM_INTENTS.dispute]: 'match-reports',
  [MATCH_FORM_INTENTS.decide]: 'match-reports',
  [MATCH_FORM_INTENTS.ready]: 'match-ready',
  [MATCH_FORM_INTENTS.pause]: 'match-pause',
  [MATCH_FORM_INTENTS.resume]: 'match-pause',
}

/** An intent, a few numbers and a reason of at most 500 characters (up to 4 bytes each, encoded). */
const MAX_BODY_BYTES = 8 * 1024

/** The tournament key and match id of a match page's path (without its language prefix). */
const matchPageOf = (path: string): { readonly id: string; readonly matchId: string } | undefined => {
  const parts = path.split('/')
  if (parts.length !== 5 || parts[0] !== '' || parts[1] !== 'tournaments' || parts[3] !== 'matches')
    return undefined
  const [, , id = '', , matchId = ''] = parts
  return id && matchId ? { id, matchId } : undefined
}

/** What was typed, to fill the report and dispute forms again (a file input cannot be filled again). */
const typed = (body: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    Object.values(REPORT_FIELDS).flatMap((name) => {
      const value = name === REPORT_FIELDS.proof ? null : body.get(name)
      return value === null ? [] : [[name, value]]
    }),
  )

/** Why the pipeline refused a screenshot, as the page says it, and the answer's status. */
const PROOF_PROBLEMS: Readonly<Record<ImageProblem, readonly [400 | 413, ProofRefusal]>> = {
  type: [400, 'proof_type'],
  'too-large': [413, 'proof_too_large'],
  pixels: [400, 'proof_pixels'],
  // Screenshots are PNG or JPG: an SVG never gets this far.
  'svg-too-large': [400, 'proof_type'],
  'svg-too-complex': [400, 'proof_type'],
}

/** Why the report form with screenshots was not taken, before or while its files were read. */
type ProofFormRefusal =
  | { readonly status: number; readonly reason: MatchFormRefusal }
  | 'not_found'
  | 'not_a_report'

export const createMatchFormPosts = (deps: {
  readonly reports: Pick<
    MatchReports,
    | 'report'
    | 'confirm'
    | 'dispute'
    | 'decide'
    | 'ready'
    | 'pause'
    | 'resume'
    | 'proofTeam'
    | 'countProofUpload'
  >
  /** Whether the account is a moderator or organiser now: the decision form's check. */
  readonly isStaff: (userId: string) => Promise<boolean>
  /** The image pipeline the report form's screenshots go through. */
  readonly uploads: Pick<ImageUploads, 'acceptForm' | 'remove'>
  readonly tournaments: Pick<TournamentsApi, 'match'>
  /** The signed-in account of a request (its session), or undefined for a guest. */
  readonly userOf: (request: Request) => Promise<string | undefined>
  readonly tokens: FormTokens
  readonly renderPage: RenderPosted
}): FormPosts => {
  const forms = createFormAnswers(deps)

  const act = async (
    intent: MatchFormIntent,
    actor: { readonly id: string },
    matchId: string,
    body: URLSearchParams,
  ): Promise<MatchFormRefusal | null> => {
    if (intent === MATCH_FORM_INTENTS.report) {
      const result = resultFromForm(body)
      if (!result) return 'invalid_report'
      await deps.reports.report(actor, matchId, { result })
    } else if (intent === MATCH_FORM_INTENTS.dispute) {
      const reason = reasonFromForm(body)
      if (reason === undefined) return 'invalid_reason'
      await deps.reports.dispute(actor, matchId, reason)
    } else if (intent === MATCH_FORM_INTENTS.decide) {
      if (!(await deps.isStaff(actor.id))) return 'not_staff'
      const report = decisionFromForm(body)
      if (!report) return 'invalid_report'
      const reason = reasonFromForm(body)
      if (reason === undefined) return 'invalid_reason'
      await deps.reports.decide(actor, matchId, { report, reason })
    } else if (intent === MATCH_FORM_INTENTS.ready) await deps.reports.ready(actor, matchId)
    else if (intent === MATCH_FORM_INTENTS.pause) await deps.reports.pause(actor, matchId)
    else if (intent === MATCH_FORM_INTENTS.resume) await deps.reports.resume(actor, matchId)
    else await deps.reports.confirm(actor, matchId)
    return null
  }

  /** The page again with why the report form was refused and what was typed in it. */
  const refusedReport =
    (request: Request, pathname: string, fields: URLSearchParams) =>
    (status: number, reason: MatchFormRefusal) =>
      forms.again(request, pathname, status, {
        values: typed(fields),
        matchForm: { intent: MATCH_FORM_INTENTS.report, reason },
      })

  /** The report form as multipart/form-data: its fields first, then its screenshots, then the report. */
  const reportWithProof = async (
    request: Request,
    env: unknown,
    pathname: string,
    page: { readonly id: string; readonly matchId: string },
    actor: { readonly id: string },
  ): Promise<Response> => {
    let result: PlayerResult | undefined
    const accepted = await deps.uploads.acceptForm<ProofFormRefusal>(request, env, {
      ...PROOF_IMAGE,
      field: REPORT_FIELDS.proof,
      maxFiles: MAX_PROOF_IMAGES,
      // Before any file is worked on: the intent, this browser's token, the result, who may report.
      start: async (fields): Promise<ProofFormRefusal | undefined> => {
        if (fields.get(FORM_INTENT_FIELD) !== MATCH_FORM_INTENTS.report) return 'not_a_report'
        if (!deps.tokens.verify(request.headers.get('Cookie'), fields.get(FORM_TOKEN_FIELD)))
          return { status: 403, reason: 'expired' }
        result = resultFromForm(fields)
        if (!result) return { status: 400, reason: 'invalid_report' }
        try {
          await deps.tournaments.match(page.id, page.matchId)
          await deps.reports.proofTeam(actor, page.matchId)
        } catch (error) {
          if (error instanceof NotFound) return 'not_found'
          if (error instanceof ReportRefused)
            return { status: REFUSALS[error.reason][0], reason: error.reason }
          throw error
        }
        return undefined
      },
      eachFile: async () =>
        (await deps.reports.countProofUpload(actor)) === undefined
          ? undefined
          : { status: 429, reason: 'throttled' },
    })
    const again = refusedReport(request, pathname, accepted.fields)
    if (!accepted.ok) return formFailure(request, pathname, accepted.failure, again)
    const images = accepted.images
    const drop = () => Promise.all(images.map((image) => deps.uploads.remove(image)))
    try {
      if (!result) throw new Error('the report form was taken without its result')
      await deps.reports.report(actor, page.matchId, { result }, images)
    } catch (error) {
      await drop()
      if (error instanceof NotFound) return forms.again(request, pathname, 404, {})
      if (error instanceof ReportRefused) return again(REFUSALS[error.reason][0], error.reason)
      if (error instanceof InvalidMatchResult) return again(400, 'invalid_result')
      if (error instanceof StageConflict) return again(409, stageConflictRefusal(error.reason))
      throw error
    }
    return seeOther(`${pathname}#match-reports`)
  }

  const formFailure = async (
    request: Request,
    pathname: string,
    failure: FormFailure<ProofFormRefusal>,
    again: (status: number, reason: MatchFormRefusal) => Promise<Response>,
  ): Promise<Response> => {
    switch (failure.kind) {
      case 'refused': {
        const refusal = failure.refusal
        if (refusal === 'not_found') return forms.again(request, pathname, 404, {})
        // Only the report forms are sent so: another intent is no form of this page.
        if (refusal === 'not_a_report')
          return new Response(null, { status: 415, headers: { Accept: FORM_CONTENT_TYPE } })
        return again(refusal.status, refusal.reason)
      }
      case 'image': {
        const [status, reason] = PROOF_PROBLEMS[failure.problem]
        return again(status, reason)
      }
      case 'too-many':
        return again(400, 'too_many_proofs')
      case 'busy': {
        const answer = await again(503, 'busy')
        answer.headers.set('Retry-After', String(IMAGES_BUSY_RETRY_SECONDS))
        return answer
      }
      case 'malformed':
      case 'not-multipart':
        return again(400, 'invalid_report')
    }
  }

  return {
    async answer(request, env) {
      const { pathname } = new URL(request.url)
      const { locale, path } = splitLocale(pathname)
      const page = matchPageOf(path)
      if (!page) return undefined
      if (isMultipart(request.headers.get('Content-Type') ?? undefined)) {
        // A guest is sent to sign in before anything of the body is read.
        const userId = await deps.userOf(request)
        if (userId === undefined) return signIn(locale, pathname)
        return reportWithProof(request, env, pathname, page, { id: userId })
      }
      const form = await forms.read(request, MAX_BODY_BYTES)
      if (form instanceof Response) return form
      const intent = form.body.get(FORM_INTENT_FIELD) ?? ''
      if (!isMatchFormIntent(intent)) return undefined
      const again = (status: number, reason: MatchFormRefusal) =>
        forms.again(request, pathname, status, {
          values: typed(form.body),
          matchForm: { intent, reason },
        })
      const userId = await deps.userOf(request)
      if (userId === undefined) return signIn(locale, pathname)
      if (!form.genuine) return again(403, 'expired')
      try {
        await deps.tournaments.match(page.id, page.matchId)
        const refused = await act(intent, { id: userId }, page.matchId, form.body)
        if (refused) return again(refused === 'not_staff' ? 403 : 400, refused)
      } catch (error) {
        if (error instanceof NotFound) return forms.again(request, pathname, 404, {})
        if (error instanceof ReportRefused) return again(REFUSALS[error.reason][0], error.reason)
        if (error instanceof InvalidMatchResult) return again(400, 'invalid_result')
        if (error instanceof StageConflict) return again(409, stageConflictRefusal(error.reason))
        throw error
      }
      // Back to the section of the form: the ready check's and the pause's own, the reports' for the others.
      return seeOther(`${pathname}#${SECTION_OF[intent]}`)
    },
  }
}

const signIn = (locale: Locale, pathname: string): Response =>
  seeOther(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(pathname)}`)

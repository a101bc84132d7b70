/**
 * The match page's forms (docs/matches.md): report the result, confirm it, dispute it. They post to the
 * page's own address (`/tournaments/{id}/matches/{matchId}`, `/en/…`) with an `intent`, with or without
 * JavaScript. The body is read no further than its size, a guest is sent to sign in and back, a form
 * without this browser's token is refused (ASVS V3.5.1), and the match must be one of that tournament's.
 * A form taken answers `303` to the page's report section (the page then shows the new state); one
 * refused renders the page again with why (`MatchFormPosted`) and what was typed. Who may do what is the
 * use cases' rule, as for the API.
 */
import {
  isMatchFormIntent,
  MATCH_FORM_INTENTS,
  type MatchFormIntent,
  REPORT_FIELDS,
} from '#core/matches/report-forms.ts'
import { type MatchFormRefusal, reasonFromForm, resultFromForm } from '#core/matches/reports.ts'
import { NotFound } from '#core/shared/errors.ts'
import { PROFILE_INTENT_FIELD } from '#core/shared/forms/posted-form.ts'
import { type Locale, localizePath, splitLocale } from '#core/shared/i18n/locale.ts'
import { InvalidMatchResult } from '#core/tournaments/stage-rules.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import {
  createFormAnswers,
  type FormPosts,
  type RenderPosted,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import { type MatchReports, ReportRefused } from './reports.ts'
import { REFUSALS } from './routes.ts'

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

/** What was typed, to fill the report and dispute forms again. */
const typed = (body: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    Object.values(REPORT_FIELDS).flatMap((name) => {
      const value = body.get(name)
      return value === null ? [] : [[name, value]]
    }),
  )

export const createMatchFormPosts = (deps: {
  readonly reports: Pick<MatchReports, 'report' | 'confirm' | 'dispute'>
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
    } else await deps.reports.confirm(actor, matchId)
    return null
  }

  return {
    async answer(request) {
      const { pathname } = new URL(request.url)
      const { locale, path } = splitLocale(pathname)
      const page = matchPageOf(path)
      if (!page) return undefined
      const form = await forms.read(request, MAX_BODY_BYTES)
      if (form instanceof Response) return form
      const intent = form.body.get(PROFILE_INTENT_FIELD) ?? ''
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
        if (refused) return again(400, refused)
      } catch (error) {
        if (error instanceof NotFound) return forms.again(request, pathname, 404, {})
        if (error instanceof ReportRefused) return again(REFUSALS[error.reason][0], error.reason)
        if (error instanceof InvalidMatchResult) return again(400, 'invalid_result')
        throw error
      }
      return seeOther(`${pathname}#match-reports`)
    },
  }
}

const signIn = (locale: Locale, pathname: string): Response =>
  seeOther(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(pathname)}`)

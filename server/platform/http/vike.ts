import { renderPage } from 'vike/server'
import type { AccountLinks } from '#core/accounts/account-links.port.ts'
import type { SignInProvider } from '#core/accounts/auth.port.ts'
import { isTokenNotValid, type Session } from '#core/accounts/auth.schema.ts'
import { pageUserOf } from '#core/accounts/page-user.ts'
import type { PeopleReader } from '#core/accounts/people.port.ts'
import type { ProviderLinkView } from '#core/accounts/provider-link.ts'
import { keptQueryOf } from '#core/accounts/redirect.ts'
import type { UserRole } from '#core/accounts/roles.ts'
import { signInMethodOf } from '#core/accounts/sign-in-link.ts'
import type { AuditReader } from '#core/audit/audit.port.ts'
import type { CommunityLinks } from '#core/content/channels.ts'
import type { InboxReader } from '#core/inquiries/inbox.port.ts'
import type { DisputeList, MatchHistory } from '#core/matches/reports.api.ts'
import type { MatchActions } from '#core/matches/reports.ts'
import type { NewsReader } from '#core/news/news.port.ts'
import type { TelegramProfile } from '#core/notifications/profile-telegram.ts'
import type { CommunityPagesPort } from '#core/partners/partners.schema.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { kyivYear } from '#core/shared/format/datetime.ts'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { offeredLocale, splitLocale } from '#core/shared/i18n/locale.ts'
import type { StreamersReader } from '#core/streamers/streamers.ts'
import type { TeamDeskReader } from '#core/teams/moderation.port.ts'
import type { Invitation } from '#core/teams/team.schema.ts'
import type { TeamReader } from '#core/teams/teams.port.ts'
import type { TournamentConsoleReader } from '#core/tournaments/manage.port.ts'
import type { PayoutLedgerReader } from '#core/tournaments/payouts.port.ts'
import type { ResultsDeskReader } from '#core/tournaments/results-desk.port.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { isDatabaseUnavailable } from '#server/platform/db/unavailable.ts'
import type { FormStartedTokens } from '#server/platform/http/form-started.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import { startScriptsAfterPaint } from '#server/platform/http/start-scripts.ts'
import { LANGUAGE_OFFERS } from '#server/platform/i18n.ts'

/** The session of a request, and the cookies to set when reading it renewed it (Auth.js). */
export interface SessionRead {
  readonly session: Session | null
  readonly setCookie: ReadonlyArray<string>
}

export interface PageSettings {
  readonly origin: string
  readonly buildId: string
  readonly communityLinks: CommunityLinks
  /** The landing page's donation link (never passed to the browser but in that page's data). */
  readonly donateUrl?: string | undefined
  /** The social sign-in providers configured (pages say and offer only those). */
  readonly signInProviders: ReadonlyArray<SignInProvider>
  readonly faultRoutes: boolean
  /** Ports the pages' server hooks use (never passed to the browser). */
  readonly tournaments: TournamentsApi
  /** The published news and cases, for the pages' server hooks (and the landing page's latest). */
  readonly news?: NewsReader | undefined
  /** The streamers, their live state and videos, for the streamers' pages and the landing. */
  readonly streamers?: StreamersReader | undefined
  /** The teams as a signed-in user may read them, for the pages' server hooks. */
  /** The role of an active user now (the console's guard); null for an unknown or disabled one. */
  readonly roleOf?: ((userId: string) => Promise<UserRole | null>) | undefined
  /** A tournament's teams as moderators see them, for the console's team desk. */
  readonly teamDesk?: TeamDeskReader | undefined
  /** The audit log's entries, for the console's page (organisers only, by the page's guard). */
  readonly audit?: AuditReader | undefined
  /** Every account, found and filtered, for the console's people page (organisers only, by its guard). */
  readonly people?: PeopleReader | undefined
  /** The organisers' inbox, for the console's inbox page (organisers only, by its guard). */
  readonly inbox?: InboxReader | undefined
  /** A match's players' reports and history, for the match page (public fields only). */
  readonly matchHistory?: ((matchId: string) => Promise<MatchHistory | undefined>) | undefined
  /** The disputes waiting for a moderator, for the console's disputes page (staff, by its guard). */
  readonly disputes?: (() => Promise<DisputeList>) | undefined
  /** What a signed-in user may do on a match now, for the match page's forms. */
  readonly matchActions?: ((matchId: string, userId: string) => Promise<MatchActions | undefined>) | undefined
  /** Every tournament, drafts too, for the console's pages (staff only, by the pages' guard). */
  readonly tournamentConsole?: TournamentConsoleReader | undefined
  /** A tournament's stage plan, for the console's results desk (staff only, by the page's guard). */
  readonly resultsDesk?: ResultsDeskReader | undefined
  /** A tournament's prize payout ledger, for the console's payouts page (organisers, by its guard). */
  readonly payoutLedger?: PayoutLedgerReader | undefined
  readonly teamsFor?: ((userId: string) => TeamReader) | undefined
  /** An invitation link's card as a guest sees it on the way to sign in (undefined: no such link). */
  readonly invitationPreview?:
    | ((teamId: string, inviteId: string) => Promise<Invitation | undefined>)
    | undefined
  /** The e-mailed links' checks, for the pages of those links (ADR 0027). */
  readonly accountLinks?: AccountLinks | undefined
  /** The signed-in user's profile, read in process for the profile page (null: no such user). */
  readonly profileOf?: ((userId: string) => Promise<Profile | null>) | undefined
  /**
   * The signed-in user's Telegram link and notification choices, for the profile's Telegram section;
   * absent while the bot is not configured (the profile then says nothing of Telegram).
   */
  readonly telegramOf?: ((userId: string) => Promise<TelegramProfile>) | undefined
  /** The signed-in user's Discord link, for the profile's Discord section; absent without Discord sign-in. */
  readonly discordOf?: ((userId: string) => Promise<ProviderLinkView>) | undefined
  /**
   * Reads the Auth.js session of a page request (also of the `.pageContext.json` request of each
   * client navigation). Without it every page is rendered for a guest.
   */
  readonly readSession?: ((request: Request) => Promise<SessionRead>) | undefined
  /** The request-forgery tokens of the forms the server answers without JavaScript (ADR 0020). */
  readonly formTokens?: FormTokens | undefined
  /** Partners and services, for their pages' server hooks. */
  readonly community?: CommunityPagesPort | undefined
  /** The inquiry forms' fill-time tokens (ADR 0037), issued by their pages' server hooks. */
  readonly formStarted?: FormStartedTokens | undefined
  /** The organisers' address (CONTACT_EMAIL), linked on the contacts page. */
  readonly contactEmail?: string | undefined
}

const NO_SESSION: SessionRead = { session: null, setCookie: [] }

/**
 * A guest's page holds nothing personal: browsers and shared caches may keep it a minute and serve it
 * a while longer while they fetch it again (the tournaments' counts and the streams' state move).
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/**
 * Only a guest's read of a page without forms: a form page carries its request-forgery token, a
 * posted form's answer is the sender's own, and a page that sets a cookie is one client's.
 */
const isShareable = (
  request: Request,
  status: number,
  setCookie: ReadonlyArray<string>,
  hasForms: boolean,
): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  status === 200 &&
  setCookie.length === 0 &&
  !hasForms

/** Whether a page rendered for a guest or a signed-in user holds forms the server answers (`+forms.ts`). */
const formsShown = (forms: boolean | 'signed-in' | undefined, signedIn: boolean): boolean =>
  forms === true || (forms === 'signed-in' && signedIn)

/** Hands a page request to Vike and turns its answer into a web Response. */
export const createPageRenderer = (settings: PageSettings) => {
  const { readSession, formTokens, ...shared } = settings
  /**
   * `posted`: the server's answer to the page's form sent without JavaScript, rendered into the page
   * (form-posts.ts).
   */
  return async (request: Request, path: string, posted?: PostedForm): Promise<Response> => {
    const { session, setCookie } = readSession ? await readSession(request) : NO_SESSION
    const form = formTokens?.issue(request.headers.get('Cookie'))
    // A session whose API tokens died counts as signed out (spec §8); the browser signs it out.
    const user = pageUserOf(session)
    const locale = splitLocale(new URL(path, 'http://localhost').pathname).locale
    // Read on the server for the page and each client navigation's data alike, so the browser renders
    // the same offer it was sent (language.ts says Vary: Accept-Language).
    const offered = offeredLocale(
      locale,
      request.headers.get('Cookie'),
      request.headers.get('Accept-Language'),
    )
    const pageContext = await renderPage({
      // A path, not an absolute URL: the browser sees the same value, so nothing differs at hydration.
      urlOriginal: path,
      headersOriginal: request.headers,
      // Also set by onBeforeRoute; given here too because Vike renders the error page of a failed
      // render from the initial context, before its hooks ran.
      locale,
      ...shared,
      renderYear: kyivYear(Date.now()),
      // Always present (null/false for guests), so the browser always asks the server for the
      // context of the next page, and the session is re-read on every navigation (ADR 0016).
      user,
      signedIn: user !== null,
      // The browser's auth machine signs such a session out and goes to the login page (spec §8).
      sessionExpired: isTokenNotValid(session),
      signInMethod: signInMethodOf(request.headers.get('Cookie')) ?? null,
      session,
      keptQuery: keptQueryOf(path),
      formToken: form?.token ?? '',
      postedForm: posted ?? null,
      languageOffer: offered === null ? null : { locale: offered, texts: LANGUAGE_OFFERS[offered] },
    })
    // The database away is not the page's fault: the app's error handler answers it (503, Retry-After).
    if (isDatabaseUnavailable(pageContext.errorWhileRendering)) throw pageContext.errorWhileRendering
    const { httpResponse } = pageContext
    const headers = new Headers(httpResponse.headers)
    for (const cookie of setCookie) headers.append('Set-Cookie', cookie)
    // The forms' cookie only where a form the server answers is (no cookie for merely reading).
    const hasForms = formsShown(pageContext.config?.forms, user !== null)
    if (form?.setCookie && hasForms) headers.append('Set-Cookie', form.setCookie)
    const personal = user !== null || session !== null
    // What a signed-in user sees is theirs alone: no shared cache may keep it.
    if (personal) headers.set('Cache-Control', 'private, no-store')
    else if (isShareable(request, httpResponse.statusCode, setCookie, hasForms))
      headers.set('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL)
    // Only a signed-in user's page is kept from other sites' windows in a browsing context group of
    // its own; a guest's holds nothing personal and opens in the renderer it arrived in (ADR 0085).
    if (!personal) headers.set('Cross-Origin-Opener-Policy', 'unsafe-none')
    // The same URL renders differently with and without a session cookie.
    if (readSession) headers.append('Vary', 'Cookie')
    return new Response(
      request.method === 'HEAD' ? null : startScriptsAfterPaint(await httpResponse.getBody()),
      {
        status: httpResponse.statusCode,
        headers,
      },
    )
  }
}

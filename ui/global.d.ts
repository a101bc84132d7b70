import type { Access } from '#core/accounts/access.ts'
import type { AccountLinks } from '#core/accounts/account-links.port.ts'
import type { SignInProvider } from '#core/accounts/auth.port.ts'
import type { Session } from '#core/accounts/auth.schema.ts'
import type { PageUser } from '#core/accounts/page-user.ts'
import type { PeopleReader } from '#core/accounts/people.port.ts'
import type { ProviderLinkView } from '#core/accounts/provider-link.ts'
import type { UserRole } from '#core/accounts/roles.ts'
import type { SignInMethod } from '#core/accounts/sign-in-link.ts'
import type { AuditReader } from '#core/audit/audit.port.ts'
import type { CommunityLinks } from '#core/content/channels.ts'
import type { InboxReader } from '#core/inquiries/inbox.port.ts'
import type { DisputeList, MatchHistory } from '#core/matches/reports.api.ts'
import type { MatchActions } from '#core/matches/reports.ts'
import type { NewsReader } from '#core/news/news.port.ts'
import type { TelegramProfile } from '#core/notifications/profile-telegram.ts'
import type { CommunityPagesPort } from '#core/partners/partners.schema.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { StreamersReader } from '#core/streamers/streamers.ts'
import type { TeamDeskReader } from '#core/teams/moderation.port.ts'
import type { Invitation } from '#core/teams/team.schema.ts'
import type { TeamReader } from '#core/teams/teams.port.ts'
import type { TournamentConsoleReader } from '#core/tournaments/manage.port.ts'
import type { PayoutLedgerReader } from '#core/tournaments/payouts.port.ts'
import type { ResultsDeskReader } from '#core/tournaments/results-desk.port.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { languageOffer } from '#locales/en/language-offer.ts'

declare global {
  namespace Vike {
    interface Config {
      /** Who may see the page and its children (`+access.ts`, ADR 0016); public when unset. */
      access?: Access
      /**
       * The page has forms the server answers without JavaScript (`+forms.ts`, ADR 0020): its
       * response sets the request-forgery cookie its forms' token belongs to. `'signed-in'`: only a
       * signed-in user's page has them, and a guest's stays shareable by caches.
       */
      forms?: boolean | 'signed-in'
    }
    interface PageContext {
      /** From the URL prefix (onBeforeRoute). */
      locale: Locale
      /** The site's public origin, for canonical and alternate URLs (server config). */
      origin: string
      /** The id of the running build (server config), compared with /builds/latest.json. */
      buildId: string
      /** The community channels configured by the operator (footer, about and contacts pages). */
      communityLinks: CommunityLinks
      /** The social sign-in providers configured by the operator (server config). */
      signInProviders: ReadonlyArray<SignInProvider>
      /** The year in Kyiv when the page was rendered on the server (footer), the same in the browser. */
      renderYear: number
      /**
       * The signed-in user the page was rendered for, without tokens; null for a guest (and for a
       * session whose tokens died). Re-read by the server on every navigation.
       */
      user: PageUser | null
      /** `user !== null`, for guards and components that only need the yes or no. */
      signedIn: boolean
      /** A session whose API tokens died (`token_not_valid`): shown as signed out, to be signed out. */
      sessionExpired: boolean
      /** How this browser last signed in (its cookie): a session that ends goes back to that way in. */
      signInMethod: SignInMethod | null
      /** Server only (never passed to the browser: it holds the API tokens): the Auth.js session. */
      session?: Session | null
      /** Server only (never passed to the browser): the in-process tournament directory. */
      tournaments?: TournamentsApi
      /** Server only: the donation link of the landing page (DONATE_URL), when configured. */
      donateUrl?: string | undefined
      /** Server only (never passed to the browser): the published news and cases. */
      news?: NewsReader
      /** Server only (never passed to the browser): the streamers and their live state (server/streamers). */
      streamers?: StreamersReader
      /** Server only (never passed to the browser): the teams as the signed-in user may read them. */
      teamsFor?: (userId: string) => TeamReader
      /** Server only (never passed to the browser): an invitation link's card as a guest sees it. */
      invitationPreview?: (teamId: string, inviteId: string) => Promise<Invitation | undefined>
      /** Server only (never passed to the browser): the e-mailed links' checks (ADR 0027). */
      accountLinks?: AccountLinks
      /**
       * Server only (never passed to the browser): the role of an active user as the database has it
       * now; null for an unknown or disabled one. The guard of the console's pages asks it.
       */
      roleOf?: (userId: string) => Promise<UserRole | null>
      /** Server only (never passed to the browser): a tournament's teams, for the console's team desk. */
      teamDesk?: TeamDeskReader
      /** Server only (never passed to the browser): the audit log, for the console's page. */
      audit?: AuditReader
      /** Server only (never passed to the browser): the organisers' inbox, for the console's page. */
      inbox?: InboxReader
      /** Server only (never passed to the browser): a match's reports and history, for the match page. */
      matchHistory?: (matchId: string) => Promise<MatchHistory | undefined>
      /** Server only (never passed to the browser): the disputes waiting, for the console's page. */
      disputes?: () => Promise<DisputeList>
      /** Server only (never passed to the browser): what a signed-in user may do on a match now. */
      matchActions?: (matchId: string, userId: string) => Promise<MatchActions | undefined>
      /** Server only (never passed to the browser): every account, for the console's people page. */
      people?: PeopleReader
      /** Server only (never passed to the browser): the signed-in user's profile, read in process. */
      profileOf?: (userId: string) => Promise<Profile | null>
      /**
       * Server only (never passed to the browser): the account's Telegram link and notification
       * choices, for the profile's Telegram section; absent while the bot is not configured.
       */
      telegramOf?: (userId: string) => Promise<TelegramProfile>
      /**
       * Server only (never passed to the browser): the account's Discord link, for the profile's
       * Discord section; absent while Discord sign-in is not configured.
       */
      discordOf?: (userId: string) => Promise<ProviderLinkView>
      /** Server only (never passed to the browser): every tournament, drafts too, for the console. */
      tournamentConsole?: TournamentConsoleReader
      /** Server only (never passed to the browser): a tournament's stage plan, for the results desk. */
      resultsDesk?: ResultsDeskReader
      /** Server only (never passed to the browser): a tournament's prize payout ledger, for the console. */
      payoutLedger?: PayoutLedgerReader
      /** Server only (never passed to the browser): partners and services in the page's language. */
      community?: CommunityPagesPort
      /** Server only (never passed to the browser): issues the inquiry forms' fill-time token (ADR 0037). */
      formStarted?: { issue(): string }
      /** Server only (the contacts page's data hook passes it on): the organisers' address. */
      contactEmail?: string
      /**
       * The page's safe `?redirect=…` that links built from it carry on (the language switch, the
       * header's sign-in link on the sign-in screens), or ''; read by the server for every page and
       * navigation (core/accounts/redirect.ts `keptQueryOf`). Missing on an error page the browser
       * renders after a failed navigation.
       */
      keptQuery?: string
      /** The request-forgery token a form sends back in its hidden field (ADR 0020). */
      formToken: string
      /** The server's answer to a form sent without JavaScript, rendered into the page again. */
      postedForm?: PostedForm | null
      /**
       * The language offered to a first visit whose browser prefers it, with the offer's texts in that
       * language (server: core/shared/i18n/locale.ts `offeredLocale`); null when none. Missing on an
       * error page the browser renders after a failed navigation.
       */
      languageOffer?: { readonly locale: Locale; readonly texts: typeof languageOffer } | null
      /** Set by the server when fault routes may be used (end-to-end tests of the error page). */
      faultRoutes?: boolean
    }
  }
}

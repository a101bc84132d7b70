/**
 * The accounts of issues 4 and 5, assembled: users and passwords, the API's JWTs, database-kept rate
 * limits, the phone and e-mail flows and the signed-in user's profile as REST routes, and the gateway
 * Auth.js signs in through.
 *
 * main.ts wires it once: `const accounts = createAccounts({...})`, mounts `accounts.routes` through
 * `createApiV1({ tournaments, accounts })`, hands `accounts.gateway` to Auth.js, and awaits
 * `accounts.settled()` on shutdown so file removals finish. Mail and SMS go through the ports it is
 * given: in the server, the job queue's (`server/integrations/mail/mail-jobs.ts`, `server/integrations/sms/sms-jobs.ts`).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AccountLinks } from '#core/accounts/account-links.port.ts'
import type { PeopleReader } from '#core/accounts/people.port.ts'
import type { StaffRole, UserRole } from '#core/accounts/roles.ts'
import type { AuditReader } from '#core/audit/audit.port.ts'
import type { Profile } from '#core/profile/profile.schema.ts'
import { profileFromPayload } from '#core/profile/profile-payload.ts'
import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import { createAuditLog, createAuditRoutes } from '#server/audit/index.ts'
import { createBackground } from '#server/platform/background.ts'
import { deriveKey } from '#server/platform/crypto.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { clientIp } from '#server/platform/http/client-ip.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import type { Logger } from '#server/platform/logger.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import { createProfileFlows, createProfileRoutes, toProfilePayload } from '#server/profile/index.ts'
import { createAccountLinks } from './account-links.ts'
import { ACCOUNT_REQUEST_JOB, requestLater } from './account-requests.ts'
import { type SeededDemoStaff, seedDemoStaff } from './demo-staff.ts'
import { createEmailFlows } from './email-flows.ts'
import { createGateway } from './gateway.ts'
import { type AccountsEnv, createBearerUser, createRequireStaff, createRequireUser } from './http.ts'
import { createKnownNetworks } from './known-networks.ts'
import { createOneTimeTokens } from './one-time-tokens.ts'
import {
  boundHashing,
  createPasswordHasher,
  type HashingBound,
  OWASP_SCRYPT,
  type PasswordHasher,
  type ScryptParams,
} from './passwords.ts'
import { createPeopleReader } from './people.ts'
import { createPhoneCodes } from './phone-codes.ts'
import { createPhoneFlows } from './phone-flows.ts'
import type { SmsCaps } from './policies.ts'
import type { AccountGateway, AccountMailer, AvatarUploads, ProfileMailer, SmsSender } from './ports.ts'
import { createProviderLinks, type ProviderLinks } from './provider-links.ts'
import { createAccountRoutes } from './routes.ts'
import { createStaffAccounts, type StaffAccounts } from './staff.ts'
import { bootstrapOrganiser, type EnsuredStaffAccount } from './staff-bootstrap.ts'
import { createStaffRoutes } from './staff-routes.ts'
import { createDrizzleAccountStore } from './store.drizzle.ts'
import { createTokenService, type TokenService } from './tokens.ts'

export type { AccountsEnv } from './http.ts'
export type { TokenService } from './tokens.ts'

export interface AccountsDeps {
  readonly db: AppDatabase
  readonly jwtSecret: string
  /** Seconds. */
  readonly accessTokenTtl: number
  readonly refreshTokenTtl: number
  /** The absolute lifetime of a session, in seconds (ADR 0018). */
  readonly sessionTtl: number
  /** Public origin without a trailing slash, for the links in mails. */
  readonly publicUrl: string
  /** Believe X-Forwarded-For (its last hop) for per-IP limits. */
  readonly trustProxy: boolean
  readonly mailer: AccountMailer
  readonly sms: SmsSender
  /**
   * The job queue: what a request does only for a known account (a reset link, a restore code) is a
   * job of kind `account-request`, whose handler is registered here (account-requests.ts).
   */
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  /** SMS per account and in total per hour (config `smsCaps`; ADR 0014). */
  readonly smsCaps: SmsCaps
  /** The profile's outgoing ports (issue 5): its mails and the avatar pipeline. */
  readonly profile: { readonly mailer: ProfileMailer; readonly uploads: AvatarUploads }
  readonly logger: Logger
  readonly now?: () => Date
  /** How many password hashes run and wait at once (config `passwordHashing`, ADR 0042). */
  readonly hashing: HashingBound
  /** Tests only: a cheaper scrypt. Production keeps the OWASP parameters (the default). */
  readonly scrypt?: ScryptParams
  /** Tests only: wraps the real hasher inside the bound (to count its calls, or to hold them). */
  readonly instrumentHasher?: (hasher: PasswordHasher) => PasswordHasher
}

export interface Accounts {
  /** For Auth.js: password and provider sign-in, the session's liveness and end, token refresh. */
  readonly gateway: AccountGateway
  /** The REST endpoints of `ACCOUNT_PATHS` and `PROFILE_PATHS`, to mount at the API root. */
  readonly routes: Hono<AccountsEnv>
  /** The e-mailed links' checks, for the pages of those links while they render. */
  readonly links: AccountLinks
  /** The social sign-in accounts linked on the profile (ADR 0076). */
  readonly providerLinks: ProviderLinks
  /**
   * The profile of a signed-in user as `GET /profile` shows it, read in process for the profile page
   * while it renders; null for an unknown or disabled user.
   */
  profileOf(userId: string): Promise<Profile | null>
  /** The role of an active user now (the console pages' guard); null for an unknown or disabled one. */
  roleOf(userId: string): Promise<UserRole | null>
  /** Guards an API route: `c.get('auth').user` is the signed-in, active user. */
  readonly requireUser: MiddlewareHandler<AccountsEnv>
  /**
   * Guards a staff route (ADR 0059): only staff who may do what `needed` may get through; everyone
   * else who is not staff gets the 404 of an unknown path, a moderator at an organisers' route 403.
   */
  requireStaff(needed: StaffRole): MiddlewareHandler<AccountsEnv>
  /** The audit log's entries, for the console's page (the API route lists the same). */
  readonly audit: AuditReader
  /** What organisers do to accounts (roles, disabling), each with its audit entry. */
  readonly staff: StaffAccounts
  /** Every account, found and filtered, for the console's people page (the API route lists the same). */
  readonly people: PeopleReader
  /** `ADMIN_EMAIL` + `ADMIN_PASSWORD`: the first organiser, made or brought up to date at start. */
  bootstrapOrganiser(admin: {
    readonly email: string
    readonly password: string
  }): Promise<EnsuredStaffAccount>
  /** The embedded demo's organiser and moderator, their passwords in `DATA_DIR/demo-staff.json`. */
  seedDemoStaff(dataDir: string): Promise<SeededDemoStaff>
  /** The active user an API request's Bearer token names, or undefined (the guard would refuse it). */
  bearerUser(c: Context): Promise<string | undefined>
  readonly tokens: TokenService
  /**
   * The accounts' password hasher, for other secrets people type (a team's join password): behind the
   * same bounded queue, so it may reject with `ServerBusy` (the API answers 503).
   */
  readonly hasher: PasswordHasher
  /**
   * Resolves once the file removals handed to the background are done (or failed and were logged).
   * Mail and SMS are the job queue's (`JobQueue.drain`).
   */
  settled(): Promise<void>
}

export const createAccounts = (deps: AccountsDeps): Accounts => {
  const now = deps.now ?? (() => new Date())
  const store = createDrizzleAccountStore(deps.db)
  const limiter = createRateLimiter(deps.db, { now })
  const scrypt = createPasswordHasher(deps.scrypt ?? OWASP_SCRYPT)
  // One queue for every hash of the server: the accounts' and whoever gets `hasher` (teams).
  const hasher = boundHashing(deps.instrumentHasher?.(scrypt) ?? scrypt, deps.hashing)
  const tokens = createTokenService({
    secret: deps.jwtSecret,
    accessTokenTtl: deps.accessTokenTtl,
    refreshTokenTtl: deps.refreshTokenTtl,
    sessionTtl: deps.sessionTtl,
    store,
    now,
  })
  const oneTimeTokens = createOneTimeTokens(store, now)
  const background = createBackground(deps.logger)
  const knownNetworks = createKnownNetworks(deps.db, {
    key: deriveKey(deps.jwtSecret, 'known-networks'),
    now,
  })
  const shared = { store, limiter, knownNetworks, hasher, tokens, oneTimeTokens, now }
  const requireUser = createRequireUser(tokens)
  const requireStaff = createRequireStaff(tokens)
  const audit = createAuditLog(deps.db)
  const staff = createStaffAccounts({ store, audit, now })
  const people = createPeopleReader(deps.db)
  const bootstrap = { store, audit, hasher, now }
  const { uploads } = deps.profile
  const phoneCodes = createPhoneCodes({
    store,
    limiter,
    sms: deps.sms,
    codeKey: deriveKey(deps.jwtSecret, 'phone-codes'),
    caps: deps.smsCaps,
    logger: deps.logger,
    now,
  })
  const publicUrl = withoutTrailingSlashes(deps.publicUrl)
  const ipOf = (c: Context) => clientIp(c, deps.trustProxy)
  const later = requestLater(deps.jobs)
  const email = createEmailFlows({ ...shared, mailer: deps.mailer, later, publicUrl })
  const phone = createPhoneFlows({ ...shared, phoneCodes, later })
  deps.jobs.handle(ACCOUNT_REQUEST_JOB, async (request) => {
    switch (request.request) {
      case 'register':
        return email.mailRegistration(request)
      case 'passwordReset':
        return email.mailPasswordReset(request)
      case 'restoreCode':
        return phone.textRestoreCode(request)
    }
  })
  const profile = createProfileFlows({ ...shared, mailer: deps.profile.mailer, phoneCodes, publicUrl })
  const routes = createAccountRoutes({
    phone,
    email,
    tokens,
    clientIp: ipOf,
  })
  routes.route('/', createStaffRoutes({ staff, people, organisersOnly: requireStaff('organiser') }))
  routes.route('/', createAuditRoutes({ log: audit, organisersOnly: requireStaff('organiser') }))
  routes.route(
    '/',
    createProfileRoutes({
      profile,
      uploads,
      background,
      requireUser,
      clientIp: ipOf,
    }),
  )
  return {
    gateway: createGateway({
      store,
      limiter,
      knownNetworks,
      hasher,
      tokens,
      now,
      avatarUrl: (avatar) => uploads.toPayload(avatar).url,
    }),
    routes,
    links: createAccountLinks(email, profile),
    providerLinks: createProviderLinks(store),
    async profileOf(userId) {
      const user = await store.users.findById(userId)
      if (!user || user.disabled) return null
      return profileFromPayload(toProfilePayload(await profile.view(user), uploads))
    },
    async roleOf(userId) {
      const user = await store.users.findById(userId)
      return user && !user.disabled ? user.role : null
    },
    requireUser,
    requireStaff,
    audit,
    staff,
    people,
    bootstrapOrganiser: (admin) => bootstrapOrganiser(bootstrap, admin),
    seedDemoStaff: (dataDir) => seedDemoStaff(bootstrap, dataDir),
    bearerUser: createBearerUser(tokens),
    tokens,
    hasher,
    settled: () => background.settled(),
  }
}

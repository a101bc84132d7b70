/**
 * The whole HTTP app with real accounts on a test database: mail and SMS through the real job queue
 * into the real file outboxes (read back with the outbox readers; reading first runs the due jobs), the real image pipeline on a disk storage of the test's own
 * with `/media/*`, a hand-moved clock and a cheap scrypt (production keeps the OWASP cost;
 * `tests/api/accounts-passwords.test.ts` covers it). Requests go through `app.request`; each one
 * comes from a fresh client address unless the test names one, so per-IP limits only bite where a
 * test asks for them.
 */
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import type { AuthService } from '#server/accounts/authjs/authjs.ts'
import { type Accounts, createAccounts } from '#server/accounts/index.ts'
import type { HashingBound, PasswordHasher, ScryptParams } from '#server/accounts/passwords.ts'
import type { SmsCaps } from '#server/accounts/policies.ts'
import type { IssuedTokens } from '#server/accounts/ports.ts'
import { createInquiryInbox, type Inbox } from '#server/inquiries/index.ts'
import { createComponentHandlers } from '#server/integrations/discord/interactions.ts'
import { createAccountMailer } from '#server/integrations/mail/account-mailer.ts'
import {
  createInquiryReplyMailer,
  createQueuedInquiryReplyMailer,
  handleInquiryReplyJobs,
} from '#server/integrations/mail/inquiry-reply-mailer.ts'
import { createQueuedMailer, handleMailJobs } from '#server/integrations/mail/mail-jobs.ts'
import { type OutboxMail, readOutboxMails } from '#server/integrations/mail/read-outbox.ts'
import { createMailTransport } from '#server/integrations/mail/transport.ts'
import { outboxPaths } from '#server/integrations/outbox.ts'
import { createQueuedSmsSender, handleSmsJobs } from '#server/integrations/sms/sms-jobs.ts'
import { type OutboxSms, readSmsOutbox } from '#server/integrations/sms/sms-outbox.ts'
import { createSmsSender } from '#server/integrations/sms/sms-sender.ts'
import { createMatches, type MatchReports } from '#server/matches/index.ts'
import { createBackground } from '#server/platform/background.ts'
import { type UserRow, users } from '#server/platform/db/schema.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { clientIp } from '#server/platform/http/client-ip.ts'
import { createIdempotency, type Idempotency } from '#server/platform/http/idempotency.ts'
import { createSiteFiles } from '#server/platform/http/site-files.ts'
import { createJobQueue, type JobQueue } from '#server/platform/jobs/queue.ts'
import type { Logger } from '#server/platform/logger.ts'
import {
  createMatchResultNotices,
  createTeams,
  type Teams,
  type TeamsDiscordDeps,
} from '#server/teams/index.ts'
import { createTournamentConsole } from '#server/tournaments/manage/index.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import { createTournamentUseCases } from '#server/tournaments/use-cases.ts'
import {
  createImageUploads,
  createMediaRoutes,
  createObjectStorage,
  type ImageUploads,
  type ObjectStorage,
} from '#server/uploads/index.ts'
import { createTestApp } from './app.ts'
import { createTestClock, type TestClock } from './clock.ts'
import type { Backend, TestDatabase } from './database.ts'
import { createRecordingTeamMailer, type RecordedTeamMail } from './team-mailer.ts'

export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz'
export const PUBLIC_URL = 'https://vatra.test'
/** Cheap enough for hundreds of hashes per run; same code path as production. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }
/** Tests that send many requests at once (fuzzing, races) never wait for a hash here. */
export const ROOMY_HASHING: HashingBound = { concurrency: 4, queue: 1000, waitMs: 60_000 }
export const ACCESS_TTL = 15 * 60
export const REFRESH_TTL = 7 * 24 * 60 * 60
/** The absolute lifetime of a session; the idle one (Auth.js's cookie) is IDLE_TTL. */
export const SESSION_TTL = 30 * 24 * 60 * 60
export const IDLE_TTL = 7 * 24 * 60 * 60

export interface JsonAnswer {
  readonly status: number
  /** Parsed JSON, or null for an empty body (204). */
  readonly body: unknown
  readonly headers: Headers
}

export interface RequestOptions {
  /** `X-Forwarded-For` (the harness trusts the proxy); a fresh address when absent. */
  readonly ip?: string
  /** Under `/en/api/v1` instead of `/api/v1`. */
  readonly en?: boolean
  /** `Authorization: Bearer …`. */
  readonly bearer?: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface AccountsHarness {
  /** `settled()` also runs the due mail and SMS jobs. */
  readonly accounts: Accounts
  /** The job queue of the mails and SMS, on the harness's clock. */
  readonly jobs: JobQueue
  readonly clock: TestClock
  readonly db: TestDatabase['database']['db']
  readonly app: ReturnType<typeof createTestApp>
  /** Where the image pipeline keeps the uploaded files (served at `/media/*`). */
  readonly storage: ObjectStorage
  /** The teams over the same accounts, database, uploads and clock (routes mounted in the API). */
  readonly teams: Teams
  /** The players' match reports on the harness's clock (their routes mounted in the API; the timer's sweep). */
  readonly matchReports: MatchReports
  /** The image pipeline the match reports' screenshots go through (also the match page's form's). */
  readonly matchUploads: ImageUploads
  /** The API's Idempotency-Key store, on the harness's clock (its purge). */
  readonly idempotency: Idempotency
  /** The organisers' inbox (routes mounted in the API; replies to the mail outbox); retention 180 days. */
  readonly inbox: Inbox
  /** What the teams' use cases asked the TeamMailer to send, in order. */
  readonly teamMails: RecordedTeamMail[]
  /** Resolves once the teams' file removals handed to the background are done. */
  teamsSettled(): Promise<void>
  /** POSTs JSON to an API path (`/auth/phone/send-code`). */
  post(path: string, body: unknown, options?: RequestOptions): Promise<JsonAnswer>
  /** PATCHes JSON to an API path. */
  patch(path: string, body: unknown, options?: RequestOptions): Promise<JsonAnswer>
  /** PUTs JSON to an API path. */
  put(path: string, body: unknown, options?: RequestOptions): Promise<JsonAnswer>
  get(path: string, options?: RequestOptions): Promise<JsonAnswer>
  delete(path: string, options?: RequestOptions): Promise<JsonAnswer>
  /** POSTs a multipart form (its own Content-Type with the boundary) to an API path. */
  postForm(path: string, form: FormData, options?: RequestOptions): Promise<JsonAnswer>
  /** Mails sent to `to` so far (waits for the background sends first). */
  mailsTo(to: string): Promise<OutboxMail[]>
  smsTo(phone: string): Promise<OutboxSms[]>
  /** The code of the newest SMS to `phone`. */
  lastCode(phone: string): Promise<string>
  /** The token at the end of the newest mailed link to `to` matching `/path/{token}`. */
  lastLinkToken(to: string, path: string): Promise<string>
  userByPhone(phone: string): Promise<UserRow | undefined>
  userByEmail(email: string): Promise<UserRow | undefined>
  setDisabled(userId: string, disabled: boolean): Promise<void>
  /** Signs a user up by phone through the API (code, verify, sign-up) and answers the stored row. */
  signUpByPhone(phone: string, password: string, options?: RequestOptions): Promise<UserRow>
  /** Registers an address through the API (register, mailed link, password) and answers the stored row. */
  signUpByEmail(email: string, password: string): Promise<UserRow>
  /** Signs in through the gateway (what Auth.js does) and answers the backend tokens. */
  tokensFor(credentials: {
    readonly phone?: string
    readonly email?: string
    readonly password: string
  }): Promise<IssuedTokens>
}

let addressCounter = 0
/** A client address no other request of this process used. */
export const freshIp = (): string => {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

let phoneCounter = 0
/** A Ukrainian number in E.164 no other test of this process used. */
export const freshPhone = (): string => {
  phoneCounter += 1
  return `+38067${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`
}

let emailCounter = 0
export const freshEmail = (name = 'player'): string => {
  emailCounter += 1
  return `${name}.${emailCounter}@example.com`
}

let nicknameCounter = 0
/** A nickname no other test of the file has used (3 to 24 characters, like the rule). */
export const freshNickname = (name = 'user'): string => {
  nicknameCounter += 1
  return `${name}_${process.pid % 10_000}_${nicknameCounter}`
}

export interface AccountsHarnessOptions {
  readonly clock?: TestClock
  /** Auth.js mounted in the app beside the API, built over these accounts and the harness's clock. */
  readonly auth?: (accounts: Accounts, clock: TestClock) => AuthService
  /** The app's HTTPS mode (Secure cookies, HSTS); off unless the test's origin is https. */
  readonly https?: boolean
  /** `production` leaves the default (OWASP) cost of createAccounts in place. */
  readonly scrypt?: ScryptParams | 'production'
  /** The accounts' logger (silent unless a test reads what they log). */
  readonly logger?: Logger
  /** SMS per account and in total per hour; the production defaults unless a test names others. */
  readonly smsCaps?: SmsCaps
  /** The password hashing queue; by default roomy enough that no test of other things meets it. */
  readonly hashing?: HashingBound
  /** Wraps the real hasher inside the queue (to count its calls, or to hold them). */
  readonly instrumentHasher?: (hasher: PasswordHasher) => PasswordHasher
  /** The pages' renderer; by default every page answers 200 `page`. */
  readonly renderPage?: (request: Request, path: string) => Promise<Response>
  /** The teams' Discord part over the harness's job queue, its endpoint mounted in the app. */
  readonly discord?: (jobs: JobQueue) => TeamsDiscordDeps
}

/**
 * The harness of a `describe.each(backends)` block: a fresh database of `backend` opened before its
 * tests, closed after them once the background sends are done. The harness is filled in by then.
 */
export const useAccountsHarness = (
  backend: Backend,
  options: AccountsHarnessOptions = {},
): AccountsHarness => {
  const harness = {} as AccountsHarness
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await backend.open()
    Object.assign(harness, createAccountsHarness(database, options))
  })
  afterAll(async () => {
    if (database === undefined) return
    await harness.accounts.settled()
    await harness.jobs.stop()
    await database.dispose()
  })
  return harness
}

export const createAccountsHarness = (
  database: TestDatabase,
  options: AccountsHarnessOptions = {},
): AccountsHarness => {
  const clock = options.clock ?? createTestClock()
  const { mailDir, smsFile } = outboxPaths(join(database.dataDir, 'outbox-data'))
  const logger = pino({ level: 'silent' })
  const mailer = createAccountMailer({
    transport: createMailTransport({ smtpUrl: undefined, mailDir }),
    from: 'Vatra Esports <no-reply@vatra.test>',
    publicUrl: PUBLIC_URL,
  })
  const storage = createObjectStorage({ kind: 'disk' }, join(database.dataDir, 'uploads-data'))
  const jobs = createJobQueue({ db: database.database.db, logger, now: clock.now })
  handleMailJobs(jobs, mailer)
  handleSmsJobs(jobs, createSmsSender({ provider: 'outbox' }, { smsFile, now: clock.now }))
  const queuedMailer = createQueuedMailer(jobs)
  const created = createAccounts({
    db: database.database.db,
    jwtSecret: TEST_JWT_SECRET,
    accessTokenTtl: ACCESS_TTL,
    refreshTokenTtl: REFRESH_TTL,
    sessionTtl: SESSION_TTL,
    publicUrl: PUBLIC_URL,
    trustProxy: true,
    mailer: queuedMailer,
    sms: createQueuedSmsSender(jobs),
    jobs,
    smsCaps: options.smsCaps ?? { perAccountPerHour: 5, totalPerHour: 300 },
    profile: { mailer: queuedMailer, uploads: createImageUploads({ storage, logger }) },
    logger: options.logger ?? logger,
    now: clock.now,
    hashing: options.hashing ?? ROOMY_HASHING,
    ...(options.instrumentHasher ? { instrumentHasher: options.instrumentHasher } : {}),
    ...(options.scrypt === 'production' ? {} : { scrypt: options.scrypt ?? TEST_SCRYPT }),
  })
  // The teams' Discord part and the disputes' share the settings and the interactions endpoint.
  const discord = options.discord?.(jobs)
  const discordHandlers = createComponentHandlers()
  const teamMailer = createRecordingTeamMailer()
  const teamBackground = createBackground(logger)
  const teams = createTeams({
    db: database.database.db,
    hasher: created.hasher,
    mailer: teamMailer,
    uploads: createImageUploads({ storage, logger }),
    background: teamBackground,
    requireUser: created.requireUser,
    requireStaff: created.requireStaff,
    publicUrl: PUBLIC_URL,
    discord: discord && { ...discord, handlers: discordHandlers },
    now: clock.now,
  })
  const accounts: Accounts = {
    ...created,
    settled: async () => {
      await jobs.drain()
      await created.settled()
    },
  }
  const tournaments = createTournamentRepository(database.database.db)
  const tournamentConsole = createTournamentConsole({
    db: database.database.db,
    uploads: createImageUploads({ storage, logger }),
    background: teamBackground,
    requireStaff: created.requireStaff,
    now: clock.now,
  })
  const matchUploads = createImageUploads({ storage, logger })
  const matches = createMatches({
    db: database.database.db,
    requireUser: created.requireUser,
    requireStaff: created.requireStaff,
    uploads: matchUploads,
    now: clock.now,
    notices: createMatchResultNotices({ mailer: teamMailer, publicUrl: PUBLIC_URL }),
    discord: discord && { ...discord, handlers: discordHandlers, publicUrl: PUBLIC_URL },
  })
  handleInquiryReplyJobs(
    jobs,
    createInquiryReplyMailer({
      transport: createMailTransport({ smtpUrl: undefined, mailDir }),
      from: 'Vatra Esports <no-reply@vatra.test>',
      replyTo: 'team@vatra.test',
    }),
  )
  const inquiryInbox = createInquiryInbox({
    db: database.database.db,
    requireStaff: created.requireStaff,
    mailer: createQueuedInquiryReplyMailer(jobs),
    retentionDays: 180,
    now: clock.now,
  })
  const idempotency = createIdempotency({
    db: database.database.db,
    secret: TEST_JWT_SECRET,
    logger,
    now: clock.now,
    userOf: (c) => created.bearerUser(c),
    clientIp: (c) => clientIp(c, true),
  })
  const app = createTestApp({
    logger,
    https: options.https ?? false,
    ping: () => database.database.ping(),
    // The public reads on the harness's clock too: the timeline groups, the payout promise.
    api: createApiV1({
      tournaments,
      accounts,
      teams,
      tournamentConsole,
      matches,
      inbox: inquiryInbox,
      now: clock.now,
    }),
    idempotency: idempotency.middleware,
    // Calendar files, the sitemap and the API's page, as in production.
    siteFiles: createSiteFiles({
      tournaments: createTournamentUseCases(tournaments),
      repository: tournaments,
      origin: PUBLIC_URL,
    }),
    ...(options.auth ? { auth: options.auth(accounts, clock) } : {}),
    discord: teams.discordInteractions,
    media: createMediaRoutes(storage),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
  })
  const db = database.database.db

  const send = async (method: string, path: string, body: unknown, request: RequestOptions = {}) => {
    const form = body instanceof FormData
    const headers: Record<string, string> = {
      'X-Forwarded-For': request.ip ?? freshIp(),
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      ...(request.bearer ? { Authorization: `Bearer ${request.bearer}` } : {}),
      ...request.headers,
    }
    const response = await app.request(`${request.en ? '/en' : ''}/api/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: form || typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    const text = await response.text()
    return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers }
  }

  const mailsTo = async (to: string) => {
    await accounts.settled()
    return (await readOutboxMails(mailDir)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
  }
  const smsTo = async (phone: string) => {
    await accounts.settled()
    return (await readSmsOutbox(smsFile)).filter((sms) => sms.to === phone)
  }
  const lastCode = async (phone: string) => {
    const code = (await smsTo(phone)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1]
    if (!code) throw new Error(`No code was sent to ${phone}`)
    return code
  }
  const userByPhone = async (phone: string) =>
    (await db.select().from(users).where(eq(users.phone, phone)))[0]

  const harness: AccountsHarness = {
    accounts,
    jobs,
    clock,
    db,
    app,
    storage,
    teams,
    matchReports: matches.reports,
    matchUploads,
    idempotency,
    inbox: inquiryInbox.inbox,
    teamMails: teamMailer.sent,
    teamsSettled: () => teamBackground.settled(),
    post: (path, body, request) => send('POST', path, body, request),
    patch: (path, body, request) => send('PATCH', path, body, request),
    put: (path, body, request) => send('PUT', path, body, request),
    get: (path, request) => send('GET', path, undefined, request),
    delete: (path, request) => send('DELETE', path, undefined, request),
    postForm: (path, form, request) => send('POST', path, form, request),
    mailsTo,
    smsTo,
    lastCode,
    lastLinkToken: async (to, path) => {
      const pattern = new RegExp(`${path.replaceAll('/', '\\/')}\\/([A-Za-z0-9_-]{22,})`)
      const token = (await mailsTo(to)).at(-1)?.text.match(pattern)?.[1]
      if (!token) throw new Error(`No link ${path}/{token} was mailed to ${to}`)
      return token
    },
    userByPhone,
    userByEmail: async (email) =>
      (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0],
    setDisabled: async (userId, disabled) => {
      await db.update(users).set({ disabled }).where(eq(users.id, userId))
    },
    signUpByPhone: async (phone, password, request = {}) => {
      const sent = await send('POST', '/auth/phone/send-code', { phone, purpose: 'signIn' }, request)
      if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}`)
      const verified = await send(
        'POST',
        '/auth/phone/verify',
        { phone, code: await lastCode(phone), purpose: 'signIn' },
        request,
      )
      const { ticket } = verified.body as { ticket: string }
      const created = await send(
        'POST',
        '/auth/phone/sign-up',
        {
          ticket,
          phone,
          name: 'Test Player',
          device: 'PC',
          password,
          confirm_password: password,
          accept_terms: true,
        },
        request,
      )
      if (created.status !== 201)
        throw new Error(`sign-up answered ${created.status}: ${JSON.stringify(created.body)}`)
      const user = await userByPhone(phone)
      if (!user) throw new Error('The signed-up user is not in the database')
      return user
    },
    signUpByEmail: async (email, password) => {
      const body = { email, nickname: freshNickname(), accept_terms: true }
      const registered = await send('POST', '/auth/email/register', body)
      if (registered.status !== 202) throw new Error(`register answered ${registered.status}`)
      const token = await harness.lastLinkToken(email, '/register/confirm')
      const confirmed = await send('POST', '/auth/email/register/confirm', {
        token,
        password,
        confirm_password: password,
      })
      if (confirmed.status !== 201)
        throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`)
      const user = await harness.userByEmail(email)
      if (!user) throw new Error('The registered user is not in the database')
      return user
    },
    tokensFor: async ({ password, ...identifier }) => {
      const outcome = await accounts.gateway.signInWithPassword({ ...identifier, password, ip: freshIp() })
      if (!outcome.ok) throw new Error(`Sign-in failed: ${outcome.reason}`)
      return outcome.tokens
    },
  }
  return harness
}

/**
 * The Telegram part for real, for API tests: the accounts and Auth.js of the auth harness, the
 * notifications feature (its webhook, the profile's forms, its `telegram-message` jobs) on the same
 * database, job queue and hand-moved clock, its Bot API client talking to the local imitation of
 * Telegram (tests/fakes/telegram-api.ts), and the team mails' worker routing by the players' choices
 * into a file outbox. The page renderer is a stub that records what the profile would be rendered with.
 */
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { pageUserOf } from '#core/accounts/page-user.ts'
import { type OutboxMail, readOutboxMails } from '#server/integrations/mail/read-outbox.ts'
import { createQueuedTeamMailer, handleTeamMailJobs } from '#server/integrations/mail/team-mail-jobs.ts'
import { createTeamMailer } from '#server/integrations/mail/team-mailer.ts'
import { createMailTransport } from '#server/integrations/mail/transport.ts'
import {
  createNotifications,
  type Notifications,
  TELEGRAM_SECRET_HEADER,
  TELEGRAM_WEBHOOK_PATH,
} from '#server/notifications/index.ts'
import { telegramLinks } from '#server/platform/db/schema.ts'
import { createApiV1 } from '#server/platform/http/api-v1.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createProfileFormPosts } from '#server/profile/index.ts'
import type { TeamMailer } from '#server/teams/ports.ts'
import { createTournamentRepository } from '#server/tournaments/tournament.repository.ts'
import {
  startTelegramApi,
  TELEGRAM_BOT_TOKEN,
  TELEGRAM_BOT_USERNAME,
  TELEGRAM_WEBHOOK_SECRET,
  type TelegramApi,
} from '../../fakes/telegram-api.ts'
import { type AccountsHarness, PUBLIC_URL } from './accounts.ts'
import { createTestApp } from './app.ts'
import { type AuthHarness, createAuthHarness, TEST_AUTH_SECRET } from './auth-harness.ts'
import type { Backend, TestDatabase } from './database.ts'
import {
  createProfileRenderer,
  postProfileForm,
  profilePlayer,
  type RenderedProfile,
  type SignedInPlayer,
} from './profile-forms.ts'

export interface TelegramHarness {
  readonly auth: AuthHarness
  readonly accounts: AccountsHarness
  readonly telegram: TelegramApi
  readonly notifications: Notifications
  readonly app: ReturnType<typeof createTestApp>
  /** The queued TeamMailer, as the teams' use cases get it. */
  readonly teamMailer: TeamMailer
  readonly rendered: RenderedProfile[]
  /** Runs every due job (mails, Telegram messages). */
  settle(): Promise<void>
  /** Team mails delivered so far, after running the due jobs. */
  mails(): Promise<OutboxMail[]>
  /** Posts an update to the webhook as Telegram does (with the secret unless told otherwise). */
  webhook(update: unknown, headers?: Readonly<Record<string, string>>): Promise<Response>
  /** A player registered by e-mail, signed in in a browser of their own, with the profile's form token. */
  player(locale?: 'uk' | 'en'): Promise<SignedInPlayer>
  /** Posts one of the profile's forms (the token of the player's browser unless given). */
  postProfile(
    player: SignedInPlayer,
    fields: Readonly<Record<string, string>>,
    options?: { readonly en?: boolean; readonly token?: string },
  ): Promise<Response>
  /** The chat linked to the account, or undefined. */
  chatOf(userId: string): Promise<number | undefined>
}

export const useTelegramHarness = (backend: Backend): TelegramHarness => {
  const harness = {} as TelegramHarness
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await backend.open()
    Object.assign(harness, await createTelegramHarness(database))
  })
  afterAll(async () => {
    if (database === undefined) return
    await harness.accounts.jobs.stop()
    await harness.telegram.close()
    await database.dispose()
  })
  return harness
}

const createTelegramHarness = async (database: TestDatabase): Promise<TelegramHarness> => {
  const auth = createAuthHarness(database)
  const { accounts } = auth
  const db = accounts.db
  const telegram = await startTelegramApi()
  const notifications = createNotifications({
    db,
    jobs: accounts.jobs,
    telegram: {
      botToken: TELEGRAM_BOT_TOKEN,
      webhookSecret: TELEGRAM_WEBHOOK_SECRET,
      botUsername: TELEGRAM_BOT_USERNAME,
      apiUrl: telegram.url,
    },
    publicUrl: PUBLIC_URL,
    now: accounts.clock.now,
  })
  const mailDir = join(database.dataDir, 'team-mail')
  handleTeamMailJobs(
    accounts.jobs,
    createTeamMailer({
      transport: createMailTransport({ smtpUrl: undefined, mailDir }),
      from: 'Vatra Esports <no-reply@vatra.test>',
      publicUrl: PUBLIC_URL,
    }),
    notifications.teamMailRoute,
  )

  const tokens = createFormTokens({ secret: TEST_AUTH_SECRET, https: false })
  const { renderPage, rendered } = createProfileRenderer(tokens)
  const app = createTestApp({
    api: createApiV1({ tournaments: createTournamentRepository(db), accounts: accounts.accounts }),
    auth: auth.auth,
    telegram: notifications.webhook,
    forms: createProfileFormPosts({
      sections: [notifications.profileForms],
      tokens,
      renderPage,
      userOf: async (request) => pageUserOf((await auth.auth.readSession(request)).session)?.id,
    }),
    trustProxy: true,
    renderPage,
  })

  const settle = () => accounts.jobs.drain()
  return {
    auth,
    accounts,
    telegram,
    notifications,
    app,
    teamMailer: createQueuedTeamMailer(accounts.jobs),
    rendered,
    settle,
    mails: async () => {
      await settle()
      return readOutboxMails(mailDir)
    },
    webhook: (update, headers = { [TELEGRAM_SECRET_HEADER]: TELEGRAM_WEBHOOK_SECRET }) =>
      Promise.resolve(
        app.request(TELEGRAM_WEBHOOK_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: typeof update === 'string' ? update : JSON.stringify(update),
        }),
      ),
    player: (locale = 'uk') => profilePlayer(auth, app, locale),
    postProfile: postProfileForm,
    chatOf: async (userId) => {
      const [link] = await db
        .select({ chatId: telegramLinks.chatId })
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, userId))
      return link?.chatId
    },
  }
}

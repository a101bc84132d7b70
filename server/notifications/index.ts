/**
 * The players' Telegram and their notification choices (docs/telegram.md, ADR 0066, 0067, 0070, 0071), assembled
 * when the bot is configured (`config.telegram`); without it nothing here exists and the profile says
 * nothing of Telegram.
 *
 * main.ts wires it once: the webhook into the app (`webhook`), the profile's forms beside the other
 * forms (`profileForms`), what the profile page shows (`profileOf`), and the team mails' route
 * (`teamMailRoute`, handed to `handleTeamMailJobs`). Its `telegram-message` jobs are handled here.
 */
import type { Hono } from 'hono'
import type { TelegramProfile } from '#core/notifications/profile-telegram.ts'
import type { TeamMailRoute } from '#server/integrations/mail/team-mail-jobs.ts'
import { createTelegramBotApi, type Fetch } from '#server/integrations/telegram/bot-api.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import type { JobQueue } from '#server/platform/jobs/queue.ts'
import { createRateLimiter } from '#server/platform/rate-limiter.ts'
import type { ProfileSectionForms } from '#server/profile/index.ts'
import { telegramProfileForms } from './form-posts.ts'
import { createNotificationPreferences, type NotificationPreferences } from './preferences.ts'
import { createTeamNoticeRoute } from './team-notices.ts'
import { createTelegramLinks, type TelegramLinks } from './telegram-links.ts'
import { handleTelegramMessages } from './telegram-messages.ts'
import { createTelegramWebhook } from './webhook.ts'

export { TELEGRAM_MESSAGE_JOB } from './telegram-messages.ts'
export { TELEGRAM_SECRET_HEADER, TELEGRAM_WEBHOOK_PATH } from './webhook.ts'

export interface NotificationsDeps {
  readonly db: AppDatabase
  readonly jobs: Pick<JobQueue, 'enqueue' | 'handle'>
  /** The bot's settings (`config.telegram`). */
  readonly telegram: {
    readonly botToken: string
    readonly webhookSecret: string
    readonly botUsername: string
    readonly apiUrl: string
  }
  /** Public origin without a trailing slash (the bot's answers link the profile). */
  readonly publicUrl: string
  readonly now?: () => Date
  /** The Bot API's HTTP client (the platform's `fetch` unless a test names another). */
  readonly fetch?: Fetch
}

export interface Notifications {
  /** `POST /api/telegram/webhook`, for the app (`AppDependencies.telegram`). */
  readonly webhook: Hono
  /** Routes each team notice by its player's choice when its job runs (`handleTeamMailJobs`). */
  readonly teamMailRoute: TeamMailRoute
  readonly links: TelegramLinks
  readonly preferences: NotificationPreferences
  /** What the profile page shows of the account's Telegram, read in process while it renders. */
  profileOf(userId: string): Promise<TelegramProfile>
  /** The profile's Telegram forms, answered by the server beside the profile's other sections. */
  readonly profileForms: ProfileSectionForms
}

export const createNotifications = (deps: NotificationsDeps): Notifications => {
  const now = deps.now ?? (() => new Date())
  const links = createTelegramLinks({
    db: deps.db,
    jobs: deps.jobs,
    botUsername: deps.telegram.botUsername,
    publicUrl: deps.publicUrl,
    now,
  })
  const preferences = createNotificationPreferences({ db: deps.db, now })
  const api = createTelegramBotApi({
    apiUrl: deps.telegram.apiUrl,
    botToken: deps.telegram.botToken,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  })
  handleTelegramMessages(deps.jobs, { api, chats: links })
  const limiter = createRateLimiter(deps.db, { now })
  return {
    webhook: createTelegramWebhook({ secret: deps.telegram.webhookSecret, links }),
    teamMailRoute: createTeamNoticeRoute({ db: deps.db, jobs: deps.jobs, preferences }),
    links,
    preferences,
    profileOf: async (userId) => {
      const [linkedAt, choices] = await Promise.all([links.linkedAt(userId), preferences.choicesOf(userId)])
      return { linkedAt: linkedAt?.toISOString() ?? null, choices }
    },
    profileForms: telegramProfileForms({ links, preferences, limiter }),
  }
}

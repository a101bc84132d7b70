import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Schema } from 'effect'
import { COMMUNITY_CHANNELS, type CommunityLinks } from '#core/content/channels.ts'
import { INQUIRY_RETENTION_DAYS_DEFAULT } from '#core/inquiries/inbox.api.ts'
import { withoutTrailingSlashes } from '#core/shared/http/app-path.ts'
import { Email, PASSWORD_MAX, PASSWORD_MIN, Password } from '#core/shared/validation/rules.ts'
import { DEFAULT_JOB_SETTINGS, type JobSettings } from '#server/platform/jobs/settings.ts'
import { DEFAULT_MAX_STREAMS, DEFAULT_MAX_STREAMS_PER_CLIENT } from '#server/platform/live/limits.ts'

/**
 * The server's settings, decoded from the environment once at start. Every variable is documented in
 * the README; a bad value stops the start with a message naming it instead of failing later.
 */
const Port = Schema.NumberFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 })),
)
const Seconds = Schema.NumberFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 60 * 60 * 24 * 365 })),
)
const Milliseconds = Schema.NumberFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 24 * 60 * 60 * 1000 })),
)
const Attempts = Schema.NumberFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
)
const Count = (minimum: number, maximum: number) =>
  Schema.NumberFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })))
const HttpUrl = Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\/[^\s]+$/)))

const Environment = Schema.Struct({
  PORT: Schema.optional(Port),
  HOST: Schema.optional(Schema.String),
  DATA_DIR: Schema.optional(Schema.String),
  DATABASE_URL: Schema.optional(Schema.String),
  PUBLIC_URL: Schema.optional(HttpUrl),
  LOG_LEVEL: Schema.optional(Schema.Literals(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  ENABLE_FAULT_ROUTES: Schema.optional(Schema.Literals(['0', '1'])),
  COMMUNITY_DISCORD_URL: Schema.optional(HttpUrl),
  COMMUNITY_TELEGRAM_URL: Schema.optional(HttpUrl),
  COMMUNITY_YOUTUBE_URL: Schema.optional(HttpUrl),
  COMMUNITY_TWITCH_URL: Schema.optional(HttpUrl),
  COMMUNITY_INSTAGRAM_URL: Schema.optional(HttpUrl),
  /** The landing page's donation link (a Monobank jar, say); without it the block is hidden. */
  DONATE_URL: Schema.optional(HttpUrl),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy (rate limits per IP). */
  TRUST_PROXY: Schema.optional(Schema.Literals(['0', '1'])),
  ACCESS_TOKEN_TTL: Schema.optional(Seconds),
  REFRESH_TOKEN_TTL: Schema.optional(Seconds),
  SESSION_IDLE_TTL: Schema.optional(Seconds),
  SESSION_ABSOLUTE_TTL: Schema.optional(Seconds),
  SMTP_URL: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^smtps?:\/\/[^\s]+$/)))),
  MAIL_FROM: Schema.optional(Schema.String),
  SMS_PROVIDER: Schema.optional(Schema.Literals(['turbosms', 'twilio'])),
  TURBOSMS_TOKEN: Schema.optional(Schema.String),
  TURBOSMS_SENDER: Schema.optional(Schema.String),
  TURBOSMS_API_URL: Schema.optional(HttpUrl),
  TWILIO_ACCOUNT_SID: Schema.optional(Schema.String),
  TWILIO_AUTH_TOKEN: Schema.optional(Schema.String),
  TWILIO_FROM: Schema.optional(Schema.String),
  TWILIO_API_URL: Schema.optional(HttpUrl),
  AUTH_DISCORD_ID: Schema.optional(Schema.String),
  AUTH_DISCORD_SECRET: Schema.optional(Schema.String),
  AUTH_GOOGLE_ID: Schema.optional(Schema.String),
  AUTH_GOOGLE_SECRET: Schema.optional(Schema.String),
  AUTH_TWITCH_ID: Schema.optional(Schema.String),
  AUTH_TWITCH_SECRET: Schema.optional(Schema.String),
  /** Uploaded images go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: Schema.optional(Schema.String),
  S3_REGION: Schema.optional(Schema.String),
  S3_ENDPOINT: Schema.optional(HttpUrl),
  S3_ACCESS_KEY_ID: Schema.optional(Schema.String),
  S3_SECRET_ACCESS_KEY: Schema.optional(Schema.String),
  S3_FORCE_PATH_STYLE: Schema.optional(Schema.Literals(['0', '1'])),
  /** The job queue of mails and SMS (docs/mail-and-sms.md). */
  JOBS_POLL_INTERVAL_MS: Schema.optional(Milliseconds),
  JOBS_MAX_ATTEMPTS: Schema.optional(Attempts),
  JOBS_RETRY_BASE_MS: Schema.optional(Milliseconds),
  JOBS_LEASE_MS: Schema.optional(Milliseconds),
  /** Live streams (docs/streams.md): polled only when credentials are set; the URLs for tests. */
  TWITCH_CLIENT_ID: Schema.optional(Schema.String),
  TWITCH_CLIENT_SECRET: Schema.optional(Schema.String),
  TWITCH_API_URL: Schema.optional(HttpUrl),
  TWITCH_AUTH_URL: Schema.optional(HttpUrl),
  YOUTUBE_API_KEY: Schema.optional(Schema.String),
  YOUTUBE_API_URL: Schema.optional(HttpUrl),
  /**
   * Telegram (docs/telegram.md). The bot token and the webhook secret are decoded apart
   * (`telegramConfig`): a schema's message would quote them.
   */
  TELEGRAM_API_URL: Schema.optional(HttpUrl),
  TELEGRAM_BOT_USERNAME: Schema.optional(Schema.String),
  TELEGRAM_CHANNEL_ID: Schema.optional(Schema.String),
  /**
   * Password hashing (ADR 0042): hashes at once, hashes waiting, and how long one waits; libuv's
   * thread pool (read by Node itself at start) must keep a thread beside the hashes.
   */
  PASSWORD_HASH_CONCURRENCY: Schema.optional(Count(1, 1023)),
  PASSWORD_HASH_QUEUE: Schema.optional(Count(0, 10_000)),
  PASSWORD_HASH_WAIT_MS: Schema.optional(Milliseconds),
  UV_THREADPOOL_SIZE: Schema.optional(Count(1, 1024)),
  /** Live updates' event streams (ADR 0078): open at once in this process, and per client address. */
  LIVE_UPDATES_MAX_STREAMS: Schema.optional(Count(1, 1_000_000)),
  LIVE_UPDATES_MAX_STREAMS_PER_CLIENT: Schema.optional(Count(1, 1_000_000)),
  /**
   * Air-raid alerts (docs/alerts.md): polled only with `ALERTS_API_TOKEN` (a secret, read apart in
   * `alertsConfig`); the URL for tests. alerts.in.ua allows 8 to 10 requests a minute: 10 s at least.
   */
  ALERTS_API_URL: Schema.optional(HttpUrl),
  ALERTS_POLL_SECONDS: Schema.optional(Count(10, 60 * 60)),
  /** SMS caps (docs/mail-and-sms.md): per account and in total, each per hour. */
  SMS_PER_ACCOUNT_PER_HOUR: Schema.optional(Count(1, 1000)),
  SMS_PER_HOUR: Schema.optional(Count(1, 1_000_000)),
  /** Inquiries (the contact form, the streamer application; docs/inquiries.md). */
  CONTACT_EMAIL: Schema.optional(
    Schema.String.pipe(
      Schema.check(Schema.isMaxLength(254), Schema.isPattern(/^[^\s@<>,;"]+@[^\s@<>,;"]+$/)),
    ),
  ),
  INQUIRY_MIN_FILL_SECONDS: Schema.optional(
    Schema.NumberFromString.pipe(
      Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 600 })),
    ),
  ),
  /** Days a message marked done or spam is kept before the retention job deletes it. */
  INQUIRY_RETENTION_DAYS: Schema.optional(
    Schema.NumberFromString.pipe(
      Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 3650 })),
    ),
  ),
})

/** libuv's thread pool when UV_THREADPOOL_SIZE is not set. */
export const LIBUV_DEFAULT_THREADS = 4
/** How long a password hash waits for its turn before the request is answered 503. */
export const DEFAULT_HASH_WAIT_MS = 5000
/** SMS one account may have sent in an hour, and the whole server (ADR 0014). */
export const DEFAULT_SMS_PER_ACCOUNT_PER_HOUR = 5
export const DEFAULT_SMS_PER_HOUR = 300

/** A person needs more than this to type a name, a phone and a message. */
export const DEFAULT_MIN_FILL_SECONDS = 3

export const OAUTH_PROVIDERS = ['discord', 'google', 'twitch'] as const
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]

export interface OAuthClient {
  readonly clientId: string
  readonly clientSecret: string
}

export type SmsConfig =
  | { readonly provider: 'outbox' }
  | {
      readonly provider: 'turbosms'
      readonly token: string
      readonly sender: string
      readonly apiUrl: string
    }
  | {
      readonly provider: 'twilio'
      readonly accountSid: string
      readonly authToken: string
      readonly from: string
      readonly apiUrl: string
    }

/**
 * Where uploaded images are kept: the local disk under `DATA_DIR/uploads`, or an S3-compatible bucket.
 * Without explicit keys the AWS SDK's default credential chain applies (environment, profile, role).
 */
export type StorageConfig =
  | { readonly kind: 'disk' }
  | {
      readonly kind: 's3'
      readonly bucket: string
      readonly region: string
      /** For S3-compatible services (MinIO, R2, …); AWS itself needs none. */
      readonly endpoint: string | undefined
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined
      /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
      readonly forcePathStyle: boolean
    }

export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string | undefined
  /** Public origin without trailing slash, for canonical links and mails. */
  readonly publicUrl: string
  readonly logLevel: string
  readonly faultRoutes: boolean
  readonly communityLinks: CommunityLinks
  /** The landing page's donation link, when configured. */
  readonly donateUrl: string | undefined
  readonly trustProxy: boolean
  /** Lifetimes of the API's access and refresh tokens, in seconds. */
  readonly accessTokenTtl: number
  readonly refreshTokenTtl: number
  /**
   * Lifetimes of a signed-in session, in seconds: it ends after this long without a read (idle), and
   * this long after the sign-in however active (absolute).
   */
  readonly sessionIdleTtl: number
  readonly sessionAbsoluteTtl: number
  /** SMTP when set; otherwise mails go to the file outbox. */
  readonly smtpUrl: string | undefined
  readonly mailFrom: string
  readonly sms: SmsConfig
  /** Social sign-in providers with both a client id and a secret configured. */
  readonly oauth: Partial<Record<OAuthProviderId, OAuthClient>>
  /** Uploaded images: disk (default) or S3. */
  readonly storage: StorageConfig
  /** The job queue's polling, retries and lease. */
  readonly jobs: JobSettings
  /** How many password hashes run at once, how many wait and how long (ADR 0042). */
  readonly passwordHashing: {
    readonly concurrency: number
    readonly queue: number
    readonly waitMs: number
  }
  /** SMS sent per account and by the whole server in an hour (docs/mail-and-sms.md). */
  readonly smsCaps: { readonly perAccountPerHour: number; readonly totalPerHour: number }
  /** Inquiries: the organisers' address (no mail without it) and the least time a form takes a person. */
  readonly inquiries: {
    readonly contactEmail: string | undefined
    readonly minFillSeconds: number
    readonly retentionDays: number
  }
  /** The live-stream platforms polled (docs/streams.md); each undefined without its credentials. */
  readonly live: LiveConfig
  /** The live updates' event streams this process keeps open at most, in all and per client (ADR 0078). */
  readonly liveUpdates: { readonly maxStreams: number; readonly maxStreamsPerClient: number }
  /**
   * `ADMIN_EMAIL` + `ADMIN_PASSWORD`: the organiser made or brought up to date at every start (ADR
   * 0059); undefined without them. The password is never logged or shown in an error.
   */
  readonly admin: { readonly email: string; readonly password: string } | undefined
  /** The Discord bot (docs/discord.md); undefined without its settings: the part is off. */
  readonly discord: DiscordConfig | undefined
  /**
   * An incoming webhook of a Discord channel (`…/api/webhooks/{id}/{token}`) for the announcements
   * part; works without the bot. Secret (its token is in it): never logged.
   */
  readonly discordWebhookUrl: string | undefined
  /** The Telegram bot (docs/telegram.md); undefined without its settings: the part is off. */
  readonly telegram: TelegramConfig | undefined
  /** The air-raid alerts poller (docs/alerts.md); undefined without `ALERTS_API_TOKEN`: nothing polled. */
  readonly alerts: AlertsConfig | undefined
}

export interface AlertsConfig {
  /** Secret: sent in a header only, never logged or shown in an error. */
  readonly token: string
  /** `https://api.alerts.in.ua` without a trailing slash (tests point it to an imitation). */
  readonly apiUrl: string
  readonly pollSeconds: number
}

/**
 * Discord (docs/discord.md): the bot that posts the teams to moderate and answers the moderators'
 * buttons. Its six settings go together; without them the part is off.
 */
export interface DiscordConfig {
  /** The application's id: the interaction webhooks' path names it. */
  readonly applicationId: string
  /** The application's Ed25519 public key (32 bytes as 64 hex digits): interactions are signed with it. */
  readonly publicKey: string
  /** Secret: never logged. */
  readonly botToken: string
  readonly moderationChannelId: string
  /** Members holding this role may confirm and reject teams. */
  readonly moderatorRoleId: string
  /** `https://discord.com/api/v10` without a trailing slash (tests point it to an imitation). */
  readonly apiUrl: string
  /** The channel the tournaments' announcements are posted to (server/tournaments/announcements). */
  readonly announceChannelId: string | undefined
}

/**
 * The Telegram bot: the players' personal notifications and their account links (its webhook), and
 * the channel the announcements part posts to. The token and the webhook secret are never logged.
 */
export interface TelegramConfig {
  /** `123456:ABC…` from BotFather; secret (it is in every Bot API address). */
  readonly botToken: string
  /** What Telegram sends in `X-Telegram-Bot-Api-Secret-Token` (setWebhook's `secret_token`). */
  readonly webhookSecret: string
  /** The bot's username without `@` (`vatra_esports_bot`): the profile's `t.me` link names it. */
  readonly botUsername: string
  /** `https://api.telegram.org` without a trailing slash (tests point it to an imitation). */
  readonly apiUrl: string
  /** The announcements' channel (`-100…` or `@name`), where the bot is an administrator. */
  readonly channelId: string | undefined
}

export interface LiveConfig {
  readonly twitch:
    | {
        readonly clientId: string
        readonly clientSecret: string
        readonly apiUrl: string
        readonly authUrl: string
      }
    | undefined
  readonly youtube: { readonly apiKey: string; readonly apiUrl: string } | undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export const loadConfig = (
  env: Record<string, string | undefined> = process.env,
  /** The processors Node may use (tests name a machine). */
  cpus: number = availableParallelism(),
): ServerConfig => {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  let decoded: typeof Environment.Type
  try {
    decoded = Schema.decodeUnknownSync(Environment)(present, { onExcessProperty: 'ignore' })
  } catch (error) {
    throw new ConfigError(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`)
  }
  const port = decoded.PORT ?? 3000
  const communityLinks: CommunityLinks = {}
  for (const channel of COMMUNITY_CHANNELS) {
    const url =
      decoded[`COMMUNITY_${channel.toUpperCase()}_URL` as `COMMUNITY_${Uppercase<typeof channel>}_URL`]
    if (url) communityLinks[channel] = url
  }
  const oauth: Partial<Record<OAuthProviderId, OAuthClient>> = {}
  for (const provider of OAUTH_PROVIDERS) {
    const upper = provider.toUpperCase() as Uppercase<OAuthProviderId>
    const clientId = decoded[`AUTH_${upper}_ID`]
    const clientSecret = decoded[`AUTH_${upper}_SECRET`]
    if (clientId && clientSecret) oauth[provider] = { clientId, clientSecret }
  }
  return {
    port,
    host: decoded.HOST ?? '0.0.0.0',
    dataDir: path.resolve(decoded.DATA_DIR ?? './data'),
    databaseUrl: decoded.DATABASE_URL,
    publicUrl: withoutTrailingSlashes(decoded.PUBLIC_URL ?? `http://localhost:${port}`),
    logLevel: decoded.LOG_LEVEL ?? 'info',
    faultRoutes: decoded.ENABLE_FAULT_ROUTES === '1',
    communityLinks,
    donateUrl: decoded.DONATE_URL,
    trustProxy: decoded.TRUST_PROXY === '1',
    accessTokenTtl: decoded.ACCESS_TOKEN_TTL ?? 15 * 60,
    refreshTokenTtl: decoded.REFRESH_TOKEN_TTL ?? 7 * 24 * 60 * 60,
    sessionIdleTtl: decoded.SESSION_IDLE_TTL ?? 7 * 24 * 60 * 60,
    sessionAbsoluteTtl: decoded.SESSION_ABSOLUTE_TTL ?? 30 * 24 * 60 * 60,
    smtpUrl: decoded.SMTP_URL,
    mailFrom: decoded.MAIL_FROM ?? 'Vatra Esports <no-reply@localhost>',
    sms: smsConfig(decoded),
    oauth,
    storage: storageConfig(decoded),
    jobs: {
      pollIntervalMs: decoded.JOBS_POLL_INTERVAL_MS ?? DEFAULT_JOB_SETTINGS.pollIntervalMs,
      maxAttempts: decoded.JOBS_MAX_ATTEMPTS ?? DEFAULT_JOB_SETTINGS.maxAttempts,
      retryBaseMs: decoded.JOBS_RETRY_BASE_MS ?? DEFAULT_JOB_SETTINGS.retryBaseMs,
      leaseMs: decoded.JOBS_LEASE_MS ?? DEFAULT_JOB_SETTINGS.leaseMs,
    },
    passwordHashing: passwordHashing(decoded, cpus),
    smsCaps: {
      perAccountPerHour: decoded.SMS_PER_ACCOUNT_PER_HOUR ?? DEFAULT_SMS_PER_ACCOUNT_PER_HOUR,
      totalPerHour: decoded.SMS_PER_HOUR ?? DEFAULT_SMS_PER_HOUR,
    },
    live: liveConfig(decoded),
    liveUpdates: {
      maxStreams: decoded.LIVE_UPDATES_MAX_STREAMS ?? DEFAULT_MAX_STREAMS,
      maxStreamsPerClient: decoded.LIVE_UPDATES_MAX_STREAMS_PER_CLIENT ?? DEFAULT_MAX_STREAMS_PER_CLIENT,
    },
    admin: adminConfig(present),
    discord: discordConfig(present),
    discordWebhookUrl: discordWebhookUrl(present.DISCORD_WEBHOOK_URL),
    telegram: telegramConfig(present, decoded),
    alerts: alertsConfig(present, decoded),
    inquiries: {
      contactEmail: decoded.CONTACT_EMAIL,
      minFillSeconds: decoded.INQUIRY_MIN_FILL_SECONDS ?? DEFAULT_MIN_FILL_SECONDS,
      retentionDays: decoded.INQUIRY_RETENTION_DAYS ?? INQUIRY_RETENTION_DAYS_DEFAULT,
    },
  }
}

/**
 * Hashes run on libuv's thread pool, which file reads, compression and DNS share: at most one thread
 * fewer than the pool, so something else always gets a thread. By default as many as there are
 * processors (within that), and four times as many may wait.
 */
const passwordHashing = (decoded: typeof Environment.Type, cpus: number): ServerConfig['passwordHashing'] => {
  const threads = decoded.UV_THREADPOOL_SIZE ?? LIBUV_DEFAULT_THREADS
  if (threads < 2) throw new ConfigError('UV_THREADPOOL_SIZE must be at least 2: password hashing takes one')
  const concurrency = decoded.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.min(cpus, threads - 1))
  if (concurrency >= threads) {
    throw new ConfigError(
      `PASSWORD_HASH_CONCURRENCY=${concurrency} needs UV_THREADPOOL_SIZE of at least ${concurrency + 1} (now ${threads}): ` +
        'the hashes would take every thread of the pool that file reads and compression need too',
    )
  }
  return {
    concurrency,
    queue: decoded.PASSWORD_HASH_QUEUE ?? 4 * concurrency,
    waitMs: decoded.PASSWORD_HASH_WAIT_MS ?? DEFAULT_HASH_WAIT_MS,
  }
}

const decodeEmail = Schema.decodeUnknownOption(Email)
const decodePassword = Schema.decodeUnknownOption(Password)

/**
 * The first organiser's settings, decoded apart from the rest: a refused password must not appear in
 * the error (a schema's message quotes the value), so each message names the variable only.
 */
const adminConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfig['admin'] => {
  const { ADMIN_EMAIL: rawEmail, ADMIN_PASSWORD: rawPassword } = env
  if ((rawEmail === undefined) !== (rawPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together')
  }
  if (rawEmail === undefined || rawPassword === undefined) return undefined
  const email = decodeEmail(rawEmail)
  if (email._tag === 'None') throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: ${rawEmail}`)
  if (decodePassword(rawPassword)._tag === 'None') {
    throw new ConfigError(
      `ADMIN_PASSWORD must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters and no control characters (its value is not shown)`,
    )
  }
  return { email: email.value, password: rawPassword }
}

/** The bot's settings; the default API is Discord's current version. */
const DISCORD_BOT_SETTINGS = [
  'DISCORD_APPLICATION_ID',
  'DISCORD_PUBLIC_KEY',
  'DISCORD_BOT_TOKEN',
  'DISCORD_MODERATION_CHANNEL_ID',
  'DISCORD_MODERATOR_ROLE_ID',
] as const
export const DISCORD_API_URL = 'https://discord.com/api/v10'
/** Discord's ids are snowflakes: 64-bit numbers in decimal. */
const SNOWFLAKE = /^\d{17,20}$/
const PUBLIC_KEY = /^[0-9a-f]{64}$/i
/** A bot token is three dot-separated base64url parts; no spaces or line breaks (a bad header). */
const BOT_TOKEN = /^[\w.-]{20,200}$/

/**
 * The Discord bot's settings, decoded apart from the rest: the token is a secret, and a schema's
 * message would quote it, so every message here names the variable only. All or none: half of them
 * would leave the moderators' buttons dead without a word.
 */
const discordConfig = (env: Readonly<Record<string, string | undefined>>): DiscordConfig | undefined => {
  const missing = DISCORD_BOT_SETTINGS.filter((name) => env[name] === undefined)
  const stray = (['DISCORD_API_URL', 'DISCORD_ANNOUNCE_CHANNEL_ID'] as const).filter(
    (name) => env[name] !== undefined,
  )
  if (missing.length === DISCORD_BOT_SETTINGS.length) {
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without the Discord bot's settings`)
    return undefined
  }
  if (missing.length > 0) {
    throw new ConfigError(`The Discord bot's settings go together: ${missing.join(', ')} missing`)
  }
  const setting = (name: string): string => env[name] ?? ''
  for (const name of [
    'DISCORD_APPLICATION_ID',
    'DISCORD_MODERATION_CHANNEL_ID',
    'DISCORD_MODERATOR_ROLE_ID',
    'DISCORD_ANNOUNCE_CHANNEL_ID',
  ]) {
    const value = env[name]
    if (value !== undefined && !SNOWFLAKE.test(value)) {
      throw new ConfigError(`${name} is not a Discord id (17 to 20 digits; developer mode, "Copy ID")`)
    }
  }
  if (!PUBLIC_KEY.test(setting('DISCORD_PUBLIC_KEY'))) {
    throw new ConfigError("DISCORD_PUBLIC_KEY must be the application's public key: 64 hexadecimal digits")
  }
  if (!BOT_TOKEN.test(setting('DISCORD_BOT_TOKEN'))) {
    throw new ConfigError('DISCORD_BOT_TOKEN is not a bot token (its value is not shown)')
  }
  const apiUrl = env.DISCORD_API_URL ?? DISCORD_API_URL
  if (!isHttpUrl(apiUrl)) throw new ConfigError(`DISCORD_API_URL is not an http(s) URL: ${apiUrl}`)
  return {
    applicationId: setting('DISCORD_APPLICATION_ID'),
    publicKey: setting('DISCORD_PUBLIC_KEY').toLowerCase(),
    botToken: setting('DISCORD_BOT_TOKEN'),
    moderationChannelId: setting('DISCORD_MODERATION_CHANNEL_ID'),
    moderatorRoleId: setting('DISCORD_MODERATOR_ROLE_ID'),
    apiUrl: withoutTrailingSlashes(apiUrl),
    announceChannelId: env.DISCORD_ANNOUNCE_CHANNEL_ID,
  }
}

export const ALERTS_API_URL = 'https://api.alerts.in.ua'
export const DEFAULT_ALERTS_POLL_SECONDS = 30
/** A token is one header value: no spaces or line breaks. */
const ALERTS_TOKEN = /^[\x21-\x7e]{8,512}$/

/** The token is checked apart from the schema, whose message would quote it. */
const alertsConfig = (
  env: Readonly<Record<string, string | undefined>>,
  decoded: typeof Environment.Type,
): AlertsConfig | undefined => {
  const token = env.ALERTS_API_TOKEN
  if (token === undefined) return undefined
  if (!ALERTS_TOKEN.test(token)) {
    throw new ConfigError(
      'ALERTS_API_TOKEN is not a token: 8 to 512 visible characters (its value is not shown)',
    )
  }
  return {
    token,
    apiUrl: withoutTrailingSlashes(decoded.ALERTS_API_URL ?? ALERTS_API_URL),
    pollSeconds: decoded.ALERTS_POLL_SECONDS ?? DEFAULT_ALERTS_POLL_SECONDS,
  }
}

const isHttpUrl = (value: string): boolean => {
  if (value.length > 2048) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

const WEBHOOK_PATH_MAX = 512

/**
 * `DISCORD_WEBHOOK_URL`: an http(s) URL whose path ends in `/webhooks/{id}/{token}`, read with the URL
 * parser rather than a pattern. The token is in it: the message never quotes the value.
 */
const discordWebhookUrl = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined
  const refused = new ConfigError(
    "DISCORD_WEBHOOK_URL must be a channel webhook's URL, …/api/webhooks/{id}/{token} (its value is not shown)",
  )
  if (value.length > WEBHOOK_PATH_MAX || !isHttpUrl(value)) throw refused
  const url = new URL(value)
  const [token, id, webhooks] = url.pathname.split('/').reverse()
  if (webhooks !== 'webhooks' || !SNOWFLAKE.test(id ?? '') || !/^[\w-]{1,200}$/.test(token ?? ''))
    throw refused
  if (url.search !== '' || url.hash !== '') throw refused
  return value
}

export const TELEGRAM_API_URL = 'https://api.telegram.org'
/** The settings that go together: without all three the Telegram part is off. */
const TELEGRAM_SETTINGS = ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET', 'TELEGRAM_BOT_USERNAME'] as const
/** BotFather's token: the bot's numeric id, a colon, and a base64url secret. */
const TELEGRAM_BOT_TOKEN = /^\d{1,20}:[\w-]{20,100}$/
/**
 * setWebhook's `secret_token` allows 1 to 256 of `A-Z a-z 0-9 _ -`; at least 32 here, so that it
 * cannot be guessed (`openssl rand -hex 32` gives 64).
 */
const TELEGRAM_WEBHOOK_SECRET = /^[\w-]{32,256}$/
/** A bot's username: 5 to 32 letters, digits and underscores, ending in `bot`; an `@` before it is dropped. */
const TELEGRAM_BOT_USERNAME = /^@?([A-Za-z][\w]{1,28}[Bb][Oo][Tt])$/
/** A chat's numeric id (a channel's is `-100…`) or a public channel's `@username`. */
const TELEGRAM_CHAT_ID = /^(?:-?\d{1,20}|@[A-Za-z][\w]{3,31})$/

/**
 * The Telegram bot's settings: the token and the webhook secret are checked here, apart from the
 * schema, so that no message quotes them. All or none: half of them would leave the profile offering
 * a link nobody answers.
 */
const telegramConfig = (
  env: Readonly<Record<string, string | undefined>>,
  decoded: typeof Environment.Type,
): TelegramConfig | undefined => {
  const missing = TELEGRAM_SETTINGS.filter((name) => env[name] === undefined)
  if (missing.length === TELEGRAM_SETTINGS.length) {
    const stray = (['TELEGRAM_API_URL', 'TELEGRAM_CHANNEL_ID'] as const).filter(
      (name) => decoded[name] !== undefined,
    )
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without the Telegram bot's settings`)
    return undefined
  }
  if (missing.length > 0) {
    throw new ConfigError(`The Telegram bot's settings go together: ${missing.join(', ')} missing`)
  }
  const botToken = env.TELEGRAM_BOT_TOKEN ?? ''
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET ?? ''
  if (!TELEGRAM_BOT_TOKEN.test(botToken)) {
    throw new ConfigError('TELEGRAM_BOT_TOKEN is not a bot token from BotFather (its value is not shown)')
  }
  if (!TELEGRAM_WEBHOOK_SECRET.test(webhookSecret)) {
    throw new ConfigError(
      'TELEGRAM_WEBHOOK_SECRET must have 32 to 256 letters, digits, _ or - (its value is not shown)',
    )
  }
  const username = TELEGRAM_BOT_USERNAME.exec(decoded.TELEGRAM_BOT_USERNAME ?? '')?.[1]
  if (username === undefined) {
    throw new ConfigError(
      `TELEGRAM_BOT_USERNAME is not a bot's username (5 to 32 letters, digits or _, ending in "bot"): ${decoded.TELEGRAM_BOT_USERNAME}`,
    )
  }
  const channelId = decoded.TELEGRAM_CHANNEL_ID
  if (channelId !== undefined && !TELEGRAM_CHAT_ID.test(channelId)) {
    throw new ConfigError(`TELEGRAM_CHANNEL_ID is not a chat id (-100… or @name): ${channelId}`)
  }
  return {
    botToken,
    webhookSecret,
    botUsername: username,
    apiUrl: withoutTrailingSlashes(decoded.TELEGRAM_API_URL ?? TELEGRAM_API_URL),
    channelId,
  }
}

const liveConfig = (decoded: typeof Environment.Type): LiveConfig => {
  const { TWITCH_CLIENT_ID: clientId, TWITCH_CLIENT_SECRET: clientSecret, YOUTUBE_API_KEY: apiKey } = decoded
  // Half a pair would silently leave the streams as seeded.
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw new ConfigError('TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET go together')
  }
  return {
    twitch:
      clientId !== undefined && clientSecret !== undefined
        ? {
            clientId,
            clientSecret,
            apiUrl: withoutTrailingSlashes(decoded.TWITCH_API_URL ?? 'https://api.twitch.tv'),
            authUrl: withoutTrailingSlashes(decoded.TWITCH_AUTH_URL ?? 'https://id.twitch.tv'),
          }
        : undefined,
    youtube:
      apiKey !== undefined
        ? { apiKey, apiUrl: withoutTrailingSlashes(decoded.YOUTUBE_API_URL ?? 'https://www.googleapis.com') }
        : undefined,
  }
}

const smsConfig = (decoded: typeof Environment.Type): SmsConfig => {
  switch (decoded.SMS_PROVIDER) {
    case 'turbosms': {
      if (!decoded.TURBOSMS_TOKEN || !decoded.TURBOSMS_SENDER) {
        throw new ConfigError('SMS_PROVIDER=turbosms needs TURBOSMS_TOKEN and TURBOSMS_SENDER')
      }
      return {
        provider: 'turbosms',
        token: decoded.TURBOSMS_TOKEN,
        sender: decoded.TURBOSMS_SENDER,
        apiUrl: withoutTrailingSlashes(decoded.TURBOSMS_API_URL ?? 'https://api.turbosms.ua'),
      }
    }
    case 'twilio': {
      if (!decoded.TWILIO_ACCOUNT_SID || !decoded.TWILIO_AUTH_TOKEN || !decoded.TWILIO_FROM) {
        throw new ConfigError(
          'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
        )
      }
      return {
        provider: 'twilio',
        accountSid: decoded.TWILIO_ACCOUNT_SID,
        authToken: decoded.TWILIO_AUTH_TOKEN,
        from: decoded.TWILIO_FROM,
        apiUrl: withoutTrailingSlashes(decoded.TWILIO_API_URL ?? 'https://api.twilio.com'),
      }
    }
    default:
      return { provider: 'outbox' }
  }
}

const storageConfig = (decoded: typeof Environment.Type): StorageConfig => {
  const accessKeyId = decoded.S3_ACCESS_KEY_ID
  const secretAccessKey = decoded.S3_SECRET_ACCESS_KEY
  if (decoded.S3_BUCKET === undefined) {
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => decoded[name] !== undefined,
    )
    // A half-configured bucket must not silently fall back to the local disk of one server.
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} set without S3_BUCKET`)
    return { kind: 'disk' }
  }
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  }
  return {
    kind: 's3',
    bucket: decoded.S3_BUCKET,
    region: decoded.S3_REGION ?? 'us-east-1',
    endpoint: decoded.S3_ENDPOINT === undefined ? undefined : withoutTrailingSlashes(decoded.S3_ENDPOINT),
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    forcePathStyle: decoded.S3_FORCE_PATH_STYLE === '1',
  }
}

import path from 'node:path'
import { Schema } from 'effect'
import { COMMUNITY_CHANNELS, type CommunityLinks } from '#core/community/channels.ts'

/**
 * The server's settings, decoded from the environment once at start. Every variable is documented in
 * the README; a bad value stops the start with a message naming it instead of failing later.
 */
const Port = Schema.NumberFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 })),
)
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
})

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
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export const loadConfig = (env: Record<string, string | undefined> = process.env): ServerConfig => {
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
  return {
    port,
    host: decoded.HOST ?? '0.0.0.0',
    dataDir: path.resolve(decoded.DATA_DIR ?? './data'),
    databaseUrl: decoded.DATABASE_URL,
    publicUrl: (decoded.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: decoded.LOG_LEVEL ?? 'info',
    faultRoutes: decoded.ENABLE_FAULT_ROUTES === '1',
    communityLinks,
  }
}

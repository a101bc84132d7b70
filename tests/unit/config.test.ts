import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { oauthSignInProviders } from '#server/accounts/authjs/providers.ts'
import { ConfigError, loadConfig } from '#server/platform/config.ts'

const configError = (env: Record<string, string | undefined>): ConfigError => {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`)
}

describe('loadConfig', () => {
  it('uses the documented defaults on an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      faultRoutes: false,
      communityLinks: {},
    })
  })

  it('treats empty variables as unset (DATABASE_URL= means the embedded database)', () => {
    const config = loadConfig({
      PORT: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      COMMUNITY_DISCORD_URL: '',
    })
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.communityLinks).toEqual({})
  })

  it('reads PORT and derives the default public URL from it', () => {
    const config = loadConfig({ PORT: '8080' })
    expect(config.port).toBe(8080)
    expect(config.publicUrl).toBe('http://localhost:8080')
  })

  it('resolves DATA_DIR to an absolute path and keeps an absolute one', () => {
    expect(loadConfig({ DATA_DIR: 'var/esports' }).dataDir).toBe(resolve('var/esports'))
    expect(loadConfig({ DATA_DIR: '/srv/esports' }).dataDir).toBe('/srv/esports')
  })

  it('takes PUBLIC_URL without its trailing slashes', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://vatra.example/' }).publicUrl).toBe('https://vatra.example')
    expect(loadConfig({ PUBLIC_URL: 'https://vatra.example//', PORT: '80' }).publicUrl).toBe(
      'https://vatra.example',
    )
  })

  it('passes DATABASE_URL through when set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/esports' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/esports',
    )
  })

  it('enables fault routes only with ENABLE_FAULT_ROUTES=1', () => {
    expect(loadConfig({ ENABLE_FAULT_ROUTES: '1' }).faultRoutes).toBe(true)
    expect(loadConfig({ ENABLE_FAULT_ROUTES: '0' }).faultRoutes).toBe(false)
  })

  it('rejects a bad PORT with a ConfigError naming PORT', () => {
    for (const PORT of ['abc', '3000.5', '-1', '65536', '80x']) {
      expect(configError({ PORT }).message, PORT).toContain('PORT')
    }
  })

  it('rejects a PUBLIC_URL that is not http(s) with a ConfigError naming PUBLIC_URL', () => {
    for (const PUBLIC_URL of [
      'vatra.example',
      'ftp://vatra.example',
      'https://vatra example',
      'javascript:alert(1)',
    ]) {
      expect(configError({ PUBLIC_URL }).message, PUBLIC_URL).toContain('PUBLIC_URL')
    }
  })

  it('rejects an unknown LOG_LEVEL or ENABLE_FAULT_ROUTES value, naming the variable', () => {
    expect(configError({ LOG_LEVEL: 'verbose' }).message).toContain('LOG_LEVEL')
    expect(configError({ ENABLE_FAULT_ROUTES: 'yes' }).message).toContain('ENABLE_FAULT_ROUTES')
  })

  it('lists community links only for the channels that are set', () => {
    expect(loadConfig({}).communityLinks).toEqual({})
    const config = loadConfig({
      COMMUNITY_DISCORD_URL: 'https://discord.gg/vatra',
      COMMUNITY_TWITCH_URL: 'https://twitch.tv/vatra',
    })
    expect(config.communityLinks).toEqual({
      discord: 'https://discord.gg/vatra',
      twitch: 'https://twitch.tv/vatra',
    })
    const all = loadConfig({
      COMMUNITY_DISCORD_URL: 'https://d.example',
      COMMUNITY_TELEGRAM_URL: 'https://t.example',
      COMMUNITY_YOUTUBE_URL: 'https://y.example',
      COMMUNITY_TWITCH_URL: 'https://tw.example',
      COMMUNITY_INSTAGRAM_URL: 'https://i.example',
    })
    expect(Object.keys(all.communityLinks).sort()).toEqual([
      'discord',
      'instagram',
      'telegram',
      'twitch',
      'youtube',
    ])
  })

  it('names the social sign-in providers configured with both an id and a secret, in button order', () => {
    expect(oauthSignInProviders(loadConfig({}).oauth)).toEqual([])
    expect(oauthSignInProviders(loadConfig({ AUTH_GOOGLE_ID: 'id' }).oauth)).toEqual([])
    expect(
      oauthSignInProviders(
        loadConfig({
          AUTH_TWITCH_ID: 'id',
          AUTH_TWITCH_SECRET: 'secret',
          AUTH_DISCORD_ID: 'id',
          AUTH_DISCORD_SECRET: 'secret',
        }).oauth,
      ),
    ).toEqual([
      { id: 'discord', name: 'Discord' },
      { id: 'twitch', name: 'Twitch' },
    ])
  })

  it('rejects a community link that is not an http(s) URL, naming the variable', () => {
    expect(configError({ COMMUNITY_TELEGRAM_URL: 'javascript:alert(1)' }).message).toContain(
      'COMMUNITY_TELEGRAM_URL',
    )
  })

  it('ignores unrelated variables', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', SOMETHING: 'x' }).port).toBe(3000)
  })

  it('reads process.env when no environment is given', () => {
    expect(loadConfig().port).toBe(loadConfig({ ...process.env }).port)
  })

  describe('password hashing (ADR 0042)', () => {
    const configErrorOn = (env: Record<string, string>, cpus: number): ConfigError => {
      try {
        loadConfig(env, cpus)
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return error as ConfigError
      }
      throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`)
    }

    it('runs as many hashes as processors, one thread fewer than libuv’s pool of 4 at most', () => {
      expect(loadConfig({}, 2).passwordHashing).toEqual({ concurrency: 2, queue: 8, waitMs: 5000 })
      expect(loadConfig({}, 16).passwordHashing).toEqual({ concurrency: 3, queue: 12, waitMs: 5000 })
      expect(loadConfig({}, 1).passwordHashing).toEqual({ concurrency: 1, queue: 4, waitMs: 5000 })
    })

    it('follows a larger UV_THREADPOOL_SIZE, and takes the settings as given', () => {
      expect(loadConfig({ UV_THREADPOOL_SIZE: '9' }, 16).passwordHashing.concurrency).toBe(8)
      expect(
        loadConfig(
          { PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '0', PASSWORD_HASH_WAIT_MS: '1500' },
          8,
        ).passwordHashing,
      ).toEqual({ concurrency: 2, queue: 0, waitMs: 1500 })
    })

    it('refuses hashes that would take every thread of the pool, naming both variables', () => {
      const error = configErrorOn({ PASSWORD_HASH_CONCURRENCY: '4' }, 8)
      expect(error.message).toContain('PASSWORD_HASH_CONCURRENCY=4')
      expect(error.message).toContain('UV_THREADPOOL_SIZE of at least 5 (now 4)')
      expect(configErrorOn({ UV_THREADPOOL_SIZE: '1' }, 8).message).toContain('UV_THREADPOOL_SIZE')
      expect(configErrorOn({ PASSWORD_HASH_CONCURRENCY: '0' }, 8).message).toContain(
        'PASSWORD_HASH_CONCURRENCY',
      )
    })
  })

  describe('SMS caps', () => {
    it('caps SMS at 5 an hour per account and 300 an hour in all by default', () => {
      expect(loadConfig({}).smsCaps).toEqual({ perAccountPerHour: 5, totalPerHour: 300 })
    })

    it('reads SMS_PER_ACCOUNT_PER_HOUR and SMS_PER_HOUR, and refuses what is not a positive count', () => {
      expect(loadConfig({ SMS_PER_ACCOUNT_PER_HOUR: '3', SMS_PER_HOUR: '1000' }).smsCaps).toEqual({
        perAccountPerHour: 3,
        totalPerHour: 1000,
      })
      expect(configError({ SMS_PER_HOUR: '0' }).message).toContain('SMS_PER_HOUR')
      expect(configError({ SMS_PER_ACCOUNT_PER_HOUR: 'many' }).message).toContain('SMS_PER_ACCOUNT_PER_HOUR')
    })
  })

  describe('live updates (ADR 0078)', () => {
    it('keeps 2000 streams a process and 20 an address by default, and reads both', () => {
      expect(loadConfig({}).liveUpdates).toEqual({ maxStreams: 2000, maxStreamsPerClient: 20 })
      expect(
        loadConfig({ LIVE_UPDATES_MAX_STREAMS: '5000', LIVE_UPDATES_MAX_STREAMS_PER_CLIENT: '1000' })
          .liveUpdates,
      ).toEqual({ maxStreams: 5000, maxStreamsPerClient: 1000 })
    })

    it('refuses what is not a positive count, naming the variable', () => {
      expect(configError({ LIVE_UPDATES_MAX_STREAMS: '0' }).message).toContain('LIVE_UPDATES_MAX_STREAMS')
      expect(configError({ LIVE_UPDATES_MAX_STREAMS_PER_CLIENT: 'lots' }).message).toContain(
        'LIVE_UPDATES_MAX_STREAMS_PER_CLIENT',
      )
    })
  })

  describe('the first organiser (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
    it('is none without them, and the two decoded (the address trimmed) with them', () => {
      expect(loadConfig({}).admin).toBeUndefined()
      expect(
        loadConfig({ ADMIN_EMAIL: ' boss@example.com ', ADMIN_PASSWORD: ' spaces count ' }).admin,
      ).toEqual({
        email: 'boss@example.com',
        password: ' spaces count ',
      })
    })

    it('wants both or neither', () => {
      expect(configError({ ADMIN_EMAIL: 'boss@example.com' }).message).toContain(
        'ADMIN_EMAIL and ADMIN_PASSWORD',
      )
      expect(configError({ ADMIN_PASSWORD: 'long enough 1' }).message).toContain(
        'ADMIN_EMAIL and ADMIN_PASSWORD',
      )
    })

    it('refuses an address that is not one, and a password out of the rules without showing it', () => {
      expect(configError({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long enough 1' }).message).toContain(
        'ADMIN_EMAIL',
      )
      for (const password of ['short7!', 'x'.repeat(129), 'tab\there and more']) {
        const error = configError({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: password })
        expect(error.message).toContain('ADMIN_PASSWORD must have 8 to 128 characters')
        expect(error.message).not.toContain(password)
      }
    })
  })

  describe('the Discord bot', () => {
    const BOT = {
      DISCORD_APPLICATION_ID: '1234567890123456789',
      DISCORD_PUBLIC_KEY: 'AB'.repeat(32),
      DISCORD_BOT_TOKEN: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.Gx1y2z.abcdefghijklmnopqrstuvwxyz0123456789AB',
      DISCORD_MODERATION_CHANNEL_ID: '222222222222222222',
      DISCORD_MODERATOR_ROLE_ID: '333333333333333333',
    }

    it('is off without its settings, and everything else starts', () => {
      const config = loadConfig({})
      expect(config.discord).toBeUndefined()
      expect(config.discordWebhookUrl).toBeUndefined()
    })

    it("reads the five settings, Discord's API v10 by default and the key in lower case", () => {
      expect(loadConfig(BOT).discord).toEqual({
        applicationId: '1234567890123456789',
        publicKey: 'ab'.repeat(32),
        botToken: BOT.DISCORD_BOT_TOKEN,
        moderationChannelId: '222222222222222222',
        moderatorRoleId: '333333333333333333',
        apiUrl: 'https://discord.com/api/v10',
        announceChannelId: undefined,
      })
      expect(
        loadConfig({
          ...BOT,
          DISCORD_API_URL: 'http://127.0.0.1:4100/api/v10/',
          DISCORD_ANNOUNCE_CHANNEL_ID: '444444444444444444',
        }).discord,
      ).toMatchObject({ apiUrl: 'http://127.0.0.1:4100/api/v10', announceChannelId: '444444444444444444' })
    })

    it('wants all of them, and names those missing', () => {
      for (const name of Object.keys(BOT)) {
        const error = configError({ ...BOT, [name]: undefined })
        expect(error.message).toBe(`The Discord bot's settings go together: ${name} missing`)
      }
      expect(configError({ DISCORD_BOT_TOKEN: BOT.DISCORD_BOT_TOKEN }).message).toContain(
        'DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY, DISCORD_MODERATION_CHANNEL_ID, DISCORD_MODERATOR_ROLE_ID missing',
      )
      expect(configError({ DISCORD_API_URL: 'https://discord.com/api/v10' }).message).toBe(
        "DISCORD_API_URL set without the Discord bot's settings",
      )
      expect(configError({ DISCORD_ANNOUNCE_CHANNEL_ID: '444444444444444444' }).message).toBe(
        "DISCORD_ANNOUNCE_CHANNEL_ID set without the Discord bot's settings",
      )
    })

    it('refuses ids that are no snowflakes, a key that is not one, and a bad token without showing it', () => {
      expect(configError({ ...BOT, DISCORD_MODERATOR_ROLE_ID: '@moderators' }).message).toContain(
        'DISCORD_MODERATOR_ROLE_ID is not a Discord id',
      )
      expect(configError({ ...BOT, DISCORD_MODERATION_CHANNEL_ID: '1234' }).message).toContain(
        'DISCORD_MODERATION_CHANNEL_ID is not a Discord id',
      )
      expect(configError({ ...BOT, DISCORD_PUBLIC_KEY: 'ab'.repeat(31) }).message).toContain(
        'DISCORD_PUBLIC_KEY must be',
      )
      const token = 'Bot secret-token-with a space'
      const error = configError({ ...BOT, DISCORD_BOT_TOKEN: token })
      expect(error.message).toBe('DISCORD_BOT_TOKEN is not a bot token (its value is not shown)')
      expect(configError({ ...BOT, DISCORD_API_URL: 'discord.com' }).message).toContain('DISCORD_API_URL')
    })

    it('takes a channel webhook URL on its own, and refuses another without quoting its token', () => {
      const url = 'https://discord.com/api/webhooks/555555555555555555/hook-token_42'
      expect(loadConfig({ DISCORD_WEBHOOK_URL: url }).discordWebhookUrl).toBe(url)
      for (const bad of [
        'https://discord.com/api/webhooks/555555555555555555/',
        'https://discord.com/api/hooks/555555555555555555/secret-one',
        'https://discord.com/api/webhooks/abc/secret-one',
        'https://discord.com/api/webhooks/555555555555555555/secret-one?wait=true',
        'ftp://discord.com/api/webhooks/555555555555555555/secret-one',
      ]) {
        const error = configError({ DISCORD_WEBHOOK_URL: bad })
        expect(error.message).toContain('DISCORD_WEBHOOK_URL must be')
        expect(error.message).not.toContain('secret-one')
      }
    })
  })
})

describe('the Telegram settings', () => {
  const TOKEN = '7012345678:AAE-example_token_0123456789abcdefghij'
  const SECRET = 'b'.repeat(64)
  const bot = {
    TELEGRAM_BOT_TOKEN: TOKEN,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_BOT_USERNAME: 'vatra_bot',
  }

  it('is off without them, and the server starts', () => {
    expect(loadConfig({}).telegram).toBeUndefined()
  })

  it('reads the bot with Telegram’s API by default, the username without its @, and the channel', () => {
    expect(loadConfig(bot).telegram).toEqual({
      botToken: TOKEN,
      webhookSecret: SECRET,
      botUsername: 'vatra_bot',
      apiUrl: 'https://api.telegram.org',
      channelId: undefined,
    })
    expect(
      loadConfig({
        ...bot,
        TELEGRAM_BOT_USERNAME: '@Vatra_Esports_Bot',
        TELEGRAM_API_URL: 'http://127.0.0.1:8081/',
        TELEGRAM_CHANNEL_ID: '-1001234567890',
      }).telegram,
    ).toMatchObject({
      botUsername: 'Vatra_Esports_Bot',
      apiUrl: 'http://127.0.0.1:8081',
      channelId: '-1001234567890',
    })
    expect(loadConfig({ ...bot, TELEGRAM_CHANNEL_ID: '@vatra_news' }).telegram?.channelId).toBe('@vatra_news')
  })

  it('takes the token, the secret and the username together only', () => {
    expect(configError({ TELEGRAM_BOT_TOKEN: TOKEN }).message).toBe(
      "The Telegram bot's settings go together: TELEGRAM_WEBHOOK_SECRET, TELEGRAM_BOT_USERNAME missing",
    )
    expect(configError({ TELEGRAM_CHANNEL_ID: '@vatra_news' }).message).toBe(
      "TELEGRAM_CHANNEL_ID set without the Telegram bot's settings",
    )
  })

  it('refuses a malformed setting, never quoting the token or the secret', () => {
    const badToken = configError({ ...bot, TELEGRAM_BOT_TOKEN: 'not a token at all, secret-ish' })
    expect(badToken.message).toBe(
      'TELEGRAM_BOT_TOKEN is not a bot token from BotFather (its value is not shown)',
    )
    const shortSecret = configError({ ...bot, TELEGRAM_WEBHOOK_SECRET: 'short-secret' })
    expect(shortSecret.message).not.toContain('short-secret')
    expect(configError({ ...bot, TELEGRAM_WEBHOOK_SECRET: `${'a'.repeat(40)}!` }).message).toContain(
      'TELEGRAM_WEBHOOK_SECRET',
    )
    expect(configError({ ...bot, TELEGRAM_BOT_USERNAME: 'vatra_esports' }).message).toContain(
      'TELEGRAM_BOT_USERNAME',
    )
    expect(configError({ ...bot, TELEGRAM_CHANNEL_ID: 'news' }).message).toContain('TELEGRAM_CHANNEL_ID')
    expect(configError({ ...bot, TELEGRAM_API_URL: 'ftp://telegram' }).message).toContain('TELEGRAM_API_URL')
  })
})

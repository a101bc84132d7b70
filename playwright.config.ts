import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { IMITATION_APPLICATION_ID, IMITATION_BOT_TOKEN } from './tests/fakes/discord-api.ts'
import {
  TELEGRAM_BOT_TOKEN,
  TELEGRAM_BOT_USERNAME,
  TELEGRAM_WEBHOOK_SECRET,
} from './tests/fakes/telegram-api.ts'

// End-to-end tests run against the production build (npm test builds first) in Debian's Chromium;
// Playwright never downloads a browser here.
const PORT = Number(process.env.E2E_PORT ?? 3210)
// The server's data folder: created once by the runner and handed to its workers through the
// environment (they load this file again), so tests read the same outboxes the server writes
// (tests/e2e/support-accounts.ts: `E2E_DATA_DIR/outbox/mail/*.eml`, `E2E_DATA_DIR/outbox/sms.jsonl`).
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'vatra-e2e-'))
process.env.E2E_DATA_DIR = E2E_DATA_DIR
// The imitation of Telegram's Bot API that tests/e2e/profile-telegram.spec.ts starts; the server's bot
// talks to it with the imitation's token, secret and username.
const TELEGRAM_PORT = Number(process.env.E2E_TELEGRAM_PORT ?? PORT + 3)
process.env.E2E_TELEGRAM_PORT = String(TELEGRAM_PORT)

// The Discord bot's side (docs/discord.md): an imitation of Discord's API on a port of its own, and a
// key pair made once by the runner (handed to the workers like the data folder) whose public key the
// server checks interactions with and whose private key the tests sign them with.
export const E2E_DISCORD_PORT = Number(process.env.E2E_DISCORD_PORT ?? PORT + 500)
process.env.E2E_DISCORD_PORT = String(E2E_DISCORD_PORT)
const discordPublicKey = (): string => {
  if (process.env.E2E_DISCORD_PRIVATE_KEY && process.env.E2E_DISCORD_PUBLIC_KEY) {
    return process.env.E2E_DISCORD_PUBLIC_KEY
  }
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const hex = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url').toString('hex')
  process.env.E2E_DISCORD_PRIVATE_KEY = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  process.env.E2E_DISCORD_PUBLIC_KEY = hex
  return hex
}
export const E2E_DISCORD = {
  channelId: '910000000000000001',
  moderatorRoleId: '920000000000000001',
  publicKey: discordPublicKey(),
} as const

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // The JSON report feeds the summary line of `npm test` (scripts/test.ts).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A Ukrainian reader's browser: one preferring English is offered English on every Ukrainian page
    // (ADR 0056), which tests/e2e/language-cookie.spec.ts asks for with its own locale.
    locale: 'uk-UA',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Phone accounts whose minute between two codes runs while the other tests do
    // (tests/e2e/phone-accounts.ts).
    { name: 'accounts', testMatch: 'phone-accounts.setup.ts' },
    {
      name: 'e2e',
      testIgnore: ['lighthouse.spec.ts', 'console*.spec.ts', 'match-day.spec.ts'],
      dependencies: ['accounts'],
    },
    // The console's journeys publish tournaments, run them and pay them out, and the match day plays
    // matches of the demo's league: the public lists, the landing's events and the tournament tabs the
    // other tests read as the demo seeded them would change under them. They run once those are done;
    // on their own: `--project=console --no-deps`.
    { name: 'console', testMatch: ['console*.spec.ts', 'match-day.spec.ts'], dependencies: ['e2e'] },
    // Lighthouse scales the CPU time it observes (simulated throttling): a browser of another worker
    // beside it would be measured with the page. It runs after every other test, alone; on its own:
    // `npx playwright test --project=lighthouse --no-deps`.
    { name: 'lighthouse', testMatch: 'lighthouse.spec.ts', dependencies: ['console'], workers: 1 },
  ],
  webServer: [
    {
      command: 'node --experimental-strip-types tests/e2e/discord-imitation.ts',
      url: `http://127.0.0.1:${E2E_DISCORD_PORT}/__imitation/state`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        DISCORD_IMITATION_PORT: String(E2E_DISCORD_PORT),
        DISCORD_MODERATION_CHANNEL_ID: E2E_DISCORD.channelId,
      },
    },
    {
      // The database is seeded first, with what the tests cannot make through the API because it depends
      // on time (tests/e2e/seed-e2e.ts); the server then finds it seeded.
      command:
        'node --experimental-strip-types tests/e2e/seed-e2e.ts && node --experimental-strip-types server/main.ts',
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      // Seeding and starting take a minute or more on a loaded two-core machine.
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        ENABLE_FAULT_ROUTES: '1',
        LOG_LEVEL: 'warn',
        // The suite runs on the embedded database; API tests cover PostgreSQL.
        DATABASE_URL: '',
        // Every test signs up from a client address of its own (X-Forwarded-For), so the per-IP limits
        // of a whole run from one machine do not bite (tests/e2e/support-accounts.ts).
        TRUST_PROXY: '1',
        // The inquiry forms' minimum fill time is the server's clock: API tests move it; here it is off.
        INQUIRY_MIN_FILL_SECONDS: '0',
        // A whole run signs up several hundred accounts by phone within the hour: the server's SMS cap
        // (a setting, 300 by default) is set above that; its own rules are tested in tests/api.
        SMS_PER_HOUR: '5000',
        // The Discord bot against the imitation: complete teams of every spec get their message there.
        DISCORD_APPLICATION_ID: IMITATION_APPLICATION_ID,
        DISCORD_PUBLIC_KEY: E2E_DISCORD.publicKey,
        DISCORD_BOT_TOKEN: IMITATION_BOT_TOKEN,
        DISCORD_MODERATION_CHANNEL_ID: E2E_DISCORD.channelId,
        DISCORD_MODERATOR_ROLE_ID: E2E_DISCORD.moderatorRoleId,
        DISCORD_API_URL: `http://127.0.0.1:${E2E_DISCORD_PORT}/api/v10`,
        TELEGRAM_BOT_TOKEN,
        TELEGRAM_WEBHOOK_SECRET,
        TELEGRAM_BOT_USERNAME,
        TELEGRAM_API_URL: `http://127.0.0.1:${TELEGRAM_PORT}`,
      },
    },
  ],
})

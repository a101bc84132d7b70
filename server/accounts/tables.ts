/**
 * The accounts' tables (Drizzle, pg-core); `server/platform/db/schema.ts` gathers every feature's
 * tables for the client and for drizzle-kit, which generates the migrations from them.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { OBLAST_IDS } from '#core/alerts/oblasts.ts'
import { INPUT_DEVICES, USER_ROLES } from '#core/profile/profile.schema.ts'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PROFILE_TEXT_MAX,
  SOCIAL_HANDLE_MAX,
} from '#core/shared/validation/rules.ts'
import { hasLengthAtMost, hasLengthBetween, isOneOf } from '#server/platform/db/checks.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'

// ---------------------------------------------------------------------------------------------
// Accounts (issue 4, spec §3): users, their social sign-in links, API refresh tokens, one-time
// tokens (e-mail links, phone tickets), SMS codes and the rate-limit log. Secrets are never stored
// in clear: passwords as scrypt hashes, tokens and codes as SHA-256 (tokens) or HMAC (codes).
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The nickname; unique without regard to case (see the index below). */
    username: text('username').notNull(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** E.164 (`+380XXXXXXXXX`). */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    playingDevice: text('playing_device').notNull().default(''),
    inputDevice: text('input_device', { enum: INPUT_DEVICES }),
    discord: text('discord').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    /**
     * The player's region, opt-in and private (docs/alerts.md): their matches pause during an air-raid
     * alert there. Never shown to anyone else; null while not chosen.
     */
    oblast: text('oblast', { enum: OBLAST_IDS }),
    /** The stored avatar (the uploads pipeline's record of its files), null without one. */
    avatar: jsonb('avatar').$type<StoredImageRecord>(),
    /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    role: text('role', { enum: USER_ROLES }).notNull().default('player'),
    disabled: boolean('disabled').notNull().default(false),
    /** The language of the user's mails and SMS (the page language when they signed up). */
    locale: text('locale', { enum: LOCALES }).notNull().default('uk'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_key').on(table.phone),
    // The organisers' list (`GET /console/users`): newest first, all or by role or disabled only.
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_role_created_at_idx').on(table.role, table.createdAt, table.id),
    // The players under a region's alert, when one starts or ends (only those who chose one).
    index('users_oblast_idx').on(table.oblast).where(sql`${table.oblast} is not null`),
    index('users_disabled_created_at_idx').on(table.createdAt, table.id).where(sql`${table.disabled}`),
    // Its search (`ilike '%…%'` on the nickname and the address, `like` on the number's digits):
    // trigram indexes, as the tournaments' (pg_trgm, on PGlite too: server/platform/db/client.ts).
    index('users_username_trgm_idx').using('gin', table.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
    // Core's lists and the profile form's limits, written into the checks.
    check('users_role_valid', isOneOf(table.role, USER_ROLES)),
    check('users_input_device_valid', isOneOf(table.inputDevice, INPUT_DEVICES)),
    check('users_oblast_valid', isOneOf(table.oblast, OBLAST_IDS)),
    check('users_locale_valid', isOneOf(table.locale, LOCALES)),
    check('users_phone_e164', sql`${table.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('users_username_length', hasLengthBetween(table.username, NICKNAME_MIN, NICKNAME_MAX)),
    check(
      'users_profile_text_length',
      sql`${hasLengthAtMost(table.firstName, PROFILE_TEXT_MAX)} and ${hasLengthAtMost(table.lastName, PROFILE_TEXT_MAX)} and ${hasLengthAtMost(table.playingDevice, PROFILE_TEXT_MAX)}`,
    ),
    check(
      'users_social_handle_length',
      sql`${hasLengthAtMost(table.discord, SOCIAL_HANDLE_MAX)} and ${hasLengthAtMost(table.telegram, SOCIAL_HANDLE_MAX)} and ${hasLengthAtMost(table.instagram, SOCIAL_HANDLE_MAX)}`,
    ),
    check('users_avatar_is_object', sql`jsonb_typeof(${table.avatar}) = 'object'`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert

/** A social sign-in (Discord, Google, Twitch) linked to a user. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_accounts_provider_account_key').on(table.provider, table.providerAccountId),
    index('user_accounts_user_id_idx').on(table.userId),
  ],
)

/**
 * Signed-in sessions (ADR 0018): one row per sign-in, named by the `sid` of the Auth.js cookie and of
 * every API token issued to it. A session is live while it has not ended (sign-out, a new password,
 * a reused refresh token) and its absolute end (`expires_at`) has not passed; every session read and
 * every token check asks for that.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The absolute end: the session never lasts past it, however active. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * Every refresh token issued (SimpleJWT's outstanding tokens), in the session it was issued to. A used
 * (rotated) or revoked token gets `blacklisted_at` and is refused from then on; a rotated one also
 * names its successor (`replaced_by`), so presenting it again is recognised as a reuse.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    blacklistedAt: timestamp('blacklisted_at', { withTimezone: true }),
    /** The token a rotation issued in place of this one. */
    replacedBy: uuid('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_user_id_idx').on(table.userId),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
    index('refresh_tokens_expires_at_idx').on(table.expiresAt),
  ],
)

export const ONE_TIME_TOKEN_PURPOSES = [
  /** E-mail registration link: subject the address, payload `{nickname, locale}`. 24 h. */
  'email_register',
  /** Password reset link: subject the user id. 1 h. */
  'password_reset',
  /** Proof that a phone code was verified (sign-up or restore by phone): subject the phone. */
  'phone_sign_in',
  'phone_restore',
  /** Confirming a changed e-mail address (profile): subject the user id, payload `{email, locale}`. 24 h. */
  'email_change',
  /**
   * A changed phone number waiting for its SMS code (profile): subject the user id, payload
   * `{phone, locale}`. 24 h. The token itself never leaves the server: the code is the proof.
   */
  'phone_change',
  /**
   * Linking the account's Telegram chat (the profile's `t.me/{bot}?start={token}`, answered by the
   * bot's webhook): subject the user id. 15 minutes; a newer one retires the older.
   */
  'telegram_link',
] as const
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number]

/** Single-use random tokens, stored as their SHA-256 only. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(table.tokenHash),
    index('one_time_tokens_subject_idx').on(table.purpose, table.subject),
    index('one_time_tokens_expires_at_idx').on(table.expiresAt),
  ],
)

/** `phoneChange`: the code sent to a new number of a profile, bound to the user too. */
export const PHONE_CODE_PURPOSES = ['signIn', 'restore', 'phoneChange'] as const

/** SMS codes: 6 digits, stored as an HMAC, valid 10 minutes, single use, 5 wrong tries at most. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: PHONE_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('phone_codes_phone_purpose_created_idx').on(table.phone, table.purpose, table.createdAt),
    index('phone_codes_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * The networks each user has proved to own the account from: a password sign-in, a verified SMS
 * code of the account's number, a reset by the mailed link (ADR 0019). Failed sign-ins from them do
 * not count against the account's limit, so nobody elsewhere can lock the owner out. Kept as an
 * HMAC of user and network (an IPv4 address, an IPv6 /64), never the address itself.
 */
export const knownNetworks = pgTable(
  'known_networks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    networkHash: text('network_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.networkHash] }),
    index('known_networks_last_seen_at_idx').on(table.lastSeenAt),
  ],
)

/**
 * The teams' tables (Drizzle, pg-core). A team belongs to one tournament (an invitation names both,
 * spec §2 `/join/{teamId}/{id}`); a user plays in at most one team per tournament.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { DROP_REASONS, INVITE_CODE_LENGTH, INVITE_CODE_PATTERN } from '#core/teams/team.schema.ts'
import {
  CAPTAIN_DISCORD_MAX,
  CAPTAIN_DISCORD_MIN,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
} from '#core/teams/team-limits.ts'
import { TEAM_STATES } from '#core/tournaments/results.schema.ts'
import { users } from '#server/accounts/tables.ts'
import { hasLength, hasLengthAtMost, hasLengthBetween, isOneOf, matches } from '#server/platform/db/checks.ts'
import { tournaments } from '#server/tournaments/tables.ts'
import type { StoredImageRecord } from '#server/uploads/index.ts'
import { newInviteCode } from './invite-code.ts'

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The stored logo (the uploads pipeline's record), null until the captain uploads one. */
    logo: jsonb('logo').$type<StoredImageRecord>(),
    captainId: uuid('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    captainDiscord: text('captain_discord').notNull(),
    description: text('description').notNull().default(''),
    /** The join password's scrypt hash; null when the team takes no one by password. */
    joinPasswordHash: text('join_password_hash'),
    state: text('state', { enum: TEAM_STATES }).notNull().default('registered'),
    /**
     * The invitation's id in `/join/{teamId}/{id}`: a random capability that only lets a signed-in
     * user join this team within its rules. Kept in clear: the captain's view shows the link again;
     * the captain may replace it (a new random code), which ends the old link. Made by the server on
     * insert (`newInviteCode`, the one generator), not by the database.
     */
    inviteCode: text('invite_code').notNull().$defaultFn(newInviteCode),
    /** The waiting list's order: when the team went on it (null while it holds a slot or never waited). */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    droppedReason: text('dropped_reason', { enum: DROP_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // A name is taken once per tournament, whatever its case.
    uniqueIndex('teams_tournament_name_key').on(table.tournamentId, sql`lower(${table.name})`),
    // Participants and the team counts read a tournament's teams by state.
    index('teams_tournament_state_idx').on(table.tournamentId, table.state),
    index('teams_captain_idx').on(table.captainId),
    uniqueIndex('teams_invite_code_key').on(table.inviteCode),
    // The waiting list of a tournament, in order.
    index('teams_tournament_waitlist_idx')
      .on(table.tournamentId, table.waitlistedAt)
      .where(sql`${table.state} = 'waitlisted'`),
    // The schema's lists and limits (core/teams/team.schema.ts), written into the checks.
    check('teams_dropped_reason_valid', isOneOf(table.droppedReason, DROP_REASONS)),
    check('teams_state_valid', isOneOf(table.state, TEAM_STATES)),
    check('teams_name_length', hasLengthBetween(table.name, TEAM_NAME_MIN, TEAM_NAME_MAX)),
    check(
      'teams_captain_discord_length',
      hasLengthBetween(table.captainDiscord, CAPTAIN_DISCORD_MIN, CAPTAIN_DISCORD_MAX),
    ),
    check('teams_description_length', hasLengthAtMost(table.description, TEAM_DESCRIPTION_MAX)),
    check(
      'teams_invite_code_shape',
      sql`${hasLength(table.inviteCode, INVITE_CODE_LENGTH)} and ${matches(table.inviteCode, INVITE_CODE_PATTERN)}`,
    ),
  ],
)

export type TeamRow = typeof teams.$inferSelect
export type NewTeamRow = typeof teams.$inferInsert

/** The players of a team, the captain among them. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The team's tournament, repeated so that one team per user per tournament is a constraint. */
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    uniqueIndex('team_members_tournament_user_key').on(table.tournamentId, table.userId),
    index('team_members_user_idx').on(table.userId),
  ],
)

export type TeamMemberRow = typeof teamMembers.$inferSelect

/**
 * A captain's invitation of a player by nickname (docs/teams.md "Invitations"): the player enters the
 * team only by accepting it. The row goes when the player accepts or declines, or the captain
 * withdraws it; one per team and player (the key), so asking again sends nothing new.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The captain who sent it (the team's captain stays for the team's life). */
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    // My tournaments lists the invitations a user has.
    index('team_invitations_user_idx').on(table.userId),
  ],
)

export type TeamInvitationRow = typeof teamInvitations.$inferSelect

/**
 * A player the captain removed from a team, told on My tournaments until they dismiss it (the mail
 * tells them too). The team's name and the captain's nickname are kept as they were: the team may be
 * renamed or gone by the time it is read. A player who leaves on their own gets none.
 */
export const teamRemovals = pgTable(
  'team_removals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull(),
    captainNickname: text('captain_nickname').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // My tournaments lists a user's notices.
    index('team_removals_user_idx').on(table.userId, table.removedAt),
  ],
)

/** Discord's ids: 64-bit numbers written in decimal. */
const SNOWFLAKE = /^[0-9]{1,20}$/
/** Discord keeps a nonce of at most 25 characters. */
export const DISCORD_NONCE_LENGTH = 25

/**
 * The team's message in the moderators' Discord channel (docs/discord.md): one per team, posted once
 * the team is complete and edited on each change after. The nonce is drawn before the first post and
 * kept until the message is known, so a post repeated after a lost answer is Discord's one message; a
 * message deleted in Discord is posted again under a new nonce. `content_hash` is what the message
 * shows now: an edit that would change nothing is not sent.
 */
export const discordTeamMessages = pgTable(
  'discord_team_messages',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    /** Null until Discord has answered the post. */
    messageId: text('message_id'),
    nonce: text('nonce').notNull(),
    /** SHA-256 of the message's body as last sent; null until posted. */
    contentHash: text('content_hash'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('discord_team_messages_channel_id_shape', matches(table.channelId, SNOWFLAKE)),
    check('discord_team_messages_message_id_shape', matches(table.messageId, SNOWFLAKE)),
    check('discord_team_messages_nonce_length', hasLengthBetween(table.nonce, 1, DISCORD_NONCE_LENGTH)),
  ],
)

export type DiscordTeamMessageRow = typeof discordTeamMessages.$inferSelect

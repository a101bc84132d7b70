/**
 * Which announcements a tournament has had (`core/tournaments/announcements.ts`): one row per moment
 * told, claimed with `insert … on conflict do nothing`, so of two server processes that find the same
 * moment only one tells it.
 */
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ANNOUNCEMENT_EVENTS } from '#core/tournaments/announcements.ts'
import { isOneOf } from '#server/platform/db/checks.ts'
import { tournaments } from '#server/tournaments/tables.ts'

export const tournamentAnnouncements = pgTable(
  'tournament_announcements',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ANNOUNCEMENT_EVENTS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.event] }),
    check('tournament_announcements_event_valid', isOneOf(table.event, ANNOUNCEMENT_EVENTS)),
  ],
)

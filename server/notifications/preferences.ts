/**
 * How each kind of notification comes to a player (ADR 0067): their saved choices, and at delivery the
 * ways it goes now (`channelsOf` of core: their choice while their Telegram is linked, e-mail alone
 * otherwise). A choice other than e-mail can be saved only with a link.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  channelsOf,
  defaultChoices,
  isChoiceAllowed,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChoices,
  type NotificationKind,
} from '#core/notifications/notifications.ts'
import type { AppDatabase } from '#server/platform/db/client.ts'
import { notificationPreferences, telegramLinks } from '#server/platform/db/schema.ts'
import { inTransaction } from '#server/platform/db/transactions.ts'

export interface NotificationPreferences {
  /** Every kind's choice, the default where none was saved. */
  choicesOf(userId: string): Promise<NotificationChoices>
  /** Saves every kind's choice; refused (nothing saved) when one needs Telegram and none is linked. */
  save(userId: string, choices: NotificationChoices): Promise<'saved' | 'not_linked'>
  /** The ways a notification of `kind` goes to the player now. */
  channelsFor(userId: string, kind: NotificationKind): Promise<ReadonlyArray<NotificationChannel>>
}

export const createNotificationPreferences = (deps: {
  readonly db: AppDatabase
  readonly now: () => Date
}): NotificationPreferences => {
  const { db, now } = deps
  return {
    choicesOf: async (userId) => {
      const rows = await db
        .select({ kind: notificationPreferences.kind, choice: notificationPreferences.choice })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
      return { ...defaultChoices(), ...Object.fromEntries(rows.map((row) => [row.kind, row.choice])) }
    },

    save: (userId, choices) =>
      inTransaction(db, async (tx) => {
        // The link row is held until the choices are in: an unlink at the same time waits for them.
        const [link] = await tx
          .select({ userId: telegramLinks.userId })
          .from(telegramLinks)
          .where(eq(telegramLinks.userId, userId))
          .for('share')
        if (!NOTIFICATION_KINDS.every((kind) => isChoiceAllowed(choices[kind], link !== undefined)))
          return 'not_linked'
        const at = now()
        await tx
          .insert(notificationPreferences)
          .values(NOTIFICATION_KINDS.map((kind) => ({ userId, kind, choice: choices[kind], updatedAt: at })))
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: { choice: sql`excluded.choice`, updatedAt: at },
          })
        return 'saved'
      }),

    channelsFor: async (userId, kind) => {
      const [link] = await db
        .select({ userId: telegramLinks.userId })
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, userId))
      const [row] = await db
        .select({ choice: notificationPreferences.choice })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)))
      return channelsOf(row?.choice, link !== undefined)
    },
  }
}

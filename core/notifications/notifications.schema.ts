/**
 * The players' choices as the profile's form sends them (ADR 0067): one of `email`, `telegram` or
 * `both` for every kind, each field named after its kind.
 */
import { Schema } from 'effect'
import { NOTIFICATION_CHOICES, NOTIFICATION_KINDS, type NotificationKind } from './notifications.ts'

const Choice = Schema.Literals(NOTIFICATION_CHOICES)

export const NotificationChoicesForm = Schema.Struct(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Choice])) as Record<
    NotificationKind,
    typeof Choice
  >,
)
export type NotificationChoicesForm = typeof NotificationChoicesForm.Type

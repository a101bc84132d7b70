/** Toasts (spec §8): info, success, warning, error. Messages are keys translated by the UI. */
import type { MessageRef } from '#core/shared/validation/message.ts'

export const TOAST_KINDS = ['info', 'success', 'warning', 'error'] as const
export type ToastKind = (typeof TOAST_KINDS)[number]

export interface Notification {
  readonly kind: ToastKind
  readonly message: MessageRef<string>
}

export interface Notifier {
  notify(notification: Notification): void
}

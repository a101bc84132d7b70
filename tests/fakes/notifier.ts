import type { Notification, Notifier } from '#core/shared/ports/notifier.ts'
import { CallLog, type FakeOptions } from './call-log.ts'

export class FakeNotifier implements Notifier {
  readonly notifications: Notification[] = []
  readonly log: CallLog

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
  }

  notify(notification: Notification): void {
    this.log.record('notifier', 'notify', [notification])
    this.notifications.push(notification)
  }

  /** `kind:key` strings, e.g. `success:linkCopied`. */
  keys(): string[] {
    return this.notifications.map((n) => `${n.kind}:${n.message.key}`)
  }
}

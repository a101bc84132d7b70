import type { SmsSender } from '#server/accounts/ports.ts'
import { DEFAULT_SMS_TIMEOUT_MS } from '#server/integrations/sms/sms-error.ts'
import { createSmsOutbox } from '#server/integrations/sms/sms-outbox.ts'
import { createTurboSmsSender } from '#server/integrations/sms/turbosms.ts'
import { createTwilioSender } from '#server/integrations/sms/twilio.ts'
import type { SmsConfig } from '#server/platform/config.ts'

export interface SmsSenderOptions {
  /** `DATA_DIR/outbox/sms.jsonl` (see `outboxPaths`), used when no provider is configured. */
  readonly smsFile: string
  /** How long a provider may take to answer (10 s by default). */
  readonly timeoutMs?: number
  /** The clock of the outbox's `at`. */
  readonly now?: () => Date
}

const E164 = /^\+[1-9]\d{6,14}$/

/** The SMS gateway chosen by SMS_PROVIDER (TurboSMS or Twilio), or the JSON-lines outbox. */
export const createSmsSender = (config: SmsConfig, options: SmsSenderOptions): SmsSender => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS
  const sender: SmsSender =
    config.provider === 'turbosms'
      ? createTurboSmsSender({ ...config, timeoutMs })
      : config.provider === 'twilio'
        ? createTwilioSender({ ...config, timeoutMs })
        : createSmsOutbox(options.smsFile, options.now)
  return {
    send: async (message) => {
      // The port promises E.164; a number in any other shape is a bug upstream, not a provider's refusal.
      if (!E164.test(message.to)) throw new TypeError('An SMS recipient must be an E.164 number')
      if (message.text.trim() === '') throw new TypeError('An SMS needs a text')
      await sender.send(message)
    },
  }
}

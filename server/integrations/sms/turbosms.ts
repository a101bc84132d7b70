import { Schema } from 'effect'
import type { SmsSender } from '#server/accounts/ports.ts'
import { callProvider, excerpt, SmsDeliveryError } from '#server/integrations/sms/sms-error.ts'

export interface TurboSmsOptions {
  readonly token: string
  /** The alpha name registered in the TurboSMS cabinet. */
  readonly sender: string
  /** `https://api.turbosms.ua` (TURBOSMS_API_URL), without trailing slash. */
  readonly apiUrl: string
  readonly timeoutMs: number
}

/*
 * TurboSMS HTTP API (https://turbosms.ua/en/api.html), as read for this adapter:
 * - `POST {api}/message/send.json` with `Authorization: Bearer <token>` and the JSON body
 *   `{"recipients": ["380…"], "sms": {"sender": "…", "text": "…"}}`; numbers are digits, no `+`.
 * - Every well-formed HTTP request answers HTTP 200; the outcome is in the body
 *   `{response_code, response_status, response_result}`.
 * - Sending succeeds with 800 SUCCESS_MESSAGE_ACCEPTED (queued, may be pre-moderated), 801
 *   SUCCESS_MESSAGE_SENT, 802 SUCCESS_MESSAGE_PARTIAL_ACCEPTED and 803 SUCCESS_MESSAGE_PARTIAL_SENT
 *   (some recipients were left out); 0 OK is the generic success of the API. Anything else is a
 *   refusal (token, sender, balance, number, text… codes in the 1xx-5xx range).
 * - `response_result` lists one entry per recipient, `{phone, response_code, message_id,
 *   response_status}`, where 0 OK means that recipient got a message.
 * With a single recipient, a "partial" success may mean that recipient is the one left out, so the
 * recipient's own entry decides whenever it is present, and must be present for 802/803.
 */
const SUCCESS_CODES = new Set([0, 800, 801, 802, 803])
const PARTIAL_CODES = new Set([802, 803])

const TurboSmsAnswer = Schema.Struct({
  response_code: Schema.Number,
  response_status: Schema.String,
  response_result: Schema.optional(Schema.Unknown),
})
const RecipientResults = Schema.Array(
  Schema.Struct({
    phone: Schema.optional(Schema.String),
    response_code: Schema.Number,
    response_status: Schema.optional(Schema.String),
  }),
)
const decodeAnswer = Schema.decodeUnknownOption(Schema.fromJsonString(TurboSmsAnswer))
const decodeRecipients = Schema.decodeUnknownOption(RecipientResults)

export const createTurboSmsSender = (options: TurboSmsOptions): SmsSender => ({
  send: async ({ to, text }) => {
    const phone = to.replace(/^\+/, '')
    const response = await callProvider(
      'TurboSMS',
      `${options.apiUrl}/message/send.json`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ recipients: [phone], sms: { sender: options.sender, text } }),
      },
      options.timeoutMs,
    )
    const body = await response.text()
    if (!response.ok) {
      throw new SmsDeliveryError(
        'TurboSMS',
        `refused the message: HTTP ${response.status} ${excerpt(body)}`,
        {
          status: response.status,
        },
      )
    }
    const answer = decodeAnswer(body)
    if (answer._tag === 'None') {
      throw new SmsDeliveryError('TurboSMS', `answered something unexpected: ${excerpt(body)}`, {
        status: response.status,
      })
    }
    const { response_code: code, response_status: status, response_result: result } = answer.value
    if (!SUCCESS_CODES.has(code)) {
      throw new SmsDeliveryError(
        'TurboSMS',
        `refused the message: response_code ${code} (${excerpt(status)})`,
        {
          status: response.status,
          providerCode: code,
        },
      )
    }
    const recipients = decodeRecipients(result)
    const own =
      recipients._tag === 'Some'
        ? recipients.value.find((entry) => entry.phone === phone || entry.phone === to)
        : undefined
    if (own && own.response_code !== 0) {
      throw new SmsDeliveryError(
        'TurboSMS',
        `refused the message for the recipient: response_code ${own.response_code} (${excerpt(own.response_status ?? '')})`,
        { status: response.status, providerCode: own.response_code },
      )
    }
    if (!own && PARTIAL_CODES.has(code)) {
      throw new SmsDeliveryError(
        'TurboSMS',
        `left the recipient out: response_code ${code} (${excerpt(status)})`,
        {
          status: response.status,
          providerCode: code,
        },
      )
    }
  },
})

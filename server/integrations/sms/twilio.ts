import { Schema } from 'effect'
import type { SmsSender } from '#server/accounts/ports.ts'
import { callProvider, excerpt, SmsDeliveryError } from '#server/integrations/sms/sms-error.ts'

export interface TwilioOptions {
  readonly accountSid: string
  readonly authToken: string
  /** A Twilio number in E.164, an alphanumeric sender id, or a Messaging Service SID (`MG…`). */
  readonly from: string
  /** `https://api.twilio.com` (TWILIO_API_URL), without trailing slash. */
  readonly apiUrl: string
  readonly timeoutMs: number
}

/*
 * Twilio Programmable Messaging: `POST {api}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `From` (or `MessagingServiceSid`) and `Body`, HTTP Basic auth with the account
 * SID and auth token. 201 Created with the message resource means accepted; 4xx/5xx carry
 * `{code, message, more_info, status}`.
 */
const TwilioError = Schema.Struct({
  code: Schema.optional(Schema.Number),
  message: Schema.optional(Schema.String),
})
const decodeError = Schema.decodeUnknownOption(Schema.fromJsonString(TwilioError))

const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i

export const createTwilioSender = (options: TwilioOptions): SmsSender => ({
  send: async ({ to, text }) => {
    const form = new URLSearchParams({ To: to, Body: text })
    form.set(MESSAGING_SERVICE_SID.test(options.from) ? 'MessagingServiceSid' : 'From', options.from)
    const credentials = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')
    const response = await callProvider(
      'Twilio',
      `${options.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${credentials}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
      },
      options.timeoutMs,
    )
    const body = await response.text()
    if (response.ok) return
    const error = decodeError(body)
    const code = error._tag === 'Some' ? error.value.code : undefined
    const message = error._tag === 'Some' && error.value.message ? error.value.message : body
    throw new SmsDeliveryError(
      'Twilio',
      `refused the message: HTTP ${response.status}${code === undefined ? '' : `, code ${code}`} (${excerpt(message)})`,
      { status: response.status, providerCode: code },
    )
  },
})

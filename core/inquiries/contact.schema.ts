/**
 * The contact form and the streamer application (spec §2, §3). Both are open to guests.
 *
 * Limits: name 2-50; phone a Ukrainian number; message 10-2000 (the request text); Twitch,
 * Discord and YouTube handles or links up to 200, optional.
 */
import { Schema } from 'effect'
import { PhoneNumber } from '#core/accounts/phone-code.schema.ts'
import { OptionalText, RequiredMultiLineText, RequiredText } from '#core/shared/validation/rules.ts'

export const ContactForm = Schema.Struct({
  name: RequiredText(50, 2),
  phone: PhoneNumber,
  message: RequiredMultiLineText(2000, 10),
})
export type ContactForm = typeof ContactForm.Type

export const StreamerApplicationForm = Schema.Struct({
  name: RequiredText(50, 2),
  phone: PhoneNumber,
  twitch: OptionalText(200),
  discord: OptionalText(200),
  youtube: OptionalText(200),
  message: RequiredMultiLineText(2000, 10),
})
export type StreamerApplicationForm = typeof StreamerApplicationForm.Type

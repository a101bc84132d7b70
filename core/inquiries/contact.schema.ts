/**
 * The contact form and the streamer application (spec §2, §3). Both are open to guests.
 *
 * Limits: name 2-50; phone an e-mail address or a phone number of any country, at most 254
 * characters (`core/shared/validation/contact-address.ts`), so that a player abroad can be answered;
 * message 10-2000 (the request text); Twitch, Discord and YouTube handles or links up to 200, optional.
 */
import { Schema, SchemaTransformation } from 'effect'
import {
  CONTACT_ADDRESS_MAX,
  type ContactAddressShape,
  parseContactAddress,
} from '#core/shared/validation/contact-address.ts'
import { message } from '#core/shared/validation/message.ts'
import {
  hasMaxLengthFirst,
  isFilled,
  OptionalText,
  RequiredMultiLineText,
  RequiredText,
  Text,
} from '#core/shared/validation/rules.ts'

const contactCheck = (kind: 'short' | 'invalid') =>
  Schema.makeFilter((value: string) => parseContactAddress(value).kind !== kind, {
    messageRef: message(kind === 'short' ? 'phoneTooShort' : 'contactInvalid'),
  }).abort()

// Runs after the checks above, so the contact parses.
const stored = (value: string): string =>
  (parseContactAddress(value) as Extract<ContactAddressShape, { kind: 'ok' }>).value

/**
 * How to answer the person: an e-mail address (trimmed) or a phone number of any country (E.164).
 * The field keeps the spec's name, `phone`, on the wire and in the stored message.
 */
export const ContactAddress = Text(
  isFilled(),
  hasMaxLengthFirst(CONTACT_ADDRESS_MAX),
  contactCheck('short'),
  contactCheck('invalid'),
).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({ decode: stored, encode: (value) => value }),
  ),
)

export const ContactForm = Schema.Struct({
  name: RequiredText(50, 2),
  phone: ContactAddress,
  message: RequiredMultiLineText(2000, 10),
})
export type ContactForm = typeof ContactForm.Type

export const StreamerApplicationForm = Schema.Struct({
  name: RequiredText(50, 2),
  phone: ContactAddress,
  twitch: OptionalText(200),
  discord: OptionalText(200),
  youtube: OptionalText(200),
  message: RequiredMultiLineText(2000, 10),
})
export type StreamerApplicationForm = typeof StreamerApplicationForm.Type

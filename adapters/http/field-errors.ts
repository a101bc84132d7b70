/**
 * 400 field errors of REST API v1 (`{wire_field: [message, ...]}`, Django REST framework's shape, in
 * the language of the URL) mapped back onto a form's fields, so the page shows them where it shows
 * its own validation. A message that is one of the dictionary's parameterless validation texts in
 * the request's language becomes its key again, with its parameters read back (`Minimum length is 3
 * characters` → `minLength {min: 3}`), and so follows a later language switch; any other becomes
 * `{ key: 'server', params: { text } }`, shown as the server wrote it.
 */
import { hasTag } from '#core/errors.ts'
import { FieldsRefused } from '#core/forms/form.machine.ts'
import { formKey } from '#core/http/wire-case.ts'
import type { Locale } from '#core/i18n/locale.ts'
import {
  type MessageRef,
  type TemplatePart,
  templateParts,
  VALIDATION_KEYS,
  type ValidationKey,
} from '#core/validation/message.ts'
import { validation as enValidation } from '#locales/en/flows.ts'
import { validation as ukValidation } from '#locales/uk/flows.ts'

const TEXTS: Readonly<Record<Locale, Readonly<Record<ValidationKey, string>>>> = {
  uk: ukValidation,
  en: enValidation,
}

interface Reading {
  readonly key: ValidationKey
  readonly parts: ReadonlyArray<TemplatePart>
}

/** Each message of `locale`, cut at its placeholders and plurals. */
const readings = (locale: Locale): ReadonlyArray<Reading> =>
  VALIDATION_KEYS.map((key) => ({ key, parts: templateParts(TEXTS[locale][key]) }))

/** The distinct texts a part may stand as at a point of a message: a literal, or a plural's forms. */
const textsOf = (part: TemplatePart | undefined): ReadonlyArray<string> =>
  part === undefined || part.kind === 'placeholder'
    ? []
    : part.kind === 'text'
      ? [part.text]
      : [...new Set(Object.values(part.forms))]

/**
 * The placeholders' values when `text` is the template of `parts` filled in (a plural in any of its
 * forms), else undefined. A value is at least one character and ends where the next part's text
 * first starts (at the very end for the last literal); read with `startsWith`/`indexOf`, trying each
 * form of a plural: linear in the text for the few plurals a message has.
 */
const readBack = (
  text: string,
  parts: ReadonlyArray<TemplatePart>,
  index = 0,
  at = 0,
): Record<string, string> | undefined => {
  const part = parts[index]
  if (part === undefined) return at === text.length ? {} : undefined
  if (part.kind !== 'placeholder') {
    for (const form of textsOf(part)) {
      if (!text.startsWith(form, at)) continue
      const rest = readBack(text, parts, index + 1, at + form.length)
      if (rest !== undefined) return rest
    }
    return undefined
  }
  const next = parts[index + 1]
  const ends =
    next === undefined
      ? [text.length]
      : next.kind === 'placeholder'
        ? [at + 1]
        : next.kind === 'text' && index + 2 === parts.length
          ? [text.endsWith(next.text) ? text.length - next.text.length : -1]
          : textsOf(next).map((form) => text.indexOf(form, at + 1))
  for (const end of ends) {
    if (end <= at) continue
    const rest = readBack(text, parts, index + 1, end)
    if (rest !== undefined) return { [part.name]: text.slice(at, end), ...rest }
  }
  return undefined
}

/** A field message from the server: a validation key, or `server` with the server's own `text`. */
export type ServerMessageRef = MessageRef<ValidationKey | 'server'>
export type ServerFieldErrors = Readonly<Record<string, ReadonlyArray<ServerMessageRef>>>

const lookups: Partial<Record<Locale, ReadonlyArray<Reading>>> = {}

/** A number where the text is one (`{min}`, `{max}`), so the page formats it like its own. */
const paramOf = (value: string): number | string => (/^\d+$/.test(value) ? Number(value) : value)

/** A server message as a message reference: its validation key when it is one, else `server`. */
export const messageRefOf = (text: string, locale: Locale): ServerMessageRef => {
  lookups[locale] ??= readings(locale)
  for (const { key, parts } of lookups[locale]) {
    const values = readBack(text, parts)
    if (values === undefined) continue
    const names = Object.keys(values)
    if (names.length === 0) return { key }
    return { key, params: Object.fromEntries(names.map((name) => [name, paramOf(values[name] ?? '')])) }
  }
  return { key: 'server', params: { text } }
}

/** The API's name for errors of the whole form. */
const NON_FIELD = 'non_field_errors'

/**
 * The field errors of a failed call, keyed by form field (`confirm_password` → `confirmPassword`,
 * `non_field_errors` → `_form`), or undefined when the failure is not a 400 with field errors (a
 * `{detail, code}` body such as `invalid_token`, a 429, a 500...).
 */
export const fieldErrorsOf = (error: unknown, locale: Locale): ServerFieldErrors | undefined => {
  if (!hasTag(error, 'ApiError') || error.status !== 400) return undefined
  const { body } = error
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const out: Record<string, ServerMessageRef[]> = {}
  for (const [field, messages] of Object.entries(body)) {
    if (!Array.isArray(messages)) continue
    const texts = messages.filter((text): text is string => typeof text === 'string')
    if (texts.length === 0) continue
    out[field === NON_FIELD ? '_form' : formKey(field)] = texts.map((text) => messageRefOf(text, locale))
  }
  return Object.keys(out).length > 0 ? out : undefined
}

/**
 * A composition root's `refine` (`FormWiring`): a 400 with field errors becomes core's
 * `FieldsRefused`, so the machine shows the messages next to their fields; any other failure stays.
 */
export const asFieldsRefused = (error: unknown, locale: Locale): unknown => {
  const fields = fieldErrorsOf(error, locale)
  return fields ? new FieldsRefused({ fields }) : error
}

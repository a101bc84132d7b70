/**
 * Validation and flow messages are translation keys with parameters, never English text: the UI
 * translates them at render time, so they follow the page language (spec §5). The keys match
 * `validation` in `locales/{uk,en}/flows.ts`.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'

export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'invalidEmail',
  'minLength',
  'maxLength',
  'noSpaces',
  'passwordsMatch',
  'phoneTooShort',
  'phoneInvalid',
  /** Neither an e-mail address nor a phone number with its country code (the inquiry forms). */
  'contactInvalid',
  'codeFormat',
  'incorrectCode',
  'pleaseWait',
  'termsRequired',
  'imageType',
  /** Where only PNG or JPG is taken (a match's screenshots). */
  'rasterImageType',
  'imageTooLarge',
  'imagePixels',
  /** An SVG over its own, lower size limit; one the server finds too complex to sanitise. */
  'svgTooLarge',
  'svgTooComplex',
  'invalidUrl',
  /** Control characters or lone surrogates in a text (a NUL above all). */
  'controlCharacters',
  /** Checked by the server only: taken values and a wrong current password. */
  'nicknameTaken',
  'wrongPassword',
  'emailTaken',
  'phoneTaken',
  /** A new password among the most common ones, or equal to the account's nickname, e-mail or phone. */
  'passwordCommon',
  'passwordLikeAccount',
  /** Teams, checked by the server only: a taken team name, a wrong join password, an unknown player. */
  'teamNameTaken',
  'wrongJoinPassword',
  'userNotFound',
] as const

/**
 * The console's own messages (staff only): outside the list above, which every form page ships to
 * recognise the server's codes, and with their texts in the console's namespace (`validation` of
 * `locales/{uk,en}/console`), so that no public page's first load carries them.
 */
export const CONSOLE_VALIDATION_KEYS = [
  /** A tournament's draft (`core/tournaments/draft-rules.ts`) and what only the server can check of it. */
  'registrationEndBeforeStart',
  'registrationAfterGames',
  'gamesEndBeforeStart',
  'entryFeeRequired',
  'entryFeeNotAllowed',
  'checkInOpensAfterCloses',
  'slugTaken',
  'partnerNotFound',
  'reasonRequired',
  /** A prize payout names a team that is not one of the tournament's. */
  'teamNotFound',
] as const

export type ValidationKey = (typeof VALIDATION_KEYS)[number] | (typeof CONSOLE_VALIDATION_KEYS)[number]

export type MessageParams = Readonly<Record<string, number | string>>

/** A message to translate: a key and its parameters (`{ key: 'minLength', params: { min: 8 } }`). */
export interface MessageRef<K extends string = ValidationKey> {
  readonly key: K
  readonly params?: MessageParams
}

export const message = <K extends string>(key: K, params?: MessageParams): MessageRef<K> =>
  params === undefined ? { key } : { key, params }

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
export type PluralForms = Readonly<Partial<Record<PluralCategory, string>>>

/**
 * A piece of a dictionary text: literal text, a `{name}`/`{name:type}` placeholder, or a `{{…|…}}`
 * plural of the placeholder it names (or of the one before it); `text` is the piece as written.
 */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly name: string; readonly text: string }
  | { readonly kind: 'plural'; readonly name: string; readonly forms: PluralForms; readonly text: string }

/**
 * typesafe-i18n's plural notation: one form is every count; two are one|other; three zero|one|other;
 * six zero|one|two|few|many|other, an empty form being absent (Ukrainian needs `|one||few|many|other`).
 */
const pluralForms = (body: string): PluralForms => {
  const entries = body.split('|').map((entry) => entry.trim())
  const names: ReadonlyArray<PluralCategory> =
    entries.length === 1
      ? ['other']
      : entries.length === 2
        ? ['one', 'other']
        : entries.length === 3
          ? ['zero', 'one', 'other']
          : ['zero', 'one', 'two', 'few', 'many', 'other']
  return Object.fromEntries(names.flatMap((name, index) => (entries[index] ? [[name, entries[index]]] : [])))
}

const PLACEHOLDER_NAME = /^\w+$/

/** `name` or `name:type`, both words: the inside of a placeholder, else undefined. */
const placeholderName = (inner: string): string | undefined => {
  const colon = inner.indexOf(':')
  const name = colon === -1 ? inner : inner.slice(0, colon)
  const type = colon === -1 ? '' : inner.slice(colon + 1)
  return PLACEHOLDER_NAME.test(name) && (colon === -1 || PLACEHOLDER_NAME.test(type)) ? name : undefined
}

/** `{{name:forms}}` or `{{forms}}` (of the placeholder before it), read from its inside. */
const pluralOf = (inner: string, previous: string): { name: string; forms: PluralForms } | undefined => {
  const colon = inner.indexOf(':')
  const name = colon === -1 ? previous : inner.slice(0, colon)
  if (colon !== -1 && !PLACEHOLDER_NAME.test(name)) return undefined
  return { name, forms: pluralForms(colon === -1 ? inner : inner.slice(colon + 1)) }
}

/**
 * The template cut at its placeholders and plurals; adjacent literal text is one part. A scan with
 * `indexOf` rather than a global regex, where each character is read a bounded number of times.
 */
export const templateParts = (template: string): ReadonlyArray<TemplatePart> => {
  const parts: TemplatePart[] = []
  let literal = ''
  let previous = ''
  let at = 0
  let close = 0
  // The first `}}` after the last `{{` looked at (-1 once there is none left): each found once.
  let pluralClose = 0
  // The last `{` before `pluralClose`: a `{{` before it has a brace inside, so is no plural.
  let lastOpenInside = -1
  const push = (part: TemplatePart, open: number, end: number) => {
    literal += template.slice(at, open)
    if (literal !== '') parts.push({ kind: 'text', text: literal })
    literal = ''
    parts.push(part)
    at = end
  }
  while (at < template.length) {
    const open = template.indexOf('{', at)
    if (open === -1) break
    if (template.startsWith('{{', open) && pluralClose !== -1) {
      if (pluralClose < open + 2) {
        pluralClose = template.indexOf('}}', open + 2)
        lastOpenInside = pluralClose === -1 ? -1 : template.lastIndexOf('{', pluralClose - 1)
      }
      const end = pluralClose
      const plural =
        end === -1 || lastOpenInside > open + 1
          ? undefined
          : pluralOf(template.slice(open + 2, end), previous)
      if (plural) {
        push({ kind: 'plural', ...plural, text: template.slice(open, end + 2) }, open, end + 2)
        continue
      }
    }
    // The first `}` after `open`: found again only once the last one is behind.
    if (close <= open) close = template.indexOf('}', open + 1)
    if (close === -1) break
    const reopen = template.indexOf('{', open + 1)
    if (reopen !== -1 && reopen < close) {
      // `{a{b}`: only the innermost brace can open a placeholder.
      literal += template.slice(at, reopen)
      at = reopen
      continue
    }
    const name = placeholderName(template.slice(open + 1, close))
    if (name === undefined) {
      // Not a placeholder: keep the brace as text and look again after it.
      literal += template.slice(at, open + 1)
      at = open + 1
      continue
    }
    previous = name
    push({ kind: 'placeholder', name, text: template.slice(open, close + 1) }, open, close + 1)
  }
  literal += template.slice(at)
  if (literal !== '') parts.push({ kind: 'text', text: literal })
  return parts
}

const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {}

/** The form of a plural for a count, by the language's rules (CLDR, as typesafe-i18n chooses it). */
export const pluralForm = (locale: Locale, forms: PluralForms, count: number): string => {
  pluralRules[locale] ??= new Intl.PluralRules(locale)
  const category = forms.zero !== undefined && count === 0 ? 'zero' : pluralRules[locale].select(count)
  const form = category === 'few' || category === 'many' ? (forms[category] ?? forms.other) : forms[category]
  return form ?? ''
}

/**
 * Fills `{name}` (en) and `{name:type}` (typesafe-i18n's base locale) with `params` and picks the
 * `{{…}}` plural forms for their counts in `locale`, for texts read outside typesafe-i18n (the
 * server's API and mail texts, toasts); a placeholder without a value is left as it is, so a missing
 * parameter shows up instead of vanishing.
 */
export const interpolate = (locale: Locale, text: string, params: MessageParams = {}): string =>
  templateParts(text)
    .map((part) => {
      if (part.kind === 'text' || !Object.hasOwn(params, part.name)) return part.text
      const value = params[part.name]
      return part.kind === 'placeholder' ? String(value) : pluralForm(locale, part.forms, Number(value))
    })
    .join('')

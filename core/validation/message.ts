/**
 * Validation and flow messages are translation keys with parameters, never English text: the UI
 * translates them at render time, so they follow the page language (spec §5). The keys match
 * `validation` in `locales/{uk,en}/flows.ts`.
 */
import type { Locale } from '#core/i18n/locale.ts'

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
  'codeFormat',
  'incorrectCode',
  'pleaseWait',
  'termsRequired',
  'imageType',
  'imageTooLarge',
  'imagePixels',
  'invalidUrl',
  /** Checked by the server only: taken values and a wrong current password. */
  'nicknameTaken',
  'wrongPassword',
  'emailTaken',
  'phoneTaken',
] as const

export type ValidationKey = (typeof VALIDATION_KEYS)[number]

export type MessageParams = Readonly<Record<string, number | string>>

/** A message to translate: a key and its parameters (`{ key: 'minLength', params: { min: 8 } }`). */
export interface MessageRef<K extends string = ValidationKey> {
  readonly key: K
  readonly params?: MessageParams
}

export const message = <K extends string>(key: K, params?: MessageParams): MessageRef<K> =>
  params === undefined ? { key } : { key, params }

/** A piece of a dictionary text: literal text, a `{name}` parameter, or a `{{…|…}}` plural. */
export type TextPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly source: string }
  | { readonly kind: 'plural'; readonly name: string; readonly forms: PluralForms; readonly source: string }

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
export type PluralForms = Readonly<Partial<Record<PluralCategory, string>>>

// `{{name:forms}}` or `{{forms}}` (the forms of the parameter before it), and `{name}`/`{name:type}`.
const TOKEN = /\{\{([^{}]*)\}\}|\{(\w+)(?::\w+)?\}/g

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

/** A dictionary text split into its literal text, parameters and plurals. */
export const textParts = (text: string): ReadonlyArray<TextPart> => {
  const parts: TextPart[] = []
  let last = 0
  let lastName = ''
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
    last = match.index + match[0].length
    const [source, plural, name] = match
    if (name !== undefined) {
      lastName = name
      parts.push({ kind: 'param', name, source })
    } else {
      const colon = (plural ?? '').indexOf(':')
      const forms = colon === -1 ? (plural ?? '') : (plural ?? '').slice(colon + 1)
      const pluralName = colon === -1 ? lastName : (plural ?? '').slice(0, colon)
      parts.push({ kind: 'plural', name: pluralName, forms: pluralForms(forms), source })
    }
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
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
  textParts(text)
    .map((part) => {
      if (part.kind === 'text') return part.text
      if (!Object.hasOwn(params, part.name)) return part.source
      const value = params[part.name]
      return part.kind === 'param' ? String(value) : pluralForm(locale, part.forms, Number(value))
    })
    .join('')

/**
 * Validation and flow messages are translation keys with parameters, never English text: the UI
 * translates them at render time, so they follow the page language (spec §5). The keys match
 * `validation` in `locales/{uk,en}/flows.ts`.
 */
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

/**
 * Fills `{name}` (en) and `{name:type}` (typesafe-i18n's base locale) with `params`, for texts read
 * outside typesafe-i18n (the server's API and mail texts, toasts); a placeholder without a value is
 * left as it is, so a missing parameter shows up instead of vanishing.
 */
export const interpolate = (text: string, params: MessageParams = {}): string =>
  templateParts(text)
    .map((part) =>
      part.kind === 'text'
        ? part.text
        : Object.hasOwn(params, part.name)
          ? String(params[part.name])
          : part.text,
    )
    .join('')

/** A piece of a message template: literal text, or a `{name}`/`{name:type}` placeholder (its `text` as written). */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly name: string; readonly text: string }

const PLACEHOLDER_NAME = /^\w+$/

/**
 * The template cut at its placeholders; adjacent literal text is one part. A scan with `indexOf`
 * rather than a global regex, where each character is read a bounded number of times.
 */
export const templateParts = (template: string): ReadonlyArray<TemplatePart> => {
  const parts: TemplatePart[] = []
  let literal = ''
  let at = 0
  let close = 0
  while (at < template.length) {
    const open = template.indexOf('{', at)
    if (open === -1) break
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
    const inner = template.slice(open + 1, close)
    const colon = inner.indexOf(':')
    const name = colon === -1 ? inner : inner.slice(0, colon)
    const type = colon === -1 ? '' : inner.slice(colon + 1)
    const isPlaceholder = PLACEHOLDER_NAME.test(name) && (colon === -1 || PLACEHOLDER_NAME.test(type))
    if (!isPlaceholder) {
      // Not a placeholder: keep the brace as text and look again after it.
      literal += template.slice(at, open + 1)
      at = open + 1
      continue
    }
    literal += template.slice(at, open)
    if (literal !== '') parts.push({ kind: 'text', text: literal })
    literal = ''
    parts.push({ kind: 'placeholder', name, text: template.slice(open, close + 1) })
    at = close + 1
  }
  literal += template.slice(at)
  if (literal !== '') parts.push({ kind: 'text', text: literal })
  return parts
}

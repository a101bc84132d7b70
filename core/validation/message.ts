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

/**
 * Fills `{name}` (en) and `{name:type}` (typesafe-i18n's base locale) with `params`, for texts read
 * outside typesafe-i18n (the server's API and mail texts, toasts); a placeholder without a value is
 * left as it is, so a missing parameter shows up instead of vanishing.
 */
export const interpolate = (text: string, params: MessageParams = {}): string =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )

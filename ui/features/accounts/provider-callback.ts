import { type Locale, localizePath } from '#core/shared/i18n/locale.ts'

/** Where a social sign-in returns: `{/en}/login/{provider}/callback?redirect={target}`. */
export const providerCallbackUrl = (provider: string, locale: Locale, target: string): string =>
  `${localizePath(`/login/${encodeURIComponent(provider)}/callback`, locale)}?redirect=${encodeURIComponent(target)}`

const NAMES: Readonly<Record<string, string>> = { discord: 'Discord', google: 'Google', twitch: 'Twitch' }

/** A provider's name for people, from its id in the URL (the providers the server knows). */
export const providerName = (id: string): string => NAMES[id] ?? id

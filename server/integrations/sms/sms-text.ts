import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import { mail as en } from '#locales/en/mail.ts'
import { mail as uk } from '#locales/uk/mail.ts'

const SMS_TEXTS: Readonly<Record<Locale, typeof uk.sms>> = { uk: uk.sms, en: en.sms }

/** The SMS that carries a sign-in or restore code, in the user's language (short: one SMS segment). */
export const smsCodeText = (locale: Locale, code: string): string =>
  interpolate(locale, SMS_TEXTS[locale].code, { code })

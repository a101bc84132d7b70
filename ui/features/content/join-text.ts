import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'

export interface Offered {
  /** The social sign-in providers configured, by name. */
  readonly providers: ReadonlyArray<string>
  /** Whether any community channel is configured (the contacts page lists them). */
  readonly hasChannels: boolean
}

/**
 * The about page's "join us" text says only what the running server offers: the social sign-in
 * providers configured ("Discord, Google or Twitch"), and where to write only when somewhere exists.
 */
export const joinText = (LL: Translator, locale: Locale, { providers, hasChannels }: Offered): string => {
  const texts = LL.documents.about.sections.join
  const signUp =
    providers.length > 0
      ? texts.signUpWithProviders({
          providers: new Intl.ListFormat(locale, { type: 'disjunction' }).format(providers),
        })
      : texts.signUp()
  return hasChannels ? `${signUp}\n\n${texts.contact()}` : signUp
}

import type { PageContextServer } from 'vike/types'
import { providerLinkResultOf } from '#core/accounts/provider-link.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { discordSectionHtml } from '#ui/features/profile/discord-html.ts'
import { oblastField } from '#ui/features/profile/oblast-field.ts'
import type { ProfileData } from '#ui/features/profile/profile.tsx'
import { telegramSectionHtml } from '#ui/features/profile/telegram-html.ts'

// Runs on the server (also for client navigations, which fetch its result): the profile is read in
// process, so the page comes with it, with or without JavaScript, and the browser loads no HTTP
// client to show it. The Telegram section comes as HTML the server rendered (ADR 0070), and only
// while the bot is configured.
export const data = async (pageContext: PageContextServer): Promise<ProfileData> => {
  const id = pageContext.user?.id
  const profile = id && pageContext.profileOf ? await pageContext.profileOf(id) : null
  const telegram = id && profile && pageContext.telegramOf ? await pageContext.telegramOf(id) : null
  const discord = id && profile && pageContext.discordOf ? await pageContext.discordOf(id) : null
  const action = `${localizePath('/profile', pageContext.locale)}${pageContext.keptQuery ?? ''}`
  return {
    profile,
    oblastField: oblastField(pageContext.locale),
    telegramHtml:
      telegram === null || profile === null
        ? null
        : telegramSectionHtml({
            locale: pageContext.locale,
            telegram,
            action,
            formToken: pageContext.formToken,
            hasEmail: profile.email !== '',
            posted: pageContext.postedForm?.telegram,
          }),
    discordHtml:
      discord === null
        ? null
        : discordSectionHtml({
            locale: pageContext.locale,
            discord,
            action,
            formToken: pageContext.formToken,
            posted: pageContext.postedForm?.discord,
            result: providerLinkResultOf(pageContext.urlParsed.search),
          }),
  }
}

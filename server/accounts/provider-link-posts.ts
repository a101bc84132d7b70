/**
 * The profile's Discord forms (ADR 0076): "Link Discord" sends the browser on Discord's round trip
 * (started here as its sign-in button would, so it works without JavaScript), which links the account
 * because the browser is signed in; "Unlink Discord" forgets the link while another way to sign in is
 * left. The steps every profile form takes are `server/profile/form-posts.ts`'s.
 */
import { DISCORD_INTENTS, type DiscordLinkPosted, LINKABLE_PROVIDER } from '#core/accounts/provider-link.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import type { ProfileSectionForms } from '#server/profile/index.ts'
import type { AuthService } from './authjs/authjs.ts'
import type { ProviderLinks } from './provider-links.ts'

const PROFILE_PAGE = '/profile'

const posted = (discord: DiscordLinkPosted) => ({ discord })

export const discordProfileForms = (deps: {
  readonly auth: Pick<AuthService, 'startProviderRoundTrip'>
  readonly links: Pick<ProviderLinks, 'unlink'>
}): ProfileSectionForms => ({
  intents: Object.values(DISCORD_INTENTS),
  expired: posted({ outcome: 'refused', reason: 'expired' }),
  async answer({ request, userId, intent, locale, again }) {
    if (intent === DISCORD_INTENTS.link)
      return deps.auth.startProviderRoundTrip(request, LINKABLE_PROVIDER, localizePath(PROFILE_PAGE, locale))
    const unlinked = await deps.links.unlink(userId, LINKABLE_PROVIDER)
    if (unlinked === 'unlinked') return again(200, posted({ outcome: 'unlinked' }))
    return again(409, posted({ outcome: 'refused', reason: unlinked }))
  },
})

/**
 * The profile's Discord forms (ADR 0076): "Link Discord" sends the browser on Discord's round trip
 * (started here as its sign-in button would, so it works without JavaScript), which links the account
 * because the browser is signed in; "Unlink Discord" forgets the link while another way to sign in is
 * left. Posted to the profile's own address with an `intent`, like the Telegram section's forms; the
 * steps every such form takes are `server/platform/http/form-posts.ts`'s.
 */
import { DISCORD_INTENTS, type DiscordLinkPosted, LINKABLE_PROVIDER } from '#core/accounts/provider-link.ts'
import { PROFILE_INTENT_FIELD } from '#core/shared/forms/posted-form.ts'
import { localizePath, splitLocale } from '#core/shared/i18n/locale.ts'
import {
  createFormAnswers,
  type FormPosts,
  type RenderPosted,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import type { AuthService } from './authjs/authjs.ts'
import type { ProviderLinks } from './provider-links.ts'

const PROFILE_PAGE = '/profile'
/** An intent and a token: a few hundred bytes. */
const MAX_BODY_BYTES = 4 * 1024

export const createProviderLinkPosts = (deps: {
  readonly auth: Pick<AuthService, 'startProviderRoundTrip'>
  readonly links: Pick<ProviderLinks, 'unlink'>
  /** The signed-in account of a request (its session), or undefined for a guest. */
  readonly userOf: (request: Request) => Promise<string | undefined>
  readonly tokens: FormTokens
  readonly renderPage: RenderPosted
}): FormPosts => {
  const forms = createFormAnswers(deps)
  return {
    async answer(request) {
      const { pathname } = new URL(request.url)
      const { locale, path } = splitLocale(pathname)
      if (path !== PROFILE_PAGE) return undefined
      // Read from a copy: the profile's other sections' forms read the request itself after this.
      const form = await forms.read(request.clone(), MAX_BODY_BYTES)
      if (form instanceof Response) return form
      const intent = form.body.get(PROFILE_INTENT_FIELD)
      if (intent !== DISCORD_INTENTS.link && intent !== DISCORD_INTENTS.unlink) return undefined
      const again = (status: number, discord: DiscordLinkPosted) =>
        forms.again(request, pathname, status, { discord })
      const userId = await deps.userOf(request)
      if (userId === undefined)
        return seeOther(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(pathname)}`)
      // V3.5.1: only a form of this site's page, sent from a browser that holds its cookie.
      if (!form.genuine) return again(403, { outcome: 'refused', reason: 'expired' })
      if (intent === DISCORD_INTENTS.link)
        return deps.auth.startProviderRoundTrip(
          request,
          LINKABLE_PROVIDER,
          localizePath(PROFILE_PAGE, locale),
        )
      const unlinked = await deps.links.unlink(userId, LINKABLE_PROVIDER)
      if (unlinked === 'unlinked') return again(200, { outcome: 'unlinked' })
      return again(409, { outcome: 'refused', reason: unlinked })
    },
  }
}

/**
 * The profile's Telegram forms (ADR 0070): "Link Telegram", "Unlink" and the choices of how each kind
 * of notification comes, posted by the browser itself to the profile's own address (`/profile`,
 * `/en/profile`) with an `intent`, with or without JavaScript. The steps every such form takes (its
 * body, the request-forgery token) are `server/platform/http/form-posts.ts`'s; here: the signed-in
 * account (a guest is sent to sign in), the use case, and the page rendered again with what came of
 * it. The link is shown in that answer only: nothing of it goes into an address.
 */
import { Schema } from 'effect'
import { NotificationChoicesForm } from '#core/notifications/notifications.schema.ts'
import { NOTIFICATION_KINDS, type NotificationChoices } from '#core/notifications/notifications.ts'
import { TELEGRAM_INTENTS, type TelegramPosted } from '#core/notifications/profile-telegram.ts'
import { PROFILE_INTENT_FIELD } from '#core/shared/forms/posted-form.ts'
import { localizePath, splitLocale } from '#core/shared/i18n/locale.ts'
import {
  createFormAnswers,
  type FormPosts,
  type RenderPosted,
  seeOther,
} from '#server/platform/http/form-posts.ts'
import type { FormTokens } from '#server/platform/http/form-token.ts'
import type { RateLimiter, RateRule } from '#server/platform/rate-limiter.ts'
import type { NotificationPreferences } from './preferences.ts'
import type { TelegramLinks } from './telegram-links.ts'

const PROFILE_PAGE = '/profile'
/** An intent and four choices: a few hundred bytes; nothing larger is held. */
const MAX_BODY_BYTES = 4 * 1024
/** Links a player may make in an hour: each retires the one before, so more is only noise. */
export const LINKS_PER_HOUR: RateRule = { max: 10, windowSeconds: 60 * 60 }

/** Every kind's choice from the form, or undefined when one is missing or unknown. */
const decodeChoices = Schema.decodeUnknownOption(NotificationChoicesForm)
const choicesOf = (body: URLSearchParams): NotificationChoices | undefined => {
  const choices = decodeChoices(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, body.get(kind)])))
  return choices._tag === 'Some' ? choices.value : undefined
}

export const createTelegramFormPosts = (deps: {
  readonly links: Pick<TelegramLinks, 'start' | 'unlink'>
  readonly preferences: Pick<NotificationPreferences, 'save'>
  readonly limiter: RateLimiter
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
      const form = await forms.read(request, MAX_BODY_BYTES)
      if (form instanceof Response) return form
      const intent = form.body.get(PROFILE_INTENT_FIELD)
      // The profile's other forms are the browser's script's: their posts stay refused as before.
      if (!Object.values<string | null>(TELEGRAM_INTENTS).includes(intent)) return undefined
      const again = (status: number, telegram: TelegramPosted) =>
        forms.again(request, pathname, status, { telegram })
      const userId = await deps.userOf(request)
      if (userId === undefined)
        return seeOther(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(pathname)}`)
      // V3.5.1: only a form of this site's page, sent from a browser that holds its cookie.
      if (!form.genuine) return again(403, { outcome: 'refused', reason: 'expired' })
      switch (intent) {
        case TELEGRAM_INTENTS.link: {
          const allowed = await deps.limiter.hit(`telegram-link:user:${userId}`, [LINKS_PER_HOUR])
          if (!allowed.allowed) return again(429, { outcome: 'refused', reason: 'throttled' })
          const link = await deps.links.start(userId)
          return again(200, { outcome: 'link', url: link.url, expiresAt: link.expiresAt.toISOString() })
        }
        case TELEGRAM_INTENTS.unlink:
          await deps.links.unlink(userId)
          return again(200, { outcome: 'unlinked' })
        default: {
          const choices = choicesOf(form.body)
          if (!choices) return again(400, { outcome: 'refused', reason: 'invalid' })
          const saved = await deps.preferences.save(userId, choices)
          if (saved === 'not_linked') return again(409, { outcome: 'refused', reason: 'not_linked' })
          return again(200, { outcome: 'saved' })
        }
      }
    },
  }
}

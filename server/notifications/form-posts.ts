/**
 * The profile's Telegram forms (ADR 0070): "Link Telegram", "Unlink" and the choices of how each kind
 * of notification comes, posted by the browser itself to the profile's own address (`/profile`,
 * `/en/profile`) with an `intent`, with or without JavaScript. The steps every profile form takes
 * (its body, the request-forgery token, the signed-in account) are `server/profile/form-posts.ts`'s;
 * here: the use case, and the page rendered again with what came of it. The link is shown in that
 * answer only: nothing of it goes into an address.
 */
import { Schema } from 'effect'
import { NotificationChoicesForm } from '#core/notifications/notifications.schema.ts'
import { NOTIFICATION_KINDS, type NotificationChoices } from '#core/notifications/notifications.ts'
import { TELEGRAM_INTENTS, type TelegramPosted } from '#core/notifications/profile-telegram.ts'
import type { RateLimiter, RateRule } from '#server/platform/rate-limiter.ts'
import type { ProfileSectionForms } from '#server/profile/index.ts'
import type { NotificationPreferences } from './preferences.ts'
import type { TelegramLinks } from './telegram-links.ts'

/** Links a player may make in an hour: each retires the one before, so more is only noise. */
export const LINKS_PER_HOUR: RateRule = { max: 10, windowSeconds: 60 * 60 }

/** Every kind's choice from the form, or undefined when one is missing or unknown. */
const decodeChoices = Schema.decodeUnknownOption(NotificationChoicesForm)
const choicesOf = (body: URLSearchParams): NotificationChoices | undefined => {
  const choices = decodeChoices(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, body.get(kind)])))
  return choices._tag === 'Some' ? choices.value : undefined
}

const posted = (telegram: TelegramPosted) => ({ telegram })

export const telegramProfileForms = (deps: {
  readonly links: Pick<TelegramLinks, 'start' | 'unlink'>
  readonly preferences: Pick<NotificationPreferences, 'save'>
  readonly limiter: RateLimiter
}): ProfileSectionForms => ({
  intents: Object.values(TELEGRAM_INTENTS),
  expired: posted({ outcome: 'refused', reason: 'expired' }),
  async answer({ userId, intent, body, again }) {
    switch (intent) {
      case TELEGRAM_INTENTS.link: {
        const allowed = await deps.limiter.hit(`telegram-link:user:${userId}`, [LINKS_PER_HOUR])
        if (!allowed.allowed) return again(429, posted({ outcome: 'refused', reason: 'throttled' }))
        const link = await deps.links.start(userId)
        return again(200, posted({ outcome: 'link', url: link.url, expiresAt: link.expiresAt.toISOString() }))
      }
      case TELEGRAM_INTENTS.unlink:
        await deps.links.unlink(userId)
        return again(200, posted({ outcome: 'unlinked' }))
      default: {
        const choices = choicesOf(body)
        if (!choices) return again(400, posted({ outcome: 'refused', reason: 'invalid' }))
        const saved = await deps.preferences.save(userId, choices)
        if (saved === 'not_linked') return again(409, posted({ outcome: 'refused', reason: 'not_linked' }))
        return again(200, posted({ outcome: 'saved' }))
      }
    }
  },
})

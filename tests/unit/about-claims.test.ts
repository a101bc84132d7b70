/**
 * The about page promises only what the running configuration offers: social sign-in by the
 * providers configured, and a way to write to us only when a community channel is configured.
 */
import { describe, expect, it } from 'vitest'
import enDocuments from '#locales/en/documents/index.ts'
import enBase from '#locales/en/index.ts'
import ukDocuments from '#locales/uk/documents/index.ts'
import ukBase from '#locales/uk/index.ts'
import { joinText } from '#ui/features/content/join-text.ts'
import { registerDictionary, translate } from '#ui/shared/i18n/i18n.tsx'

registerDictionary('uk', { ...ukBase, documents: ukDocuments })
registerDictionary('en', { ...enBase, documents: enDocuments })

describe('the about page\'s "join us"', () => {
  it('without social sign-in or community channels names phone and e-mail only, and no address', () => {
    const uk = joinText(translate('uk'), 'uk', { providers: [], hasChannels: false })
    expect(uk).toBe(
      'Зареєструватися можна з 14 років: за номером телефону з SMS-кодом або через e-mail. Заповніть профіль, знайдіть свою команду — і до зустрічі на турнірі.',
    )
    const en = joinText(translate('en'), 'en', { providers: [], hasChannels: false })
    expect(en).not.toMatch(/Discord|Google|Twitch|Write to us/)
    expect(en).toContain('phone number and an SMS code or with your e-mail')
  })

  it('names exactly the providers configured', () => {
    expect(joinText(translate('uk'), 'uk', { providers: ['Google'], hasChannels: false })).toContain(
      'через e-mail або за допомогою акаунта Google.',
    )
    expect(
      joinText(translate('uk'), 'uk', { providers: ['Discord', 'Google', 'Twitch'], hasChannels: false }),
    ).toContain('за допомогою акаунта Discord, Google або Twitch.')
    expect(
      joinText(translate('en'), 'en', { providers: ['Discord', 'Twitch'], hasChannels: false }),
    ).toContain('or with your Discord or Twitch account.')
  })

  it('invites questions only where there is somewhere to write', () => {
    expect(joinText(translate('uk'), 'uk', { providers: [], hasChannels: true })).toMatch(
      /\n\nМаєте запитання чи ідеї\? Пишіть нам у наших спільнотах/,
    )
    expect(joinText(translate('en'), 'en', { providers: [], hasChannels: true })).toMatch(
      /\n\nGot a question or an idea\? Write to us in our community channels/,
    )
  })
})

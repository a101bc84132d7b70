/**
 * core's Notifier as toasts (spec §8, §9): the message key is translated with the flow texts of the
 * page's language (`locales/{uk,en}/flows.ts`, loaded with the first toast) and shown through the
 * lazily loaded react-toastify container.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Notifier } from '#core/shared/ports/notifier.ts'
import { interpolate, type MessageRef } from '#core/shared/validation/message.ts'
import { showToast } from './toasts.tsx'

type Texts = Readonly<Record<string, string>>
type FlowTexts = { readonly validation: Texts; readonly flows: { readonly messages: Texts } }

const loaders: Record<Locale, () => Promise<FlowTexts>> = {
  uk: () => import('#locales/uk/flows.ts'),
  en: () => import('#locales/en/flows.ts'),
}

/** A flow or validation message in a language, as a toast shows it. */
export const flowText = async (locale: Locale, message: MessageRef<string>): Promise<string> => {
  const texts = await loaders[locale]()
  const text = texts.flows.messages[message.key] ?? texts.validation[message.key] ?? message.key
  return interpolate(locale, text, message.params)
}

export const createToastNotifier = (locale: Locale): Notifier => ({
  notify({ kind, message }) {
    void flowText(locale, message).then((text) => showToast(kind, text))
  },
})

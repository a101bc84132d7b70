/**
 * core's Notifier as toasts (spec §8, §9): the message key is translated with the flow texts of the
 * page's language (`locales/{uk,en}/flows.ts`, loaded with the first toast), or the console's for its
 * own keys, and shown through the lazily loaded react-toastify container.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Notifier } from '#core/shared/ports/notifier.ts'
import { interpolate, type MessageRef } from '#core/shared/validation/message.ts'
import { showToast } from './toasts.tsx'

type Texts = Readonly<Record<string, string>>
type FlowTexts = { readonly validation: Texts; readonly flows: { readonly messages: Texts } }
type ConsoleTexts = { readonly default: { readonly validation: Texts; readonly messages: Texts } }

const loaders: Record<Locale, () => Promise<FlowTexts>> = {
  uk: () => import('#locales/uk/flows.ts'),
  en: () => import('#locales/en/flows.ts'),
}
// The console's own toasts and field messages: loaded only for a key the flows do not know.
const consoleLoaders: Record<Locale, () => Promise<ConsoleTexts>> = {
  uk: () => import('#locales/uk/console/index.ts'),
  en: () => import('#locales/en/console/index.ts'),
}

/** A flow, validation or console message in a language, as a toast shows it. */
export const flowText = async (locale: Locale, message: MessageRef<string>): Promise<string> => {
  const texts = await loaders[locale]()
  const text =
    texts.flows.messages[message.key] ??
    texts.validation[message.key] ??
    (await consoleLoaders[locale]().then(({ default: console }) =>
      Object.hasOwn(console.messages, message.key)
        ? console.messages[message.key]
        : console.validation[message.key],
    )) ??
    message.key
  return interpolate(locale, text, message.params)
}

export const createToastNotifier = (locale: Locale): Notifier => ({
  notify({ kind, message }) {
    void flowText(locale, message).then((text) => showToast(kind, text))
  },
})

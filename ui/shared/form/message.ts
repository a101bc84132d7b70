/**
 * Core hands the UI messages as keys with parameters (`MessageRef`), never as text: a validation
 * key (`#core/shared/validation/message.ts`) or a flow message key (`#core/shared/messages.ts`). They are
 * translated here, at render time, so a shown error follows the page's language (spec §5); the API's
 * field errors arrive as the same keys (`code` and `params` on the wire). The one exception is
 * `{ key: 'server', params: { text } }`: a code this build has no text for, shown as the server wrote it.
 */
import type { MessageRef } from '#core/shared/validation/message.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'

/** Any message core may return: validation keys and flow keys share one namespace of texts. */
export type AnyMessage = MessageRef<string>

const textOf = (group: object, ref: AnyMessage): string | undefined => {
  if (!Object.hasOwn(group, ref.key)) return undefined
  const text: unknown = Reflect.get(group, ref.key)
  // A translation function of typesafe-i18n: it reads the parameters it knows and ignores others.
  return typeof text === 'function' ? String(Reflect.apply(text, undefined, [ref.params ?? {}])) : undefined
}

/**
 * The text of a message in the current language. Needs the `account` namespace, where the
 * validation and flow texts live (and, for the console's keys, the `console` namespace); an unknown
 * key reads as 'Something went wrong'.
 */
export const translateMessage = (LL: Translator, ref: AnyMessage): string =>
  // A server message with a code this build does not know (`messageRefOf`): shown as it came.
  (ref.key === 'server' && typeof ref.params?.text === 'string' ? ref.params.text : undefined) ??
  textOf(LL.account.validation, ref) ??
  textOf(LL.account.flows.messages, ref) ??
  // The console's own messages, found only where its namespace is loaded (its pages).
  textOf(LL.console.validation, ref) ??
  textOf(LL.console.messages, ref) ??
  LL.account.flows.messages.somethingWentWrong()

type Messages = Readonly<Record<string, ReadonlyArray<AnyMessage>>>

/** A field's messages: core's validation first, then what only the server could tell. */
export const fieldMessages = (
  context: { readonly fieldErrors: Messages; readonly serverErrors: Messages },
  field: string,
): ReadonlyArray<AnyMessage> => [
  ...(context.fieldErrors[field] ?? []),
  ...(context.serverErrors[field] ?? []),
]

/** The message about the whole form: the flow's, or the server's errors of no one field (`_form`). */
export const formMessage = (context: {
  readonly error: AnyMessage | null
  readonly serverErrors: Messages
}): AnyMessage | null => context.error ?? context.serverErrors._form?.[0] ?? null

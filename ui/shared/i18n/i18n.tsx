/**
 * The one module of the UI that knows typesafe-i18n (design.md: the library is unmaintained upstream,
 * so pages only see `useI18n()`/`translate()` and it can be replaced here alone). It keeps its own
 * dictionary store rather than the generated i18n-util, whose locale detection and dictionary merging
 * the pages do not need (ADR 0004).
 */
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import { i18nObject } from 'typesafe-i18n'
import { type Locale, splitLocale } from '#core/shared/i18n/locale.ts'
import { initFormatters } from '#locales/formatters.ts'
import type { Formatters, Namespaces, TranslationFunctions, Translations } from '#locales/i18n-types.ts'

export type Translator = TranslationFunctions

type Dictionary = Omit<Translations, Namespaces> & Partial<Pick<Translations, Namespaces>>

// One chunk per language and per namespace: a page downloads only the texts it shows.
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  uk: () => import('#locales/uk/index.ts'),
  en: () => import('#locales/en/index.ts'),
}
const namespaceLoaders: Record<Locale, Record<Namespaces, () => Promise<{ default: unknown }>>> = {
  uk: {
    account: () => import('#locales/uk/account/index.ts'),
    auth: () => import('#locales/uk/auth/index.ts'),
    community: () => import('#locales/uk/community/index.ts'),
    console: () => import('#locales/uk/console/index.ts'),
    disputes: () => import('#locales/uk/disputes/index.ts'),
    documents: () => import('#locales/uk/documents/index.ts'),
    inbox: () => import('#locales/uk/inbox/index.ts'),
    landing: () => import('#locales/uk/landing/index.ts'),
    myTournaments: () => import('#locales/uk/myTournaments/index.ts'),
    news: () => import('#locales/uk/news/index.ts'),
    streamers: () => import('#locales/uk/streamers/index.ts'),
    tournament: () => import('#locales/uk/tournament/index.ts'),
  },
  en: {
    account: () => import('#locales/en/account/index.ts'),
    auth: () => import('#locales/en/auth/index.ts'),
    community: () => import('#locales/en/community/index.ts'),
    console: () => import('#locales/en/console/index.ts'),
    disputes: () => import('#locales/en/disputes/index.ts'),
    documents: () => import('#locales/en/documents/index.ts'),
    inbox: () => import('#locales/en/inbox/index.ts'),
    landing: () => import('#locales/en/landing/index.ts'),
    myTournaments: () => import('#locales/en/myTournaments/index.ts'),
    news: () => import('#locales/en/news/index.ts'),
    streamers: () => import('#locales/en/streamers/index.ts'),
    tournament: () => import('#locales/en/tournament/index.ts'),
  },
}

const dictionaries: Partial<Record<Locale, Dictionary>> = {}

/** The rendered providers, told when a namespace arrives after the page rendered (see `useI18n`). */
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The server registers every dictionary up front (see ui/+onBeforeRenderHtml.ts). */
export const registerDictionary = (locale: Locale, dictionary: object): void => {
  // The dictionary files are type-checked against the generated types where they are written.
  dictionaries[locale] = dictionary as Dictionary
}

/** Loads a language's base dictionary; resolves at once when it is there. */
export const ensureLocale = async (locale: Locale): Promise<void> => {
  if (!dictionaries[locale]) dictionaries[locale] = (await loaders[locale]()).default as Dictionary
}

/** Loads a namespace of texts that only some pages show ('documents', 'news'). */
export const ensureNamespace = async (locale: Locale, namespace: Namespaces): Promise<void> => {
  await ensureLocale(locale)
  const current = dictionaries[locale] as Dictionary
  if (current[namespace]) return
  const texts = (await namespaceLoaders[locale][namespace]()).default
  // A new object, so that components memoised on the dictionary see the added texts; read again after
  // the wait, so that namespaces loaded side by side do not drop each other.
  dictionaries[locale] = { ...(dictionaries[locale] ?? current), [namespace]: texts }
  for (const listener of listeners) listener()
}

const formatters: Record<Locale, Formatters> = { uk: initFormatters('uk'), en: initFormatters('en') }

export const translate = (locale: Locale): Translator =>
  i18nObject<Locale, Translations, TranslationFunctions, Formatters>(
    locale,
    (dictionaries[locale] ?? {}) as Translations,
    formatters[locale],
  )

interface I18nValue {
  readonly locale: Locale
  readonly LL: Translator
}

const I18nContext = createContext<I18nValue | null>(null)

/**
 * A page may load a namespace when it first needs it, after it rendered (My tournaments: the account's
 * messages with the first use of a team's card): the provider reads the store, so its texts follow.
 */
export const I18nProvider = ({ locale, children }: { locale: Locale; children: ReactNode }) => {
  const read = () => dictionaries[locale]
  const dictionary = useSyncExternalStore(subscribe, read, read)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `dictionary` stands for the loaded texts
  const value = useMemo(() => ({ locale, LL: translate(locale) }), [locale, dictionary])
  return <I18nContext value={value}>{children}</I18nContext>
}

export const useI18n = (): I18nValue => {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n() needs an <I18nProvider> above it')
  return value
}

/** For `+title.ts` / `+description.ts`: a head setting read from the page's dictionary. */
export const fromDictionary =
  (select: (LL: Translator) => string) =>
  (pageContext: { locale: Locale }): string =>
    select(translate(pageContext.locale))

/** A page's `+onBeforeRenderClient`: loads the namespace its texts live in before it renders. */
export const loadsNamespace =
  (namespace: Namespaces) =>
  (pageContext: { locale?: Locale; urlParsed: { pathname: string } }): Promise<void> =>
    ensureNamespace(pageContext.locale ?? splitLocale(pageContext.urlParsed.pathname).locale, namespace)

/** A page's hook that loads several namespaces side by side before it renders. */
export const loadsNamespaces =
  (...namespaces: ReadonlyArray<Namespaces>) =>
  async (pageContext: { locale?: Locale; urlParsed: { pathname: string } }): Promise<void> => {
    await Promise.all(namespaces.map((namespace) => loadsNamespace(namespace)(pageContext)))
  }

/**
 * The account's texts on My tournaments (field and flow messages, the removal's question): shown only
 * once a team card's machines run, so they load with them, not with the page. Once loaded, a language
 * switch loads them in the new language before the page renders again (its `+onBeforeRenderClient`).
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import { ensureNamespace, loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

let wanted = false

/** Loads the account's texts in the page's language (with a card's machines). */
export const loadAccountTexts = (locale: Locale): Promise<void> => {
  wanted = true
  return ensureNamespace(locale, 'account')
}

/** What a page's `+onBeforeRenderClient` is given that the texts' loaders read. */
type PageContextLike = Parameters<ReturnType<typeof loadsNamespace>>[0]

/** The page's hook: the account's texts too, once a card has used them. */
export const loadsAccountTextsIfUsed = (pageContext: PageContextLike): Promise<void> =>
  wanted ? loadsNamespace('account')(pageContext) : Promise.resolve()

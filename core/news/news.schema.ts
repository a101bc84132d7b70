/**
 * News and cases (spec §3): what a public item is, shared by the server, the API and the pages. An item
 * is addressed by its slug id (`/news/{id}`); its texts are written in Ukrainian, English or both, and
 * a page shows the other language (marked with its `lang`) when its own is not written.
 */
import { Schema } from 'effect'
import { LOCALES } from '#core/shared/i18n/locale.ts'
import { type NewsCategory as Category, NEWS_CATEGORIES, NEWS_TABS, type NewsTab as Tab } from './tabs.ts'

export { NEWS_CATEGORIES, NEWS_TABS } from './tabs.ts'
export type NewsCategory = Category
export const NewsCategory = Schema.Literals(NEWS_CATEGORIES)
export type NewsTab = Tab
export const NewsTab = Schema.Literals(NEWS_TABS)

export const NEWS_STATUSES = ['draft', 'published'] as const
export type NewsStatus = (typeof NEWS_STATUSES)[number]

/** Items per page of the list, and the most a client may ask for. */
export const NEWS_PAGE_SIZE = { default: 9, max: 50 } as const
/** Pages beyond this are refused rather than scanned. */
export const NEWS_PAGE_MAX = 1000

export const NEWS_ID_MAX = 100
/** Lowercase letters, digits and single hyphens between them (the length is checked first). */
export const NEWS_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u
export const NewsId = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(NEWS_ID_MAX),
  Schema.isPattern(NEWS_ID_PATTERN),
)

export const NEWS_TITLE_MAX = 160
export const NEWS_SUMMARY_MAX = 400
export const NEWS_BODY_MAX = 40_000

const Lang = Schema.Literals(LOCALES)

/** A cover as the pages show it: a same-origin `/media/…` URL with its intrinsic size. */
export const NewsCover = Schema.Struct({
  url: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
})
export type NewsCover = typeof NewsCover.Type

/** A published item in a list: a card on `/news`, the landing page and "more items". */
export const NewsCard = Schema.Struct({
  id: Schema.String,
  category: NewsCategory,
  /** The item's language for this page: its title, summary and body are all in it. */
  lang: Lang,
  title: Schema.String,
  summary: Schema.String,
  /** ISO instant. */
  published_at: Schema.String,
  cover: Schema.NullOr(NewsCover),
})
export type NewsCard = typeof NewsCard.Type

/** A published item in full: its body in Markdown, in the card's language. */
export const NewsArticle = Schema.Struct({
  ...NewsCard.fields,
  body: Schema.String,
  /** ISO instant of the last change. */
  updated_at: Schema.String,
  /** The languages the item is written in. */
  languages: Schema.Array(Lang),
})
export type NewsArticle = typeof NewsArticle.Type

/** One page of the list. */
export const NewsPage = Schema.Struct({
  count: Schema.Int,
  results: Schema.Array(NewsCard),
})
export type NewsPage = typeof NewsPage.Type

const Written = (max: number) => Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(max))

/** One language of an item as the organiser writes it: all three texts, or the language is absent. */
export const NewsTexts = Schema.Struct({
  title: Written(NEWS_TITLE_MAX),
  summary: Written(NEWS_SUMMARY_MAX),
  body: Written(NEWS_BODY_MAX),
})
export type NewsTexts = typeof NewsTexts.Type

/** What the organiser console sends to create an item (its cover goes through the upload pipeline). */
export const NewsItemInput = Schema.Struct({
  id: NewsId,
  category: NewsCategory,
  uk: Schema.NullOr(NewsTexts),
  en: Schema.NullOr(NewsTexts),
})
export type NewsItemInput = typeof NewsItemInput.Type

/** A change: the fields given replace the stored ones (`null` removes a language). */
export const NewsItemChanges = Schema.Struct({
  category: Schema.optional(NewsCategory),
  uk: Schema.optional(Schema.NullOr(NewsTexts)),
  en: Schema.optional(Schema.NullOr(NewsTexts)),
})
export type NewsItemChanges = typeof NewsItemChanges.Type

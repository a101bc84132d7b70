/**
 * The categories of news items (spec §3) and the list's tabs, without schemas: the browser's list page
 * reads these and must not pull in the schema library.
 */
export const NEWS_CATEGORIES = ['news', 'cases'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

/** The list's tabs in their order on the page: every item, then each category. */
export const NEWS_TABS = ['all', 'cases', 'news'] as const satisfies ReadonlyArray<'all' | NewsCategory>
export type NewsTab = (typeof NEWS_TABS)[number]

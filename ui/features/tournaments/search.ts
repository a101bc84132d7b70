/** The longest search a page passes on; a longer query is cut, never an error page. */
export const MAX_SEARCH_LENGTH = 100

/** A `?search=` value as a page uses it: trimmed, at most `MAX_SEARCH_LENGTH` characters, '' when absent. */
export const searchQuery = (value: string | undefined): string =>
  (value ?? '')
    .slice(0, MAX_SEARCH_LENGTH * 2)
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)

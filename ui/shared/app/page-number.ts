/** The highest `?page=` a list answers; further pages are not worth a query. */
const MAX_PAGE = 1000

/** A list's `?page=` as a page number: a whole number from 1 (at most 1000); anything else is the first page. */
export const pageNumber = (value: string | undefined): number => {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return 1
  return Math.min(Math.max(Number(value), 1), MAX_PAGE)
}

/**
 * After a client navigation to another page, focus moves to the new page's heading and a live region
 * says its title, as a full page load would let a screen reader start from the top (WCAG 2.4.3). A
 * navigation that keeps the page (a tournament's tabs, a list's filters or its next page) keeps the
 * focus where the user left it: the page is the same when its heading reads the same.
 */

/** The live region `focusNewPage` speaks through; the layout renders it once, empty. */
export const PAGE_ANNOUNCER_ID = 'page-announcer'

let shownHeading: string | undefined

const headingOf = (document: Document): HTMLElement | null =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')

/** Called after every render of a page, the first one (hydration) included. */
export const focusNewPage = (document: Document, { isHydration }: { isHydration: boolean }): void => {
  const heading = headingOf(document)
  const text = heading?.textContent?.trim() ?? ''
  const previous = shownHeading
  shownHeading = text
  if (isHydration || heading === null || text === previous) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  // The scroll position is Vike's to set (the top, or where the user was on Back).
  heading.focus({ preventScroll: true })
  const announcer = document.getElementById(PAGE_ANNOUNCER_ID)
  if (announcer) announcer.textContent = document.title
}

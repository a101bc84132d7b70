/**
 * After a change that moves a card out of My tournaments (the user left a team, answered an
 * invitation), the page's data is read again at the same address and scroll: the lists show what the
 * server now holds.
 */
export const readPageAgain = (): void => {
  const here = `${window.location.pathname}${window.location.search}`
  void import('vike/client/router').then(({ navigate }) =>
    navigate(here, { keepScrollPosition: true, overwriteLastHistoryEntry: true }),
  )
}

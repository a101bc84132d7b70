import { useEffect, useRef } from 'react'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { TOURNAMENT_TABS, type TournamentTab, tournamentTabPath } from './tabs.ts'

/**
 * The tabs as links to their own URLs; the current one says so with `aria-current`. On a narrow
 * screen they scroll sideways in one row, and the current one is brought into view.
 */
export const TournamentTabs = ({
  tournamentKey,
  current,
}: {
  tournamentKey: string
  current: TournamentTab
}) => {
  const { LL } = useI18n()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const box = list.current
    const tab = box?.children[TOURNAMENT_TABS.indexOf(current)]
    if (!box || !tab) return
    const shown = box.getBoundingClientRect()
    const { left, right } = tab.getBoundingClientRect()
    if (left < shown.left || right > shown.right)
      box.scrollLeft += (left + right - shown.left - shown.right) / 2
  }, [current])
  return (
    <nav aria-label={LL.tournament.tabs.label()} className="tabs-nav">
      <ul ref={list}>
        {TOURNAMENT_TABS.map((tab) => (
          <li key={tab}>
            <LocalizedLink
              to={tournamentTabPath(tournamentKey, tab)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {LL.tournament.tabs[tab]()}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

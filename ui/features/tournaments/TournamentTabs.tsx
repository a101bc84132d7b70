import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { TOURNAMENT_TABS, type TournamentTab, tournamentTabPath } from './tabs.ts'

/** The tabs as links to their own URLs; the current one says so with `aria-current`. */
export const TournamentTabs = ({
  tournamentKey,
  current,
}: {
  tournamentKey: string
  current: TournamentTab
}) => {
  const { LL } = useI18n()
  return (
    <nav aria-label={LL.tournament.tabs.label()} className="tabs-nav">
      <ul>
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

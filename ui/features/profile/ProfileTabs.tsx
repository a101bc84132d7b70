import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * The profile's sections (spec §2: /profile and its child /profile/tournaments) as links: the current
 * one is marked `aria-current="page"`. Its texts are the base dictionary's, which every page has.
 */
export const ProfileTabs = () => {
  const { LL } = useI18n()
  return (
    <nav className="tabs-nav profile-tabs" aria-label={LL.nav.profileSections()}>
      <ul>
        <li>
          <LocalizedLink to="/profile">{LL.nav.profile()}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/profile/tournaments">{LL.nav.myTournaments()}</LocalizedLink>
        </li>
      </ul>
    </nav>
  )
}

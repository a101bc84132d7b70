import { isOrganiser, type StaffRole } from '#core/accounts/roles.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** The console's sections a staff member may open: organisers see theirs, moderators only their own. */
export const ConsoleNav = ({ role }: { role: StaffRole }) => {
  const { LL } = useI18n()
  const T = LL.console
  return (
    <nav className="console-nav" aria-label={T.nav.label()}>
      <ul>
        <li>
          <LocalizedLink to="/console">{T.nav.home()}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/console/tournaments" matchSection>
            {T.nav.tournaments()}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="/console/disputes" matchSection>
            {T.nav.disputes()}
          </LocalizedLink>
        </li>
        {isOrganiser(role) ? (
          <>
            <li>
              <LocalizedLink to="/console/people" matchSection>
                {T.nav.people()}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/console/inbox" matchSection>
                {T.nav.inbox()}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/console/audit" matchSection>
                {T.nav.audit()}
              </LocalizedLink>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  )
}

import '#ui/features/console/console.css'
import { useData } from 'vike-react/useData'
import { isOrganiser } from '#core/accounts/roles.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/** The console's overview (spec §6): the sections the staff member's role opens. */
export const Page = () => {
  const { role } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.console
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      <p>{T.home.role({ role: T.roles[role]() })}</p>
      <section aria-labelledby="console-sections">
        <h2 id="console-sections">{T.home.sections()}</h2>
        <ul>
          <li>
            <LocalizedLink to="/console/tournaments">{T.nav.tournaments()}</LocalizedLink>:{' '}
            {T.home.tournaments()}
          </li>
          {isOrganiser(role) ? (
            <>
              <li>
                <LocalizedLink to="/console/people">{T.nav.people()}</LocalizedLink>: {T.home.people()}
              </li>
              <li>
                <LocalizedLink to="/console/audit">{T.nav.audit()}</LocalizedLink>: {T.home.audit()}
              </li>
            </>
          ) : null}
        </ul>
      </section>
    </div>
  )
}

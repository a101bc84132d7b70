import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import { useData } from 'vike-react/useData'
import { PEOPLE_SEARCH_MAX } from '#core/accounts/staff.api.ts'
import { USER_ROLES, type UserRole } from '#core/profile/profile.schema.ts'
import { hasTag } from '#core/shared/errors.ts'
import type { ConsoleMessageKey } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { ConsolePages } from '#ui/features/console/ConsolePages.tsx'
import { useConsolePorts } from '#ui/shared/app/console-ports.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

const ConfirmDialog = lazy(() => import('#ui/features/teams/ConfirmDialog.tsx'))

type Person = Data['people'][number]
type Filter = Data['filter']

/** The toast of each role a person is given. */
const ROLE_SET: Readonly<Record<UserRole, ConsoleMessageKey>> = {
  player: 'roleNowPlayer',
  moderator: 'roleNowModerator',
  organiser: 'roleNowOrganiser',
}

/** The list's link for a filter and a page, with only the parameters that are set. */
const peopleHref = (filter: Filter, page = 1): string => {
  const query = new URLSearchParams()
  if (filter.q !== '') query.set('q', filter.q)
  if (filter.role !== null) query.set('role', filter.role)
  if (filter.disabled !== null) query.set('disabled', String(filter.disabled))
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '/console/people' : `/console/people?${search}`
}

/** A person's role: a choice and its save, which stays off until the choice differs. */
const RoleForm = ({
  person,
  busy,
  onSave,
}: {
  readonly person: Person
  readonly busy: boolean
  readonly onSave: (role: UserRole) => void
}) => {
  const { LL } = useI18n()
  const T = LL.console.people
  const [role, setRole] = useState<UserRole>(person.role)
  const id = `role-${person.id}`
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (role !== person.role) onSave(role)
  }
  return (
    <form className="console-person__role" onSubmit={save}>
      <div className="field">
        <label htmlFor={id}>{T.role()}</label>
        <select
          id={id}
          value={role}
          onChange={(event) => setRole(USER_ROLES.find((each) => each === event.target.value) ?? person.role)}
        >
          {USER_ROLES.map((each) => (
            <option key={each} value={each}>
              {T.roles[each]()}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={busy || role === person.role}>
        {T.saveRole()}
      </button>
    </form>
  )
}

/**
 * The organisers' people (spec §6): every account, found by nickname, address or phone number with a
 * form that works without JavaScript, filtered by role and state, a page at a time. Per person their
 * role (chosen and saved) and their account disabled or enabled after a confirmation naming them.
 * The server checks each change again and refuses what an organiser may not do to their own account;
 * its words are shown on the person's card, a success in a toast, and the page is read again.
 */
export const Page = () => {
  const { role, me, filter, page, pages, count, people } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.console.people
  const ports = usePorts()
  const desk = useConsolePorts().people
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ readonly id: string; readonly text: string } | null>(null)
  const [asking, setAsking] = useState<Person | null>(null)
  const filtered = filter.q !== '' || filter.role !== null || filter.disabled !== null

  const act = async (person: Person, work: () => Promise<unknown>, done: ConsoleMessageKey) => {
    setBusy(true)
    setFailure(null)
    try {
      await work()
      ports.notifier.notify({ kind: 'success', message: message(done, { name: person.username }) })
      readPageAgain()
    } catch (error) {
      const detail = hasTag(error, 'ApiError')
        ? (error.body as { detail?: unknown } | null)?.detail
        : undefined
      setFailure({
        id: person.id,
        text: typeof detail === 'string' ? T.failed({ detail }) : T.failedPlain(),
      })
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  const dialog = asking?.disabled ? T.enableDialog : T.disableDialog

  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      <form method="get" className="console-filters" aria-label={T.filters.label()}>
        <div className="field">
          <label htmlFor="people-q">{T.filters.q()}</label>
          <input id="people-q" name="q" type="search" maxLength={PEOPLE_SEARCH_MAX} defaultValue={filter.q} />
        </div>
        <div className="field">
          <label htmlFor="people-role">{T.filters.role()}</label>
          <select id="people-role" name="role" defaultValue={filter.role ?? ''}>
            <option value="">{T.filters.anyRole()}</option>
            {USER_ROLES.map((each) => (
              <option key={each} value={each}>
                {T.roles[each]()}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="people-state">{T.filters.status()}</label>
          <select
            id="people-state"
            name="disabled"
            defaultValue={filter.disabled === null ? '' : String(filter.disabled)}
          >
            <option value="">{T.filters.anyStatus()}</option>
            <option value="false">{T.filters.active()}</option>
            <option value="true">{T.filters.disabled()}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {T.filters.apply()}
        </button>
        {filtered ? <LocalizedLink to="/console/people">{T.filters.clear()}</LocalizedLink> : null}
      </form>
      <p role="status">{T.count({ count })}</p>
      {people.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        <ul className="console-cards">
          {people.map((person) => (
            <li key={person.id}>
              <article className="console-card" aria-labelledby={`person-${person.id}`}>
                <header className="console-card__head console-person__head">
                  <h2 id={`person-${person.id}`}>{person.username}</h2>
                  {person.id === me ? <span className="console-badge">{T.you()}</span> : null}
                  <span className="console-badge" data-testid="person-role">
                    {T.roles[person.role]()}
                  </span>
                  {person.disabled ? (
                    <span className="console-badge console-badge--off">{T.disabledBadge()}</span>
                  ) : null}
                </header>
                <dl className="console-changes console-person__facts">
                  <div>
                    <dt>{T.email()}</dt>
                    <dd>{person.email ?? T.notSet()}</dd>
                  </div>
                  <div>
                    <dt>{T.phone()}</dt>
                    <dd>{person.has_phone ? T.phoneSet() : T.notSet()}</dd>
                  </div>
                  <div>
                    <dt>{T.joined()}</dt>
                    <dd>
                      <time dateTime={person.created_at}>{person.joined}</time>
                    </dd>
                  </div>
                </dl>
                <fieldset className="console-card__actions" disabled={busy}>
                  <legend className="visually-hidden">{T.actions({ name: person.username })}</legend>
                  <RoleForm
                    // A new role read from the server starts the choice over.
                    key={person.role}
                    person={person}
                    busy={busy}
                    onSave={(next) => void act(person, () => desk.setRole(person.id, next), ROLE_SET[next])}
                  />
                  <button type="button" className="button button--ghost" onClick={() => setAsking(person)}>
                    {person.disabled ? T.enable() : T.disable()}
                  </button>
                </fieldset>
                <div role="alert">
                  {failure?.id === person.id ? <p className="field__error">{failure.text}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ConsolePages page={page} pages={pages} hrefOf={(p) => peopleHref(filter, p)} />
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            id="people-confirm"
            isOpen
            title={dialog.title({ name: asking.username })}
            body={[dialog.body()]}
            confirm={dialog.confirm()}
            cancel={T.cancel()}
            busy={busy}
            onCancel={() => setAsking(null)}
            onConfirm={() =>
              void (asking.disabled
                ? act(asking, () => desk.enable(asking.id), 'accountEnabled')
                : act(asking, () => desk.disable(asking.id), 'accountDisabled'))
            }
          />
        </Suspense>
      ) : null}
    </div>
  )
}

import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { useData } from 'vike-react/useData'
import { AUDIT_KINDS } from '#core/audit/audit.api.ts'
import { AuditWho } from '#ui/features/console/AuditWho.tsx'
import { auditKindLabels, changedFields, snapshotValue } from '#ui/features/console/audit-labels.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { ConsolePages } from '#ui/features/console/ConsolePages.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

type Filter = Data['filter']

/** The log's link for a filter and a page, with only the parameters that are set. */
const auditHref = (filter: Filter, page = 1): string => {
  const query = new URLSearchParams()
  if (filter.kind) query.set('kind', filter.kind)
  if (filter.actor) query.set('actor', filter.actor)
  if (filter.tournament) query.set('tournament', filter.tournament)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '/console/audit' : `/console/audit?${search}`
}

/** The link to the entries of this person alone, unless they are all the page shows already. */
const OnlyThisPerson = ({
  actorId,
  filter,
  label,
}: {
  readonly actorId: string | null
  readonly filter: Filter
  readonly label: string
}) =>
  actorId !== null && actorId !== filter.actor ? (
    <>
      {' '}
      <LocalizedLink to={auditHref({ ...filter, actor: actorId })}>{label}</LocalizedLink>
    </>
  ) : null

/**
 * The audit log (organisers): newest first, filtered by event with a form that works without
 * JavaScript, and by person or tournament from an entry's links. Read only: nothing here changes it.
 */
export const Page = () => {
  const { role, filter, page, pages, count, entries } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.console.audit
  const kinds = auditKindLabels(LL)
  const filtered = filter.kind !== null || filter.actor !== null || filter.tournament !== null
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      <form method="get" className="console-filters" aria-label={T.filters.label()}>
        {filter.actor ? <input type="hidden" name="actor" value={filter.actor} /> : null}
        {filter.tournament ? <input type="hidden" name="tournament" value={filter.tournament} /> : null}
        <div className="field">
          <label htmlFor="audit-kind">{T.filters.kind()}</label>
          <select id="audit-kind" name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{T.filters.anyKind()}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]()}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {T.filters.apply()}
        </button>
        {filtered ? <LocalizedLink to="/console/audit">{T.filters.clear()}</LocalizedLink> : null}
      </form>
      <p role="status">{T.count({ count })}</p>
      {entries.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it
        <section className="console-table-box" tabIndex={0} aria-label={T.title()}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{T.columns.when()}</th>
                <th scope="col">{T.columns.who()}</th>
                <th scope="col">{T.columns.what()}</th>
                <th scope="col">{T.columns.change()}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{entry.when}</time>
                  </td>
                  <td>
                    <AuditWho
                      entry={entry}
                      personLink={
                        <OnlyThisPerson actorId={entry.actor_id} filter={filter} label={T.onlyThisPerson()} />
                      }
                    />
                  </td>
                  <td>
                    {kinds[entry.kind]()}
                    <br />
                    <small>
                      {T.subjects[entry.subject_type]()} <code>{entry.subject_id}</code>
                    </small>
                    {entry.tournament_id !== null && entry.tournament_id !== filter.tournament ? (
                      <>
                        <br />
                        <LocalizedLink to={auditHref({ ...filter, tournament: entry.tournament_id })}>
                          {T.onlyThisTournament()}
                        </LocalizedLink>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <dl className="console-changes">
                      {changedFields(entry.before, entry.after).map((field) => (
                        <div key={field}>
                          <dt>{field}</dt>
                          <dd>
                            {snapshotValue(entry.before?.[field]) || T.nothing()} →{' '}
                            {snapshotValue(entry.after?.[field]) || T.nothing()}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConsolePages page={page} pages={pages} hrefOf={(p) => auditHref(filter, p)} />
    </div>
  )
}

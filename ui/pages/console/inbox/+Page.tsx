import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { useData } from 'vike-react/useData'
import { INQUIRY_STATUSES } from '#core/inquiries/inbox.api.ts'
import { INQUIRY_KINDS } from '#core/inquiries/inquiries.api.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { ConsolePages } from '#ui/features/console/ConsolePages.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

type Filter = Data['filter']

/** The inbox's link for a filter and a page, with only the parameters that are set. */
const inboxHref = (filter: Filter, page = 1): string => {
  const query = new URLSearchParams()
  if (filter.status) query.set('status', filter.status)
  if (filter.kind) query.set('kind', filter.kind)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search === '' ? '/console/inbox' : `/console/inbox?${search}`
}

/**
 * The organisers' inbox: contact messages and streamer applications, newest first, filtered by status
 * and kind with a form that works without JavaScript; each with its age in Kyiv working days and a
 * flag once it is past the 2-3 business days promise. Read only: the actions are the API's
 * (`INBOX_PATHS`).
 */
export const Page = () => {
  const { role, filter, page, pages, count, messages } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.inbox
  const filtered = filter.status !== null || filter.kind !== null
  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title()}</h1>
      <p className="lead">{T.lead()}</p>
      <form method="get" className="console-filters" aria-label={T.filters.label()}>
        <div className="field">
          <label htmlFor="inbox-status">{T.filters.status()}</label>
          <select id="inbox-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{T.filters.anyStatus()}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {T.statuses[status]()}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="inbox-kind">{T.filters.kind()}</label>
          <select id="inbox-kind" name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{T.filters.anyKind()}</option>
            {INQUIRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {T.kinds[kind]()}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {T.filters.apply()}
        </button>
        {filtered ? <LocalizedLink to="/console/inbox">{T.filters.clear()}</LocalizedLink> : null}
      </form>
      <p role="status">{T.count({ count })}</p>
      {messages.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it
        <section className="console-table-box" tabIndex={0} aria-label={T.title()}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{T.columns.received()}</th>
                <th scope="col">{T.columns.from()}</th>
                <th scope="col">{T.columns.kind()}</th>
                <th scope="col">{T.columns.status()}</th>
                <th scope="col">{T.columns.age()}</th>
                <th scope="col">{T.columns.assignee()}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>
                    <time dateTime={message.created_at}>{message.when}</time>
                  </td>
                  <td>
                    {message.name}
                    <br />
                    <small>{message.contact}</small>
                  </td>
                  <td>{T.kinds[message.kind]()}</td>
                  <td>{T.statuses[message.status]()}</td>
                  <td>
                    {T.age({ count: message.business_days })}
                    {message.overdue ? (
                      <>
                        <br />
                        <strong>{T.overdue()}</strong>
                      </>
                    ) : null}
                  </td>
                  <td>{message.assignee_name ?? T.nobody()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConsolePages page={page} pages={pages} hrefOf={(p) => inboxHref(filter, p)} />
    </div>
  )
}

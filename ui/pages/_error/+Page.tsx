import { usePageContext } from 'vike-react/usePageContext'
import { errorStatus } from '#ui/shared/app/error-status.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * Spec §2: 404 shows 'Page Not Found', any other status 'Internal Server Error' (default 500), with
 * the status code, the status message and a description, each said once: the code large, the status
 * message as the heading.
 */
export const Page = () => {
  const { LL } = useI18n()
  const status = errorStatus(usePageContext())
  const notFound = status === 404
  return (
    <div className="container section error-page">
      <p className="error-page__code">
        <span className="visually-hidden">{LL.error.statusCode()} </span>
        <span data-testid="status-code">{status}</span>
      </p>
      <h1 data-testid="status-message">
        {notFound ? LL.error.notFoundHeading() : LL.error.internalHeading()}
      </h1>
      <p className="lead">{notFound ? LL.error.notFoundDescription() : LL.error.internalDescription()}</p>
      <div className="hero__actions">
        <LocalizedLink to="/" className="button button--primary">
          {LL.error.backHome()}
        </LocalizedLink>
        {notFound ? null : (
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {LL.error.reload()}
          </button>
        )}
      </div>
    </div>
  )
}

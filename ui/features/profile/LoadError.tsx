import { hasTag } from '#core/shared/errors.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * Spec §8: an API 404 shows the not-found page, a 500 the internal-error page (here, in place); a
 * 429 'Please wait a few minutes'; anything else a retry.
 */
export default function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { LL } = useI18n()
  if (hasTag(error, 'NotFound') || hasTag(error, 'ServerError')) {
    const notFound = hasTag(error, 'NotFound')
    return (
      <div className="card error-page" role="alert">
        <h2>{notFound ? LL.error.notFoundHeading() : LL.error.internalHeading()}</h2>
        <p>{notFound ? LL.error.notFoundDescription() : LL.error.internalDescription()}</p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {LL.error.reload()}
        </button>
      </div>
    )
  }
  return (
    <div className="card" role="alert">
      <p>
        {hasTag(error, 'RateLimited')
          ? LL.account.flows.messages.pleaseWait()
          : LL.account.profile.loadFailed()}
      </p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {LL.account.profile.retry()}
      </button>
    </div>
  )
}

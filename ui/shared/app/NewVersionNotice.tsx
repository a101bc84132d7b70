import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { showToast } from '#adapters/browser/toasts.tsx'
import { startVersionPoller } from '#adapters/browser/version-poller.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** Watches for a newer deploy (spec §7) and offers a reload in an info toast. Renders nothing itself. */
export const NewVersionNotice = () => {
  const { buildId } = usePageContext()
  const { LL } = useI18n()
  useEffect(
    () =>
      startVersionPoller({
        runningBuildId: buildId,
        // The HTTP client and the schema load with the first poll, minutes after the page.
        fetchLatest: async () => (await import('#adapters/http/build-info.ts')).fetchLatestBuild(),
        document,
        onNewVersion: () =>
          void showToast(
            'info',
            <div className="toast-action">
              <span>{LL.toast.newVersion()}</span>
              <button type="button" className="button button--small" onClick={() => window.location.reload()}>
                {LL.toast.reload()}
              </button>
            </div>,
            { autoClose: false },
          ),
      }),
    [buildId, LL],
  )
  return null
}

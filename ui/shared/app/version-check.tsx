import { showToast } from '#adapters/browser/toasts.tsx'
import { startVersionPoller } from '#adapters/browser/version-poller.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'

/**
 * Polls for a newer deploy (spec §7) and offers a reload in an info toast. Loaded with the first poll
 * (NewVersionNotice.tsx), the interval counted from the page's load (`startedAt`). Returns `stop`.
 */
export const startVersionCheck = ({
  buildId,
  LL,
  startedAt,
}: {
  readonly buildId: string
  readonly LL: Translator
  readonly startedAt: number
}): (() => void) =>
  startVersionPoller({
    runningBuildId: buildId,
    startedAt,
    // The HTTP client and the schema load with the first poll too.
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
  })

/**
 * core's Navigation port in the browser: paths of this app go through Vike's client router (the
 * server re-reads the session and runs the next page's guard); absolute URLs of other origins (a
 * provider's sign-in page) are a full page load.
 */
import { appPath } from '#core/shared/http/app-path.ts'
import type { Navigation } from '#core/shared/ports/navigation.ts'

export const browserNavigation: Navigation = {
  navigate(url, options) {
    const path = appPath(url, window.location.origin)
    if (path === undefined) {
      if (options?.replace) window.location.replace(url)
      else window.location.assign(url)
      return
    }
    // Loaded on first use: a static import splits Vike's client entry into one more chunk that
    // every page, the landing page too, would then download (docs/performance.md).
    void import('vike/client/router').then(({ navigate }) =>
      navigate(path, { overwriteLastHistoryEntry: options?.replace ?? false }),
    )
  },
  reload() {
    window.location.reload()
  },
}

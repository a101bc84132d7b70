import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { BUILD_POLL_INTERVAL_MS } from '#core/shared/build/build-info.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * Watches for a newer deploy (spec §7) and offers a reload in an info toast. Renders nothing itself.
 * The poller and its toast load when the first poll is due, not with the page: until then there is
 * nothing for them to do. Started then, the poller checks at once if the tab is visible, and
 * otherwise when it comes back (version-poller.ts), as it would have had it run from the start.
 */
export const NewVersionNotice = () => {
  const { buildId } = usePageContext()
  const { LL } = useI18n()
  useEffect(() => {
    const startedAt = Date.now()
    let stop: (() => void) | undefined
    let unmounted = false
    // A chunk that fails to load is left unhandled: the chunk-reload guard reloads the page for it.
    const firstPoll = setTimeout(async () => {
      const { startVersionCheck } = await import('./version-check.tsx')
      if (!unmounted) stop = startVersionCheck({ buildId, LL, startedAt })
    }, BUILD_POLL_INTERVAL_MS)
    return () => {
      unmounted = true
      clearTimeout(firstPoll)
      stop?.()
    }
  }, [buildId, LL])
  return null
}

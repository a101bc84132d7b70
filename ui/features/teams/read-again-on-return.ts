import { useEffect } from 'react'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'

/**
 * My tournaments is read again when the user comes back to the tab: a player may have joined by the
 * invitation link meanwhile, and the captain's counts must be the server's. While some of its
 * tournaments (`live`, their ids) are not over, it also follows them live after hydration
 * (`live-my-tournaments.ts`, loaded only then), which reads it again on the tab's return too.
 */
export const useReadAgainOnReturn = (live: ReadonlyArray<string>): void => {
  const followed = live.join(',')
  useEffect(() => {
    if (followed !== '') {
      let stop: (() => void) | undefined
      let cancelled = false
      void import('./live-my-tournaments.ts').then(({ followMyTournaments }) => {
        if (!cancelled) stop = followMyTournaments(followed.split(','))
      })
      return () => {
        cancelled = true
        stop?.()
      }
    }
    const onChange = () => {
      if (document.visibilityState === 'visible') readPageAgain()
    }
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [followed])
}

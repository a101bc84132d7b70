import { useEffect } from 'react'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'

/**
 * My tournaments is read again when the user comes back to the tab: a player may have joined by the
 * invitation link meanwhile, and the captain's counts must be the server's.
 */
export const useReadAgainOnReturn = (): void => {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') readPageAgain()
    }
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
}

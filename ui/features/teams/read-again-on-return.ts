import { useEffect } from 'react'
import { LIVE_PATH } from '#core/shared/live/topics.ts'
import { readPageAgain } from './read-page-again.ts'

/** A change is read after this quiet time, so a burst of decisions costs one read. */
const CHANGE_DEBOUNCE_MS = 300
/** A stream the server refused (full) is opened again after this long. */
const REOPEN_MS = 60_000

/**
 * My tournaments is read again when the user comes back to the tab: a player may have joined by the
 * invitation link meanwhile, and the captain's counts must be the server's. While the tab is visible
 * an event stream of the `topics` (the user's tournaments not over yet, ADR 0078) reads it again when
 * a result, a confirmation or a decision changes one of them; the browser reconnects a fallen stream
 * by itself, and one the server refused is tried again a minute later.
 */
export const useReadAgainOnReturn = (topics: ReadonlyArray<string> = []): void => {
  const followed = topics.join(',')
  useEffect(() => {
    let stream: EventSource | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const close = () => {
      stream?.close()
      stream = undefined
      clearTimeout(timer)
    }
    const open = () => {
      if (!followed || typeof EventSource !== 'function') return
      const opened = new EventSource(`/api/v1${LIVE_PATH}?topics=${followed}`)
      stream = opened
      opened.addEventListener('change', () => {
        clearTimeout(timer)
        timer = setTimeout(readPageAgain, CHANGE_DEBOUNCE_MS)
      })
      opened.addEventListener('error', () => {
        if (opened.readyState === EventSource.CLOSED && stream === opened) timer = setTimeout(open, REOPEN_MS)
      })
    }
    const onChange = () => {
      close()
      if (document.visibilityState !== 'visible') return
      readPageAgain()
      open()
    }
    document.addEventListener('visibilitychange', onChange)
    if (document.visibilityState === 'visible') open()
    return () => {
      close()
      document.removeEventListener('visibilitychange', onChange)
    }
  }, [followed])
}

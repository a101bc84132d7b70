import { isChunkLoadError, shouldReloadAfterChunkFailure } from '#core/shared/build/reload-guard.ts'

const STORAGE_KEY = 'vatra:chunk-reload-at'

interface ChunkReloadEnvironment {
  readonly window: Pick<Window, 'addEventListener'>
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>
  readonly reload: () => void
  readonly now: () => number
}

/** Reloads the page once when a script chunk fails to load and nobody handled it; not again within 10 s. */
export const installChunkReload = ({ window, storage, reload, now }: ChunkReloadEnvironment): void => {
  const reloadOnce = (): boolean => {
    const stored = storage.getItem(STORAGE_KEY)
    const last = stored === null ? undefined : Number(stored)
    if (!shouldReloadAfterChunkFailure(last, now())) return false
    storage.setItem(STORAGE_KEY, String(now()))
    reload()
    return true
  }
  // Not `vite:preloadError`: cancelling it makes the import resolve with nothing. During client
  // navigation Vike catches the failure and loads the target page from the server; what reaches here
  // is a failure nobody handled (a chunk needed to hydrate, a lazily loaded component).
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadOnce()) event.preventDefault()
  })
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error)) reloadOnce()
  })
}

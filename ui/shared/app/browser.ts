import { installChunkReload } from '#adapters/browser/chunk-reload.ts'

let installed = false

/** Browser-wide setup, once per page load: the reload guard for chunks that fail to load (spec §8). */
export const setUpBrowser = (): void => {
  if (installed) return
  installed = true
  let storage: Storage
  try {
    storage = window.sessionStorage
  } catch {
    // Storage disabled: without a place to remember the last reload, a reload loop cannot be ruled out.
    return
  }
  installChunkReload({ window, storage, reload: () => window.location.reload(), now: Date.now })
}

/**
 * A chunk that fails to load during navigation usually means a new deploy removed it: reload the
 * page once. A second failure within the guard window (spec §8, §9: 10 s) is not reloaded again, so a
 * broken deploy cannot trap the browser in a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000

export const shouldReloadAfterChunkFailure = (lastReloadAt: number | undefined, now: number): boolean =>
  lastReloadAt === undefined ||
  !Number.isFinite(lastReloadAt) ||
  now - lastReloadAt > RELOAD_GUARD_MS ||
  // A stored time in the future (the clock was set back) cannot prove a recent reload.
  now < lastReloadAt

// What browsers say when a module script or its preload cannot be fetched (Chromium, Firefox, Safari),
// and the flag Vike puts on its own asset-fetch errors.
const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export const isChunkLoadError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  if ('_isAssetsError' in error && error._isAssetsError === true) return true
  const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
  return CHUNK_FAILURE_MESSAGES.some((text) => message.includes(text))
}

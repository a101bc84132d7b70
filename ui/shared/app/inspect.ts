import type { InspectionEvent } from 'xstate'

/**
 * The Stately inspector for product owners and developers: in development only, when the page is
 * opened with `?inspect` or the dev server runs with VITE_XSTATE_INSPECT=1 (it opens stately.ai, so
 * it needs the internet); `?inspect=console` (or VITE_XSTATE_INSPECT=console) logs every transition in
 * the devtools console instead, offline. `import.meta.env.DEV` is false in production builds, so the
 * inspector's code is not even bundled there.
 */
let inspector: ((event: InspectionEvent) => void) | undefined

export const startInspector = async (): Promise<void> => {
  if (!import.meta.env.DEV || typeof window === 'undefined' || inspector) return
  const query = new URLSearchParams(window.location.search).get('inspect')
  const env = import.meta.env.VITE_XSTATE_INSPECT
  if (query === 'console' || env === 'console') {
    inspector = (await import('./inspect-console.ts')).consoleInspector
    return
  }
  if (query === null && env !== '1') return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const { inspect: observer } = createBrowserInspector()
  inspector = (event) => observer.next?.(event)
}

/** The `inspect` option for every actor the UI creates (undefined unless the inspector runs). */
export const inspect = (event: InspectionEvent): void => inspector?.(event)

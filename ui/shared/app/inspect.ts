import type { InspectionEvent } from 'xstate'

/**
 * The Stately inspector for product owners and developers: in development only, when the page is
 * opened with `?inspect` or the dev server runs with VITE_XSTATE_INSPECT=1. `import.meta.env.DEV` is
 * false in production builds, so the inspector's code is not even bundled there.
 */
let inspector: ((event: InspectionEvent) => void) | undefined

export const startInspector = async (): Promise<void> => {
  if (!import.meta.env.DEV || typeof window === 'undefined' || inspector) return
  const asked =
    new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_XSTATE_INSPECT === '1'
  if (!asked) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const { inspect: observer } = createBrowserInspector()
  inspector = (event) => observer.next?.(event)
}

/** The `inspect` option for every actor the UI creates (undefined unless the inspector runs). */
export const inspect = (event: InspectionEvent): void => inspector?.(event)

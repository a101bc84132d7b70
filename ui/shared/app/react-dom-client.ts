import type * as ReactDomClient from 'react-dom/client'

/**
 * React DOM's client for vike-react, which imports it statically (see `vite.config.ts`): React DOM
 * starts in a timer's task of its own instead of inside the start script's top-level code, so the
 * browser runs two tasks of 15–35 ms rather than one of 55–75 ms before the page answers, and
 * Lighthouse's blocking time counts each task over 50 ms four times (docs/performance.md).
 */
let client: typeof ReactDomClient | undefined

/** Settles once React DOM has started; the first render waits for it (`+onBeforeRenderClient.ts`). */
export const reactDomStarted: Promise<void> = new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => import('react-dom/client'))
  .then((module) => {
    client = module
  })

const started = (): typeof ReactDomClient => {
  if (client === undefined) throw new Error('React DOM is used before it started')
  return client
}

export const hydrateRoot: typeof ReactDomClient.hydrateRoot = (...args) => started().hydrateRoot(...args)
export const createRoot: typeof ReactDomClient.createRoot = (...args) => started().createRoot(...args)
export default { hydrateRoot, createRoot }

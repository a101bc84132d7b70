import type * as ReactDomClient from 'react-dom/client'

/**
 * React DOM's client for vike-react, which imports it statically (see `vite.config.ts`): the module
 * starts from this dynamic import's callback instead of from the start script's top-level code. React
 * DOM creates five errors when it starts, and with a DevTools client attached (Lighthouse, Playwright)
 * V8 then re-parses every function on the stack for its line numbers: the start script's top level is
 * the whole file (docs/performance.md).
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

import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'

/**
 * vike-react's rendering, with one change to what Vike injects: no font preloads of its own. The head
 * preloads the two fonts the page's language draws its first screen with (`+Head.tsx`,
 * `font-preloads.ts`); Vike would preload all four the stylesheet names, and on a slow link the two
 * that are not needed at once compete with the stylesheets and scripts the first paint waits for.
 */
export const onRenderHtml = async (pageContext: PageContextServer) => ({
  documentHtml: await renderWithReact(pageContext),
  injectFilter: (assets: InjectFilterEntry[]): void => {
    for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
  },
})

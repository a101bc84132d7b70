import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export const data = (pageContext: PageContextServer): never => {
  if (!pageContext.faultRoutes) throw render(404)
  throw new Error('Injected failure: /__fault was requested with ENABLE_FAULT_ROUTES=1')
}

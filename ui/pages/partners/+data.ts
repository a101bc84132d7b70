import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The partners by tier, in the page's language (one query). */
export const data = async (pageContext: PageContextServer) => ({
  groups: (await pageContext.community?.partners(pageContext.locale)) ?? [],
})

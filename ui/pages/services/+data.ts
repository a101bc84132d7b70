import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The services, in the page's language (one query). */
export const data = async (pageContext: PageContextServer) => ({
  services: (await pageContext.community?.services(pageContext.locale)) ?? [],
})

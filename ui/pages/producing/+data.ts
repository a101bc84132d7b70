import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The application's fill-time token, issued now (ADR 0037). */
export const data = (pageContext: PageContextServer) => ({
  started: pageContext.formStarted?.issue() ?? '',
})

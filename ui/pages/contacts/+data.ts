import type { PageContextServer } from 'vike/types'

export type Data = Awaited<ReturnType<typeof data>>

/** The form's fill-time token (issued now, ADR 0037) and the organisers' address when configured. */
export const data = (pageContext: PageContextServer) => ({
  started: pageContext.formStarted?.issue() ?? '',
  contactEmail: pageContext.contactEmail ?? null,
})

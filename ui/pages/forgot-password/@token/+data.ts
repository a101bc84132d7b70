import type { PageContextServer } from 'vike/types'
import { checkLink } from '#ui/features/accounts/checked-link.server.ts'

// Runs on the server (also for client navigations, which fetch its result): the link is checked there.
export const data = (pageContext: PageContextServer) => checkLink(pageContext, 'passwordReset')

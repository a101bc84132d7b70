import type { PageContextServer } from 'vike/types'
import { openEmailLink } from '#ui/features/profile/email-link.server.ts'

// Runs on the server (also for client navigations, which fetch its result): the link is opened there.
export const data = (pageContext: PageContextServer) => openEmailLink(pageContext)

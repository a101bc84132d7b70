import type { PageContextServer } from 'vike/types'
import type { ProfileData } from '#ui/features/profile/profile.tsx'

// Runs on the server (also for client navigations, which fetch its result): the profile is read in
// process, so the page comes with it, with or without JavaScript, and the browser loads no HTTP
// client to show it.
export const data = async (pageContext: PageContextServer): Promise<ProfileData> => {
  const id = pageContext.user?.id
  const profile = id && pageContext.profileOf ? await pageContext.profileOf(id) : null
  return { profile }
}

/**
 * Where a guest on the way to sign in or sign up was going, when it is a team invitation link
 * (`redirect=/join/{teamId}/{id}`, `/en` kept): its card, so the guest sees what they were invited to
 * before they choose how to come in. Server only; an unknown link shows nothing.
 */
import type { PageContextServer } from 'vike/types'
import { type InvitationPreview, invitationPreview } from './InvitationSummary.tsx'

// Linear: two bounded runs of characters other than the separators, no nesting.
const INVITATION_PATH = /^(?:\/en)?\/join\/([^/?#]{1,64})\/([^/?#]{1,64})(?:[?#]|$)/

export const data = async (
  pageContext: PageContextServer,
): Promise<{ invitedTo: InvitationPreview | null }> => {
  const redirect = pageContext.urlParsed.search.redirect ?? ''
  const parts = redirect.length <= 200 ? INVITATION_PATH.exec(redirect) : null
  if (!parts?.[1] || !parts[2] || !pageContext.invitationPreview) return { invitedTo: null }
  const invitation = await pageContext.invitationPreview(parts[1], parts[2])
  return { invitedTo: invitation ? invitationPreview(invitation) : null }
}

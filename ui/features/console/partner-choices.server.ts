import type { PageContextServer } from 'vike/types'
import type { PartnerChoice } from './TournamentEditor.tsx'

/** The partners an organiser may pick as sponsors, every tier, in the partners page's order. */
export const partnerChoices = async (
  pageContext: PageContextServer,
): Promise<ReadonlyArray<PartnerChoice>> => {
  const groups = (await pageContext.community?.partners(pageContext.locale)) ?? []
  return groups.flatMap((group) => group.partners.map((partner) => ({ id: partner.id, name: partner.name })))
}

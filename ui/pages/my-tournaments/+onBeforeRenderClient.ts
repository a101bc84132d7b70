import { loadsAccountTextsIfUsed } from '#ui/features/teams/account-texts.ts'
import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The page's texts load before it renders; the account's (field and flow messages, the removal's
// question) come with a team card's machines, on its first use, and from then on with the page (a
// language switch).
export const onBeforeRenderClient = async (pageContext: Parameters<typeof loadsAccountTextsIfUsed>[0]) => {
  await Promise.all([loadsNamespace('myTournaments')(pageContext), loadsAccountTextsIfUsed(pageContext)])
}

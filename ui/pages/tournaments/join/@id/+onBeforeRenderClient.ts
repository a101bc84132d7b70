import { loadsNamespace } from '#ui/shared/i18n/i18n.tsx'

// The flow's own texts are the tournament namespace's; its messages and form texts the account's.
export const onBeforeRenderClient = async (pageContext: Parameters<ReturnType<typeof loadsNamespace>>[0]) => {
  await Promise.all([loadsNamespace('tournament')(pageContext), loadsNamespace('account')(pageContext)])
}

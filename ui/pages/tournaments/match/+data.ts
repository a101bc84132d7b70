import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { hasTag } from '#core/shared/errors.ts'
import { type KyivMoment, kyivMoment } from '#core/shared/format/datetime.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

// Server only (client navigations fetch its result): the match through the in-process port, which
// answers NotFound for anything that is no head-to-head match of that public tournament (the site's
// 404 page then), its players' reports and history, and what the signed-in viewer may do on it. The scheduled time is written here in Kyiv
// time, for `LocalTime`.
export const data = async (pageContext: PageContextServer) => {
  const port = pageContext.tournaments
  if (!port) throw render(404)
  const { id = '', matchId = '' } = pageContext.routeParams
  const match = await port.match(id, matchId).catch((error: unknown) => {
    // By its tag: the server's use cases and this built page each have their own copy of the class.
    if (hasTag(error, 'NotFound')) throw render(404)
    throw error
  })
  const zoneName = translate(pageContext.locale).time.kyiv()
  const history = (await pageContext.matchHistory?.(match.id)) ?? null
  const userId = pageContext.user?.id
  const actions = userId ? ((await pageContext.matchActions?.(match.id, userId)) ?? null) : null
  // The reports' and the history's instants in Kyiv time too, so the page ships no time zone code.
  const instants = history
    ? [
        history.report?.reported_at,
        history.report?.answer_due_at,
        history.ready_check?.closes_at,
        history.pause?.since,
        ...(history.ready_check?.ready ?? []),
        ...history.events.map((event) => event.at),
      ]
    : []
  const moments: Readonly<Record<string, KyivMoment>> = Object.fromEntries(
    instants.flatMap((iso) => (iso ? [[iso, kyivMoment(iso, zoneName)]] : [])),
  )
  return {
    match,
    scheduled: match.scheduled_at ? kyivMoment(match.scheduled_at, zoneName) : null,
    history,
    moments,
    actions,
  }
}

export type Data = Awaited<ReturnType<typeof data>>

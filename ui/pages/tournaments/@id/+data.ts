import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { timelineSnapshotAt } from '#ui/features/tournaments/timeline.ts'

// Runs on the server (also for client navigations, which fetch its result): the tournament through
// the in-process port, and the timeline's snapshot at this instant, which the browser restores.
export const data = async (pageContext: PageContextServer) => {
  const key = pageContext.routeParams.id ?? ''
  const tournament = await pageContext.tournaments?.find(key)
  if (!tournament) throw render(404)
  return { tournament, timeline: timelineSnapshotAt(tournament, Date.now()) }
}

export type Data = Awaited<ReturnType<typeof data>>

import { useEffect, useState } from 'react'
import type { ScheduleDto } from '#core/tournaments/timeline.ts'
import type { TimelineAt, TimelineView } from './timeline.ts'

/**
 * The live timeline: the server's view until the machine runs, then the machine's on the browser's
 * clock. The machine, XState and the date rules load right after hydration, not with the page: a
 * tournament page starts without them, and the server's view is exact until the clock first ticks.
 * Not `useLazyActor`: rendering its snapshot would bring the date rules back into the start code.
 */
export const useTimeline = (schedule: ScheduleDto, at: TimelineAt): TimelineView => {
  const [view, setView] = useState(at.view)
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    // A failed load (offline, a new version) leaves the server's view; the chunk-reload handler deals
    // with a version that is gone.
    void import('./timeline.ts').then(({ followTimeline }) => {
      if (gone) return
      stop = followTimeline(schedule, at.snapshot, setView)
    })
    return () => {
      gone = true
      stop?.()
    }
  }, [schedule, at])
  return view
}

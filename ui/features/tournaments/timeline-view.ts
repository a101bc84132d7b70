import { useEffect, useState } from 'react'
import type { ScheduleDto } from '#core/tournaments/timeline.ts'
import type { TimelineAt, TimelineView } from './timeline.ts'

const SECOND = 1000

/**
 * The live timeline: the server's view, its countdown moved on by the browser's clock every second,
 * and core's machine once the next boundary has come. Between two boundaries only the time left
 * changes, and the server's view says when the next one is; the phase, and whether registration is
 * open, are the machine's to decide. So the machine, XState and the date rules load only when a
 * boundary passes while the page is open: a tournament page starts, and usually stays, without them.
 * Not `useLazyActor`: rendering its snapshot would bring the date rules back into the start code.
 */
export const useTimeline = (schedule: ScheduleDto, at: TimelineAt): TimelineView => {
  const [view, setView] = useState(at.view)
  useEffect(() => {
    const { nextAt } = at.view
    if (nextAt === null) return
    let stop: (() => void) | undefined
    let gone = false
    const countdown = setInterval(() => {
      const msUntilNext = nextAt - Date.now()
      if (msUntilNext > 0) {
        setView((current) => ({ ...current, msUntilNext }))
        return
      }
      clearInterval(countdown)
      // A failed load (offline, a new version) leaves the last view; the chunk-reload handler deals
      // with a version that is gone.
      void import('./timeline.ts').then(({ followTimeline }) => {
        if (gone) return
        stop = followTimeline(schedule, at.snapshot, setView)
      })
    }, SECOND)
    return () => {
      gone = true
      clearInterval(countdown)
      stop?.()
    }
  }, [schedule, at])
  return view
}

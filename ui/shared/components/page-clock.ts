import { useEffect, useState } from 'react'
import { usePorts } from '#ui/shared/app/ports.ts'

/**
 * The time the page's countdowns show: the instant the server rendered it at for the first render
 * (so hydration matches), then the browser's clock, every second. A plain timer: the countdowns move
 * without loading the team machines.
 */
export const usePageClock = (serverNow: number): number => {
  const { clock } = usePorts()
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(clock.now().getTime())
    return clock.setInterval(() => setNow(clock.now().getTime()), 1000)
  }, [clock])
  return now
}

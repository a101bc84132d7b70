import { useEffect, useState } from 'react'
import { utcOffsetLabel, wallClock } from '#core/shared/format/clock.ts'
import type { KyivMoment } from '#core/shared/format/datetime.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * A time as the server wrote it (`03.12.2026 18:00 (Kyiv, UTC+2)`) and, when the viewer's zone is
 * not Kyiv's at that instant, their own wall clock beside it. Only the browser knows its zone, so the
 * server renders none and the effect adds it after hydration: both render the same markup. The
 * browser's own offset (`getTimezoneOffset`) and Kyiv's, sent by the server, are all it needs: no
 * `Intl` format, no zone data.
 */
export const LocalTime = ({ moment }: { moment: KyivMoment }) => {
  const { LL } = useI18n()
  const [local, setLocal] = useState<string | null>(null)
  useEffect(() => {
    const instant = Date.parse(moment.iso)
    const offset = -new Date(instant).getTimezoneOffset()
    if (offset === moment.offset) {
      setLocal(null)
      return
    }
    const mine = wallClock(instant, offset)
    // The viewer's date is named only when it is not Kyiv's date.
    const time =
      mine.date === wallClock(instant, moment.offset).date ? mine.time : `${mine.date} ${mine.time}`
    setLocal(LL.time.yours({ time, offset: utcOffsetLabel(offset) }))
  }, [moment.iso, moment.offset, LL])
  return (
    <>
      <time dateTime={moment.iso}>{moment.text}</time>
      {local ? <span className="local-time"> · {local}</span> : null}
    </>
  )
}

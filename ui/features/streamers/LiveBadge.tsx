import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { LiveView } from './views.ts'

/** "Live · 1 243 viewers" or "Offline". */
export const LiveBadge = ({ live }: { live: LiveView | null }) => {
  const { LL } = useI18n()
  const S = LL.streamers
  return live ? (
    <span className="live-badge live-badge--live">
      <span className="live-badge__dot" aria-hidden="true" />
      {S.live()} · {S.viewers({ count: live.viewers })}
    </span>
  ) : (
    <span className="live-badge">{S.offline()}</span>
  )
}

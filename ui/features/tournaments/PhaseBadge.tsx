import type { Phase } from '#core/tournaments/timeline.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** The timeline phase of a tournament (spec §4), or that it was cancelled, as a badge. */
export const PhaseBadge = ({ phase, cancelled }: { phase: Phase; cancelled: boolean }) => {
  const { LL } = useI18n()
  return (
    <span className="badge" data-phase={cancelled ? 'cancelled' : phase}>
      {cancelled ? LL.tournament.cancelled() : LL.tournament.phase[phase]()}
    </span>
  )
}

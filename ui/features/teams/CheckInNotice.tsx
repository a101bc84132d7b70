import type { CheckInPhase } from '#core/teams/team-clock.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

export interface CheckInNoticeData {
  readonly name: string
  readonly phase: CheckInPhase
  /** When check-in opens (before) or closes (while open), in Kyiv time, formatted by the server. */
  readonly time: string
}

/**
 * The tournament page's word to a player whose team is in it, while its check-in is ahead, open, or
 * done: when, and a link to My tournaments, where the team checks in with the countdown (the team
 * machine). Rendered from what the server worked out, so this page loads no team code.
 */
export const CheckInNotice = ({ notice }: { readonly notice: CheckInNoticeData }) => {
  const { LL } = useI18n()
  const T = LL.tournament.checkInNotice
  const { name, time } = notice
  return (
    <section className="card check-in-notice" aria-label={T.label()}>
      <p>
        {notice.phase === 'notOpen'
          ? T.opensIn({ name, time })
          : notice.phase === 'open'
            ? T.open({ name, time })
            : T.done({ name })}
      </p>
      {notice.phase === 'done' ? null : <LocalizedLink to="/profile/tournaments">{T.manage()}</LocalizedLink>}
    </section>
  )
}

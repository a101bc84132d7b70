import type { CheckInPhase } from '#core/teams/team-clock.ts'
import { countdownText } from '#ui/shared/components/countdown.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { usePageClock } from '#ui/shared/components/page-clock.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

export interface CheckInNoticeData {
  readonly name: string
  readonly phase: CheckInPhase
  /** When check-in opens (before) or closes (while open), in Kyiv time, formatted by the server. */
  readonly time: string
  /** The same moment as an ISO instant, for the countdown. */
  readonly at: string
  /** The instant the server rendered the page at: the countdown's first render, so hydration matches. */
  readonly now: number
}

/**
 * The tournament page's word to a player whose team is in it, while its check-in is ahead, open, or
 * done: when, counted down on the page's clock, and a link to My tournaments, where the team checks
 * in (the team machine). Rendered from what the server worked out, so this page loads no team code.
 */
export const CheckInNotice = ({ notice }: { readonly notice: CheckInNoticeData }) => {
  const { LL } = useI18n()
  const T = LL.tournament.checkInNotice
  const { name, time } = notice
  const now = usePageClock(notice.now)
  const left = Date.parse(notice.at) - now
  return (
    <section className="card check-in-notice" aria-label={T.label()}>
      <p>
        {notice.phase === 'notOpen'
          ? T.opensIn({ name, time })
          : notice.phase === 'open'
            ? T.open({ name, time })
            : T.done({ name })}
      </p>
      {notice.phase === 'done' || left <= 0 ? null : (
        <p className="team-countdown">
          {(notice.phase === 'notOpen' ? T.opensInCountdown : T.closesInCountdown)({
            time: countdownText(LL.tournament, left),
          })}
        </p>
      )}
      {notice.phase === 'done' ? null : <LocalizedLink to="/profile/tournaments">{T.manage()}</LocalizedLink>}
    </section>
  )
}

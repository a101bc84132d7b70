import { useActorRef, useSelector } from '@xstate/react'
import { useData } from 'vike-react/useData'
import { formatDateTime, isoInstant, splitDuration } from '#core/shared/format/datetime.ts'
import { formatCurrency } from '#core/shared/format/number.ts'
import { timelineView } from '#core/tournaments/timeline.machine.ts'
import type { Phase } from '#core/tournaments/timeline.ts'
import { browserTimelineMachine } from '#ui/features/tournaments/timeline.ts'
import { inspect } from '#ui/shared/app/inspect.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { type Translator, useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

const countdown = (LL: Translator, ms: number): string => {
  const { days, hours, minutes, seconds } = splitDuration(ms)
  return days > 0
    ? LL.tournament.countdownDays({ days, hours, minutes })
    : LL.tournament.countdownHours({ hours, minutes, seconds })
}

/**
 * A tournament's page. The timeline is core's machine: the server rendered its snapshot, the browser
 * restores the very same snapshot (so hydration matches) and then lets the clock move it on.
 */
export const Page = () => {
  const { tournament, timeline } = useData<Data>()
  const { LL } = useI18n()
  const actor = useActorRef(browserTimelineMachine, {
    input: { schedule: tournament, now: 0 },
    snapshot: timeline,
    inspect,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as Phase)
  const msUntilNext = useSelector(actor, (snapshot) => timelineView(snapshot.context).msUntilNext)
  const dates = [
    ['registrationStart', tournament.registration_start],
    ['registrationEnd', tournament.registration_end],
    ['gamesStart', tournament.games_start],
    ['gamesEnd', tournament.games_end],
  ] as const
  return (
    <article className="container section">
      <p className="eyebrow">{tournament.game}</p>
      <h1>{tournament.name}</h1>
      <p className="phase" data-phase={phase}>
        <span className="phase__name">{LL.tournament.phase[phase]()}</span>
        {phase !== 'gamesFinished' && msUntilNext !== null ? (
          <span className="phase__next">
            {LL.tournament.next[phase]({ time: countdown(LL, msUntilNext) })}
          </span>
        ) : null}
      </p>
      <div className="card-grid">
        <section className="card" aria-labelledby="facts-title">
          <h2 id="facts-title">{LL.tournament.facts()}</h2>
          <dl className="facts">
            <dt>{LL.tournament.game()}</dt>
            <dd>{tournament.game}</dd>
            <dt>{LL.tournament.format()}</dt>
            <dd>{tournament.format}</dd>
            <dt>{LL.tournament.entry()}</dt>
            <dd>
              {tournament.entry_fee === null
                ? LL.tournament.free()
                : LL.tournament.fee({ amount: formatCurrency(tournament.entry_fee, tournament.currency) })}
            </dd>
            <dt>{LL.tournament.prizeFund()}</dt>
            <dd>{formatCurrency(tournament.prize_fund, tournament.currency)}</dd>
            <dt>{LL.tournament.slots()}</dt>
            <dd>{tournament.slots}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="schedule-title">
          <h2 id="schedule-title">{LL.tournament.schedule()}</h2>
          <dl className="facts">
            {dates.map(([key, value]) => (
              <div key={key} className="facts__row">
                <dt>{LL.tournament[key]()}</dt>
                <dd>
                  <time dateTime={isoInstant(value)}>{formatDateTime(value)}</time>
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted">{LL.tournament.kyivTime()}</p>
        </section>
      </div>
      <p className="back-link">
        <LocalizedLink to="/tournaments">{LL.tournament.allTournaments()}</LocalizedLink>
      </p>
    </article>
  )
}

import { formatPaidOn, ledgerPromise } from '#core/tournaments/payout-promise.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import { usePageClock } from '#ui/shared/components/page-clock.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/** The anchor of a place's form on the page, which its row in the table links to. */
export const placeAnchor = (place: number): string => `payout-place-${place}`

export interface LedgerOverviewProps {
  readonly ledger: PayoutLedger
  /** The end of the games and the deadline, `dd.mm.yyyy HH:mm` in Kyiv time (null: cancelled). */
  readonly gamesEnd: string
  readonly deadline: string | null
}

/**
 * Where the tournament stands on the 24-hour promise at `now` (core's one rule, as the public ledger
 * reads it) and every prize place with what is recorded for it; a place still unpaid once the 24 hours
 * have run out is flagged overdue. The table scrolls inside its own box on a phone.
 */
export const LedgerOverview = ({
  ledger,
  gamesEnd,
  deadline,
  now,
}: LedgerOverviewProps & { now: number }) => {
  const { LL } = useI18n()
  const T = LL.console.payouts
  const promise = ledgerPromise(ledger, now)
  const overdue = new Set(promise?.overduePlaces ?? [])
  const status =
    promise === null || deadline === null
      ? T.cancelled()
      : !promise.started
        ? T.notOver({ end: gamesEnd, deadline })
        : promise.settled
          ? T.settled()
          : overdue.size > 0
            ? T.overdue({ count: overdue.size, deadline })
            : T.due({ deadline })
  return (
    <>
      <p className={overdue.size > 0 ? 'console-late' : undefined}>{status}</p>
      {ledger.places.length === 0 ? (
        <p>{T.noPlaces()}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it
        <section className="console-table-box" tabIndex={0} aria-label={T.caption()}>
          <table className="console-table">
            <caption>{T.caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.place()}</th>
                <th scope="col">{T.columns.prize()}</th>
                <th scope="col">{T.columns.paid()}</th>
                <th scope="col">{T.columns.method()}</th>
                <th scope="col">{T.columns.date()}</th>
                <th scope="col">{T.columns.reference()}</th>
                <th scope="col">{T.columns.team()}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.places.map(({ place, prize_text, payout }) => (
                <tr key={place}>
                  <th scope="row">
                    <a href={`#${placeAnchor(place)}`} aria-label={T.placeLink({ place })}>
                      {place}
                    </a>
                  </th>
                  <td>{prize_text}</td>
                  <td>
                    {payout ? (
                      payout.amount_text
                    ) : overdue.has(place) ? (
                      <span className="console-overdue">{T.overdueBadge()}</span>
                    ) : (
                      T.notYet()
                    )}
                  </td>
                  <td>{payout ? T.methods[payout.method]() : T.nothing()}</td>
                  <td>
                    {payout ? (
                      <time dateTime={payout.paid_on}>{formatPaidOn(payout.paid_on)}</time>
                    ) : (
                      T.nothing()
                    )}
                  </td>
                  <td>{payout?.reference ?? T.nothing()}</td>
                  <td>{payout?.team?.name ?? T.nothing()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  )
}

/** The overview on the page: first at the instant the server read the ledger (hydration matches), then live. */
export const LedgerOverviewSection = ({
  renderedAt,
  ...props
}: LedgerOverviewProps & { renderedAt: number }) => {
  const now = usePageClock(renderedAt)
  return <LedgerOverview {...props} now={now} />
}

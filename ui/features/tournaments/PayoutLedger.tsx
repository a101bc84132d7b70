import { formatPaidOn, ledgerPromise } from '#core/tournaments/payout-promise.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import { usePageClock } from '#ui/shared/components/page-clock.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

/**
 * The prize payout ledger at `now`: where the pot came from, each place's prize and what was paid for
 * it, and the 24-hour promise — a countdown from the end of the games until every prize is recorded,
 * then an "overdue" flag on each place still unpaid. Its sums come as text from the server. The
 * countdown is plain text, not a live region: it changes every minute and is read when reached.
 */
export const PayoutLedgerView = ({ ledger, now }: { ledger: PayoutLedger; now: number }) => {
  const { LL } = useI18n()
  const T = LL.tournament.payouts
  const promise = ledgerPromise(ledger, now)
  const overdue = new Set(promise?.overduePlaces ?? [])
  const counting = promise?.started && !promise.settled && promise.remainingMs > 0
  return (
    <section className="card payout-ledger" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{T.title()}</h2>
      {promise === null ? null : !promise.started ? (
        <p>{T.promise()}</p>
      ) : promise.settled ? (
        <p>{T.allPaid()}</p>
      ) : counting ? (
        <p className="payout-ledger__countdown">
          {T.countdown({
            hours: Math.floor(promise.remainingMs / HOUR_MS),
            minutes: Math.floor((promise.remainingMs % HOUR_MS) / MINUTE_MS),
          })}
        </p>
      ) : overdue.size > 0 ? (
        <p className="payout-ledger__late">{T.overdueNotice()}</p>
      ) : null}
      {ledger.pot_sources.length === 0 ? null : (
        <>
          <h3>{T.fundedBy()}</h3>
          <dl className="facts facts--compact">
            {ledger.pot_sources.map((source) => (
              <div key={source.kind} className="facts__row">
                <dt>{LL.tournament.details.potSource[source.kind]()}</dt>
                <dd>{source.amount_text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {ledger.places.length === 0 ? null : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{T.caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{T.place()}</th>
                <th scope="col">{T.prize()}</th>
                <th scope="col">{T.team()}</th>
                <th scope="col">{T.paid()}</th>
                <th scope="col">{T.method()}</th>
                <th scope="col">{T.date()}</th>
                <th scope="col">{T.reference()}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.places.map(({ place, prize_text, payout }) => (
                <tr key={place}>
                  <th scope="row">{place}</th>
                  <td>{prize_text}</td>
                  <td>{payout?.team?.name ?? '—'}</td>
                  <td>
                    {payout ? (
                      payout.amount_text
                    ) : overdue.has(place) ? (
                      <span className="badge" data-phase="cancelled">
                        {T.overdue()}
                      </span>
                    ) : (
                      T.notYet()
                    )}
                  </td>
                  <td>{payout ? T.methods[payout.method]() : '—'}</td>
                  <td>
                    {payout ? <time dateTime={payout.paid_on}>{formatPaidOn(payout.paid_on)}</time> : '—'}
                  </td>
                  <td>{payout?.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** The ledger on the page: first at the instant the server rendered it (hydration matches), then live. */
export const PayoutLedgerSection = ({ ledger, renderedAt }: { ledger: PayoutLedger; renderedAt: number }) => {
  const now = usePageClock(renderedAt)
  return <PayoutLedgerView ledger={ledger} now={now} />
}

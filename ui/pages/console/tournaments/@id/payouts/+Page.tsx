import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { hasTag } from '#core/shared/errors.ts'
import { message } from '#core/shared/validation/message.ts'
import type { PayoutInput } from '#core/tournaments/payouts.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { LedgerOverviewSection, placeAnchor } from '#ui/features/console/payouts/LedgerOverview.tsx'
import { PayoutPlaceForm, type PayoutSaveAnswer } from '#ui/features/console/payouts/PayoutPlaceForm.tsx'
import { teamChoices } from '#ui/features/console/payouts/payout-form.ts'
import { useConsolePorts } from '#ui/shared/app/console-ports.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/**
 * The organisers' prize payouts (spec §4, §9: prizes within 24 hours after the games end): every prize
 * place with what is recorded for it, flagged overdue once the 24 hours have run out, and a form per
 * place to record its payout or change it. Each save says so in a toast and reads the page again; a
 * payout changed meanwhile reads it again too, and the form keeps what was typed.
 */
export const Page = () => {
  const { role, tournament, ledger, renderedAt, recordable, gamesEnd, deadline, today, podium, teams } =
    useData<Data>()
  const { LL } = useI18n()
  const T = LL.console.payouts
  const ports = usePorts()
  const payouts = useConsolePorts().payouts
  const [busy, setBusy] = useState(false)

  const save = async (place: number, input: PayoutInput): Promise<PayoutSaveAnswer> => {
    setBusy(true)
    try {
      const change = await payouts.record(tournament.id, place, input)
      if (change.ok) {
        ports.notifier.notify({
          kind: 'success',
          message: message(input.version === undefined ? 'payoutRecorded' : 'payoutChanged', { place }),
        })
      }
      // A payout saved, or saved by someone else first: the table shows what is recorded now.
      if (change.ok || change.reason === 'stale') readPageAgain()
      return change
    } catch (error) {
      const detail = hasTag(error, 'ApiError')
        ? (error.body as { detail?: unknown } | null)?.detail
        : undefined
      return {
        ok: false,
        reason: 'failed',
        text: typeof detail === 'string' ? T.form.failed({ detail }) : T.form.failedPlain(),
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title({ name: tournament.name })}</h1>
      <p className="lead">{T.lead()}</p>
      <p>
        <LocalizedLink to={`/console/tournaments/${tournament.id}`}>
          {LL.console.tournaments.edit({ name: tournament.name })}
        </LocalizedLink>
        {' · '}
        <LocalizedLink to={`/console/tournaments/${tournament.id}/stages`}>
          {LL.console.results.link()}
        </LocalizedLink>
        {' · '}
        <LocalizedLink to={`/tournaments/${tournament.slug}/details`}>
          {LL.console.tournaments.publicPage({ name: tournament.name })}
        </LocalizedLink>
      </p>
      <LedgerOverviewSection
        ledger={ledger}
        gamesEnd={gamesEnd}
        deadline={deadline}
        renderedAt={renderedAt}
      />
      {recordable ? null : (
        <p>{tournament.status === 'published' ? T.notYetRecordable({ end: gamesEnd }) : T.notPublished()}</p>
      )}
      {recordable && ledger.places.length > 0 ? <p>{T.form.required()}</p> : null}
      {ledger.places.map(({ place, prize, prize_text, payout }) => {
        const headingId = `payout-${place}-title`
        return (
          <section key={place} id={placeAnchor(place)} className="editor-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{T.placeHeading({ place })}</h2>
            <p>
              {T.prizeOf({ prize: prize_text })}
              {payout ? ` · ${T.recorded({ amount: payout.amount_text })}` : ''}
            </p>
            {/* The server takes a payout only for a prize above 0, or to change one recorded before. */}
            {recordable && prize <= 0 && !payout ? <p>{T.noPrize()}</p> : null}
            {recordable && (prize > 0 || payout) ? (
              <PayoutPlaceForm
                place={place}
                payout={payout}
                prize={prize}
                currency={ledger.currency}
                today={today}
                choices={teamChoices(place, podium, teams, payout?.team ?? null)}
                busy={busy}
                onSave={(input) => save(place, input)}
              />
            ) : null}
          </section>
        )
      })}
    </div>
  )
}

import { pickLocalized } from '#core/tournaments/localized.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import type { StagePlan } from '#core/tournaments/tournament.schema.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { LocalizedBlock, Paragraphs } from './Localized.tsx'
import { bestOfText } from './match/match-texts.ts'
import type { ShownTournament } from './OverviewTab.tsx'
import { PayoutLedgerSection } from './PayoutLedger.tsx'
import { stageTitle } from './StageTitle.ts'
import type { DetailsFacts } from './tab-facts.server.ts'

const StageFacts = ({ stage }: { stage: StagePlan }) => {
  const { LL } = useI18n()
  const S = LL.tournament.stage
  const facts = [
    S.kind[stage.kind](),
    stage.kind === 'battle_royale' ? null : bestOfText(LL, stage.best_of),
    stage.groups === null ? null : S.groups({ count: stage.groups }),
    // How the seeds are spread matters only when there is more than one group.
    stage.group_fill === null || (stage.groups ?? 1) < 2 ? null : S.groupFill[stage.group_fill](),
    stage.rounds === null ? null : S.rounds({ count: stage.rounds }),
    stage.grand_final === null ? null : S.grandFinal[stage.grand_final](),
    stage.advancing === null ? null : S.advancing({ count: stage.advancing }),
    S.status[stage.status](),
  ].filter((fact) => fact !== null)
  return <p>{facts.join(' · ')}</p>
}

/**
 * Format, entry, team size, the stage plan, where the prize pot comes from and the prize payout
 * ledger. Its sums come as text from the server (`facts`, the ledger's own texts).
 */
export const DetailsTab = ({
  tournament,
  facts,
  payouts = null,
}: {
  tournament: ShownTournament
  facts: DetailsFacts
  /** The ledger and the instant the server rendered the page at (the countdown's first render). */
  payouts?: { readonly ledger: PayoutLedger; readonly renderedAt: number } | null
}) => {
  const { LL, locale } = useI18n()
  const T = LL.tournament
  const potDetails = pickLocalized(tournament.pot.details, locale)
  const stages = [...tournament.stages].sort((a, b) => a.number - b.number)
  return (
    <div className="tab-panel">
      <section className="card" aria-labelledby="facts-title">
        <h2 id="facts-title">{T.facts()}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{T.game()}</dt>
            <dd>{tournament.game}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.format()}</dt>
            <dd>{tournament.format}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.entry()}</dt>
            <dd>{facts.entryFee === null ? T.free() : T.fee({ amount: facts.entryFee })}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.details.teamSize()}</dt>
            <dd>{T.details.teamSizeValue(tournament.team_size)}</dd>
          </div>
          <div className="facts__row">
            <dt>{T.slots()}</dt>
            <dd>{tournament.slots}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="stages-title">
        <h2 id="stages-title">{T.details.stages()}</h2>
        {stages.length === 0 ? (
          <p className="muted">{T.details.noStages()}</p>
        ) : (
          <ol className="stage-plan">
            {stages.map((stage) => {
              const title = stageTitle(LL, locale, stage)
              return (
                <li key={stage.id}>
                  <h3 lang={title.lang}>{title.text}</h3>
                  <StageFacts stage={stage} />
                </li>
              )
            })}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="pot-title">
        <h2 id="pot-title">{T.details.pot()}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{T.prizeFund()}</dt>
            <dd>{facts.prizeFund}</dd>
          </div>
          {facts.potSources.map((source) => (
            <div key={source.kind} className="facts__row">
              <dt>{T.details.potSource[source.kind]()}</dt>
              <dd>{source.amount}</dd>
            </div>
          ))}
        </dl>
        {potDetails ? (
          <LocalizedBlock picked={potDetails}>{(text) => <Paragraphs text={text} />}</LocalizedBlock>
        ) : null}
      </section>
      {payouts ? <PayoutLedgerSection ledger={payouts.ledger} renderedAt={payouts.renderedAt} /> : null}
    </div>
  )
}

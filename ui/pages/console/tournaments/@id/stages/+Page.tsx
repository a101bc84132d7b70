import '#ui/features/console/console.css'
import '#ui/styles/forms.css'
import { lazy, Suspense, useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { isOrganiser } from '#core/accounts/roles.ts'
import { hasTag } from '#core/shared/errors.ts'
import type { ConsoleMessageKey } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'
import type {
  ConsoleMatch,
  ConsoleStage,
  CorrectionOutcome,
  MatchReport,
} from '#core/tournaments/results-desk.api.ts'
import type { StageStep } from '#core/tournaments/results-desk.port.ts'
import { allowsDoubleForfeit } from '#core/tournaments/stage-rules.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import type { NamedMatch } from '#ui/features/console/results-desk/CorrectionDialog.tsx'
import { LobbyEntryForm, LobbyImportForm } from '#ui/features/console/results-desk/LobbyForms.tsx'
import { MatchReportForm } from '#ui/features/console/results-desk/MatchReportForm.tsx'
import { SeedingList } from '#ui/features/console/results-desk/SeedingList.tsx'
import { useConsolePorts } from '#ui/shared/app/console-ports.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

const CorrectionDialog = lazy(() => import('#ui/features/console/results-desk/CorrectionDialog.tsx'))

type Asking = {
  readonly match: ConsoleMatch
  readonly report: MatchReport
  readonly outcome: CorrectionOutcome
}

const STEP_DONE: Record<StageStep, ConsoleMessageKey> = {
  start: 'stageStarted',
  finish: 'stageFinished',
  advance: 'stageAdvanced',
  pairNextRound: 'roundPaired',
}

/** The matches of a stage by group, then round, in the order the API lists them. */
const byGroupAndRound = (matches: ReadonlyArray<ConsoleMatch>) => {
  const groups = new Map<number, Map<number, ConsoleMatch[]>>()
  for (const match of matches) {
    const rounds = groups.get(match.group) ?? new Map<number, ConsoleMatch[]>()
    rounds.set(match.round, [...(rounds.get(match.round) ?? []), match])
    groups.set(match.group, rounds)
  }
  return [...groups].map(([group, rounds]) => ({ group, rounds: [...rounds.values()] }))
}

/**
 * The results desk (moderators and organisers): every stage of the plan with its status. Organisers
 * seed and draw a pending stage, start, finish, advance and pair Swiss rounds, and correct results
 * after a preview of what changes; moderators report first results and enter battle-royale lobbies.
 * The server checks each action again; every change says what happened and reads the page again.
 */
export const Page = () => {
  const { role, tournament, plan, playing } = useData<Data>()
  const { locale } = usePageContext()
  const { LL } = useI18n()
  const T = LL.console.results
  const organiser = isOrganiser(role)
  const ports = usePorts()
  const desk = useConsolePorts().resultsDesk
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [asking, setAsking] = useState<Asking | null>(null)

  /** Runs a change; its success in a toast, a refusal in the page with the server's own words. */
  const act = async <A,>(
    work: () => Promise<A>,
    done: ConsoleMessageKey | ((answer: A) => ConsoleMessageKey | null),
  ) => {
    setBusy(true)
    setFailure('')
    try {
      const answer = await work()
      const key = typeof done === 'string' ? done : done(answer)
      if (key) {
        ports.notifier.notify({ kind: 'success', message: message(key) })
        readPageAgain()
      }
      return answer
    } catch (error) {
      const detail = hasTag(error, 'ApiError')
        ? (error.body as { detail?: unknown } | null)?.detail
        : undefined
      setFailure(typeof detail === 'string' ? T.failed({ detail }) : T.failedPlain())
      return undefined
    } finally {
      setBusy(false)
    }
  }

  const stageTitle = (stage: ConsoleStage) => {
    const name = stage.name[locale] ?? stage.name.uk ?? stage.name.en
    return name ? T.stageNamed({ number: stage.number, name }) : T.stage({ number: stage.number })
  }
  const teamName = (match: ConsoleMatch, side: 0 | 1) => match.teams[side]?.name ?? T.openPlace()
  const roundTitle = (match: ConsoleMatch) => {
    const { name, number = match.round } = match.round_name
    // The API names rounds with core's `roundName`; a name this page does not know reads as a number.
    const names: Record<string, ((round: { number: number }) => string) | undefined> = T.roundNames
    return names[name]?.({ number }) ?? T.round({ number })
  }
  const groupTitle = (stage: ConsoleStage, group: number) => {
    if (stage.kind === 'round_robin') return T.brackets.group({ number: group })
    if (stage.kind !== 'double_elimination') return null
    return group === 1 ? T.brackets.upper() : group === 2 ? T.brackets.lower() : T.brackets.grandFinal()
  }
  // The warning names a match as the page shows it now (who played it), not as the correction leaves it.
  const shown = new Map(
    plan.stages.flatMap((stage) => stage.matches.map((match) => [match.id, match] as const)),
  )
  const named = (changing: ConsoleMatch): NamedMatch => {
    const match = shown.get(changing.id) ?? changing
    return { id: match.id, round: roundTitle(match), first: teamName(match, 0), second: teamName(match, 1) }
  }
  const resultText = (match: ConsoleMatch) => {
    if (match.forfeits[0] && match.forfeits[1]) return T.doubleForfeit()
    if (match.forfeits[0]) return T.forfeit({ name: teamName(match, 0) })
    if (match.forfeits[1]) return T.forfeit({ name: teamName(match, 1) })
    const [first, second] = match.scores
    return first === null || second === null ? null : T.score({ first, second })
  }

  const step = (stage: ConsoleStage, which: StageStep) =>
    act(() => desk.step(which, stage.id), STEP_DONE[which])

  const stageActions = (stage: ConsoleStage, index: number) => {
    const next = plan.stages[index + 1]
    const open = stage.matches.some((match) => match.can_report)
    const steps: StageStep[] = []
    if (stage.status === 'pending' && (stage.kind === 'battle_royale' || stage.teams.length > 0))
      steps.push('start')
    if (stage.kind === 'swiss' && stage.status === 'running' && !open && stage.matches.length > 0)
      steps.push('pairNextRound')
    if (stage.status === 'running' && !open) steps.push('finish')
    if (
      stage.status === 'finished' &&
      next?.status === 'pending' &&
      next.teams.length === 0 &&
      next.kind !== 'battle_royale'
    )
      steps.push('advance')
    return steps
  }

  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title({ name: tournament.name })}</h1>
      <p className="lead">{T.lead()}</p>
      <p>
        <LocalizedLink to={`/console/tournaments/${tournament.id}/teams`}>
          {LL.console.desk.teamsLink()}
        </LocalizedLink>
        {organiser ? (
          <>
            {' · '}
            <LocalizedLink to={`/console/tournaments/${tournament.id}`}>
              {LL.console.tournaments.edit({ name: tournament.name })}
            </LocalizedLink>
            {' · '}
            <LocalizedLink to={`/console/tournaments/${tournament.id}/payouts`}>
              {LL.console.payouts.link()}
            </LocalizedLink>
          </>
        ) : null}
        {' · '}
        <LocalizedLink to={`/tournaments/${tournament.slug}`}>
          {LL.console.tournaments.publicPage({ name: tournament.name })}
        </LocalizedLink>
      </p>
      <div role="alert">{failure ? <p className="field__error">{failure}</p> : null}</div>
      {plan.stages.length === 0 ? <p>{T.empty()}</p> : null}
      {plan.stages.map((stage, index) => {
        const headingId = `stage-${stage.id}`
        const steps = organiser ? stageActions(stage, index) : []
        const lobbyTeams =
          stage.teams.length > 0
            ? stage.teams
            : stage.standings.length > 0
              ? stage.standings.map((row) => row.team)
              : playing
        return (
          <section key={stage.id} className="editor-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{stageTitle(stage)}</h2>
            <p>
              {T.facts({
                kind: T.kinds[stage.kind](),
                status: T.statuses[stage.status](),
                bestOf: stage.best_of,
              })}
            </p>
            {stage.advancing !== null ? <p>{T.advancing({ count: stage.advancing })}</p> : null}
            {steps.length > 0 ? (
              <fieldset className="editor-actions" disabled={busy}>
                <legend className="visually-hidden">{T.actions.label({ number: stage.number })}</legend>
                {steps.map((which) => (
                  <button
                    key={which}
                    type="button"
                    className="button button--primary"
                    disabled={busy}
                    onClick={() => void step(stage, which)}
                  >
                    {T.actions[which]()}
                  </button>
                ))}
              </fieldset>
            ) : null}
            {organiser &&
            stage.status === 'pending' &&
            stage.kind !== 'battle_royale' &&
            stage.teams.length === 0 ? (
              <>
                <h3>{T.seeding.heading()}</h3>
                {index === 0 && plan.check_in ? <p>{T.checkIn()}</p> : null}
                {stage.eligible_teams.length === 0 || stage.draw_size === null ? (
                  <p>{T.seeding.none()}</p>
                ) : (
                  <SeedingList
                    // A new list when the offer changes (the page read again).
                    key={stage.eligible_teams.map((team) => team.id).join()}
                    stageNumber={stage.number}
                    eligible={stage.eligible_teams}
                    drawSize={stage.draw_size}
                    busy={busy}
                    onDraw={(request) => void act(() => desk.draw(stage.id, request), 'stageDrawn')}
                  />
                )}
              </>
            ) : null}
            {stage.teams.length > 0 ? (
              <>
                <h3>{T.seeds()}</h3>
                <ol className="results-seeds">
                  {stage.teams.map((team) => (
                    <li key={team.id}>{T.seededTeam({ seed: team.seed, name: team.name })}</li>
                  ))}
                </ol>
              </>
            ) : null}
            {stage.kind === 'battle_royale' ? (
              <>
                <h3>{T.lobby.standings()}</h3>
                {stage.standings.length === 0 ? (
                  <p>{T.lobby.noStandings()}</p>
                ) : (
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it
                  <section className="console-table-box" tabIndex={0} aria-label={T.lobby.standings()}>
                    <table className="console-table">
                      <caption>{T.lobby.standings()}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{T.lobby.rank()}</th>
                          <th scope="col">{T.lobby.team()}</th>
                          <th scope="col">{T.lobby.played()}</th>
                          <th scope="col">{T.lobby.wins()}</th>
                          <th scope="col">{T.lobby.kills()}</th>
                          <th scope="col">{T.lobby.points()}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {stage.standings.map((row) => (
                          <tr key={row.team.id}>
                            <td>{row.rank}</td>
                            <th scope="row">{row.team.name}</th>
                            <td>{row.matches}</td>
                            <td>{row.wins}</td>
                            <td>{row.kills}</td>
                            <td>{row.total}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </section>
                )}
                {stage.status === 'running' ? (
                  <>
                    <h3>{T.lobby.heading()}</h3>
                    <LobbyEntryForm
                      key={`${stage.id}-${stage.standings.length}-${lobbyTeams.length}`}
                      teams={lobbyTeams}
                      points={stage.points}
                      standings={stage.standings}
                      busy={busy}
                      onSubmit={(entry) =>
                        void act(() => desk.recordBattleRoyale(stage.id, entry), 'lobbyRecorded')
                      }
                    />
                    <h3>{T.lobbyImport.heading()}</h3>
                    <LobbyImportForm
                      busy={busy}
                      onImport={(lobby) =>
                        act(
                          () => desk.importBattleRoyale(stage.id, lobby),
                          (outcome) => (outcome.ok ? 'lobbyRecorded' : null),
                        )
                      }
                    />
                  </>
                ) : null}
              </>
            ) : (
              <>
                <h3>{T.matches()}</h3>
                {stage.matches.length === 0 ? <p>{T.noMatches()}</p> : null}
                {byGroupAndRound(stage.matches).map(({ group, rounds }) => {
                  const groupHeading = groupTitle(stage, group)
                  const RoundHeading = groupHeading ? 'h5' : 'h4'
                  return (
                    <div key={group}>
                      {groupHeading ? <h4>{groupHeading}</h4> : null}
                      {rounds.map((matches) => (
                        <div key={matches[0]?.round}>
                          <RoundHeading>{matches[0] ? roundTitle(matches[0]) : null}</RoundHeading>
                          <ul className="console-cards">
                            {matches.map((match) => {
                              const names = [teamName(match, 0), teamName(match, 1)] as const
                              const result = resultText(match)
                              const correcting = organiser && match.can_correct
                              return (
                                <li key={match.id} className="console-card">
                                  <p>
                                    <strong>
                                      {T.match({ number: match.number, first: names[0], second: names[1] })}
                                    </strong>
                                  </p>
                                  <p>
                                    {T.matchStatuses[match.status]()}
                                    {result ? ` · ${result}` : ''}
                                  </p>
                                  {match.can_report || correcting ? (
                                    <MatchReportForm
                                      names={names}
                                      bestOf={stage.best_of}
                                      doubleForfeitAllowed={allowsDoubleForfeit(stage.kind)}
                                      mode={match.can_report ? 'report' : 'correct'}
                                      busy={busy}
                                      onSubmit={(report) =>
                                        match.can_report
                                          ? void act(() => desk.report(match.id, report), 'matchReported')
                                          : void act(
                                              () => desk.previewCorrection(match.id, report),
                                              (outcome) => {
                                                setAsking({ match, report, outcome })
                                                return null
                                              },
                                            )
                                      }
                                    />
                                  ) : null}
                                </li>
                              )
                            })}
                          </ul>
                        </div>
                      ))}
                    </div>
                  )
                })}
              </>
            )}
          </section>
        )
      })}
      {asking ? (
        <Suspense fallback={null}>
          <CorrectionDialog
            title={T.correction.title({
              first: teamName(asking.match, 0),
              second: teamName(asking.match, 1),
            })}
            changed={asking.outcome.changed.map(named)}
            removed={asking.outcome.removed.map(named)}
            busy={busy}
            onCancel={() => setAsking(null)}
            onConfirm={() =>
              void act(() => desk.correct(asking.match.id, asking.report), 'matchCorrected').then(() =>
                setAsking(null),
              )
            }
            texts={{
              changed: T.correction.changed(),
              removed: T.correction.removed(),
              nothingElse: T.correction.nothingElse(),
              item: (match) => T.correction.item(match),
              confirm: T.correction.confirm(),
              cancel: T.correction.cancel(),
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

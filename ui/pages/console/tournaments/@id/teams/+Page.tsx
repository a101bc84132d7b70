import '#ui/features/console/console.css'
import '#ui/features/profile/profile.css'
import '#ui/styles/forms.css'
import { lazy, Suspense, useState } from 'react'
import { useData } from 'vike-react/useData'
import { hasTag } from '#core/shared/errors.ts'
import type { ConsoleMessageKey, FlowMessageKey } from '#core/shared/messages.ts'
import { message } from '#core/shared/validation/message.ts'
import { MODERATION_REASON_MAX } from '#core/teams/moderation.api.ts'
import { TEAM_STATES, type TeamState } from '#core/tournaments/results.schema.ts'
import { ConsoleNav } from '#ui/features/console/ConsoleNav.tsx'
import { ConsolePages } from '#ui/features/console/ConsolePages.tsx'
import { useConsolePorts } from '#ui/shared/app/console-ports.ts'
import { usePorts } from '#ui/shared/app/ports.ts'
import { readPageAgain } from '#ui/shared/app/read-page-again.ts'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

const ReasonDialog = lazy(() => import('#ui/features/console/ReasonDialog.tsx'))

type DeskTeam = Data['teams'][number]
type Filter = Data['filter']
type Asking = { readonly kind: 'reject' | 'drop'; readonly team: DeskTeam }

/** The desk's link for a filter and a page, with only the parameters that are set. */
const deskHref = (tournamentId: string, filter: Filter, page = 1): string => {
  const query = new URLSearchParams()
  if (filter.state) query.set('state', filter.state)
  if (filter.search) query.set('search', filter.search)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  const path = `/console/tournaments/${tournamentId}/teams`
  return search === '' ? path : `${path}?${search}`
}

/** What the server's refusal means to the moderator; anything else is a plain failure. */
const refusalMessage = (error: unknown): ConsoleMessageKey | FlowMessageKey => {
  if (!hasTag(error, 'ApiError')) return 'somethingWentWrong'
  const code = (error.body as { code?: unknown } | null)?.code
  if (code === 'no_free_slot') return 'noFreeSlot'
  if (code === 'wrong_state') return 'teamStateChanged'
  return 'somethingWentWrong'
}

/**
 * The moderators' team desk (spec §6): a tournament's teams by state with their counts, a search by
 * name, and per team what moderators need (captain and Discord, players, what is missing, when) with
 * the decisions its state allows. Registered teams can be confirmed several at once. Every decision
 * says what happened in a toast and reads the page again; the filters are links and a GET form.
 */
export const Page = () => {
  const { role, tournament, filter, page, pages, count, counts, teams } = useData<Data>()
  const { LL } = useI18n()
  const T = LL.console.desk
  const ports = usePorts()
  const consolePorts = useConsolePorts()
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<Asking | null>(null)
  const shownSelected = teams.filter((team) => selected.has(team.id) && team.state === 'registered')

  const act = async (work: () => Promise<ConsoleMessageKey | { key: ConsoleMessageKey; count: number }>) => {
    setBusy(true)
    try {
      const done = await work()
      ports.notifier.notify({
        kind: 'success',
        message: typeof done === 'string' ? message(done) : message(done.key, { count: done.count }),
      })
    } catch (error) {
      ports.notifier.notify({ kind: 'error', message: message(refusalMessage(error)) })
    } finally {
      setBusy(false)
      setAsking(null)
      setSelected(new Set())
      readPageAgain()
    }
  }

  const confirmTeams = (teamIds: ReadonlyArray<string>) =>
    act(async () => {
      const answer = await consolePorts.teamDesk.confirm(tournament.id, teamIds)
      const confirmed = answer.results.filter((result) => result.outcome === 'confirmed').length
      const refused = answer.results.length - confirmed
      if (refused > 0) {
        ports.notifier.notify({ kind: 'warning', message: message('teamsNotConfirmed', { count: refused }) })
      }
      return { key: 'teamsConfirmed', count: confirmed }
    })

  const toggle = (teamId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(teamId)
      else next.delete(teamId)
      return next
    })

  const stateLabel = (state: TeamState) => T.states[state]()

  return (
    <div className="container section console">
      <ConsoleNav role={role} />
      <h1>{T.title({ name: tournament.name })}</h1>
      <p className="lead">{T.lead()}</p>
      <p>
        {T.slots({ slots: tournament.slots })} ·{' '}
        <LocalizedLink to={`/tournaments/${tournament.slug}`}>{tournament.name}</LocalizedLink>
        {' · '}
        <LocalizedLink to={`/console/tournaments/${tournament.id}/stages`}>
          {LL.console.results.link()}
        </LocalizedLink>
      </p>
      <nav aria-label={T.states.label()}>
        <ul className="console-nav__states">
          <li>
            <LocalizedLink
              to={deskHref(tournament.id, { ...filter, state: null })}
              aria-current={filter.state === null ? 'page' : undefined}
            >
              {T.states.all()}
            </LocalizedLink>
          </li>
          {TEAM_STATES.map((state) => (
            <li key={state}>
              <LocalizedLink
                to={deskHref(tournament.id, { ...filter, state })}
                aria-current={filter.state === state ? 'page' : undefined}
              >
                {T.stateCount({ label: stateLabel(state), count: counts[state] })}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" className="console-filters" aria-label={T.search.label()}>
        {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
        <div className="field">
          <label htmlFor="desk-search">{T.search.label()}</label>
          <input id="desk-search" name="search" type="search" maxLength={64} defaultValue={filter.search} />
        </div>
        <button type="submit" className="button button--ghost">
          {T.search.submit()}
        </button>
        {filter.search ? (
          <LocalizedLink to={deskHref(tournament.id, { ...filter, search: '' })}>
            {T.search.clear()}
          </LocalizedLink>
        ) : null}
      </form>
      <div className="console-bulk">
        <p role="status">
          {T.found({ count })}
          {shownSelected.length > 0 ? ` · ${T.selected({ count: shownSelected.length })}` : ''}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || shownSelected.length === 0}
          onClick={() => void confirmTeams(shownSelected.map((team) => team.id))}
        >
          {T.confirmSelected()}
        </button>
      </div>
      {teams.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        <ul className="console-cards">
          {teams.map((team) => (
            <li key={team.id}>
              <article className="console-card" aria-labelledby={`team-${team.id}`}>
                <header className="console-card__head">
                  {team.state === 'registered' ? (
                    <input
                      type="checkbox"
                      aria-label={T.select({ name: team.name })}
                      checked={selected.has(team.id)}
                      disabled={busy}
                      onChange={(event) => toggle(team.id, event.target.checked)}
                    />
                  ) : null}
                  <h2 id={`team-${team.id}`}>{team.name}</h2>
                  <span className="badge">{stateLabel(team.state)}</span>
                </header>
                <p>{T.captain({ nickname: team.captain.nickname, discord: team.captain.discord })}</p>
                <h3>{T.players({ size: team.size, max: team.max_size })}</h3>
                <ul>
                  {team.players.map((member) => (
                    <li key={member.id}>
                      {member.nickname}
                      {member.role === 'captain' ? ` (${T.captainRole()})` : ''}
                    </li>
                  ))}
                </ul>
                {team.missing.length === 0 ? (
                  <p>{T.complete()}</p>
                ) : (
                  <p>
                    {T.missing()}:{' '}
                    {team.missing
                      .map((item) =>
                        item === 'players'
                          ? T.missingItems.players({ size: team.size, min: team.min_size })
                          : T.missingItems[item](),
                      )
                      .join(', ')}
                  </p>
                )}
                <ul className="console-card__dates">
                  {team.registered ? <li>{T.registeredAt({ date: team.registered })}</li> : null}
                  {team.confirmed ? <li>{T.confirmedAt({ date: team.confirmed })}</li> : null}
                  {team.checkedIn ? <li>{T.checkedInAt({ date: team.checkedIn })}</li> : null}
                  {team.dropped ? <li>{T.droppedAt({ date: team.dropped })}</li> : null}
                  {team.waitlist_position !== null ? (
                    <li>{T.waitlistPosition({ position: team.waitlist_position })}</li>
                  ) : null}
                </ul>
                {team.state === 'dropped' ? null : (
                  <fieldset className="console-card__actions" disabled={busy}>
                    <legend className="visually-hidden">{T.actions.label({ name: team.name })}</legend>
                    {team.state === 'registered' ? (
                      <button
                        type="button"
                        className="button button--primary"
                        onClick={() => void confirmTeams([team.id])}
                      >
                        {T.actions.confirm()}
                      </button>
                    ) : null}
                    {team.state === 'waitlisted' ? (
                      <button
                        type="button"
                        className="button button--primary"
                        onClick={() =>
                          void act(async () => {
                            await consolePorts.teamDesk.promote(team.id)
                            return 'teamPromoted'
                          })
                        }
                      >
                        {T.actions.promote()}
                      </button>
                    ) : null}
                    {team.state !== 'checked_in' ? (
                      <button
                        type="button"
                        className="button button--ghost"
                        onClick={() => setAsking({ kind: 'reject', team })}
                      >
                        {T.actions.reject()}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => setAsking({ kind: 'drop', team })}
                    >
                      {T.actions.drop()}
                    </button>
                  </fieldset>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ConsolePages page={page} pages={pages} hrefOf={(p) => deskHref(tournament.id, filter, p)} />
      {asking ? (
        <Suspense fallback={null}>
          <ReasonDialog
            title={(asking.kind === 'reject' ? T.reject.title : T.drop.title)({ name: asking.team.name })}
            body={asking.kind === 'reject' ? T.reject.body() : T.drop.body()}
            label={asking.kind === 'reject' ? T.reject.reason() : T.drop.reason()}
            submit={asking.kind === 'reject' ? T.reject.submit() : T.drop.submit()}
            cancel={T.cancel()}
            required={asking.kind === 'reject'}
            maxLength={MODERATION_REASON_MAX}
            busy={busy}
            onCancel={() => setAsking(null)}
            onSubmit={(reason) =>
              void act(async () => {
                if (asking.kind === 'reject') {
                  await consolePorts.teamDesk.reject(asking.team.id, reason)
                  return 'teamRejected'
                }
                await consolePorts.teamDesk.drop(asking.team.id, reason === '' ? undefined : reason)
                return 'teamDropped'
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  )
}

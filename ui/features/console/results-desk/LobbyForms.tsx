import { type FormEvent, useId, useState } from 'react'
import type { BattleRoyaleStanding, PointsTable, TeamRef } from '#core/tournaments/results.schema.ts'
import type { BattleRoyaleEntry, BattleRoyaleImport } from '#core/tournaments/results-desk.api.ts'
import type { LobbyImportOutcome } from '#core/tournaments/results-desk.port.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import { type LobbyRow, lobbyResultOf, lobbyTotals } from './lobby-totals.ts'

const dayOf = (typed: string): number | undefined => {
  const day = Number(typed)
  return typed.trim() !== '' && Number.isInteger(day) && day >= 1 ? day : undefined
}

/** The day and map fields both lobby forms share. */
const DayAndMap = ({
  id,
  day,
  map,
  onDay,
  onMap,
}: {
  readonly id: string
  readonly day: string
  readonly map: string
  readonly onDay: (day: string) => void
  readonly onMap: (map: string) => void
}) => {
  const { LL } = useI18n()
  const T = LL.console.results.lobby
  return (
    <div className="console-filters">
      <div className="field">
        <label htmlFor={`${id}-day`}>{T.day()}</label>
        <input
          id={`${id}-day`}
          className="results-number"
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={day}
          onChange={(event) => onDay(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-map`}>{T.map()}</label>
        <input id={`${id}-map`} maxLength={100} value={map} onChange={(event) => onMap(event.target.value)} />
      </div>
    </div>
  )
}

/**
 * A battle-royale match typed in: one row per team (placement, kills) with what the match earns it
 * and its total after it, counted as the public standings count them.
 */
export const LobbyEntryForm = ({
  teams,
  points,
  standings,
  busy,
  onSubmit,
}: {
  readonly teams: ReadonlyArray<TeamRef>
  readonly points: PointsTable | null
  readonly standings: ReadonlyArray<BattleRoyaleStanding>
  readonly busy: boolean
  readonly onSubmit: (entry: BattleRoyaleEntry) => void
}) => {
  const { LL } = useI18n()
  const T = LL.console.results.lobby
  const id = useId()
  const [day, setDay] = useState('1')
  const [map, setMap] = useState('')
  const [rows, setRows] = useState<ReadonlyArray<LobbyRow>>(() =>
    teams.map((team) => ({ teamId: team.id, placement: '', kills: '0' })),
  )
  const [incomplete, setIncomplete] = useState(false)
  const totals = points ? lobbyTotals(points, rows, standings) : undefined
  const edit = (teamId: string, change: Partial<Omit<LobbyRow, 'teamId'>>) =>
    setRows((current) => current.map((row) => (row.teamId === teamId ? { ...row, ...change } : row)))
  const send = (event: FormEvent) => {
    event.preventDefault()
    const results = rows.map(lobbyResultOf)
    const whole = results.flatMap((result) => (result ? [result] : []))
    const chosenDay = dayOf(day)
    const complete = chosenDay !== undefined && whole.length === rows.length && whole.length > 0
    setIncomplete(!complete)
    if (complete) onSubmit({ day: chosenDay, map: map.trim() === '' ? null : map.trim(), results: whole })
  }
  if (teams.length === 0) return <p>{T.noTeams()}</p>
  return (
    <form className="results-lobby" onSubmit={send} noValidate>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">{T.heading()}</legend>
        <DayAndMap id={id} day={day} map={map} onDay={setDay} onMap={setMap} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways takes focus, so keys can scroll it */}
        <section className="console-table-box" tabIndex={0} aria-label={T.caption()}>
          <table className="console-table">
            <caption>{T.caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{T.team()}</th>
                <th scope="col">{T.placement()}</th>
                <th scope="col">{T.kills()}</th>
                <th scope="col">{T.matchPoints()}</th>
                <th scope="col">{T.total()}</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => {
                const row = rows.find((one) => one.teamId === team.id)
                const total = totals?.get(team.id)
                return (
                  <tr key={team.id}>
                    <th scope="row">{team.name}</th>
                    <td>
                      <input
                        className="results-number"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={teams.length}
                        aria-label={T.placementOf({ name: team.name })}
                        value={row?.placement ?? ''}
                        onChange={(event) => edit(team.id, { placement: event.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className="results-number"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        aria-label={T.killsOf({ name: team.name })}
                        value={row?.kills ?? ''}
                        onChange={(event) => edit(team.id, { kills: event.target.value })}
                      />
                    </td>
                    <td>{total?.match ?? T.noPoints()}</td>
                    <td>{total ? total.total : T.noPoints()}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
        {incomplete ? (
          <p role="alert" className="field__error">
            {T.incomplete()}
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          {T.submit()}
        </button>
      </fieldset>
    </form>
  )
}

/**
 * A lobby tool's export pasted or read from a file (in the browser, as text); when the server refuses
 * it, every bad line is listed with its problem.
 */
export const LobbyImportForm = ({
  busy,
  onImport,
}: {
  readonly busy: boolean
  readonly onImport: (lobby: BattleRoyaleImport) => Promise<LobbyImportOutcome | undefined>
}) => {
  const { LL } = useI18n()
  const T = LL.console.results.lobbyImport
  const id = useId()
  const [day, setDay] = useState('1')
  const [map, setMap] = useState('')
  const [csv, setCsv] = useState('')
  const [badRows, setBadRows] = useState<Extract<LobbyImportOutcome, { ok: false }>['rows']>([])
  const send = async (event: FormEvent) => {
    event.preventDefault()
    const chosenDay = dayOf(day)
    if (chosenDay === undefined || csv.trim() === '') return
    const outcome = await onImport({ csv, day: chosenDay, map: map.trim() === '' ? null : map.trim() })
    setBadRows(outcome && !outcome.ok ? outcome.rows : [])
  }
  return (
    <form className="results-lobby" onSubmit={(event) => void send(event)}>
      <fieldset disabled={busy}>
        <legend className="visually-hidden">{T.heading()}</legend>
        <DayAndMap id={id} day={day} map={map} onDay={setDay} onMap={setMap} />
        <div className="field">
          <label htmlFor={`${id}-csv`}>{T.csv()}</label>
          <textarea
            id={`${id}-csv`}
            rows={8}
            required
            value={csv}
            aria-describedby={badRows.length > 0 ? `${id}-problems` : undefined}
            onChange={(event) => setCsv(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>{T.file()}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void file.text().then(setCsv)
            }}
          />
        </div>
        <div role="alert" id={`${id}-problems`}>
          {badRows.length > 0 ? (
            <>
              <p className="field__error">
                {T.problems({ count: new Set(badRows.map((row) => row.line)).size })}
              </p>
              <ul>
                {badRows.map((row) => (
                  <li key={`${row.line}-${row.code}`}>{T.line({ line: row.line, problem: row.problem })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {T.submit()}
        </button>
      </fieldset>
    </form>
  )
}

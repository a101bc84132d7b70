import type { ReactNode } from 'react'
import type {
  BattleRoyaleStanding,
  GroupStanding,
  SwissStanding,
  TeamRef,
} from '#core/tournaments/results.schema.ts'
import { type Translator, useI18n } from '#ui/shared/i18n/i18n.tsx'
import { TeamLogo } from '../ParticipantsTab.tsx'

interface Column<Row> {
  readonly key: string
  readonly label: string
  readonly value: (row: Row) => ReactNode
  /** The column the ranking is decided by (points, total): it stays in view while the table scrolls. */
  readonly decisive?: true
}

/**
 * A standings table as a real table: a caption, column headers, and each row headed by its team
 * (so a screen reader announces "Team, Points, 9" when moving across a row). On a narrow screen it
 * scrolls sideways in its box, the team column and the deciding column staying in view.
 */
const StandingsTable = <Row extends { readonly rank: number; readonly team: TeamRef }>({
  caption,
  captionHidden = false,
  columns,
  rows,
}: {
  caption: string
  /** The caption is said by what holds the table (a disclosure's summary), not shown twice. */
  captionHidden?: boolean
  columns: ReadonlyArray<Column<Row>>
  rows: ReadonlyArray<Row>
}) => {
  const { LL } = useI18n()
  const C = LL.tournament.results.columns
  const decisive = (column: Column<Row>) => (column.decisive ? 'standings__decisive' : undefined)
  return (
    // A box that may scroll sideways takes the keyboard's focus, so arrows can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={caption} tabIndex={0}>
      <table className="data-table standings">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.rank()}</th>
            <th scope="col" className="standings__team">
              {C.team()}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.key} className={decisive(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows]
            .sort((a, b) => a.rank - b.rank)
            .map((row) => (
              <tr key={row.team.id}>
                <td>{row.rank}</td>
                <th scope="row" className="standings__team">
                  <span className="team">
                    <TeamLogo url={row.team.logo_url} />
                    {row.team.name}
                  </span>
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={decisive(column)}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  )
}

const results = (LL: Translator) => {
  const C = LL.tournament.results.columns
  return {
    played: { key: 'played', label: C.played(), value: (row: { played: number }) => row.played },
    wins: { key: 'wins', label: C.wins(), value: (row: { wins: number }) => row.wins },
    draws: { key: 'draws', label: C.draws(), value: (row: { draws: number }) => row.draws },
    losses: { key: 'losses', label: C.losses(), value: (row: { losses: number }) => row.losses },
    points: {
      key: 'points',
      label: C.points(),
      value: (row: { points: number }) => row.points,
      decisive: true as const,
    },
  }
}

export const GroupTable = ({ caption, rows }: { caption: string; rows: ReadonlyArray<GroupStanding> }) => {
  const { LL } = useI18n()
  const r = results(LL)
  const columns: ReadonlyArray<Column<GroupStanding>> = [
    r.played,
    r.wins,
    r.draws,
    r.losses,
    {
      key: 'maps',
      label: LL.tournament.results.columns.maps(),
      value: (row) => `${row.score_for}–${row.score_against}`,
    },
    r.points,
  ]
  return <StandingsTable caption={caption} columns={columns} rows={rows} />
}

export const SwissTable = ({ caption, rows }: { caption: string; rows: ReadonlyArray<SwissStanding> }) => {
  const { LL } = useI18n()
  const r = results(LL)
  const columns: ReadonlyArray<Column<SwissStanding>> = [
    r.played,
    r.wins,
    r.draws,
    r.losses,
    r.points,
    { key: 'buchholz', label: LL.tournament.results.columns.buchholz(), value: (row) => row.buchholz },
  ]
  return <StandingsTable caption={caption} columns={columns} rows={rows} />
}

export const BattleRoyaleTable = ({
  caption,
  captionHidden = false,
  rows,
}: {
  caption: string
  captionHidden?: boolean
  rows: ReadonlyArray<BattleRoyaleStanding>
}) => {
  const { LL } = useI18n()
  const C = LL.tournament.results.columns
  const columns: ReadonlyArray<Column<BattleRoyaleStanding>> = [
    { key: 'matches', label: C.matches(), value: (row) => row.matches },
    { key: 'wins', label: C.wins(), value: (row) => row.wins },
    { key: 'placement', label: C.placementPoints(), value: (row) => row.placement_points },
    { key: 'kills', label: C.kills(), value: (row) => row.kills },
    { key: 'killPoints', label: C.killPoints(), value: (row) => row.kill_points },
    { key: 'total', label: C.total(), value: (row) => row.total, decisive: true },
  ]
  return <StandingsTable caption={caption} captionHidden={captionHidden} columns={columns} rows={rows} />
}

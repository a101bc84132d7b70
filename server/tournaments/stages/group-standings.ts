/**
 * The tables of a round-robin stage's groups from its match rows: 3 points a win, 1 a draw; then the
 * difference of games (maps), games won, and the seed.
 */
import type { StageMatchRow, StoredOpponent } from '#server/platform/db/schema.ts'
import type { StageData } from './stage-store.ts'

export interface GroupRow {
  readonly rank: number
  readonly teamId: string
  readonly played: number
  readonly wins: number
  readonly draws: number
  readonly losses: number
  readonly scoreFor: number
  readonly scoreAgainst: number
  readonly points: number
}

export interface GroupTable {
  readonly number: number
  readonly rows: ReadonlyArray<GroupRow>
}

interface Tally {
  teamId: string
  seed: number
  played: number
  wins: number
  draws: number
  losses: number
  scoreFor: number
  scoreAgainst: number
}

const POINTS = { win: 3, draw: 1, loss: 0 } as const

const pointsOf = (tally: Pick<Tally, 'wins' | 'draws'>) => POINTS.win * tally.wins + POINTS.draw * tally.draws

export const groupStandings = (
  data: Pick<StageData, 'participants' | 'matches'>,
): ReadonlyArray<GroupTable> => {
  const participants = new Map(data.participants.map((participant) => [participant.localId, participant]))
  const groups = new Map<number, Map<number, Tally>>()
  const tallyFor = (group: Map<number, Tally>, opponent: StoredOpponent | null) => {
    const id = opponent?.id
    if (id === null || id === undefined) return undefined
    const participant = participants.get(id)
    if (!participant) return undefined
    let tally = group.get(id)
    if (!tally) {
      tally = {
        teamId: participant.teamId,
        seed: participant.seed,
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        scoreFor: 0,
        scoreAgainst: 0,
      }
      group.set(id, tally)
    }
    return tally
  }
  const count = (tally: Tally, mine: StoredOpponent, theirs: StoredOpponent) => {
    tally.played += 1
    if (mine.result === 'win') tally.wins += 1
    else if (mine.result === 'draw') tally.draws += 1
    else tally.losses += 1
    tally.scoreFor += mine.score ?? 0
    tally.scoreAgainst += theirs.score ?? 0
  }
  for (const match of data.matches as ReadonlyArray<StageMatchRow>) {
    let group = groups.get(match.groupNumber)
    if (!group) {
      group = new Map()
      groups.set(match.groupNumber, group)
    }
    const first = tallyFor(group, match.opponent1)
    const second = tallyFor(group, match.opponent2)
    const played = match.status === 'completed' || match.status === 'archived'
    if (first && second && played && match.opponent1 && match.opponent2) {
      count(first, match.opponent1, match.opponent2)
      count(second, match.opponent2, match.opponent1)
    }
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([number, group]) => ({
      number,
      rows: [...group.values()]
        .sort(
          (a, b) =>
            pointsOf(b) - pointsOf(a) ||
            b.scoreFor - b.scoreAgainst - (a.scoreFor - a.scoreAgainst) ||
            b.scoreFor - a.scoreFor ||
            a.seed - b.seed,
        )
        .map(({ seed: _seed, ...tally }, index) => ({ ...tally, rank: index + 1, points: pointsOf(tally) })),
    }))
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EXACT_WEIGHTS,
  maximumWeightMatching,
  priorityWeights,
  type WeightedEdge,
} from '#core/tournaments/competition/weighted-matching.ts'

/** Edges written as "from-to:weight", separated by spaces. */
const graph = (edges: string): WeightedEdge[] =>
  edges.split(' ').map((edge) => {
    const [from, to, weight] = edge.split(/[-:]/).map(Number)
    return [from ?? 0, to ?? 0, weight ?? 0]
  })

const vertexCountOf = (edges: ReadonlyArray<WeightedEdge>) =>
  edges.reduce((most, [a, b]) => Math.max(most, a + 1, b + 1), 0)
const matched = (edges: ReadonlyArray<WeightedEdge>, maxCardinality = false) =>
  maximumWeightMatching(vertexCountOf(edges), edges, maxCardinality)

/** Brute force: every matching of the graph, as lists of edge indexes. */
const allMatchings = (edges: ReadonlyArray<WeightedEdge>): number[][] => {
  const result: number[][] = []
  const walk = (from: number, used: ReadonlySet<number>, chosen: number[]) => {
    if (from === edges.length) {
      result.push(chosen)
      return
    }
    walk(from + 1, used, chosen)
    const [a, b] = edges[from] as WeightedEdge
    if (!used.has(a) && !used.has(b)) walk(from + 1, new Set([...used, a, b]), [...chosen, from])
  }
  walk(0, new Set(), [])
  return result
}

describe('maximum-weight matching, known graphs', () => {
  // Graphs that reach each case of the blossom algorithm (after van Rantwijk's test suite): the
  // expected partners were worked out for each graph.
  it('answers small graphs, with and without maximum cardinality', () => {
    expect(maximumWeightMatching(0, [])).toEqual([])
    expect(maximumWeightMatching(3, [])).toEqual([-1, -1, -1])
    expect(matched([[0, 1, 1]])).toEqual([1, 0])
    expect(
      matched([
        [1, 2, 10],
        [2, 3, 11],
      ]),
    ).toEqual([-1, -1, 3, 2])
    const path: WeightedEdge[] = [
      [1, 2, 5],
      [2, 3, 11],
      [3, 4, 5],
    ]
    expect(matched(path)).toEqual([-1, -1, 3, 2, -1])
    // Two light edges beat one heavy one when the most edges are wanted.
    expect(matched(path, true)).toEqual([-1, 2, 1, 4, 3])
  })

  it('handles negative weights', () => {
    const edges: WeightedEdge[] = [
      [1, 2, 2],
      [1, 3, -2],
      [2, 3, 1],
      [2, 4, -1],
      [3, 4, -6],
    ]
    expect(matched(edges)).toEqual([-1, 2, 1, -1, -1])
    expect(matched(edges, true)).toEqual([-1, 3, 4, 1, 2])
  })

  it('creates S-blossoms and T-blossoms, nests and expands them', () => {
    const cases: Array<[string, number[]]> = [
      // An S-blossom used for an augmentation.
      ['1-2:8 1-3:9 2-3:10 3-4:7', [-1, 2, 1, 4, 3]],
      ['1-2:8 1-3:9 2-3:10 3-4:7 1-6:5 4-5:6', [-1, 6, 3, 2, 5, 4, 1]],
      // An S-blossom relabelled as a T-blossom.
      ['1-2:9 1-3:8 2-3:10 1-4:5 4-5:4 1-6:3', [-1, 6, 3, 2, 5, 4, 1]],
      ['1-2:9 1-3:8 2-3:10 1-4:5 4-5:3 3-6:4', [-1, 2, 1, 6, 5, 4, 3]],
      // Nested S-blossoms.
      ['1-2:9 1-3:9 2-3:10 2-4:8 3-5:8 4-5:10 5-6:6', [-1, 3, 4, 1, 2, 6, 5]],
      ['1-2:10 1-7:10 2-3:12 3-4:20 3-5:20 4-5:25 5-6:10 6-7:10 7-8:8', [-1, 2, 1, 4, 3, 6, 5, 8, 7]],
      // A nested blossom expanded recursively after an augmentation.
      ['1-2:8 1-3:8 2-3:10 2-4:12 3-5:12 4-5:14 4-6:12 5-7:12 6-7:14 7-8:12', [-1, 2, 1, 5, 6, 3, 4, 8, 7]],
      // A T-blossom expanded mid-stage.
      ['1-2:23 1-5:22 1-6:15 2-3:25 3-4:22 4-5:25 4-8:14 5-7:13', [-1, 6, 3, 2, 8, 7, 1, 5, 4]],
      ['1-2:19 1-3:20 1-8:8 2-3:25 2-4:18 3-5:18 4-5:13 4-7:7 5-6:7', [-1, 8, 3, 2, 7, 6, 5, 4, 1]],
      // A blossom relabelled as T in more than one way, then expanded.
      [
        '1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:35 5-7:26 9-10:5',
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        '1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:26 5-7:40 9-10:5',
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        '1-2:45 1-5:45 2-3:50 3-4:45 4-5:50 1-6:30 3-9:35 4-8:28 5-7:26 9-10:5',
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      // A nested blossom that ends up on an augmenting path when its outer blossom is expanded.
      [
        '1-2:45 1-7:45 2-3:50 3-4:45 4-5:95 4-6:94 5-6:94 6-7:50 1-8:30 3-11:35 5-9:36 7-10:26 11-12:5',
        [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
      ],
      // A nested S-blossom relabelled as S, then expanded recursively.
      [
        '1-2:40 1-3:40 2-3:60 2-4:55 3-5:55 4-5:50 1-8:15 5-7:30 7-6:10 8-10:10 4-9:30',
        [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
      ],
    ]
    for (const [edges, mate] of cases) expect(matched(graph(edges)), edges).toEqual(mate)
  })
})

describe('maximum-weight matching, against a brute force', () => {
  const graphs = fc.integer({ min: 2, max: 8 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.uniqueArray(
        fc
          .tuple(fc.nat(n - 1), fc.nat(n - 1), fc.integer({ min: -20, max: 60 }))
          .filter(([a, b]) => a !== b)
          .map(([a, b, w]): WeightedEdge => [Math.min(a, b), Math.max(a, b), w]),
        { selector: ([a, b]) => `${a}-${b}`, maxLength: 16 },
      ),
      maxCardinality: fc.boolean(),
    }),
  )

  it('finds a matching as heavy as the heaviest (of the largest, with maximum cardinality)', () => {
    fc.assert(
      fc.property(graphs, ({ n, edges, maxCardinality }) => {
        const mate = maximumWeightMatching(n, edges, maxCardinality)
        // A matching: partners point at each other, along edges of the graph.
        const chosen = edges.filter(([a, b]) => mate[a] === b)
        mate.forEach((partner, v) => {
          if (partner !== -1) expect(mate[partner]).toBe(v)
        })
        expect(chosen.length * 2).toBe(mate.filter((partner) => partner !== -1).length)
        const candidates = allMatchings(edges)
        const size = (m: number[]) => m.length
        const total = (m: number[]) => m.reduce((sum, k) => sum + (edges[k]?.[2] ?? 0), 0)
        const most = Math.max(...candidates.map(size))
        const eligible = maxCardinality ? candidates.filter((m) => size(m) === most) : candidates
        if (maxCardinality) expect(chosen.length).toBe(most)
        expect(chosen.reduce((sum, [, , w]) => sum + w, 0)).toBe(Math.max(...eligible.map(total)))
      }),
      { numRuns: 500 },
    )
  })
})

describe('weights from costs in strict priority', () => {
  it('gives each criterion a unit above all that the lesser ones add up to over a matching', () => {
    // Matchings of 2 edges; second criterion at most 5 an edge, so at most 10: its unit is 1, the
    // first criterion's 2·5 + 1 = 11; the largest total 11·(2·1 + 1) = 33.
    expect(
      priorityWeights(
        [
          [0, 5],
          [1, 0],
          [0, 0],
          [0, 3],
        ],
        2,
      ),
    ).toEqual([33 - 5, 33 - 11, 33, 33 - 3])
  })

  it('leaves out the least important criteria when the weights would lose exactness', () => {
    const costs = [
      [0, 1],
      [1, 0],
      [0, 0],
    ]
    // Both criteria: units 2 and 1, largest total 4.
    expect(priorityWeights(costs, 1)).toEqual([3, 2, 4])
    // Over a limit of 3 the second criterion goes: unit 1, largest total 2.
    expect(priorityWeights(costs, 1, 3)).toEqual([2, 1, 2])
    // The most important one stays whatever the limit.
    expect(priorityWeights(costs, 1, 1)).toEqual([2, 1, 2])
    expect(EXACT_WEIGHTS).toBeLessThan(Number.MAX_SAFE_INTEGER / 8)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasPerfectMatching } from '#core/tournaments/competition/perfect-matching.ts'

/** Symmetric adjacency lists of vertices 0..n-1 from a list of edges. */
const adjacencyOf = (n: number, edges: ReadonlyArray<readonly [number, number]>) => {
  const lists = Array.from({ length: n }, () => new Set<number>())
  for (const [a, b] of edges) {
    if (a === b) continue
    lists[a]?.add(b)
    lists[b]?.add(a)
  }
  return lists.map((list) => [...list])
}

/** Brute force: pair the first vertex with each neighbour in turn. */
const bruteForce = (
  vertices: ReadonlyArray<number>,
  adjacent: ReadonlyArray<ReadonlyArray<number>>,
): boolean => {
  const [first, ...rest] = vertices
  if (first === undefined) return true
  return rest.some(
    (other) =>
      adjacent[first]?.includes(other) === true &&
      bruteForce(
        rest.filter((v) => v !== other),
        adjacent,
      ),
  )
}

describe('perfect matching (Edmonds)', () => {
  it('answers known graphs', () => {
    expect(hasPerfectMatching(0, [])).toBe(true)
    expect(hasPerfectMatching(2, adjacencyOf(2, [[0, 1]]))).toBe(true)
    expect(
      hasPerfectMatching(
        3,
        adjacencyOf(3, [
          [0, 1],
          [1, 2],
          [2, 0],
        ]),
      ),
    ).toBe(false)
    // Two triangles joined by one edge: only the bridge lets both odd cycles pair off.
    const bridged = adjacencyOf(6, [
      [0, 1],
      [1, 2],
      [2, 0],
      [3, 4],
      [4, 5],
      [5, 3],
      [2, 3],
    ])
    expect(hasPerfectMatching(6, bridged)).toBe(true)
    // A star cannot pair its leaves.
    expect(
      hasPerfectMatching(
        4,
        adjacencyOf(4, [
          [0, 1],
          [0, 2],
          [0, 3],
        ]),
      ),
    ).toBe(false)
    // Missing lists are vertices without neighbours.
    expect(hasPerfectMatching(2, [])).toBe(false)
  })

  it('agrees with a brute-force search on random graphs (blossoms included)', () => {
    const graphs = fc.integer({ min: 0, max: 10 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        edges: fc.array(fc.tuple(fc.nat(Math.max(n - 1, 0)), fc.nat(Math.max(n - 1, 0))), { maxLength: 30 }),
      }),
    )
    fc.assert(
      fc.property(graphs, ({ n, edges }) => {
        const adjacent = adjacencyOf(n, edges)
        const vertices = Array.from({ length: n }, (_, v) => v)
        expect(hasPerfectMatching(n, adjacent)).toBe(bruteForce(vertices, adjacent))
      }),
      { numRuns: 2000 },
    )
  })
})

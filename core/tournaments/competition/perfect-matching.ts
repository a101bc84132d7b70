/**
 * Whether a general (non-bipartite) graph has a perfect matching: Edmonds' blossom algorithm,
 * O(V³). Swiss pairing asks it whether a round can be paired at all under its hard rules (no
 * rematch, a fair bye) before it looks for the cheapest such pairing (`weighted-matching.ts`).
 */

/**
 * True when the vertices 0..n-1 can all be paired along edges of `adjacent` (symmetric lists).
 */
export function hasPerfectMatching(n: number, adjacent: ReadonlyArray<ReadonlyArray<number>>): boolean {
  if (n % 2 === 1) return false
  const mate = new Array<number>(n).fill(-1)
  // A greedy start leaves few vertices for the augmenting searches.
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue
    for (const u of adjacent[v] ?? []) {
      if (mate[u] === -1) {
        mate[v] = u
        mate[u] = v
        break
      }
    }
  }
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue
    if (!augmentFrom(root, n, adjacent, mate)) return false
  }
  return true
}

/** Searches an augmenting path from `root` (shrinking blossoms) and flips it into `mate`. */
function augmentFrom(
  root: number,
  n: number,
  adjacent: ReadonlyArray<ReadonlyArray<number>>,
  mate: number[],
) {
  const parent = new Array<number>(n).fill(-1)
  const base = Array.from({ length: n }, (_, v) => v)
  const inTree = new Array<boolean>(n).fill(false)
  // Indexes are always in range; the fallback only satisfies the type checker.
  /* v8 ignore next */
  const at = (list: ReadonlyArray<number>, i: number) => list[i] ?? -1
  inTree[root] = true
  const queue = [root]

  const commonBase = (a0: number, b0: number) => {
    const onPath = new Array<boolean>(n).fill(false)
    let a = a0
    for (;;) {
      a = at(base, a)
      onPath[a] = true
      if (at(mate, a) === -1) break
      a = at(parent, at(mate, a))
    }
    let b = b0
    for (;;) {
      b = at(base, b)
      if (onPath[b]) return b
      b = at(parent, at(mate, b))
    }
  }
  const markBlossom = (inBlossom: boolean[], v0: number, blossomBase: number, child0: number) => {
    let v = v0
    let child = child0
    while (at(base, v) !== blossomBase) {
      inBlossom[at(base, v)] = true
      inBlossom[at(base, at(mate, v))] = true
      parent[v] = child
      child = at(mate, v)
      v = at(parent, at(mate, v))
    }
  }

  for (let head = 0; head < queue.length; head++) {
    const v = at(queue, head)
    for (const to of adjacent[v] ?? []) {
      if (at(base, v) === at(base, to) || at(mate, v) === to) continue
      if (to === root || (at(mate, to) !== -1 && at(parent, at(mate, to)) !== -1)) {
        const blossomBase = commonBase(v, to)
        const inBlossom = new Array<boolean>(n).fill(false)
        markBlossom(inBlossom, v, blossomBase, to)
        markBlossom(inBlossom, to, blossomBase, v)
        for (let i = 0; i < n; i++) {
          if (!inBlossom[at(base, i)]) continue
          base[i] = blossomBase
          if (!inTree[i]) {
            inTree[i] = true
            queue.push(i)
          }
        }
      } else if (at(parent, to) === -1) {
        parent[to] = v
        if (at(mate, to) === -1) {
          let u = to
          while (u !== -1) {
            const p = at(parent, u)
            const next = at(mate, p)
            mate[u] = p
            mate[p] = u
            u = next
          }
          return true
        }
        inTree[at(mate, to)] = true
        queue.push(at(mate, to))
      }
    }
  }
  return false
}

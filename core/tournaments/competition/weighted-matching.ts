/**
 * A maximum-weight matching of a general (non-bipartite) graph: Edmonds' blossom algorithm with
 * primal-dual weights, O(V³), as Galil describes it ("Efficient algorithms for finding maximum
 * matching in graphs", ACM Computing Surveys, 1986) and after the structure of Joris van Rantwijk's
 * reference implementation. Swiss pairing uses it to pick, among all pairings of a round, the one
 * whose cost is least (weights are "best minus cost").
 *
 * With integer weights every computation stays in integers (vertex duals are kept doubled), so the
 * answer is exact as long as the weights stay well inside 2⁵³.
 *
 * Vertices are 0..n-1; blossoms n..2n-1. An edge k has endpoints 2k and 2k+1; `mate[v]` holds the
 * remote endpoint of v's matched edge while the algorithm runs.
 */

/** An edge between two vertices with its weight (an integer, for exact arithmetic). */
export type WeightedEdge = readonly [number, number, number]

/**
 * Weights up to this stay exact in the matching's arithmetic (its duals reach a few times the
 * largest weight, well inside 2⁵³).
 */
export const EXACT_WEIGHTS = 2 ** 48

/**
 * Edge weights that make the heaviest matching of `size` edges the one whose costs are least in
 * strict priority: `costs[k]` lists edge k's costs (non-negative integers), the most important
 * first. Each criterion's unit outweighs the most that all the less important ones can add up to
 * over `size` edges, and a weight is "the largest possible total minus the edge's cost", so every
 * weight is at least 1. Should the units pass `limit`, the least important criteria are left out,
 * one by one, until they fit (the most important one is always kept).
 */
export function priorityWeights(
  costs: ReadonlyArray<ReadonlyArray<number>>,
  size: number,
  limit = EXACT_WEIGHTS,
): number[] {
  const criteria = costs.reduce((most, cost) => Math.max(most, cost.length), 0)
  for (let kept = criteria; ; kept--) {
    const units = new Array<number>(kept).fill(0)
    let unit = 1
    for (let c = kept - 1; c >= 0; c--) {
      units[c] = unit
      unit *= size * costs.reduce((most, cost) => Math.max(most, cost[c] ?? 0), 0) + 1
    }
    if (unit <= limit || kept <= 1)
      return costs.map((cost) => unit - units.reduce((sum, u, c) => sum + u * (cost[c] ?? 0), 0))
  }
}

/** Reads an index that the algorithm keeps in range (the cast only satisfies the type checker). */
const at = (list: ReadonlyArray<number>, index: number): number => list[index] as number

/** Python-style index: negative counts from the end (a blossom's children are walked round). */
const around = (length: number, index: number): number => (index < 0 ? index + length : index)

/**
 * The matching of greatest total weight of the graph on vertices 0..`vertexCount`-1: `mate[v]` is
 * v's partner, -1 when v is left single. With `maxCardinality`, only matchings with the most edges
 * count (the heaviest of those is returned). At most one edge between two vertices; no loops.
 */
export function maximumWeightMatching(
  vertexCount: number,
  edges: ReadonlyArray<WeightedEdge>,
  maxCardinality = false,
): number[] {
  const n = vertexCount
  const edgeFrom = edges.map((edge) => edge[0])
  const edgeTo = edges.map((edge) => edge[1])
  const weight = edges.map((edge) => edge[2])
  const maxWeight = weight.reduce((most, w) => Math.max(most, w), 0)
  const endpoint = Array.from({ length: 2 * edges.length }, (_, p) =>
    p % 2 === 0 ? at(edgeFrom, p >> 1) : at(edgeTo, p >> 1),
  )
  /** For each vertex, the remote endpoints of its edges. */
  const neighbourEnds: number[][] = Array.from({ length: n }, () => [])
  edges.forEach(([from, to], k) => {
    neighbourEnds[from]?.push(2 * k + 1)
    neighbourEnds[to]?.push(2 * k)
  })

  const mate = new Array<number>(n).fill(-1)
  /** Of a top-level blossom: 0 free, 1 S (outer), 2 T (inner); 5 marks a breadcrumb while scanning. */
  const label = new Array<number>(2 * n).fill(0)
  /** The remote endpoint of the edge through which a blossom (or a T-vertex) got its label. */
  const labelEnd = new Array<number>(2 * n).fill(-1)
  /** The top-level blossom holding each vertex. */
  const inBlossom = Array.from({ length: n }, (_, v) => v)
  const blossomParent = new Array<number>(2 * n).fill(-1)
  /** A non-trivial blossom's sub-blossoms, from its base round the cycle. */
  const blossomChildren: Array<number[] | null> = new Array(2 * n).fill(null)
  const blossomBase = [...Array.from({ length: n }, (_, v) => v), ...new Array<number>(n).fill(-1)]
  /** blossomEnds[b][i]: the endpoint of children[i] on the edge to children[i + 1]. */
  const blossomEnds: Array<number[] | null> = new Array(2 * n).fill(null)
  /** The least-slack edge from a free vertex to an S-vertex, or from an S-blossom to another one. */
  const bestEdge = new Array<number>(2 * n).fill(-1)
  /** A non-trivial S-blossom's least-slack edges to neighbouring S-blossoms. */
  const blossomBestEdges: Array<number[] | null> = new Array(2 * n).fill(null)
  const unusedBlossoms = Array.from({ length: n }, (_, i) => n + i)
  /** Vertices: twice the dual variable; blossoms: the dual variable. */
  const dual = [...new Array<number>(n).fill(maxWeight), ...new Array<number>(n).fill(0)]
  const allowEdge = new Array<boolean>(edges.length).fill(false)
  let queue: number[] = []

  const childrenOf = (b: number) => blossomChildren[b] as number[]
  const endsOf = (b: number) => blossomEnds[b] as number[]
  /** Twice the slack of edge k (not for an edge inside a blossom). */
  const slack = (k: number) => at(dual, at(edgeFrom, k)) + at(dual, at(edgeTo, k)) - 2 * at(weight, k)
  const leaves = (b: number, into: number[] = []): number[] => {
    if (b < n) into.push(b)
    else for (const child of childrenOf(b)) leaves(child, into)
    return into
  }

  /** Labels the top-level blossom of vertex w with t, reached through remote endpoint p. */
  const assignLabel = (w: number, t: number, p: number): void => {
    const b = at(inBlossom, w)
    label[w] = t
    label[b] = t
    labelEnd[w] = p
    labelEnd[b] = p
    bestEdge[w] = -1
    bestEdge[b] = -1
    if (t === 1) queue.push(...leaves(b))
    else {
      // A T-blossom's base is matched: its mate becomes an S-vertex.
      const baseMate = at(mate, at(blossomBase, b))
      assignLabel(at(endpoint, baseMate), 1, baseMate ^ 1)
    }
  }

  /** Traces back from v and w: the base of a new blossom, or -1 for an augmenting path. */
  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = []
    let base = -1
    let v = v0
    let w = w0
    while (v !== -1 || w !== -1) {
      let b = at(inBlossom, v)
      if (at(label, b) & 4) {
        base = at(blossomBase, b)
        break
      }
      path.push(b)
      label[b] = 5
      if (at(labelEnd, b) === -1) v = -1
      else {
        v = at(endpoint, at(labelEnd, b))
        b = at(inBlossom, v)
        v = at(endpoint, at(labelEnd, b))
      }
      if (w !== -1) [v, w] = [w, v]
    }
    for (const b of path) label[b] = 1
    return base
  }

  /** Makes a new S-blossom with the given base from edge k, which joins two S-vertices. */
  const addBlossom = (base: number, k: number): void => {
    let v = at(edgeFrom, k)
    let w = at(edgeTo, k)
    const bb = at(inBlossom, base)
    let bv = at(inBlossom, v)
    let bw = at(inBlossom, w)
    const b = unusedBlossoms.pop() as number
    blossomBase[b] = base
    blossomParent[b] = -1
    blossomParent[bb] = b
    const path: number[] = []
    const ends: number[] = []
    while (bv !== bb) {
      blossomParent[bv] = b
      path.push(bv)
      ends.push(at(labelEnd, bv))
      v = at(endpoint, at(labelEnd, bv))
      bv = at(inBlossom, v)
    }
    path.push(bb)
    path.reverse()
    ends.reverse()
    ends.push(2 * k)
    while (bw !== bb) {
      blossomParent[bw] = b
      path.push(bw)
      ends.push(at(labelEnd, bw) ^ 1)
      w = at(endpoint, at(labelEnd, bw))
      bw = at(inBlossom, w)
    }
    blossomChildren[b] = path
    blossomEnds[b] = ends
    label[b] = 1
    labelEnd[b] = at(labelEnd, bb)
    dual[b] = 0
    for (const leaf of leaves(b)) {
      // A T-vertex inside a new S-blossom becomes an S-vertex: scan it.
      if (at(label, at(inBlossom, leaf)) === 2) queue.push(leaf)
      inBlossom[leaf] = b
    }
    const bestEdgeTo = new Array<number>(2 * n).fill(-1)
    for (const child of path) {
      const known = blossomBestEdges[child]
      const lists = known
        ? [known]
        : leaves(child).map((leaf) => (neighbourEnds[leaf] ?? []).map((p) => p >> 1))
      for (const list of lists)
        for (const edge of list) {
          const other = at(inBlossom, at(edgeTo, edge)) === b ? at(edgeFrom, edge) : at(edgeTo, edge)
          const bo = at(inBlossom, other)
          if (
            bo !== b &&
            at(label, bo) === 1 &&
            (at(bestEdgeTo, bo) === -1 || slack(edge) < slack(at(bestEdgeTo, bo)))
          )
            bestEdgeTo[bo] = edge
        }
      blossomBestEdges[child] = null
      bestEdge[child] = -1
    }
    const best = bestEdgeTo.filter((edge) => edge !== -1)
    blossomBestEdges[b] = best
    bestEdge[b] = -1
    for (const edge of best)
      if (at(bestEdge, b) === -1 || slack(edge) < slack(at(bestEdge, b))) bestEdge[b] = edge
  }

  /** Dissolves top-level blossom b into its children (relabelling them when b is a T-blossom mid-stage). */
  const expandBlossom = (b: number, endOfStage: boolean): void => {
    const children = childrenOf(b)
    for (const child of children) {
      blossomParent[child] = -1
      if (child < n) inBlossom[child] = child
      else if (endOfStage && at(dual, child) === 0) expandBlossom(child, endOfStage)
      else for (const leaf of leaves(child)) inBlossom[leaf] = child
    }
    if (!endOfStage && at(label, b) === 2) {
      const ends = endsOf(b)
      const length = children.length
      const child = (j: number) => at(children, around(length, j))
      const end = (j: number) => at(ends, around(length, j))
      const entryChild = at(inBlossom, at(endpoint, at(labelEnd, b) ^ 1))
      let j = children.indexOf(entryChild)
      // Go round the blossom from the entry child to the base the even way.
      const [step, trick] = j & 1 ? [1, 0] : [-1, 1]
      if (j & 1) j -= length
      let p = at(labelEnd, b)
      while (j !== 0) {
        label[at(endpoint, p ^ 1)] = 0
        label[at(endpoint, end(j - trick) ^ trick ^ 1)] = 0
        assignLabel(at(endpoint, p ^ 1), 2, p)
        allowEdge[end(j - trick) >> 1] = true
        j += step
        p = end(j - trick) ^ trick
        allowEdge[p >> 1] = true
        j += step
      }
      const baseChild = child(j)
      label[at(endpoint, p ^ 1)] = 2
      label[baseChild] = 2
      labelEnd[at(endpoint, p ^ 1)] = p
      labelEnd[baseChild] = p
      bestEdge[baseChild] = -1
      j += step
      while (child(j) !== entryChild) {
        const sub = child(j)
        j += step
        if (at(label, sub) === 1) continue
        // A sub-blossom reached from outside through one of its vertices becomes a T-blossom.
        const reached = leaves(sub).find((leaf) => at(label, leaf) !== 0)
        if (reached === undefined) continue
        label[reached] = 0
        label[at(endpoint, at(mate, at(blossomBase, sub)))] = 0
        assignLabel(reached, 2, at(labelEnd, reached))
      }
    }
    label[b] = -1
    labelEnd[b] = -1
    blossomChildren[b] = null
    blossomEnds[b] = null
    blossomBase[b] = -1
    blossomBestEdges[b] = null
    bestEdge[b] = -1
    unusedBlossoms.push(b)
  }

  /** Swaps matched and unmatched edges on the path through blossom b from vertex v to its base. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v
    while (at(blossomParent, t) !== b) t = at(blossomParent, t)
    if (t >= n) augmentBlossom(t, v)
    const children = childrenOf(b)
    const ends = endsOf(b)
    const length = children.length
    const i = children.indexOf(t)
    let j = i
    const [step, trick] = i & 1 ? [1, 0] : [-1, 1]
    if (i & 1) j -= length
    while (j !== 0) {
      j += step
      t = at(children, around(length, j))
      const p = at(ends, around(length, j - trick)) ^ trick
      if (t >= n) augmentBlossom(t, at(endpoint, p))
      j += step
      t = at(children, around(length, j))
      if (t >= n) augmentBlossom(t, at(endpoint, p ^ 1))
      mate[at(endpoint, p)] = p ^ 1
      mate[at(endpoint, p ^ 1)] = p
    }
    // The new base leads the list.
    blossomChildren[b] = [...children.slice(i), ...children.slice(0, i)]
    blossomEnds[b] = [...ends.slice(i), ...ends.slice(0, i)]
    blossomBase[b] = at(blossomBase, at(childrenOf(b), 0))
  }

  /** Augments the matching along the path through edge k, which joins two S-vertices. */
  const augmentMatching = (k: number): void => {
    for (const [start, first] of [
      [at(edgeFrom, k), 2 * k + 1],
      [at(edgeTo, k), 2 * k],
    ] as const) {
      let s = start
      let p = first
      for (;;) {
        const bs = at(inBlossom, s)
        if (bs >= n) augmentBlossom(bs, s)
        mate[s] = p
        if (at(labelEnd, bs) === -1) break
        const bt = at(inBlossom, at(endpoint, at(labelEnd, bs)))
        s = at(endpoint, at(labelEnd, bt))
        const j = at(endpoint, at(labelEnd, bt) ^ 1)
        if (bt >= n) augmentBlossom(bt, j)
        mate[j] = at(labelEnd, bt)
        p = at(labelEnd, bt) ^ 1
      }
    }
  }

  /** Scans S-vertices from the queue; true once the matching was augmented. */
  const grow = (): boolean => {
    for (let v = queue.pop(); v !== undefined; v = queue.pop()) {
      for (const p of neighbourEnds[v] ?? []) {
        const k = p >> 1
        const w = at(endpoint, p)
        if (at(inBlossom, v) === at(inBlossom, w)) continue
        let kSlack = 0
        if (!allowEdge[k]) {
          kSlack = slack(k)
          if (kSlack <= 0) allowEdge[k] = true
        }
        const wLabel = at(label, at(inBlossom, w))
        if (allowEdge[k]) {
          if (wLabel === 0) assignLabel(w, 2, p ^ 1)
          else if (wLabel === 1) {
            const base = scanBlossom(v, w)
            if (base < 0) {
              augmentMatching(k)
              return true
            }
            addBlossom(base, k)
          } else if (at(label, w) === 0) {
            // w lies in a T-blossom and is now reached from outside it.
            label[w] = 2
            labelEnd[w] = p ^ 1
          }
        } else if (wLabel === 1) {
          const b = at(inBlossom, v)
          if (at(bestEdge, b) === -1 || kSlack < slack(at(bestEdge, b))) bestEdge[b] = k
        } else if (at(label, w) === 0) {
          if (at(bestEdge, w) === -1 || kSlack < slack(at(bestEdge, w))) bestEdge[w] = k
        }
      }
    }
    return false
  }

  /** Moves the duals by the largest step that keeps them feasible; false when the optimum is reached. */
  const adjustDuals = (): boolean => {
    let type = -1
    let delta = 0
    let deltaEdge = -1
    let deltaBlossom = -1
    const vertexDuals = dual.slice(0, n)
    if (!maxCardinality) {
      type = 1
      delta = Math.min(...vertexDuals)
    }
    for (let v = 0; v < n; v++) {
      const edge = at(bestEdge, v)
      if (at(label, at(inBlossom, v)) === 0 && edge !== -1 && (type === -1 || slack(edge) < delta)) {
        delta = slack(edge)
        type = 2
        deltaEdge = edge
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      const edge = at(bestEdge, b)
      if (
        at(blossomParent, b) === -1 &&
        at(label, b) === 1 &&
        edge !== -1 &&
        (type === -1 || slack(edge) / 2 < delta)
      ) {
        delta = slack(edge) / 2
        type = 3
        deltaEdge = edge
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        at(blossomBase, b) >= 0 &&
        at(blossomParent, b) === -1 &&
        at(label, b) === 2 &&
        (type === -1 || at(dual, b) < delta)
      ) {
        delta = at(dual, b)
        type = 4
        deltaBlossom = b
      }
    }
    if (type === -1) {
      // Maximum cardinality reached and nothing left to improve.
      type = 1
      delta = Math.max(0, Math.min(...vertexDuals))
    }
    for (let v = 0; v < n; v++) {
      const vLabel = at(label, at(inBlossom, v))
      if (vLabel === 1) dual[v] = at(dual, v) - delta
      else if (vLabel === 2) dual[v] = at(dual, v) + delta
    }
    for (let b = n; b < 2 * n; b++) {
      if (at(blossomBase, b) < 0 || at(blossomParent, b) !== -1) continue
      if (at(label, b) === 1) dual[b] = at(dual, b) + delta
      else if (at(label, b) === 2) dual[b] = at(dual, b) - delta
    }
    if (type === 1) return false
    if (type === 4) expandBlossom(deltaBlossom, false)
    else {
      allowEdge[deltaEdge] = true
      const from = at(edgeFrom, deltaEdge)
      queue.push(type === 2 && at(label, at(inBlossom, from)) === 0 ? at(edgeTo, deltaEdge) : from)
    }
    return true
  }

  // Each stage looks for one augmenting path; n stages at most.
  for (let stage = 0; stage < n; stage++) {
    label.fill(0)
    bestEdge.fill(-1)
    blossomBestEdges.fill(null, n)
    allowEdge.fill(false)
    queue = []
    for (let v = 0; v < n; v++)
      if (at(mate, v) === -1 && at(label, at(inBlossom, v)) === 0) assignLabel(v, 1, -1)
    let augmented = false
    for (;;) {
      augmented = grow()
      if (augmented || !adjustDuals()) break
    }
    if (!augmented) break
    // End of a stage: S-blossoms whose dual fell to zero are dissolved.
    for (let b = n; b < 2 * n; b++)
      if (at(blossomParent, b) === -1 && at(blossomBase, b) >= 0 && at(label, b) === 1 && at(dual, b) === 0)
        expandBlossom(b, true)
  }
  return mate.map((p) => (p >= 0 ? at(endpoint, p) : -1))
}

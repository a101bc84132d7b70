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

/** Python-style index: negative counts from the end (a blossom's children are walked round). */
const around = (length: number, index: number): number => (index < 0 ? index + length : index)

/**
 * The matching of greatest total weight of the graph on vertices 0..`vertexCount`-1: `mate[v]` is
 * v's partner, -1 when v is left single. With `maxCardinality`, only matchings with the most edges
 * count (the heaviest of those is returned). At most one edge between two vertices; no loops.
 */
export const maximumWeightMatching = (
  vertexCount: number,
  edges: ReadonlyArray<WeightedEdge>,
  maxCardinality = false,
): number[] => new BlossomMatching(vertexCount, edges, maxCardinality).run()

/** One run of the blossom algorithm: the graph, the matching and the dual problem as it grows. */
class BlossomMatching {
  private readonly n: number
  private readonly maxCardinality: boolean
  private readonly edgeFrom: Int32Array
  private readonly edgeTo: Int32Array
  private readonly weight: Float64Array
  /** Endpoint p of edge p >> 1 is this vertex. */
  private readonly endpoint: Int32Array
  /** For each vertex, the remote endpoints of its edges. */
  private readonly neighbourEnds: Int32Array[]
  /** The remote endpoint of each vertex's matched edge, or -1. */
  private readonly mate: Int32Array
  /** Of a top-level blossom: 0 free, 1 S (outer), 2 T (inner); 5 marks a breadcrumb while scanning. */
  private readonly label: Int32Array
  /** The remote endpoint of the edge through which a blossom (or a T-vertex) got its label. */
  private readonly labelEnd: Int32Array
  /** The top-level blossom holding each vertex. */
  private readonly inBlossom: Int32Array
  private readonly blossomParent: Int32Array
  /** A non-trivial blossom's sub-blossoms, from its base round the cycle. */
  private readonly blossomChildren: Array<number[] | null>
  private readonly blossomBase: Int32Array
  /** blossomEnds[b][i]: the endpoint of children[i] on the edge to children[i + 1]. */
  private readonly blossomEnds: Array<number[] | null>
  /** The least-slack edge from a free vertex to an S-vertex, or from an S-blossom to another one. */
  private readonly bestEdge: Int32Array
  /** A non-trivial S-blossom's least-slack edges to neighbouring S-blossoms. */
  private readonly blossomBestEdges: Array<number[] | null>
  private readonly unusedBlossoms: number[]
  /** Vertices: twice the dual variable; blossoms: the dual variable. */
  private readonly dual: Float64Array
  private readonly allowEdge: Uint8Array
  private queue: number[]

  constructor(vertexCount: number, edges: ReadonlyArray<WeightedEdge>, maxCardinality: boolean) {
    this.maxCardinality = maxCardinality
    this.n = vertexCount
    const n = vertexCount
    const m = edges.length
    this.edgeFrom = new Int32Array(m)
    this.edgeTo = new Int32Array(m)
    this.weight = new Float64Array(m)
    this.endpoint = new Int32Array(2 * m)
    const degree = new Int32Array(n)
    let maxWeight = 0
    edges.forEach(([from, to, w], k) => {
      this.edgeFrom[k] = from
      this.edgeTo[k] = to
      this.weight[k] = w
      this.endpoint[2 * k] = from
      this.endpoint[2 * k + 1] = to
      degree[from] = (degree[from] as number) + 1
      degree[to] = (degree[to] as number) + 1
      maxWeight = Math.max(maxWeight, w)
    })
    this.neighbourEnds = Array.from(degree, (d) => new Int32Array(d))
    const filled = new Int32Array(n)
    const addEnd = (v: number, p: number) => {
      const ends = this.neighbourEnds[v] as Int32Array
      ends[filled[v] as number] = p
      filled[v] = (filled[v] as number) + 1
    }
    edges.forEach(([from, to], k) => {
      addEnd(from, 2 * k + 1)
      addEnd(to, 2 * k)
    })

    this.mate = new Int32Array(n).fill(-1)
    this.label = new Int32Array(2 * n)
    this.labelEnd = new Int32Array(2 * n).fill(-1)
    this.inBlossom = Int32Array.from({ length: n }, (_, v) => v)
    this.blossomParent = new Int32Array(2 * n).fill(-1)
    this.blossomChildren = new Array(2 * n).fill(null)
    this.blossomBase = Int32Array.from({ length: 2 * n }, (_, v) => (v < n ? v : -1))
    this.blossomEnds = new Array(2 * n).fill(null)
    this.bestEdge = new Int32Array(2 * n).fill(-1)
    this.blossomBestEdges = new Array(2 * n).fill(null)
    this.unusedBlossoms = Array.from({ length: n }, (_, i) => n + i)
    this.dual = new Float64Array(2 * n).fill(maxWeight, 0, n)
    this.allowEdge = new Uint8Array(m)
    this.queue = []
  }

  /** Runs the stages; each looks for one augmenting path, n stages at most. */
  run(): number[] {
    for (let stage = 0; stage < this.n; stage++) {
      this.label.fill(0)
      this.bestEdge.fill(-1)
      this.blossomBestEdges.fill(null, this.n)
      this.allowEdge.fill(0)
      this.queue = []
      for (let v = 0; v < this.n; v++)
        if ((this.mate[v] as number) === -1 && (this.label[this.inBlossom[v] as number] as number) === 0)
          this.assignLabel(v, 1, -1)
      let augmented = false
      for (;;) {
        augmented = this.grow()
        if (augmented || !this.adjustDuals()) break
      }
      if (!augmented) break
      // End of a stage: S-blossoms whose dual fell to zero are dissolved.
      for (let b = this.n; b < 2 * this.n; b++)
        if (
          (this.blossomParent[b] as number) === -1 &&
          (this.blossomBase[b] as number) >= 0 &&
          (this.label[b] as number) === 1 &&
          (this.dual[b] as number) === 0
        )
          this.expandBlossom(b, true)
    }
    return Array.from(this.mate, (p) => (p >= 0 ? (this.endpoint[p] as number) : -1))
  }

  private childrenOf(b: number): number[] {
    return this.blossomChildren[b] as number[]
  }
  private endsOf(b: number): number[] {
    return this.blossomEnds[b] as number[]
  }
  /** Twice the slack of edge k (not for an edge inside a blossom). */
  private slack(k: number): number {
    return (
      (this.dual[this.edgeFrom[k] as number] as number) +
      (this.dual[this.edgeTo[k] as number] as number) -
      2 * (this.weight[k] as number)
    )
  }

  private leaves(b: number, into: number[] = []): number[] {
    if (b < this.n) into.push(b)
    else for (const child of this.childrenOf(b)) this.leaves(child, into)
    return into
  }

  /** Labels the top-level blossom of vertex w with t, reached through remote endpoint p. */
  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number
    this.label[w] = t
    this.label[b] = t
    this.labelEnd[w] = p
    this.labelEnd[b] = p
    this.bestEdge[w] = -1
    this.bestEdge[b] = -1
    if (t === 1) this.queue.push(...this.leaves(b))
    else {
      // A T-blossom's base is matched: its mate becomes an S-vertex.
      const baseMate = this.mate[this.blossomBase[b] as number] as number
      this.assignLabel(this.endpoint[baseMate] as number, 1, baseMate ^ 1)
    }
  }

  /** Traces back from v and w: the base of a new blossom, or -1 for an augmenting path. */
  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = []
    let base = -1
    let v = v0
    let w = w0
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v] as number
      if ((this.label[b] as number) & 4) {
        base = this.blossomBase[b] as number
        break
      }
      path.push(b)
      this.label[b] = 5
      if ((this.labelEnd[b] as number) === -1) v = -1
      else {
        v = this.endpoint[this.labelEnd[b] as number] as number
        b = this.inBlossom[v] as number
        v = this.endpoint[this.labelEnd[b] as number] as number
      }
      if (w !== -1) [v, w] = [w, v]
    }
    for (const b of path) this.label[b] = 1
    return base
  }

  /** Makes a new S-blossom with the given base from edge k, which joins two S-vertices. */
  private addBlossom(base: number, k: number): void {
    let v = this.edgeFrom[k] as number
    let w = this.edgeTo[k] as number
    const bb = this.inBlossom[base] as number
    let bv = this.inBlossom[v] as number
    let bw = this.inBlossom[w] as number
    const b = this.unusedBlossoms.pop() as number
    this.blossomBase[b] = base
    this.blossomParent[b] = -1
    this.blossomParent[bb] = b
    const path: number[] = []
    const ends: number[] = []
    while (bv !== bb) {
      this.blossomParent[bv] = b
      path.push(bv)
      ends.push(this.labelEnd[bv] as number)
      v = this.endpoint[this.labelEnd[bv] as number] as number
      bv = this.inBlossom[v] as number
    }
    path.push(bb)
    path.reverse()
    ends.reverse()
    ends.push(2 * k)
    while (bw !== bb) {
      this.blossomParent[bw] = b
      path.push(bw)
      ends.push((this.labelEnd[bw] as number) ^ 1)
      w = this.endpoint[this.labelEnd[bw] as number] as number
      bw = this.inBlossom[w] as number
    }
    this.blossomChildren[b] = path
    this.blossomEnds[b] = ends
    this.label[b] = 1
    this.labelEnd[b] = this.labelEnd[bb] as number
    this.dual[b] = 0
    for (const leaf of this.leaves(b)) {
      // A T-vertex inside a new S-blossom becomes an S-vertex: scan it.
      if ((this.label[this.inBlossom[leaf] as number] as number) === 2) this.queue.push(leaf)
      this.inBlossom[leaf] = b
    }
    const bestEdgeTo = new Int32Array(2 * this.n).fill(-1)
    for (const child of path) {
      const known = this.blossomBestEdges[child]
      const lists = known
        ? [known]
        : this.leaves(child).map((leaf) => Array.from(this.neighbourEnds[leaf] ?? [], (p) => p >> 1))
      for (const list of lists)
        for (const edge of list) {
          const other =
            (this.inBlossom[this.edgeTo[edge] as number] as number) === b
              ? (this.edgeFrom[edge] as number)
              : (this.edgeTo[edge] as number)
          const bo = this.inBlossom[other] as number
          if (
            bo !== b &&
            (this.label[bo] as number) === 1 &&
            ((bestEdgeTo[bo] as number) === -1 || this.slack(edge) < this.slack(bestEdgeTo[bo] as number))
          )
            bestEdgeTo[bo] = edge
        }
      this.blossomBestEdges[child] = null
      this.bestEdge[child] = -1
    }
    const best = Array.from(bestEdgeTo).filter((edge) => edge !== -1)
    this.blossomBestEdges[b] = best
    this.bestEdge[b] = -1
    for (const edge of best)
      if ((this.bestEdge[b] as number) === -1 || this.slack(edge) < this.slack(this.bestEdge[b] as number))
        this.bestEdge[b] = edge
  }

  /** Dissolves top-level blossom b into its children (relabelling them when b is a T-blossom mid-stage). */
  private expandBlossom(b: number, endOfStage: boolean): void {
    const children = this.childrenOf(b)
    for (const child of children) {
      this.blossomParent[child] = -1
      if (child < this.n) this.inBlossom[child] = child
      else if (endOfStage && (this.dual[child] as number) === 0) this.expandBlossom(child, endOfStage)
      else for (const leaf of this.leaves(child)) this.inBlossom[leaf] = child
    }
    if (!endOfStage && (this.label[b] as number) === 2) {
      const ends = this.endsOf(b)
      const length = children.length
      const child = (j: number) => children[around(length, j)] as number
      const end = (j: number) => ends[around(length, j)] as number
      const entryChild = this.inBlossom[this.endpoint[(this.labelEnd[b] as number) ^ 1] as number] as number
      let j = children.indexOf(entryChild)
      // Go round the blossom from the entry child to the base the even way.
      const [step, trick] = j & 1 ? [1, 0] : [-1, 1]
      if (j & 1) j -= length
      let p = this.labelEnd[b] as number
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1] as number] = 0
        this.label[this.endpoint[end(j - trick) ^ trick ^ 1] as number] = 0
        this.assignLabel(this.endpoint[p ^ 1] as number, 2, p)
        this.allowEdge[end(j - trick) >> 1] = 1
        j += step
        p = end(j - trick) ^ trick
        this.allowEdge[p >> 1] = 1
        j += step
      }
      const baseChild = child(j)
      this.label[this.endpoint[p ^ 1] as number] = 2
      this.label[baseChild] = 2
      this.labelEnd[this.endpoint[p ^ 1] as number] = p
      this.labelEnd[baseChild] = p
      this.bestEdge[baseChild] = -1
      j += step
      while (child(j) !== entryChild) {
        const sub = child(j)
        j += step
        if ((this.label[sub] as number) === 1) continue
        // A sub-blossom reached from outside through one of its vertices becomes a T-blossom.
        const reached = this.leaves(sub).find((leaf) => (this.label[leaf] as number) !== 0)
        if (reached === undefined) continue
        this.label[reached] = 0
        this.label[this.endpoint[this.mate[this.blossomBase[sub] as number] as number] as number] = 0
        this.assignLabel(reached, 2, this.labelEnd[reached] as number)
      }
    }
    this.label[b] = -1
    this.labelEnd[b] = -1
    this.blossomChildren[b] = null
    this.blossomEnds[b] = null
    this.blossomBase[b] = -1
    this.blossomBestEdges[b] = null
    this.bestEdge[b] = -1
    this.unusedBlossoms.push(b)
  }

  /** Swaps matched and unmatched edges on the path through blossom b from vertex v to its base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v
    while ((this.blossomParent[t] as number) !== b) t = this.blossomParent[t] as number
    if (t >= this.n) this.augmentBlossom(t, v)
    const children = this.childrenOf(b)
    const ends = this.endsOf(b)
    const length = children.length
    const i = children.indexOf(t)
    let j = i
    const [step, trick] = i & 1 ? [1, 0] : [-1, 1]
    if (i & 1) j -= length
    while (j !== 0) {
      j += step
      t = children[around(length, j)] as number
      const p = (ends[around(length, j - trick)] as number) ^ trick
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p] as number)
      j += step
      t = children[around(length, j)] as number
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1] as number)
      this.mate[this.endpoint[p] as number] = p ^ 1
      this.mate[this.endpoint[p ^ 1] as number] = p
    }
    // The new base leads the list.
    this.blossomChildren[b] = [...children.slice(i), ...children.slice(0, i)]
    this.blossomEnds[b] = [...ends.slice(i), ...ends.slice(0, i)]
    this.blossomBase[b] = this.blossomBase[this.childrenOf(b)[0] as number] as number
  }

  /** Augments the matching along the path through edge k, which joins two S-vertices. */
  private augmentMatching(k: number): void {
    for (const [start, first] of [
      [this.edgeFrom[k] as number, 2 * k + 1],
      [this.edgeTo[k] as number, 2 * k],
    ] as const) {
      let s = start
      let p = first
      for (;;) {
        const bs = this.inBlossom[s] as number
        if (bs >= this.n) this.augmentBlossom(bs, s)
        this.mate[s] = p
        if ((this.labelEnd[bs] as number) === -1) break
        const bt = this.inBlossom[this.endpoint[this.labelEnd[bs] as number] as number] as number
        s = this.endpoint[this.labelEnd[bt] as number] as number
        const j = this.endpoint[(this.labelEnd[bt] as number) ^ 1] as number
        if (bt >= this.n) this.augmentBlossom(bt, j)
        this.mate[j] = this.labelEnd[bt] as number
        p = (this.labelEnd[bt] as number) ^ 1
      }
    }
  }

  /** Scans S-vertices from the queue; true once the matching was augmented. */
  private grow(): boolean {
    for (let v = this.queue.pop(); v !== undefined; v = this.queue.pop()) {
      for (const p of this.neighbourEnds[v] ?? []) {
        const k = p >> 1
        const w = this.endpoint[p] as number
        if ((this.inBlossom[v] as number) === (this.inBlossom[w] as number)) continue
        let kSlack = 0
        if (!this.allowEdge[k]) {
          kSlack = this.slack(k)
          if (kSlack <= 0) this.allowEdge[k] = 1
        }
        const wLabel = this.label[this.inBlossom[w] as number] as number
        if (this.allowEdge[k]) {
          if (wLabel === 0) this.assignLabel(w, 2, p ^ 1)
          else if (wLabel === 1) {
            const base = this.scanBlossom(v, w)
            if (base < 0) {
              this.augmentMatching(k)
              return true
            }
            this.addBlossom(base, k)
          } else if ((this.label[w] as number) === 0) {
            // w lies in a T-blossom and is now reached from outside it.
            this.label[w] = 2
            this.labelEnd[w] = p ^ 1
          }
        } else if (wLabel === 1) {
          const b = this.inBlossom[v] as number
          if ((this.bestEdge[b] as number) === -1 || kSlack < this.slack(this.bestEdge[b] as number))
            this.bestEdge[b] = k
        } else if ((this.label[w] as number) === 0) {
          if ((this.bestEdge[w] as number) === -1 || kSlack < this.slack(this.bestEdge[w] as number))
            this.bestEdge[w] = k
        }
      }
    }
    return false
  }

  /** Moves the duals by the largest step that keeps them feasible; false when the optimum is reached. */
  private adjustDuals(): boolean {
    let type = -1
    let delta = 0
    let deltaEdge = -1
    let deltaBlossom = -1
    const vertexDuals = this.dual.subarray(0, this.n)
    if (!this.maxCardinality) {
      type = 1
      delta = Math.min(...vertexDuals)
    }
    for (let v = 0; v < this.n; v++) {
      const edge = this.bestEdge[v] as number
      if (
        (this.label[this.inBlossom[v] as number] as number) === 0 &&
        edge !== -1 &&
        (type === -1 || this.slack(edge) < delta)
      ) {
        delta = this.slack(edge)
        type = 2
        deltaEdge = edge
      }
    }
    for (let b = 0; b < 2 * this.n; b++) {
      const edge = this.bestEdge[b] as number
      if (
        (this.blossomParent[b] as number) === -1 &&
        (this.label[b] as number) === 1 &&
        edge !== -1 &&
        (type === -1 || this.slack(edge) / 2 < delta)
      ) {
        delta = this.slack(edge) / 2
        type = 3
        deltaEdge = edge
      }
    }
    for (let b = this.n; b < 2 * this.n; b++) {
      if (
        (this.blossomBase[b] as number) >= 0 &&
        (this.blossomParent[b] as number) === -1 &&
        (this.label[b] as number) === 2 &&
        (type === -1 || (this.dual[b] as number) < delta)
      ) {
        delta = this.dual[b] as number
        type = 4
        deltaBlossom = b
      }
    }
    if (type === -1) {
      // Maximum cardinality reached and nothing left to improve.
      type = 1
      delta = Math.max(0, Math.min(...vertexDuals))
    }
    for (let v = 0; v < this.n; v++) {
      const vLabel = this.label[this.inBlossom[v] as number] as number
      if (vLabel === 1) this.dual[v] = (this.dual[v] as number) - delta
      else if (vLabel === 2) this.dual[v] = (this.dual[v] as number) + delta
    }
    for (let b = this.n; b < 2 * this.n; b++) {
      if ((this.blossomBase[b] as number) < 0 || (this.blossomParent[b] as number) !== -1) continue
      if ((this.label[b] as number) === 1) this.dual[b] = (this.dual[b] as number) + delta
      else if ((this.label[b] as number) === 2) this.dual[b] = (this.dual[b] as number) - delta
    }
    if (type === 1) return false
    if (type === 4) this.expandBlossom(deltaBlossom, false)
    else {
      this.allowEdge[deltaEdge] = 1
      const from = this.edgeFrom[deltaEdge] as number
      this.queue.push(
        type === 2 && (this.label[this.inBlossom[from] as number] as number) === 0
          ? (this.edgeTo[deltaEdge] as number)
          : from,
      )
    }
    return true
  }
}

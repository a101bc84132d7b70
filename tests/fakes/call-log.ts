/**
 * What every fake port shares: a log of the calls made, canned answers, and a gate that lets a
 * test decide when and how a pending call settles. Fakes hold no rules of the product: the real
 * server is tested for those.
 */

export interface Call {
  readonly port: string
  readonly method: string
  readonly args: ReadonlyArray<unknown>
}

/** Every call made to the fakes, in order. */
export class CallLog {
  readonly calls: Call[] = []

  record(port: string, method: string, args: ReadonlyArray<unknown>): void {
    this.calls.push({ port, method, args })
  }

  /** Calls as `port.method` strings, the shape most assertions want. */
  names(): string[] {
    return this.calls.map((call) => `${call.port}.${call.method}`)
  }

  last(): Call | undefined {
    return this.calls.at(-1)
  }

  /** The last call made to `port`. */
  lastTo(port: string): Call | undefined {
    return this.calls.findLast((call) => call.port === port)
  }
}

interface Pending {
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/**
 * Holds the answers of async port calls until the test settles them. The most recent call of a
 * method is settled first: an earlier one still waiting was abandoned by the flow (its state was
 * left), exactly like a request whose answer nobody listens to any more.
 */
export class Gate {
  private readonly pending = new Map<string, Pending[]>()

  hold(key: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = this.pending.get(key) ?? []
      queue.push({ resolve, reject })
      this.pending.set(key, queue)
    })
  }

  count(key: string): number {
    return this.pending.get(key)?.length ?? 0
  }

  private take(key: string): Pending {
    const next = this.pending.get(key)?.pop()
    if (!next) throw new Error(`No pending call of ${key}`)
    return next
  }

  resolve(key: string, value?: unknown): void {
    this.take(key).resolve(value)
  }

  reject(key: string, error: unknown): void {
    this.take(key).reject(error)
  }
}

export interface FakeOptions {
  readonly log?: CallLog
  /** When set, every async call waits for the gate instead of giving its canned answer. */
  readonly gate?: Gate
}

type AsyncMethods<Api> = {
  [K in keyof Api]: Api[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof Api]

/** The canned answer of each async method: a value, or an error the call rejects with. */
export type Answers<Api> = {
  -readonly [K in AsyncMethods<Api>]?: Api[K] extends (...args: never[]) => Promise<infer R>
    ? R | Error
    : never
}

/** An async port answering from `answers`; a method without an answer rejects, naming itself. */
export class CannedPort<Api> {
  readonly log: CallLog
  readonly gate: Gate | undefined
  readonly answers: Answers<Api> = {}
  readonly port: string

  constructor(port: string, options: FakeOptions) {
    this.port = port
    this.log = options.log ?? new CallLog()
    this.gate = options.gate
  }

  protected call<K extends AsyncMethods<Api>>(
    method: K,
    args: ReadonlyArray<unknown>,
  ): Api[K] extends (...args: never[]) => Promise<infer R> ? Promise<R> : never {
    const name = String(method)
    this.log.record(this.port, name, args)
    if (this.gate) return this.gate.hold(`${this.port}.${name}`) as never
    if (!(method in this.answers))
      return Promise.reject(new Error(`No answer for ${this.port}.${name}`)) as never
    const answer = this.answers[method]
    return (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)) as never
  }
}

/**
 * Work the server refuses for now because a bounded queue of it is full (password hashing): the
 * request is answered `503` with `Retry-After` instead of waiting behind a flood, so everything else
 * the server does keeps answering.
 */
export class ServerBusy extends Error {
  override name = 'ServerBusy'
  /** What was refused, for the logs (`password hashing`). */
  readonly work: string
  /** When a new try has a fair chance: whole seconds, at least 1. */
  readonly retryAfterSeconds: number
  constructor(work: string, retryAfterSeconds: number) {
    super(`${work}: the queue is full`)
    this.work = work
    this.retryAfterSeconds = retryAfterSeconds
  }
}

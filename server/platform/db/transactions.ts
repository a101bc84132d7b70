/**
 * One transaction that platform writes join without being handed it: a job enqueued while a use case's
 * transaction runs is inserted in that transaction, so a rolled-back change leaves no job behind, and
 * what must wait for the commit (waking the job worker) runs after it. Repositories still take their
 * transaction explicitly; only the platform's own writes (the job queue) look here.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { AppDatabase } from '#server/platform/db/client.ts'

interface Scope {
  readonly tx: AppDatabase
  readonly afterCommit: Array<() => void>
  /** False once its transaction has ended: work it started later must not use it. */
  open: boolean
}

const scopes = new AsyncLocalStorage<Scope>()

/**
 * Runs `work` in a transaction of `db` (a savepoint when `db` is itself a transaction); it commits when
 * `work` resolves and rolls back when it throws. Hooks registered inside run once the outermost
 * transaction has committed, and never after a rollback.
 */
export const inTransaction = async <T>(
  db: AppDatabase,
  work: (tx: AppDatabase) => Promise<T>,
): Promise<T> => {
  const outer = scopes.getStore()
  const afterCommit: Array<() => void> = []
  let scope: Scope | undefined
  try {
    const result = await db.transaction((tx) => {
      scope = { tx, afterCommit, open: true }
      return scopes.run(scope, () => work(tx))
    })
    if (outer?.open) outer.afterCommit.push(...afterCommit)
    else for (const hook of afterCommit) hook()
    return result
  } finally {
    if (scope) scope.open = false
  }
}

/**
 * Where a platform write goes: the transaction running now, or `db` on its own. `afterCommit` runs its
 * hook once that write is committed (at once when there is no transaction).
 */
export const currentWriter = (
  db: AppDatabase,
): { readonly db: AppDatabase; afterCommit(hook: () => void): void } => {
  const scope = scopes.getStore()
  if (scope?.open) return { db: scope.tx, afterCommit: (hook) => scope.afterCommit.push(hook) }
  return { db, afterCommit: (hook) => hook() }
}

/**
 * The transaction running now (opened by `inTransaction`), or undefined outside one: for writes that
 * must belong to the change around them and never stand alone (the audit log's entries).
 */
export const currentTransaction = (): AppDatabase | undefined => {
  const scope = scopes.getStore()
  return scope?.open ? scope.tx : undefined
}

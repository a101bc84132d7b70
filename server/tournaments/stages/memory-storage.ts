/**
 * brackets-manager's storage, in memory: one stage's rows are loaded into it, the library runs its
 * many small reads and writes here, and the caller writes the difference back to the database in one
 * transaction (stage-store.ts). Semantics follow the library's reference storage (brackets-memory-db):
 * a filter matches by strict equality of every given field, an update by filter merges nested objects
 * (the opponents) one level deep, ids are the next integer of each table.
 */
import type { CrudInterface, DataTypes, Id, OmitId, Table } from 'brackets-model'

export type StorageRows = { [T in Table]: Array<DataTypes[T]> }

const emptyRows = (): StorageRows => ({
  participant: [],
  stage: [],
  group: [],
  round: [],
  match: [],
  match_game: [],
})

const matches =
  <T extends object>(filter: Partial<T>) =>
  (row: T): boolean =>
    Object.entries(filter).every(([key, value]) => (row as Record<string, unknown>)[key] === value)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export class MemoryStorage implements CrudInterface {
  readonly rows: StorageRows

  constructor(rows: Partial<StorageRows> = {}) {
    this.rows = { ...emptyRows(), ...structuredClone(rows) }
  }

  private nextId(table: Table): number {
    let max = -1
    for (const row of this.rows[table]) if (typeof row.id === 'number' && row.id > max) max = row.id
    return max + 1
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>
  insert<T extends Table>(table: T, values: Array<OmitId<DataTypes[T]>>): Promise<boolean>
  async insert<T extends Table>(
    table: T,
    value: OmitId<DataTypes[T]> | Array<OmitId<DataTypes[T]>>,
  ): Promise<Id | boolean> {
    const rows = this.rows[table] as Array<DataTypes[T]>
    let id = this.nextId(table)
    if (!Array.isArray(value)) {
      rows.push({ ...structuredClone(value), id } as DataTypes[T])
      return id
    }
    for (const one of value) rows.push({ ...structuredClone(one), id: id++ } as DataTypes[T])
    return true
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>
  async select<T extends Table>(
    table: T,
    arg?: Id | Partial<DataTypes[T]>,
  ): Promise<DataTypes[T] | Array<DataTypes[T]> | null> {
    const rows = this.rows[table] as Array<DataTypes[T]>
    if (arg === undefined) return structuredClone(rows)
    if (!isObject(arg)) {
      const found = rows.find((row) => row.id === arg)
      return found ? structuredClone(found) : null
    }
    return structuredClone(rows.filter(matches(arg)))
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>
  update<T extends Table>(
    table: T,
    filter: Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean>
  async update<T extends Table>(
    table: T,
    arg: Id | Partial<DataTypes[T]>,
    value: DataTypes[T] | Partial<DataTypes[T]>,
  ): Promise<boolean> {
    const rows = this.rows[table] as Array<DataTypes[T]>
    if (!isObject(arg)) {
      const index = rows.findIndex((row) => row.id === arg)
      if (index === -1) return false
      rows[index] = { ...structuredClone(value), id: arg } as DataTypes[T]
      return true
    }
    for (const row of rows.filter(matches(arg))) {
      const target = row as unknown as Record<string, unknown>
      for (const [key, next] of Object.entries(structuredClone(value))) {
        const current = target[key]
        if (isObject(current) && isObject(next)) Object.assign(current, next)
        else target[key] = next
      }
    }
    return true
  }

  delete<T extends Table>(table: T): Promise<boolean>
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    const rows = this.rows[table] as Array<DataTypes[T]>
    const keep = filter === undefined ? [] : rows.filter((row) => !matches(filter)(row))
    rows.splice(0, rows.length, ...keep)
    return true
  }
}

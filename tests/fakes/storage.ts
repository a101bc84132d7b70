import type { KeyValueStorage, StorageOptions } from '#core/shared/ports/storage.ts'
import { CallLog, type FakeOptions } from './call-log.ts'

/** A map of values; `set` and `remove` are logged. */
export class FakeStorage implements KeyValueStorage {
  readonly values = new Map<string, string>()
  readonly log: CallLog

  constructor(options: FakeOptions = {}) {
    this.log = options.log ?? new CallLog()
  }

  get(key: string): string | undefined {
    return this.values.get(key)
  }

  set(key: string, value: string, options?: StorageOptions): void {
    this.log.record('storage', 'set', options === undefined ? [key, value] : [key, value, options])
    this.values.set(key, value)
  }

  remove(key: string): void {
    this.log.record('storage', 'remove', [key])
    this.values.delete(key)
  }
}

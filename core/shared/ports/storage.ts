/** Key-value storage: cookies (the language choice, spec §9) or localStorage. */
export interface StorageOptions {
  readonly maxAgeSeconds?: number
  readonly path?: string
  readonly sameSite?: 'Lax' | 'Strict' | 'None'
}

export interface KeyValueStorage {
  get(key: string): string | undefined
  set(key: string, value: string, options?: StorageOptions): void
  remove(key: string): void
}

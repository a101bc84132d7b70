/**
 * A port whose adapter loads with its first call. The object exists at once (machines need their
 * ports when they are created, also in the server render), every method forwards to the adapter once
 * `load` has resolved it, and `load` runs once: its promise is kept, also for later calls.
 *
 * Only for ports whose methods all answer a promise: a method can then wait for the import without
 * changing its type. A failed import rejects that call and is tried again by the next one.
 */
type AsyncMethods<Port> = {
  readonly [Name in keyof Port]: Port[Name] extends (...args: infer Args) => Promise<infer Answer>
    ? (...args: Args) => Promise<Answer>
    : never
}

export const lazyPort = <Port extends AsyncMethods<Port>>(load: () => Promise<Port>): Port => {
  let adapter: Promise<Port> | undefined
  const loaded = (): Promise<Port> => {
    adapter ??= load().catch((error: unknown) => {
      adapter = undefined
      throw error
    })
    return adapter
  }
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>()
  return new Proxy({} as Port, {
    get: (_target, name) => {
      // Not a thenable: `await lazyPort(...)` or returning it from an async function must not call `then`.
      if (name === 'then' || typeof name === 'symbol') return undefined
      let method = methods.get(name)
      if (!method) {
        method = async (...args: unknown[]) => {
          const port = await loaded()
          const target = port[name as keyof Port] as unknown
          if (typeof target !== 'function') throw new TypeError(`The port has no method ${String(name)}`)
          return (target as (...args: unknown[]) => Promise<unknown>).apply(port, args)
        }
        methods.set(name, method)
      }
      return method
    },
  })
}

/** The browser's lazily loaded ports: a method called before and after its adapter has loaded. */
import { describe, expect, it } from 'vitest'
import { lazyPort } from '#ui/shared/app/lazy-port.ts'

interface Greeter {
  greet(name: string): Promise<string>
  count(): Promise<number>
}

/** A loader the test resolves by hand, counting how often it was asked. */
const deferredLoader = () => {
  let resolve: (port: Greeter) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const state = { loads: 0 }
  const load = () => {
    state.loads += 1
    return new Promise<Greeter>((ok, fail) => {
      resolve = ok
      reject = fail
    })
  }
  return { load, state, resolve: (port: Greeter) => resolve(port), reject: (error: unknown) => reject(error) }
}

const greeter = (calls: string[]): Greeter => ({
  greet: async (name) => {
    calls.push(`greet ${name}`)
    return `hello ${name}`
  },
  count: async () => calls.length,
})

describe('lazyPort', () => {
  it('loads nothing until a method is called', () => {
    const loader = deferredLoader()
    const port = lazyPort(loader.load)
    expect(typeof port.greet).toBe('function')
    expect(loader.state.loads).toBe(0)
  })

  it('holds a call made before the adapter loads and answers it once it has', async () => {
    const loader = deferredLoader()
    const port = lazyPort(loader.load)
    const calls: string[] = []
    const early = port.greet('Olena')
    expect(calls).toEqual([])
    loader.resolve(greeter(calls))
    await expect(early).resolves.toBe('hello Olena')
    expect(calls).toEqual(['greet Olena'])
  })

  it('forwards later calls with their arguments to the same adapter, loading it once', async () => {
    const loader = deferredLoader()
    const port = lazyPort(loader.load)
    const calls: string[] = []
    const first = port.greet('Taras')
    loader.resolve(greeter(calls))
    await first
    await expect(port.greet('Iryna')).resolves.toBe('hello Iryna')
    await expect(port.count()).resolves.toBe(2)
    expect(calls).toEqual(['greet Taras', 'greet Iryna'])
    expect(loader.state.loads).toBe(1)
  })

  it('rejects the call whose import failed and loads again on the next call', async () => {
    const loader = deferredLoader()
    const port = lazyPort(loader.load)
    const failed = port.greet('Petro')
    loader.reject(new Error('chunk failed to load'))
    await expect(failed).rejects.toThrow('chunk failed to load')
    const retried = port.greet('Petro')
    loader.resolve(greeter([]))
    await expect(retried).resolves.toBe('hello Petro')
    expect(loader.state.loads).toBe(2)
  })

  it('is not mistaken for a promise when awaited', async () => {
    const loader = deferredLoader()
    const port = lazyPort(loader.load)
    expect(await Promise.resolve(port)).toBe(port)
    expect(loader.state.loads).toBe(0)
  })
})

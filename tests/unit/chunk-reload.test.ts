import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { installChunkReload } from '#adapters/browser/chunk-reload.ts'

const START = 1_800_000_000_000

/** Storage backed by a Map, like sessionStorage. */
const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string): string | null => items.get(key) ?? null,
    setItem: (key: string, value: string): void => {
      items.set(key, value)
    },
  }
}

const setup = (storage = memoryStorage()) => {
  const window = new EventTarget()
  const reload = vi.fn()
  let now = START
  installChunkReload({ window, storage, reload, now: () => now })
  const dispatch = (event: Event): Event => {
    window.dispatchEvent(event)
    return event
  }
  return {
    storage,
    reload,
    advance: (ms: number) => {
      now += ms
    },
    /** What Vite dispatches when a preloaded chunk or stylesheet cannot be fetched. */
    preloadError: () => dispatch(new Event('vite:preloadError', { cancelable: true })),
    /** A rejected dynamic import nobody caught (Vike's client navigation). */
    rejection: (reason: unknown) =>
      dispatch(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })),
    /** An uncaught error event. */
    error: (error: unknown) => dispatch(Object.assign(new Event('error', { cancelable: true }), { error })),
  }
}

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: https://vatra.example/assets/a.js',
)

describe('installChunkReload', () => {
  it("leaves Vite's preload errors to the importer: Vike navigates to the target page itself", () => {
    // Cancelling this event would make Vite resolve the import with nothing, which breaks Vike.
    const page = setup()
    const event = page.preloadError()
    expect(page.reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })

  it('reloads once on an unhandled chunk-load rejection or error event', () => {
    const rejected = setup()
    expect(rejected.rejection(CHUNK_ERROR).defaultPrevented).toBe(true)
    expect(rejected.reload).toHaveBeenCalledTimes(1)

    const errored = setup()
    errored.error(new TypeError('Importing a module script failed.'))
    expect(errored.reload).toHaveBeenCalledTimes(1)

    const vike = setup()
    vike.rejection(Object.assign(new Error('asset'), { _isAssetsError: true }))
    expect(vike.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload again within 10 s, and lets the error surface then', () => {
    const page = setup()
    page.rejection(CHUNK_ERROR)
    page.advance(5_000)
    const second = page.rejection(CHUNK_ERROR)
    page.error(CHUNK_ERROR)
    page.advance(4_999)
    page.rejection(CHUNK_ERROR)
    expect(page.reload).toHaveBeenCalledTimes(1)
    expect(second.defaultPrevented).toBe(false)
  })

  it('reloads again after 10 s', () => {
    const page = setup()
    page.rejection(CHUNK_ERROR)
    page.advance(10_001)
    page.rejection(CHUNK_ERROR)
    expect(page.reload).toHaveBeenCalledTimes(2)
  })

  it('remembers the last reload across page loads through storage', () => {
    const storage = memoryStorage()
    const before = setup(storage)
    before.rejection(CHUNK_ERROR)
    expect(before.reload).toHaveBeenCalledTimes(1)
    expect([...storage.items.values()]).toEqual([String(START)])

    // The reloaded page installs the guard again, with the same storage and a clock 2 s later.
    const window = new EventTarget()
    const reload = vi.fn()
    installChunkReload({ window, storage, reload, now: () => START + 2_000 })
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: CHUNK_ERROR }),
    )
    expect(reload).not.toHaveBeenCalled()
  })

  it('treats a garbled stored time as no previous reload', () => {
    const storage = memoryStorage()
    storage.setItem('vatra:chunk-reload-at', 'garbage')
    const page = setup(storage)
    page.rejection(CHUNK_ERROR)
    expect(page.reload).toHaveBeenCalledTimes(1)
  })

  it('ignores unrelated errors and rejections', () => {
    const page = setup()
    const rejection = page.rejection(new Error('Cannot read properties of undefined'))
    page.rejection(new TypeError('Failed to fetch'))
    page.rejection(undefined)
    page.error(new Error('boom'))
    page.error(null)
    expect(page.reload).not.toHaveBeenCalled()
    expect(rejection.defaultPrevented).toBe(false)
    expect(page.storage.items.size).toBe(0)
  })
})

describe('chunk reload wiring', () => {
  // Issue 2, item 8 and ADR 0007: a chunk that fails to load reloads the page once. The adapter does
  // nothing unless the browser side of the UI installs it.
  it('is installed by the UI in the browser', async () => {
    const root = join(import.meta.dirname, '../../ui')
    const files = (await readdir(root, { recursive: true })).filter((file) => /\.(ts|tsx)$/.test(file))
    const installers: string[] = []
    for (const file of files) {
      const source = await readFile(join(root, file), 'utf8')
      if (source.includes('adapters/browser/chunk-reload') && source.includes('installChunkReload(')) {
        installers.push(file)
      }
    }
    expect(installers, 'no file under ui/ calls installChunkReload').not.toEqual([])
  })
})

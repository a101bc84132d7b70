import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// React DOM starts in a task of its own after the start script's top-level code has run, not during it
// (`ui/shared/app/react-dom-client.ts`): one long start task becomes two shorter ones (docs/performance.md).
// React DOM announces itself to the React DevTools hook when it starts; the hook below records the stack
// it is called with, each frame with where its enclosing function begins. A module's top-level code is
// the one function that begins at line 1, column 1 of its file.

type Frame = { file: string; enclosingLine: number; enclosingColumn: number }
declare global {
  interface Window {
    reactDomStartStack?: Frame[]
  }
}

for (const path of ['/', '/tournaments', '/login']) {
  test(`${path}: React DOM starts outside the start script's top-level code`, async ({ page }) => {
    await page.addInitScript(() => {
      const record = () => {
        const prepare = Error.prepareStackTrace
        Error.prepareStackTrace = (_error, sites) =>
          sites.map((site) => ({
            file: site.getFileName() ?? '',
            enclosingLine: site.getEnclosingLineNumber(),
            enclosingColumn: site.getEnclosingColumnNumber(),
          }))
        const holder: { stack?: unknown } = {}
        Error.captureStackTrace(holder)
        // V8 formats the stack when it is first read, with the formatter set then.
        window.reactDomStartStack = holder.stack as Frame[]
        Error.prepareStackTrace = prepare
        return 1
      }
      const ignore = () => {}
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          inject: record,
          checkDCE: ignore,
          onScheduleFiberRoot: ignore,
          onCommitFiberRoot: ignore,
          onPostCommitFiberRoot: ignore,
          onCommitFiberUnmount: ignore,
          setStrictMode: ignore,
        },
      })
    })
    await page.goto(path)
    await waitForHydration(page)

    const stack = await page.evaluate(() => window.reactDomStartStack)
    const siteFrames = (stack ?? []).filter((frame) =>
      new URL(frame.file, page.url()).pathname.startsWith('/assets/'),
    )
    // React DOM's own frames are there: the hook saw it start, from the site's scripts.
    expect(siteFrames.length).toBeGreaterThan(1)
    const topLevel = siteFrames.filter((frame) => frame.enclosingLine === 1 && frame.enclosingColumn === 1)
    expect(topLevel.map((frame) => frame.file)).toEqual([])
  })
}

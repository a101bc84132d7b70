import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The browser's files of the production build the e2e tests run. */
export const ASSETS = path.resolve(import.meta.dirname, '../../dist/client/assets')
const STATIC_IMPORT = /(?:from|import)\s*"(\.{1,2}\/[\w./-]+\.js)"/g

export const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? scripts(path.join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [path.join(dir, entry.name)]
        : [],
  )

/** Each script's static imports (dynamic `import()` waits for its module, so it makes no cycle). */
export const importGraph = (): Map<string, string[]> =>
  new Map(
    scripts(ASSETS).map((file) => {
      const code = readFileSync(file, 'utf8')
      const imports = [...code.matchAll(STATIC_IMPORT)].map((match) =>
        path.resolve(path.dirname(file), match[1] ?? ''),
      )
      return [file, imports]
    }),
  )

/** The files `roots` load before they run: themselves and everything they import statically, transitively. */
export const staticClosure = (graph: Map<string, string[]>, roots: Iterable<string>): Set<string> => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of graph.get(file) ?? []) visit(imported)
  }
  for (const root of roots) visit(root)
  return seen
}

/**
 * The start files a page's HTML names: its start scripts and the modules they import, written on the
 * loader that requests them after the first paint (server/platform/http/start-scripts.ts).
 */
export const startFilesOf = (html: string): { readonly scripts: string[]; readonly preloads: string[] } => {
  const loaders = [...html.matchAll(/<script data-start="([^"]*)" data-preload="([^"]*)">/g)]
  if (loaders.length !== 1) throw new Error(`the page has ${loaders.length} start loaders, not one`)
  const [, scripts = '', preloads = ''] = loaders[0] ?? []
  const list = (urls: string) => urls.split(' ').filter(Boolean)
  return { scripts: list(scripts), preloads: list(preloads) }
}

/**
 * After `vite build`: writes `.gz` (zopfli, smaller than gzip -9 and still plain gzip for browsers) and
 * `.br` (brotli, quality 11) next to every compressible browser asset. The server sends the best one a
 * browser accepts (server/platform/http/app.ts, `precompressed`), so assets are compressed once, at maximum
 * effort, instead of on every request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const root = path.resolve(import.meta.dirname, '..', 'dist', 'client')
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/
const MIN_SIZE = 1024
const brotli = promisify(brotliCompress)

const files = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? files(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

let count = 0
for (const file of await files(root)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_SIZE) continue
  const content = await readFile(file)
  const [gzip, br] = await Promise.all([
    gzipAsync(content, { numiterations: 15 }),
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ])
  await writeFile(`${file}.gz`, gzip)
  await writeFile(`${file}.br`, br)
  count += 1
}
console.log(`compressed ${count} assets (.gz zopfli, .br brotli)`)

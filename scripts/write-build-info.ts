/** After `vite build`: records the build's id for /builds/latest.json (spec §7). */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

const timestamp = new Date().toISOString()
const id = `${timestamp.replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`
writeFileSync(
  path.resolve(import.meta.dirname, '..', 'dist', 'build.json'),
  `${JSON.stringify({ id, timestamp })}\n`,
)
console.log(`build ${id}`)

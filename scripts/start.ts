/** `npm start`: builds when no complete build is there, then runs the server (migrate, seed, serve). */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = ['dist/build.json', 'dist/server/entry.mjs', 'dist/client'].every((file) =>
  existsSync(path.join(root, file)),
)
if (!built) {
  console.log('No production build found: building first (npm run build).')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../server/main.ts')

import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface Secrets {
  /** Signs Auth.js session cookies and CSRF tokens. */
  readonly authSecret: string
  /** Signs the API's access and refresh tokens. */
  readonly jwtSecret: string
}

const SECRET_NAMES = { authSecret: 'AUTH_SECRET', jwtSecret: 'JWT_SECRET' } as const

/**
 * Secrets come from the environment. In the embedded mode, missing ones are generated once (256 random
 * bits) and kept in DATA_DIR/secrets.json, readable by the owner only, so restarts keep sessions valid.
 */
export const loadSecrets = async (
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Secrets> => {
  const file = path.join(dataDir, 'secrets.json')
  let stored: Partial<Record<keyof Secrets, string>> = {}
  try {
    stored = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secrets = {} as Record<keyof Secrets, string>
  let generated = false
  for (const [key, name] of Object.entries(SECRET_NAMES) as [keyof Secrets, string][]) {
    const fromEnv = env[name]
    const existing = stored[key]
    if (fromEnv) {
      secrets[key] = fromEnv
    } else if (typeof existing === 'string' && existing.length >= 32) {
      secrets[key] = existing
    } else {
      secrets[key] = randomBytes(32).toString('base64url')
      stored[key] = secrets[key]
      generated = true
    }
  }
  if (generated) {
    await mkdir(dataDir, { recursive: true })
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
  }
  return secrets
}

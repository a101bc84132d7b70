import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { loadSecrets } from '#server/platform/secrets.ts'

const dirs: string[] = []
const tempDir = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'esports-secrets-'))
  dirs.push(dir)
  return dir
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})
afterEach(() => {
  vi.restoreAllMocks()
})

const readStored = async (dataDir: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, unknown>

describe('loadSecrets', () => {
  it('generates strong secrets once into DATA_DIR/secrets.json, readable by the owner only', async () => {
    const dataDir = await tempDir()
    const secrets = await loadSecrets(dataDir, {})
    expect(secrets.authSecret).toMatch(/^[\w-]{43,}$/)
    expect(secrets.jwtSecret).toMatch(/^[\w-]{43,}$/)
    expect(secrets.authSecret).not.toBe(secrets.jwtSecret)
    expect(await readStored(dataDir)).toEqual(secrets)
    expect((await stat(join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600)
  })

  it('creates DATA_DIR when it does not exist yet', async () => {
    const dataDir = join(await tempDir(), 'nested', 'data')
    const secrets = await loadSecrets(dataDir, {})
    expect(await readStored(dataDir)).toEqual(secrets)
  })

  it('gives the same secrets on every later call and leaves the file untouched', async () => {
    const dataDir = await tempDir()
    const first = await loadSecrets(dataDir, {})
    const written = await stat(join(dataDir, 'secrets.json'))
    const second = await loadSecrets(dataDir, {})
    const third = await loadSecrets(dataDir, {})
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    expect((await stat(join(dataDir, 'secrets.json'))).mtimeMs).toBe(written.mtimeMs)
  })

  it('uses the environment first, and never writes environment secrets to disk', async () => {
    const dataDir = await tempDir()
    const stored = await loadSecrets(dataDir, {})
    const fromEnv = await loadSecrets(dataDir, {
      AUTH_SECRET: 'env-auth-secret',
      JWT_SECRET: 'env-jwt-secret',
    })
    expect(fromEnv).toEqual({ authSecret: 'env-auth-secret', jwtSecret: 'env-jwt-secret' })
    expect(await readStored(dataDir)).toEqual(stored)

    const fresh = await tempDir()
    const mixed = await loadSecrets(fresh, { AUTH_SECRET: 'env-auth-secret' })
    expect(mixed.authSecret).toBe('env-auth-secret')
    const file = await readFile(join(fresh, 'secrets.json'), 'utf8')
    expect(file).not.toContain('env-auth-secret')
    expect(await readStored(fresh)).toEqual({ jwtSecret: mixed.jwtSecret })
  })

  it('writes nothing when the environment provides every secret', async () => {
    const dataDir = await tempDir()
    await loadSecrets(dataDir, { AUTH_SECRET: 'a', JWT_SECRET: 'b' })
    await expect(stat(join(dataDir, 'secrets.json'))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('replaces a stored secret that is too short, keeping the good one', async () => {
    const dataDir = await tempDir()
    const good = 'g'.repeat(43)
    await writeFile(join(dataDir, 'secrets.json'), JSON.stringify({ authSecret: 'short', jwtSecret: good }), {
      mode: 0o600,
    })
    const secrets = await loadSecrets(dataDir, {})
    expect(secrets.jwtSecret).toBe(good)
    expect(secrets.authSecret).not.toBe('short')
    expect(secrets.authSecret.length).toBeGreaterThanOrEqual(43)
    expect(await readStored(dataDir)).toEqual(secrets)
  })

  it('never logs or prints a secret', async () => {
    const printed: string[] = []
    const capture = (chunk: string | Uint8Array): boolean => {
      printed.push(String(chunk))
      return true
    }
    vi.spyOn(process.stdout, 'write').mockImplementation(capture)
    vi.spyOn(process.stderr, 'write').mockImplementation(capture)
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '))
      })
    }
    const dataDir = await tempDir()
    await loadSecrets(dataDir, {})
    await loadSecrets(dataDir, { AUTH_SECRET: 'env-auth-secret' })
    vi.restoreAllMocks()
    expect(printed).toEqual([])
  })
})

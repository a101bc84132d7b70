/**
 * The real server process (server/main.ts) on the embedded database: start, serve, refuse a second
 * process on the same DATA_DIR, drain on SIGTERM, and send after a restart the mail a killed process
 * left pending. Needs the production build (dist/).
 */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { Agent } from 'node:http'
import { createServer, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMail } from '#server/integrations/mail/parse-mail.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { postThrough } from './support/keep-alive.ts'
import { type DatabaseProxy, startDatabaseProxy } from './support/outage.ts'
import { startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const ROOT = join(import.meta.dirname, '../..')
/** The first organiser the server is started with (ADR 0059). */
const ADMIN_EMAIL = 'first.organiser@example.com'
const ADMIN_PASSWORD = 'the first organiser of vatra'
const BUILD_FILE = join(ROOT, 'dist', 'build.json')

interface LogLine {
  readonly level: number
  readonly msg: string
  readonly [key: string]: unknown
}

interface ServerProcess {
  readonly child: ChildProcessWithoutNullStreams
  readonly port: number
  readonly logs: LogLine[]
  readonly output: () => string
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  waitForLog(msg: string, timeoutMs?: number): Promise<LogLine>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })

const children: ChildProcessWithoutNullStreams[] = []

/** The environment without vitest's markers: Vike's build plugin and React read them (NODE_ENV=test). */
const productionEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  )

const startServer = async (dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> => {
  const port = await freePort()
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...productionEnv(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'info',
      AUTH_SECRET: '',
      JWT_SECRET: '',
      ...env,
    },
  })
  children.push(child)
  // Never leave a server behind, even when the test run itself is torn down.
  process.once('exit', () => child.kill('SIGKILL'))
  const logs: LogLine[] = []
  let raw = ''
  let pending = ''
  const waiters = new Set<() => void>()
  child.stdout.on('data', (chunk: Buffer) => {
    raw += chunk.toString()
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine)
      } catch {
        // Not a log line.
      }
    }
    for (const wake of waiters) wake()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    raw += chunk.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const wake of waiters) wake()
      resolve({ code, signal })
    })
  })
  const waitForLog = (msg: string, timeoutMs = 90_000): Promise<LogLine> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(look)
        reject(new Error(`no log '${msg}' within ${timeoutMs} ms; output:\n${raw}`))
      }, timeoutMs)
      const look = () => {
        const found = logs.find((line) => line.msg === msg)
        if (found) {
          clearTimeout(timer)
          waiters.delete(look)
          resolve(found)
        } else if (child.exitCode !== null || child.signalCode !== null) {
          clearTimeout(timer)
          waiters.delete(look)
          reject(new Error(`exited before logging '${msg}'; output:\n${raw}`))
        }
      }
      waiters.add(look)
      look()
    })
  return { child, port, logs, output: () => raw, exited, waitForLog }
}

const killAndWait = async (child: ChildProcessWithoutNullStreams): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await gone
}

/** Resolves with the exit, or rejects when it does not come within `ms`. */
const exitWithin = <T>(exited: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    exited,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`did not exit within ${ms} ms`)), ms)),
  ])

/** Sends raw HTTP/1.1 text and collects what comes back until `done` says the answer is complete. */
const rawExchange = (socket: Socket, done: (received: string) => boolean): Promise<string> =>
  new Promise((resolve, reject) => {
    let received = ''
    const timer = setTimeout(() => reject(new Error(`incomplete answer: ${received}`)), 10_000)
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString()
      if (done(received)) {
        clearTimeout(timer)
        resolve(received)
      }
    })
    socket.once('error', reject)
  })

describe('server process (embedded database)', () => {
  let dataDir: string
  let server: ServerProcess

  beforeAll(async () => {
    if (!existsSync(BUILD_FILE)) {
      await promisify(execFile)('npm', ['run', 'build'], {
        cwd: ROOT,
        env: productionEnv(),
        maxBuffer: 64 * 1024 * 1024,
      })
    }
    dataDir = await mkdtemp(join(tmpdir(), 'esports-server-'))
    server = await startServer(dataDir, { ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'trace' })
    await server.waitForLog('listening')
  }, 300_000)

  afterAll(async () => {
    await Promise.all(children.map(killAndWait))
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`

  it('answers /healthz 200 once listening', async () => {
    const response = await fetch(url('/healthz'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('logs JSON lines with the request id it sends back', async () => {
    const response = await fetch(url('/healthz'))
    const requestId = response.headers.get('X-Request-Id')
    expect(requestId).toBeTruthy()
    const deadline = Date.now() + 5_000
    while (!server.logs.some((line) => line.reqId === requestId) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(server.logs.find((line) => line.reqId === requestId)).toMatchObject({
      msg: 'request',
      status: 200,
    })
  })

  it('answers the build it runs, as written by the production build', async () => {
    const response = await fetch(url('/builds/latest.json'))
    expect(await response.json()).toEqual(JSON.parse(await readFile(BUILD_FILE, 'utf8')))
  })

  it('has migrated and seeded the embedded database', async () => {
    const response = await fetch(url('/api/v1/tournaments/cs2-kyiv-cup'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ slug: 'cs2-kyiv-cup' })
    expect(server.logs.find((line) => line.msg === 'database ready')).toMatchObject({ kind: 'pglite' })
  })

  it('serves built assets with an immutable cache and renders pages in both languages', async () => {
    const entries = await readdir(join(ROOT, 'dist', 'client', 'assets', 'entries'))
    const asset = entries.find((file) => file.endsWith('.js'))
    expect(asset).toBeDefined()
    const assetResponse = await fetch(url(`/assets/entries/${asset}`))
    expect(assetResponse.status).toBe(200)
    await assetResponse.arrayBuffer()
    const uk = await fetch(url('/'))
    expect(uk.status).toBe(200)
    expect(await uk.text()).toMatch(/<html[^>]* lang="uk"/)
    const en = await fetch(url('/en'))
    expect(await en.text()).toMatch(/<html[^>]* lang="en"/)
    expect(assetResponse.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers malformed and odd URLs through the real renderer with a 2xx-4xx, never a 500', async () => {
    for (const path of [
      '/about?q=%E0%A4%A',
      '/?%',
      '/en?q=%00',
      '/about?%zz=1',
      '/%E0%A4%A',
      '/a%00b',
      '/nope',
      '/en/nope',
      '/about;x',
      `/${'a'.repeat(3000)}`,
      `/about?q=${'x'.repeat(5000)}`,
    ]) {
      const response = await fetch(url(path), { redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.status, path).toBeGreaterThanOrEqual(200)
      expect(response.status, path).toBeLessThan(500)
    }
    expect(server.logs.filter((line) => line.level >= 50)).toEqual([])
  })

  // The same defect as in http.test.ts, seen on the production server: headers set with c.header()
  // before the page renderer's Response is returned are dropped.
  it('sends Vary: Cookie and X-Request-Id with the rendered root page', async () => {
    const response = await fetch(url('/'))
    await response.arrayBuffer()
    expect(response.headers.get('Vary') ?? '').toMatch(/cookie/i)
    expect(response.headers.get('X-Request-Id')).toBeTruthy()
  })

  it('has prepared the mail outbox and generated the secrets file (owner-only)', async () => {
    expect((await stat(join(dataDir, 'outbox', 'mail'))).isDirectory()).toBe(true)
    const secretsFile = join(dataDir, 'secrets.json')
    expect((await stat(secretsFile)).mode & 0o777).toBe(0o600)
    const secrets = JSON.parse(await readFile(secretsFile, 'utf8')) as Record<string, string>
    expect(Object.keys(secrets).sort()).toEqual(['authSecret', 'jwtSecret'])
    // The secrets are never written to the logs.
    for (const secret of Object.values(secrets)) expect(server.output()).not.toContain(secret)
  })

  it('makes the organiser of ADMIN_EMAIL and the demo staff, and logs none of their passwords', async () => {
    expect(server.logs.find((line) => line.msg === 'organiser of ADMIN_EMAIL ready')).toMatchObject({
      email: ADMIN_EMAIL,
      outcome: 'created',
    })
    const file = join(dataDir, 'demo-staff.json')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(
      server.logs.find(
        (line) =>
          line.msg === 'demo organiser and moderator: their e-mail addresses and passwords are in the file',
      ),
    ).toMatchObject({ level: 30, file, accounts: { organiser: 'created', moderator: 'created' } })
    const staff = JSON.parse(await readFile(file, 'utf8')) as Record<string, { password: string }>
    const passwords = [ADMIN_PASSWORD, ...Object.values(staff).map((account) => account.password)]
    expect(passwords).toHaveLength(3)
    // At every level (this server logs down to trace).
    for (const password of passwords) expect(server.output()).not.toContain(password)
  })

  it('makes a second process on the same DATA_DIR exit non-zero with a clear message', async () => {
    const second = await startServer(dataDir)
    const { code } = await exitWithin(second.exited, 90_000)
    expect(code).not.toBe(0)
    expect(second.output()).toContain('already in use')
    expect(second.output()).toContain('DATA_DIR')
    // The first one is unharmed.
    expect((await fetch(url('/healthz'))).status).toBe(200)
  }, 120_000)

  // V4.2.1: a body refused unread is answered in full, and the connection then does what the answer says.
  it('answers a 17 KiB JSON body 413 in full, and the next request on the same keep-alive agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const register = url('/api/v1/auth/email/register')
    const big = new TextEncoder().encode(JSON.stringify({ email: 'a'.repeat(17 * 1024) }))
    const json = 'application/json'
    for (const pauseAfter of [undefined, 4 * 1024]) {
      const refused = await postThrough(agent, register, { contentType: json, body: big, pauseAfter })
      expect(refused.status).toBe(413)
      expect(JSON.parse(refused.body)).toEqual({ detail: 'Тіло запиту завелике.', code: 'payload_too_large' })
      // The next request on the agent: a field error answered in full, over whichever connection.
      const next = await postThrough(agent, register, {
        contentType: json,
        body: new TextEncoder().encode('{"email":"x"}'),
      })
      expect(next.status).toBe(400)
      expect(JSON.parse(next.body)).toMatchObject({ email: [{ code: 'invalidEmail' }] })
      // A connection announced as kept alive carries the next request; one closed says so.
      if (refused.connection === 'keep-alive') expect(next.reused).toBe(true)
      else expect(refused.connection).toBe('close')
    }
    agent.destroy()
  })

  it('answers an 11 MB upload refused before reading (no session) in full, five times, no socket error', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const boundary = 'vatra-11mb'
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      Buffer.alloc(11 * 1024 * 1024, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postThrough(agent, url('/api/v1/profile/avatar'), {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body,
        pauseAfter: 1024 * 1024,
      })
      expect(answer.connection).toBe('close')
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_authenticated' })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    agent.destroy()
  })

  let answeredAt = 0

  it('finishes a request in flight when SIGTERM arrives', async () => {
    // A request whose headers are not complete yet is in flight: the server must wait for it.
    const socket = new Socket()
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject)
      socket.connect(server.port, '127.0.0.1', resolve)
    })
    socket.write(`GET /builds/latest.json HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`)
    await new Promise((resolve) => setTimeout(resolve, 100))

    server.child.kill('SIGTERM')
    await server.waitForLog('shutting down: finishing in-flight requests', 5_000)
    expect(server.child.exitCode).toBeNull()

    const answer = rawExchange(socket, (received) => received.includes('"timestamp"'))
    socket.write('\r\n')
    expect(await answer).toMatch(/^HTTP\/1\.1 200/)
    answeredAt = Date.now()
    // Like a browser, the client keeps its connection open after the answer.
    server.exited.finally(() => socket.destroy())
  })

  // Node answers `Connection: keep-alive` while draining, so the finished connection stays open until
  // the keep-alive timeout (65 s) or the grace period (10 s): every signal costs a rolling deploy seconds.
  it('then exits 0 at once, without waiting for the kept-alive connection to time out', async () => {
    expect(answeredAt).toBeGreaterThan(0)
    const { code } = await exitWithin(server.exited, 15_000)
    const drainMs = Date.now() - answeredAt
    expect(code).toBe(0)
    expect(server.logs.some((line) => line.msg === 'stopped')).toBe(true)
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
    expect(drainMs, `exited ${drainMs} ms after the last answer`).toBeLessThan(2_000)
  })

  it('stops at once on SIGTERM when no request is in flight, releasing DATA_DIR', async () => {
    await server.exited
    const again = await startServer(dataDir)
    await again.waitForLog('listening')
    const health = await fetch(`http://127.0.0.1:${again.port}/healthz`)
    expect(await health.json()).toEqual({ status: 'ok' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const signalledAt = Date.now()
    again.child.kill('SIGTERM')
    expect((await exitWithin(again.exited, 5_000)).code).toBe(0)
    const shutdownLogs = again.logs
      .filter((l) =>
        [
          'shutting down: finishing in-flight requests',
          'stopped',
          'grace period over: closing remaining connections',
        ].includes(l.msg),
      )
      .map((l) => `${l.msg} @ ${Date.parse(String(l.time)) - signalledAt}`)
    expect(Date.now() - signalledAt, shutdownLogs.join('; ')).toBeLessThan(3_000)
    expect(again.logs.some((line) => line.msg === 'stopped')).toBe(true)
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false)
  }, 120_000)
})

describe('server process with a mail job pending', () => {
  let dataDir: string | undefined
  let smtp: TestSmtpServer | undefined

  afterAll(async () => {
    await Promise.all(children.map(killAndWait))
    await smtp?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('sends after a restart the mail of a server killed while its SMTP server was down', async () => {
    if (!existsSync(BUILD_FILE)) throw new Error('needs the production build (the suite above makes it)')
    dataDir = await mkdtemp(join(tmpdir(), 'esports-jobs-'))
    // Nothing listens on the SMTP port yet: every attempt fails to connect.
    const smtpPort = await freePort()
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOBS_POLL_INTERVAL_MS: '50',
      JOBS_RETRY_BASE_MS: '100',
    }
    const first = await startServer(dataDir, env)
    await first.waitForLog('listening')
    const email = 'restart@example.com'
    const registered = await fetch(`http://127.0.0.1:${first.port}/api/v1/auth/email/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, nickname: 'restart_player', accept_terms: true }),
    })
    expect(registered.status).toBe(202)
    expect(await first.waitForLog('job: failed, will retry')).toMatchObject({ kind: 'mail', attempt: 1 })

    // Killed outright: nothing in the process may save the mail.
    await killAndWait(first.child)
    smtp = await startSmtpServer({ port: smtpPort })

    const second = await startServer(dataDir, env)
    await second.waitForLog('listening')
    const deadline = Date.now() + 30_000
    while (smtp.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([[email]])
    expect(parseMail(smtp.received[0]?.raw ?? Buffer.alloc(0)).text).toMatch(
      /\/register\/confirm\/[A-Za-z0-9_-]{22,}/,
    )
  }, 120_000)
})

const postgres = backends.filter((backend) => backend.name === 'postgres')

describe.each(postgres)('server process while $name goes away', (backend) => {
  let database: TestDatabase
  let proxy: DatabaseProxy
  let dataDir: string
  let server: ServerProcess

  beforeAll(async () => {
    if (!existsSync(BUILD_FILE)) throw new Error('no production build: npm run build')
    database = await backend.open()
    const target = new URL(database.url ?? '')
    proxy = await startDatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const through = new URL(target.href)
    through.hostname = '127.0.0.1'
    through.port = String(proxy.port)
    dataDir = await mkdtemp(join(tmpdir(), 'esports-server-'))
    server = await startServer(dataDir, { DATABASE_URL: through.href })
    await server.waitForLog('listening', 180_000)
  }, 240_000)

  afterAll(async () => {
    await Promise.all(children.map(killAndWait))
    await proxy?.close()
    await database?.dispose()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`

  it('answers pages, their client navigations and the API 503 with Retry-After, then serves again', async () => {
    expect((await fetch(url('/tournaments'))).status).toBe(200)
    await proxy.cut()
    for (const [path, lang] of [
      ['/tournaments', 'uk'],
      ['/en/tournaments', 'en'],
    ] as const) {
      // Rendered by Vike: the page's data hook meets the database away.
      const page = await fetch(url(path))
      expect(page.status).toBe(503)
      expect(page.headers.get('Retry-After')).toBe('5')
      const html = await page.text()
      expect(html).toContain(`<html lang="${lang}">`)
      expect(html).toContain(lang === 'en' ? 'Status code 503' : 'Код помилки 503')
    }
    const navigation = await fetch(url('/en/tournaments/index.pageContext.json'))
    expect([navigation.status, navigation.headers.get('Retry-After')]).toEqual([503, '5'])
    const api = await fetch(url('/en/api/v1/tournaments'))
    expect(api.status).toBe(503)
    expect(api.headers.get('Retry-After')).toBe('5')
    expect(await api.json()).toEqual({
      detail: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'service_unavailable',
    })
    expect((await fetch(url('/healthz'))).status).toBe(503)
    await proxy.listen()
    expect((await fetch(url('/tournaments'))).status).toBe(200)
    expect((await fetch(url('/healthz'))).status).toBe(200)
    // The server lived through it (no unhandled error of a dropped connection).
    expect(server.child.exitCode).toBeNull()
  }, 60_000)
})

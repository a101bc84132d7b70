/**
 * The upload route of `createUploadHarness` served over a real socket in a process of its own (run by
 * `startUploadServer`), which times its own event loop: the stall a test measures is the server's
 * alone, not the test runner's or the client's. A 5 ms timer notes how long each of its turns took,
 * both in wall time and in CPU time of the event loop's thread (`process.threadCpuUsage`): a turn
 * that computes for a second is a second of CPU wherever it runs, while the wall time of any turn
 * also grows when the machine has other work (the CPU time is what the server itself holds the
 * loop for). Talks to its parent over IPC:
 *
 *   → {port}                         once listening
 *   ← {type: 'measure'}   → {type: 'measuring'}                 the longest turn is reset
 *   ← {type: 'report'}    → {type: 'report', wallMs, cpuMs}     the longest turn since, in ms
 */
import { fork } from 'node:child_process'
import { listenOnSocket } from './app.ts'
import { createUploadHarness } from './images.ts'

const TICK_MS = 5

/** The longest the server's event loop went without running its 5 ms timer, in milliseconds. */
export interface Stall {
  /** Wall time: what a request waited. */
  readonly wallMs: number
  /** CPU time of the event loop's thread in that while: what the server computed meanwhile. */
  readonly cpuMs: number
}

export interface UploadServer {
  readonly port: number
  /** The server's longest stall while `work` ran (by wall time, and by CPU time). */
  longestStallDuring(work: () => Promise<void>): Promise<Stall>
  close(): Promise<void>
}

type FromServer =
  | { readonly port: number }
  | { readonly type: 'measuring' }
  | ({ readonly type: 'report' } & Stall)

/** Starts this file as a child process and waits until it listens. */
export const startUploadServer = async (): Promise<UploadServer> => {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--experimental-strip-types', '--no-warnings'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      child.once('message', (message) => resolve(message as FromServer))
      child.once('exit', (code) => reject(new Error(`the upload server exited with ${code}`)))
    })
  const ready = await next()
  if (!('port' in ready)) throw new Error('the upload server did not say its port')
  return {
    port: ready.port,
    async longestStallDuring(work) {
      const measuring = next()
      child.send({ type: 'measure' })
      await measuring
      await work()
      const report = next()
      child.send({ type: 'report' })
      const answer = await report
      if (!('type' in answer) || answer.type !== 'report') throw new Error('no report')
      return { wallMs: answer.wallMs, cpuMs: answer.cpuMs }
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
    },
  }
}

const serve = async () => {
  const send = (message: FromServer) => process.send?.(message)
  const harness = await createUploadHarness()
  const server = await listenOnSocket(harness.app)
  const cpuNow = () => {
    const { user, system } = process.threadCpuUsage()
    return (user + system) / 1000
  }
  let wallMs = 0
  let cpuMs = 0
  let lastWall = performance.now()
  let lastCpu = cpuNow()
  setInterval(() => {
    const wall = performance.now()
    const cpu = cpuNow()
    wallMs = Math.max(wallMs, wall - lastWall)
    cpuMs = Math.max(cpuMs, cpu - lastCpu)
    lastWall = wall
    lastCpu = cpu
  }, TICK_MS)
  process.on('message', (message: { readonly type: string }) => {
    if (message.type === 'measure') {
      wallMs = 0
      cpuMs = 0
      lastWall = performance.now()
      lastCpu = cpuNow()
      send({ type: 'measuring' })
    } else if (message.type === 'report') {
      // A stall at the very end shows when the timer runs next.
      setTimeout(() => send({ type: 'report', wallMs, cpuMs }), 4 * TICK_MS)
    }
  })
  process.on('SIGTERM', async () => {
    await server.close()
    await harness.dispose()
    process.exit(0)
  })
  send({ port: server.port })
}

if (process.send !== undefined && process.argv[1] === import.meta.filename) await serve()

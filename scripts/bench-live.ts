/**
 * `npm run bench:live`: opens `BENCH_STREAMS` (1000) live-update streams against a running server,
 * commits changes of their topics on the server's PostgreSQL (what a report in any server process
 * does), and measures how long each change takes to reach every stream (p50, p95, max), and the
 * server's memory and processor time with the streams open, idle and under the changes
 * (docs/performance.md, ADR 0078).
 *
 * Start the production server on PostgreSQL first, allowing this many streams from one address:
 * `DATABASE_URL=… LIVE_UPDATES_MAX_STREAMS_PER_CLIENT=1000 npm start`. Then
 * `DATABASE_URL=… BENCH_PID=<the server's pid> npm run bench:live`; `BENCH_URL` names the server
 * (default http://127.0.0.1:3000). Without `BENCH_PID` the server's memory and processor time are not
 * read.
 */
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import pg from 'pg'
import { LIVE_PATH } from '../core/shared/live/topics.ts'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const databaseUrl = process.env.DATABASE_URL
const pid = process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000)
const TOPICS = 10
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
/** Longer than the server's coalescing window (250 ms): each round is sent at once, not merged. */
const ROUND_GAP_MS = 400
/** A round not delivered to a stream by then counts as missed there. */
const ROUND_DEADLINE_MS = 5_000
const IDLE_MS = 10_000

if (!databaseUrl) throw new Error('DATABASE_URL must name the PostgreSQL database of the running server')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const topicOf = (index: number) => `tournament:bench-${index % TOPICS}`

/** The server's resident memory (MiB) and processor time used so far (s), from /proc. */
const usage = (): { rssMiB: number; cpuSeconds: number } | undefined => {
  if (pid === undefined) return undefined
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const rssLine = status.split('\n').find((line) => line.startsWith('VmRSS:')) ?? ''
  const rssKiB = Number.parseInt(rssLine.slice('VmRSS:'.length).trim(), 10)
  // utime and stime: the 14th and 15th fields, after the parenthesised command name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticks = Number(fields[11]) + Number(fields[12])
  return { rssMiB: rssKiB / 1024, cpuSeconds: ticks / 100 }
}

/** Each stream: when it received each round (by the round's topic), in ms since the process start. */
const received: Array<Map<number, number>> = []
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
let round = -1

const openStream = (index: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const seen = new Map<number, number>()
    received.push(seen)
    const req = request(`${base}/api/v1${LIVE_PATH}?topics=${topicOf(index)}`, { agent }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream ${index}: HTTP ${res.statusCode}`))
        res.resume()
        return
      }
      res.setEncoding('utf8')
      let buffer = ''
      res.on('data', (chunk: string) => {
        buffer += chunk
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith('event: change') && !seen.has(round)) seen.set(round, performance.now())
        }
      })
      resolve()
    })
    req.on('error', reject)
    req.end()
  })

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

const before = usage()
const opening = performance.now()
for (let index = 0; index < STREAMS; index += 100) {
  await Promise.all(
    Array.from({ length: Math.min(100, STREAMS - index) }, (_, offset) => openStream(index + offset)),
  )
}
const openedMs = performance.now() - opening
await sleep(1000)
const open = usage()
await sleep(IDLE_MS)
const idle = usage()

const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const latencies: number[] = []
let missed = 0
const changesStarted = performance.now()
for (round = 0; round < ROUNDS; round += 1) {
  const sent = performance.now()
  await client.query('begin')
  for (let topic = 0; topic < TOPICS; topic += 1)
    await client.query(`select pg_notify('live', $1)`, [topicOf(topic)])
  await client.query('commit')
  // The next round starts once every stream has this one (or the deadline passed), and not sooner
  // than the gap.
  while (performance.now() - sent < ROUND_DEADLINE_MS && received.some((seen) => !seen.has(round)))
    await sleep(5)
  await sleep(Math.max(0, ROUND_GAP_MS - (performance.now() - sent)))
  for (const seen of received) {
    const at = seen.get(round)
    if (at === undefined) missed += 1
    else latencies.push(at - sent)
  }
}
await client.end()
const busy = usage()
const changesSeconds = (performance.now() - changesStarted) / 1000
agent.destroy()

latencies.sort((a, b) => a - b)
const ms = (value: number) => `${value.toFixed(1)} ms`
console.log(`${STREAMS} streams on ${TOPICS} topics against ${base}, opened in ${ms(openedMs)}`)
console.log(
  `${ROUNDS} rounds of ${TOPICS} changes: ${latencies.length} deliveries, ${missed} missed; ` +
    `latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
    `max ${ms(latencies.at(-1) ?? Number.NaN)}`,
)
if (before && open && idle && busy) {
  const mib = (value: number) => `${value.toFixed(1)} MiB`
  console.log(
    `server memory: ${mib(before.rssMiB)} before, ${mib(open.rssMiB)} with the streams open ` +
      `(${(((open.rssMiB - before.rssMiB) * 1024) / STREAMS).toFixed(1)} KiB a stream), ${mib(busy.rssMiB)} after the changes`,
  )
  console.log(
    `server processor: ${(idle.cpuSeconds - open.cpuSeconds).toFixed(2)} s in ${IDLE_MS / 1000} s idle, ` +
      `${(busy.cpuSeconds - idle.cpuSeconds).toFixed(2)} s in the ${changesSeconds.toFixed(1)} s of changes`,
  )
}
process.exit(missed > 0 ? 1 : 0)

/**
 * `npm run bench:pages`: requests per second of the landing page, the news, the tournament list and a
 * tournament page against `/healthz` on the same running server, one after another in one run, so the
 * ratio compares pages on the same machine under the same load (docs/performance.md). Start the production server first
 * (`npm start`); `BENCH_URL` names it (default http://127.0.0.1:3000).
 */
import autocannon from 'autocannon'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const CONNECTIONS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

const firstTournament = async (): Promise<string> => {
  const response = await fetch(`${base}/api/v1/tournaments?filter=finished`)
  const body = (await response.json()) as { results: Array<{ slug: string; status: string }> }
  // A played one (a cancelled tournament has no results to render).
  const first = body.results.find((tournament) => tournament.status === 'published')
  if (!first) throw new Error('the server has no finished tournament to measure')
  return first.slug
}

const measure = async (path: string): Promise<number> => {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`)
  return result.requests.average
}

const slug = await firstTournament()
const paths = [
  '/healthz',
  '/',
  '/en/news',
  '/en/tournaments',
  `/en/tournaments/${slug}`,
  `/en/tournaments/${slug}/results`,
]
const rates = new Map<string, number>()
for (const path of paths) rates.set(path, await measure(path))
const health = rates.get('/healthz') ?? Number.NaN
console.log(`${CONNECTIONS} connections, ${SECONDS} s each, against ${base}`)
for (const [path, rate] of rates)
  console.log(
    `${path.padEnd(48)} ${rate.toFixed(0).padStart(6)} req/s  ${(rate / health).toFixed(3)} of /healthz`,
  )

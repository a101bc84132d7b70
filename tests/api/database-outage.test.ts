/**
 * The database going away (PostgreSQL restarting or out of reach, PGlite closed) on PGlite and
 * PostgreSQL, through the whole HTTP app: reads and writes are answered `503` with `Retry-After` and
 * the API's `{detail, code}` in the URL's language, pages and forms sent without JavaScript get the
 * error page with the same status, and a change committed just before the database vanished is
 * answered as done, never as failed. On PostgreSQL the outage is real: the server's connections are
 * cut (a TCP proxy closed, a backend terminated in the middle of a query), and it comes back.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROFILE_PATHS } from '#core/profile/profile.api.ts'
import { membersPath, tournamentTeamsPath } from '#core/teams/teams.api.ts'
import { createInquiries } from '#server/inquiries/index.ts'
import { createQueuedInquiryMailer } from '#server/integrations/mail/inquiry-mail-jobs.ts'
import { teams } from '#server/platform/db/schema.ts'
import { isDatabaseUnavailable } from '#server/platform/db/unavailable.ts'
import { createFormStartedTokens } from '#server/platform/http/form-started.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createJobQueue } from '#server/platform/jobs/queue.ts'
import { createLogger } from '#server/platform/logger.ts'
import { type AccountsHarness, createAccountsHarness, type JsonAnswer } from './support/accounts.ts'
import { createTestApp } from './support/app.ts'
import { createAuthHarness, PASSWORD } from './support/auth-harness.ts'
import { type Backend, backends } from './support/database.ts'
import { type OutageDatabase, openOutageDatabase } from './support/outage.ts'
import { freshTeamName, openTournament, type Player, player, teamForm, teamOf } from './support/teams.ts'

const FORM_SECRET = 'outage-test-secret-0123456789abcdefghijklmnopq'
const DAY_MS = 24 * 60 * 60 * 1000

const UNAVAILABLE = {
  uk: {
    detail: 'Сервіс ненадовго недоступний. Спробуйте ще раз за кілька секунд.',
    code: 'service_unavailable',
  },
  en: {
    detail: 'The service is briefly unavailable. Please try again in a few seconds.',
    code: 'service_unavailable',
  },
} as const

const expectUnavailable = (answer: JsonAnswer, language: 'uk' | 'en' = 'uk') => {
  expect(answer.status).toBe(503)
  expect(answer.headers.get('Retry-After')).toBe('5')
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
  expect(answer.body).toEqual(UNAVAILABLE[language])
}

/** A page whose data comes from the database, as a page's data hook reads it. */
const pageReadingTheDatabase = (h: () => AccountsHarness) => async () => {
  await h().db.select().from(teams).limit(1)
  return new Response('<!doctype html><p>page</p>', { status: 200, headers: { 'Content-Type': 'text/html' } })
}

/** A harness of its own over a database the test takes away. */
const outageHarness = async (backend: Backend) => {
  const database = await openOutageDatabase(backend)
  let harness: AccountsHarness | undefined
  harness = createAccountsHarness(database, {
    renderPage: pageReadingTheDatabase(() => {
      if (!harness) throw new Error('no harness')
      return harness
    }),
  })
  const h = harness
  return {
    h,
    database,
    dispose: async () => {
      await h.jobs.stop()
      await database.dispose()
    },
  }
}

/** `test` on a harness of its own over a database it takes away; everything is closed after it. */
const withOutage = async (
  backend: Backend,
  test: (h: AccountsHarness, database: OutageDatabase) => Promise<void>,
): Promise<void> => {
  const { h, database, dispose } = await outageHarness(backend)
  try {
    await test(h, database)
  } finally {
    await dispose()
  }
}

/** The contact form sent without JavaScript (server/inquiries/form-posts.ts) over `database`. */
const contactFormApp = (database: OutageDatabase) => {
  const tokens = createFormTokens({ secret: FORM_SECRET, https: false })
  const started = createFormStartedTokens({ secret: FORM_SECRET, now: () => new Date(), lifetimeMs: DAY_MS })
  const queue = createJobQueue({ db: database.database.db, logger: createLogger('silent') })
  const inquiries = createInquiries({
    db: database.database.db,
    started,
    mailer: createQueuedInquiryMailer(queue),
    contactEmail: undefined,
    minFillMs: 0,
    trustProxy: true,
  })
  const renderPage = async (request: Request) => {
    const form = tokens.issue(request.headers.get('Cookie'))
    const headers = new Headers({ 'Content-Type': 'text/html' })
    if (form.setCookie) headers.append('Set-Cookie', form.setCookie)
    return new Response(`<input name="csrf" value="${form.token}">`, { headers })
  }
  const api = new Hono()
  api.route('/', inquiries.routes)
  const app = createTestApp({
    api,
    forms: inquiries.formPosts(tokens, renderPage),
    trustProxy: true,
    renderPage,
  })
  return { app, started, queue }
}

const expectErrorPage503 = async (response: Response, lang: 'uk' | 'en') => {
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('5')
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  const html = await response.text()
  expect(html).toContain(`<html lang="${lang}">`)
  expect(html).toContain(lang === 'en' ? 'Status code 503' : 'Код помилки 503')
  expect(html).toContain(lang === 'en' ? 'Service Unavailable' : 'Сервіс тимчасово недоступний')
}

describe.each(backends)('the database away on $name', (backend) => {
  describe('while it is away', () => {
    let setup: Awaited<ReturnType<typeof outageHarness>>
    let contact: ReturnType<typeof contactFormApp>
    let captain: Player
    let tournamentId: string
    let contactPage: { readonly cookie: string; readonly token: string }

    beforeAll(async () => {
      setup = await outageHarness(backend)
      const { h } = setup
      captain = await player(h)
      tournamentId = (await openTournament(h)).id
      expect((await h.get('/tournaments')).status).toBe(200)
      expect((await h.app.request('/healthz')).status).toBe(200)
      contact = contactFormApp(setup.database)
      const page = await contact.app.request('/contacts')
      contactPage = {
        cookie: page.headers.get('Set-Cookie')?.split(';')[0] ?? '',
        token: /value="([^"]+)"/.exec(await page.text())?.[1] ?? '',
      }
      await setup.database.goAway()
    }, 120_000)
    afterAll(async () => {
      await contact.queue.stop()
      await setup.dispose()
    })

    it('answers a read 503 with Retry-After and {detail, code} in the language of the URL', async () => {
      expectUnavailable(await setup.h.get('/tournaments'))
      expectUnavailable(await setup.h.get('/tournaments', { en: true }), 'en')
    })

    it('answers a write 503 with Retry-After, not a 401 for a token it could not check', async () => {
      const answer = await setup.h.post(tournamentTeamsPath(tournamentId), teamForm(freshTeamName()), {
        bearer: captain.bearer,
      })
      expectUnavailable(answer)
    })

    it('answers a page whose data it cannot read with the 503 error page, in its language', async () => {
      await expectErrorPage503(await setup.h.app.request('/tournaments'), 'uk')
      await expectErrorPage503(await setup.h.app.request('/en/tournaments'), 'en')
    })

    it('answers a form sent without JavaScript with the 503 error page', async () => {
      const response = await contact.app.request('/en/contacts', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: contactPage.cookie,
          'X-Forwarded-For': '203.0.113.7',
        },
        body: new URLSearchParams({
          csrf: contactPage.token,
          name: 'Olena Koval',
          phone: '+380 67 123 4567',
          message: 'We would like to hold a company CS2 tournament for 8 teams.',
          started: contact.started.issue(),
          website: '',
        }),
      })
      await expectErrorPage503(response, 'en')
    })

    it('answers /healthz 503 with Retry-After', async () => {
      const response = await setup.h.app.request('/healthz')
      expect(response.status).toBe(503)
      expect(response.headers.get('Retry-After')).toBe('5')
      expect(await response.json()).toEqual({ status: 'unavailable' })
    })
  })

  it('answers a team created just before the database went away 201, never as a failure', async () => {
    await withOutage(backend, async (h, database) => {
      const captain = await player(h)
      const tournament = await openTournament(h)
      const name = freshTeamName()
      database.goAwayAfterNextCommit()
      const answer = await h.post(tournamentTeamsPath(tournament.id), teamForm(name), {
        bearer: captain.bearer,
      })
      expect(answer.status).toBe(201)
      const team = teamOf(answer)
      expect(team.name).toBe(name)
      expect(team.captain.id).toBe(captain.user.id)
      // The database is gone indeed: the next request is a 503.
      expectUnavailable(await h.get('/tournaments'))
      if (backend.name === 'postgres') {
        await database.comeBack()
        const [stored] = await h.db.select().from(teams).where(eq(teams.id, team.id))
        expect(stored?.name).toBe(name)
      }
    })
  }, 120_000)

  it('answers a player who joined just before the database went away 200 with the team', async () => {
    await withOutage(backend, async (h, database) => {
      const [captain, joiner] = [await player(h), await player(h)]
      const tournament = await openTournament(h)
      const team = teamOf(
        await h.post(tournamentTeamsPath(tournament.id), teamForm(freshTeamName()), {
          bearer: captain.bearer,
        }),
      )
      const invite = team.invite_url?.split('/').at(-1)
      database.goAwayAfterNextCommit()
      const answer = await h.post(membersPath(team.id), { invite }, { bearer: joiner.bearer })
      expect(answer.status).toBe(200)
      expect(teamOf(answer).players.map((member) => member.id)).toContain(joiner.user.id)
      expectUnavailable(await h.get('/tournaments'))
    })
  }, 120_000)

  it('answers a profile saved just before the database went away 200 with the profile', async () => {
    await withOutage(backend, async (h, database) => {
      const { bearer } = await player(h)
      database.goAwayAfterNextCommit()
      const answer = await h.patch(PROFILE_PATHS.profile, { first_name: 'Olena' }, { bearer })
      expect(answer.status).toBe(200)
      expect((answer.body as { first_name?: unknown }).first_name).toBe('Olena')
      expectUnavailable(await h.get('/tournaments'))
    })
  }, 120_000)
})

describe.each(backends)('a session while the database is away on $name', (backend) => {
  it("answers Auth.js's session read 503 with Retry-After, keeps the cookie, and a page's read fails as away", async () => {
    const database = await openOutageDatabase(backend)
    const harness = createAuthHarness(database)
    try {
      const user = await harness.emailUser()
      const browser = harness.browser()
      await browser.signIn({ email: user.email, password: PASSWORD })
      const cookie = browser.cookieHeader()
      await database.goAway()
      const read = await browser.request('/api/auth/session')
      expect(read.response.status).toBe(503)
      expect(read.response.headers.get('Retry-After')).toBe('5')
      expect(read.body).toEqual(UNAVAILABLE.uk)
      expect(read.setCookies).toEqual([])
      // What a page's render does first: its failure is the database's (the app answers 503).
      const page = harness.auth.readSession(new Request(`${harness.origin}/profile`, { headers: { cookie } }))
      expect(
        isDatabaseUnavailable(
          await page.then(
            () => undefined,
            (error: unknown) => error,
          ),
        ),
      ).toBe(true)
    } finally {
      await harness.accounts.jobs.stop()
      await database.dispose()
    }
  }, 120_000)
})

const postgres = backends.filter((backend) => backend.name === 'postgres')

describe.each(postgres)('PostgreSQL going away and back on $name', (backend) => {
  /** Runs `request` until it waits on a lock, terminates its backend (57P01), and answers what it got. */
  const terminatedWhileWaiting = async (
    database: OutageDatabase,
    lock: (client: pg.Client) => Promise<void>,
    request: () => Promise<JsonAnswer>,
  ): Promise<JsonAnswer> => {
    const locker = new pg.Client({ connectionString: database.url })
    await locker.connect()
    try {
      await locker.query('begin')
      await lock(locker)
      const pending = request()
      let terminated = 0
      for (let attempt = 0; attempt < 200 && terminated === 0; attempt += 1) {
        const result = await locker.query<{ terminated: boolean }>(
          `select pg_terminate_backend(pid) as terminated from pg_stat_activity
            where datname = current_database() and application_name = 'esports-platform'
              and wait_event_type = 'Lock'`,
        )
        terminated = result.rows.filter((row) => row.terminated).length
        if (terminated === 0) await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect(terminated).toBe(1)
      return await pending
    } finally {
      await locker.query('rollback')
      await locker.end()
    }
  }

  it('answers a read whose connection is terminated in the middle of its query 503', async () => {
    await withOutage(backend, async (h, database) => {
      await openTournament(h)
      const answer = await terminatedWhileWaiting(
        database,
        async (locker) => {
          await locker.query('lock table tournaments in access exclusive mode')
        },
        () => h.get('/tournaments'),
      )
      expectUnavailable(answer)
      // The pool drops the dead connection and the next read is served.
      expect((await h.get('/tournaments')).status).toBe(200)
    })
  }, 60_000)

  it('answers a write whose connection is terminated in the middle of its transaction 503, nothing kept', async () => {
    await withOutage(backend, async (h, database) => {
      const captain = await player(h)
      const tournament = await openTournament(h)
      const create = () => h.post(tournamentTeamsPath(tournament.id), form, { bearer: captain.bearer })
      const form = teamForm(freshTeamName())
      const answer = await terminatedWhileWaiting(
        database,
        async (locker) => {
          await locker.query('select id from tournaments where id = $1 for update', [tournament.id])
        },
        create,
      )
      expectUnavailable(answer)
      // The connection died while checked out of the pool: logged, never an unhandled 'error' that
      // would end the server.
      expect(database.logged).toContain('database: connection lost')
      expect(await h.db.select().from(teams).where(eq(teams.tournamentId, tournament.id))).toEqual([])
      // Sent again once the database answers, the same request creates the team.
      expect((await create()).status).toBe(201)
    })
  }, 60_000)

  it('serves again once PostgreSQL is back', async () => {
    await withOutage(backend, async (h, database) => {
      await database.goAway()
      expectUnavailable(await h.get('/tournaments'))
      await database.comeBack()
      expect((await h.get('/tournaments')).status).toBe(200)
      expect((await h.app.request('/healthz')).status).toBe(200)
    })
  }, 60_000)
})

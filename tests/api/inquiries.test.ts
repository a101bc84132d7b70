/**
 * The contact form and the streamer application through HTTP, on both backends: every field rule in
 * both languages, the fill-time token, the honeypot, the rate limits per address and per phone (a
 * clock moved by hand), the stored row, and the organisers' mail sent by the job queue's worker over
 * SMTP to a server the test starts. The same forms sent without JavaScript (a POST to the page) are
 * answered with the page's state. Every expected text is written here by hand.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PostedForm } from '#core/shared/forms/posted-form.ts'
import { createInquiries } from '#server/inquiries/index.ts'
import {
  createQueuedInquiryMailer,
  handleInquiryMailJobs,
} from '#server/integrations/mail/inquiry-mail-jobs.ts'
import { createInquiryMailer } from '#server/integrations/mail/inquiry-mailer.ts'
import { parseMail } from '#server/integrations/mail/parse-mail.ts'
import { createMailTransport, type MailTransport } from '#server/integrations/mail/transport.ts'
import { inquiries } from '#server/platform/db/schema.ts'
import { createFormStartedTokens } from '#server/platform/http/form-started.ts'
import { createFormTokens } from '#server/platform/http/form-token.ts'
import { createJobQueue, type JobQueue } from '#server/platform/jobs/queue.ts'
import { createLogger } from '#server/platform/logger.ts'
import { createTestApp } from './support/app.ts'
import { createTestClock, type TestClock } from './support/clock.ts'
import { backends, type TestDatabase } from './support/database.ts'
import { startSmtpServer, type TestSmtpServer } from './support/smtp.ts'

const SECRET = 'inquiries-test-secret-0123456789abcdefghijklmnop'
const ORGANISERS = 'orgs@vatra.test'
const DAY_MS = 24 * 60 * 60 * 1000

const CONTACT = {
  name: 'Олена Коваль',
  phone: '+380 67 123 4567',
  message: 'Хочемо провести корпоративний турнір з CS2 для 8 команд.',
}
const APPLICATION = {
  name: 'Sam Frost',
  phone: '+380 50 765 4321',
  twitch: 'twitch.tv/samfrost',
  discord: 'samfrost',
  youtube: '',
  message: 'I stream Valorant four evenings a week and want to grow.',
}

type Json = Record<string, unknown>

describe.each(backends)('inquiries on $name', (backend) => {
  let database: TestDatabase
  let smtp: TestSmtpServer
  let transport: MailTransport
  let queue: JobQueue
  let clock: TestClock
  let app: ReturnType<typeof createTestApp>
  let quietApp: ReturnType<typeof createTestApp>
  const rendered: Array<{ readonly path: string; readonly posted: PostedForm | undefined }> = []
  const started = () =>
    createFormStartedTokens({ secret: SECRET, now: clock.now, lifetimeMs: DAY_MS }).issue()

  beforeAll(async () => {
    database = await backend.open()
    smtp = await startSmtpServer()
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '' })
    queue = createJobQueue({ db: database.database.db, logger: createLogger('silent') })
    handleInquiryMailJobs(queue, createInquiryMailer({ transport, from: 'Vatra <no-reply@vatra.test>' }))
    clock = createTestClock()
    const tokens = createFormTokens({ secret: SECRET, https: false })
    const renderPage = async (request: Request, path: string, posted?: PostedForm) => {
      rendered.push({ path, posted })
      const form = tokens.issue(request.headers.get('Cookie'))
      const headers = new Headers({ 'Content-Type': 'text/html' })
      if (form.setCookie) headers.append('Set-Cookie', form.setCookie)
      return new Response(`<input name="csrf" value="${form.token}">`, { headers })
    }
    const build = (contactEmail: string | undefined) => {
      const feature = createInquiries({
        db: database.database.db,
        started: createFormStartedTokens({ secret: SECRET, now: clock.now, lifetimeMs: DAY_MS }),
        mailer: createQueuedInquiryMailer(queue),
        contactEmail,
        minFillMs: 3000,
        trustProxy: true,
        now: clock.now,
      })
      const api = new Hono()
      api.route('/', feature.routes)
      return createTestApp({
        api,
        forms: feature.formPosts(tokens, renderPage),
        trustProxy: true,
        renderPage,
      })
    }
    app = build(ORGANISERS)
    quietApp = build(undefined)
  })
  afterAll(async () => {
    await queue.stop()
    transport.close()
    await smtp.close()
    await database.dispose()
  })
  let address = 0
  beforeEach(async () => {
    // Mails a test left queued go before this one counts its own.
    await queue.drain()
    smtp.received.length = 0
    rendered.length = 0
    // Each test its own client address and a fresh clock hour, so limits of one never reach another.
    address += 1
    clock.advance((2 * DAY_MS) / 1000)
  })
  afterEach(async () => {
    await database.database.db.delete(inquiries)
  })
  const ip = () => `203.0.113.${address}`

  const post = (path: string, body: Json, options: { ip?: string; target?: typeof app } = {}) =>
    (options.target ?? app).request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': options.ip ?? ip() },
      body: JSON.stringify(body),
    })

  /** A form filled the way a person does: the page's token, five seconds of typing, an empty honeypot. */
  const filled = (values: Json): Json => {
    const token = started()
    clock.advance(5)
    return { ...values, started: token, website: '' }
  }

  const rows = () => database.database.db.select().from(inquiries)

  const mails = async () => {
    await queue.drain()
    return smtp.received.map((message) => ({ ...parseMail(message.raw), envelope: message.to }))
  }

  const errorsOf = async (response: Response) => {
    const body = (await response.json()) as Record<string, Array<{ code: string; message: string }>>
    return Object.fromEntries(
      Object.entries(body).map(([field, list]) => [field, list.map((e) => e.message)]),
    )
  }

  it('stores a contact message as new and mails the organisers, the text escaped', async () => {
    const at = clock.now()
    const response = await post(
      '/api/v1/contact',
      filled({ ...CONTACT, message: 'Привіт <script>alert("x")</script> & до зустрічі' }),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      status: 'received',
      started: expect.stringMatching(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/),
    })
    const stored = await rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      kind: 'contact',
      locale: 'uk',
      status: 'new',
      fields: {
        name: 'Олена Коваль',
        phone: '+380671234567',
        message: 'Привіт <script>alert("x")</script> & до зустрічі',
      },
    })
    expect(stored[0]?.createdAt.getTime()).toBe(at.getTime() + 5000)
    const [mail, ...more] = await mails()
    expect(more).toEqual([])
    expect(mail?.envelope).toEqual([ORGANISERS])
    expect(mail?.subject).toBe('Нове звернення з сайту: Олена Коваль')
    expect(mail?.text).toContain('Повідомлення: Привіт <script>alert("x")</script> & до зустрічі')
    expect(mail?.html).toContain('Привіт &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; до зустрічі')
    expect(mail?.html).not.toContain('<script>')
  })

  it('stores a streamer application in English with its channels', async () => {
    const response = await post('/en/api/v1/streamer-applications', filled(APPLICATION))
    expect(response.status).toBe(201)
    const [row] = await rows()
    expect(row).toMatchObject({
      kind: 'streamer',
      locale: 'en',
      status: 'new',
      fields: {
        name: 'Sam Frost',
        phone: '+380507654321',
        twitch: 'twitch.tv/samfrost',
        discord: 'samfrost',
        youtube: '',
        message: 'I stream Valorant four evenings a week and want to grow.',
      },
    })
    const [mail] = await mails()
    expect(mail?.subject).toBe('Нова заявка стрімера: Sam Frost')
    expect(mail?.text).toContain('Twitch: twitch.tv/samfrost')
    expect(mail?.text).toContain('Мова сторінки: en')
  })

  it('leaves the optional channels out of a JSON body', async () => {
    const { twitch: _t, discord: _d, youtube: _y, ...required } = APPLICATION
    expect((await post('/api/v1/streamer-applications', filled(required))).status).toBe(201)
  })

  it('stores without mailing when no organisers’ address is configured', async () => {
    const response = await post('/api/v1/contact', filled(CONTACT), { target: quietApp })
    expect(response.status).toBe(201)
    expect(await rows()).toHaveLength(1)
    expect(await mails()).toEqual([])
  })

  describe('field rules', () => {
    it.each([
      {
        lang: 'uk',
        prefix: '/api/v1',
        body: { name: '', phone: '', message: '' },
        errors: {
          name: ["Це поле обов'язкове"],
          phone: ["Це поле обов'язкове"],
          message: ["Це поле обов'язкове"],
        },
      },
      {
        lang: 'en',
        prefix: '/en/api/v1',
        body: { name: '', phone: '', message: '' },
        errors: {
          name: ['This field is required'],
          phone: ['This field is required'],
          message: ['This field is required'],
        },
      },
      {
        lang: 'uk',
        prefix: '/api/v1',
        body: { name: 'О', phone: '+380 67 12', message: 'Привіт' },
        errors: {
          name: ['Мінімальна довжина — 2 символи'],
          phone: ['Номер телефону закороткий'],
          message: ['Мінімальна довжина — 10 символів'],
        },
      },
      {
        lang: 'en',
        prefix: '/en/api/v1',
        body: { name: 'O', phone: '+380 67 12', message: 'Hello' },
        errors: {
          name: ['Minimum length is 2 characters'],
          phone: ['Phone number is too short'],
          message: ['Minimum length is 10 characters'],
        },
      },
      {
        lang: 'en',
        prefix: '/en/api/v1',
        body: { name: 'N'.repeat(51), phone: CONTACT.phone, message: 'm'.repeat(2001) },
        errors: {
          name: ['Maximum length is 50 characters'],
          message: ['Maximum length is 2000 characters'],
        },
      },
      {
        lang: 'uk',
        prefix: '/api/v1',
        body: { name: 'Н'.repeat(51), phone: CONTACT.phone, message: 'м'.repeat(2001) },
        errors: {
          name: ['Максимальна довжина — 50 символів'],
          message: ['Максимальна довжина — 2000 символів'],
        },
      },
    ])('contact, $lang: $body.name.length-letter name', async ({ prefix, body, errors }) => {
      const response = await post(`${prefix}/contact`, filled(body))
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual(errors)
      expect(await rows()).toEqual([])
    })

    it.each([
      { lang: 'uk', prefix: '/api/v1', error: 'Максимальна довжина — 200 символів' },
      { lang: 'en', prefix: '/en/api/v1', error: 'Maximum length is 200 characters' },
    ])('streamer application, $lang: channels up to 200 characters', async ({ prefix, error }) => {
      const long = 'x'.repeat(201)
      const response = await post(
        `${prefix}/streamer-applications`,
        filled({ ...APPLICATION, twitch: long, discord: long, youtube: long }),
      )
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual({ twitch: [error], discord: [error], youtube: [error] })
    })

    it.each([
      { typed: '+48 601 234 567', stored: '+48601234567' },
      { typed: '+1 (415) 555-0100', stored: '+14155550100' },
      { typed: '+380 67 123 4567', stored: '+380671234567' },
      { typed: '0048 601-234-567', stored: '+48601234567' },
      { typed: '067 123 45 67', stored: '+380671234567' },
      { typed: '  olena.koval@example.pl ', stored: 'olena.koval@example.pl' },
    ])('takes a contact from abroad: $typed', async ({ typed, stored }) => {
      const response = await post('/en/api/v1/contact', filled({ ...CONTACT, phone: typed }))
      expect(response.status).toBe(201)
      expect(await rows()).toMatchObject([{ kind: 'contact', fields: { phone: stored } }])
    })

    it('takes an e-mail address in a streamer application too', async () => {
      const response = await post(
        '/api/v1/streamer-applications',
        filled({ ...APPLICATION, phone: 'sam@frost.tv' }),
      )
      expect(response.status).toBe(201)
      expect(await rows()).toMatchObject([{ kind: 'streamer', fields: { phone: 'sam@frost.tv' } }])
    })

    it.each([
      {
        prefix: '/en/api/v1',
        phone: 'call me maybe',
        error: 'Enter an e-mail address or a phone number with its country code, e.g. +48 601 234 567',
      },
      {
        prefix: '/api/v1',
        phone: 'olena@localhost',
        error: 'Введіть електронну пошту або номер телефону з кодом країни, наприклад +48 601 234 567',
      },
      {
        prefix: '/en/api/v1',
        phone: '+48 601 234 567 890 12',
        error: 'Enter an e-mail address or a phone number with its country code, e.g. +48 601 234 567',
      },
      {
        prefix: '/en/api/v1',
        phone: '+0 601 234 567',
        error: 'Enter an e-mail address or a phone number with its country code, e.g. +48 601 234 567',
      },
      {
        prefix: '/en/api/v1',
        phone: '601 234 567',
        error: 'Enter an e-mail address or a phone number with its country code, e.g. +48 601 234 567',
      },
      { prefix: '/api/v1', phone: '+48 601 2', error: 'Номер телефону закороткий' },
      { prefix: '/en/api/v1', phone: `${'a'.repeat(250)}@x.pl`, error: 'Maximum length is 254 characters' },
    ])('refuses $phone as a contact, translated', async ({ prefix, phone, error }) => {
      const response = await post(`${prefix}/contact`, filled({ ...CONTACT, phone }))
      expect(response.status).toBe(400)
      expect(await errorsOf(response)).toEqual({ phone: [error] })
      expect(await rows()).toEqual([])
    })
  })

  describe('spam', () => {
    const NOT_SENT_UK = {
      code: 'not_sent',
      detail: 'Повідомлення не надіслано. Перевірте його та надішліть ще раз.',
    }

    it('answers a filled honeypot with a refusal that does not say why, and keeps nothing', async () => {
      const response = await post('/api/v1/contact', { ...filled(CONTACT), website: 'https://spam.example' })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual(NOT_SENT_UK)
      expect(await rows()).toEqual([])
      expect(await mails()).toEqual([])
    })

    it.each([
      {
        prefix: '/api/v1',
        detail: 'Це було дуже швидко: перевірте повідомлення та надішліть його ще раз.',
      },
      { prefix: '/en/api/v1', detail: 'That was quick: please check your message and send it again.' },
    ])(
      'says a form sent sooner than a person fills it was quick, and takes the same token once the time has passed ($prefix)',
      async ({ prefix, detail }) => {
        const token = started()
        clock.advance(2.9)
        const early = await post(`${prefix}/contact`, { ...CONTACT, started: token })
        expect(early.status).toBe(400)
        expect(await early.json()).toEqual({ code: 'sent_too_soon', detail })
        expect(await rows()).toEqual([])
        clock.advance(0.1)
        expect((await post(`${prefix}/contact`, { ...CONTACT, started: token })).status).toBe(201)
      },
    )

    it.each([
      { name: 'missing', token: () => undefined },
      { name: 'forged', token: () => `${Date.now().toString(36)}.${'A'.repeat(43)}` },
      {
        name: 'from another secret',
        token: () => createFormStartedTokens({ secret: 'other', now: clock.now, lifetimeMs: DAY_MS }).issue(),
      },
    ])('refuses a $name fill-time token as an expired form', async ({ token }) => {
      const value = token()
      clock.advance(10)
      const response = await post('/en/api/v1/contact', { ...CONTACT, ...(value ? { started: value } : {}) })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        code: 'form_expired',
        detail: 'The page was open too long. Please send the form again.',
        started: expect.stringMatching(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/),
      })
    })

    it('refuses a token older than a day', async () => {
      const token = started()
      clock.advance(DAY_MS / 1000 + 1)
      const response = await post('/api/v1/contact', { ...CONTACT, started: token })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Json).code).toBe('form_expired')
    })

    it('hands a fresh token with the refusal of an expired one, and the fresh one waits the fill time again', async () => {
      const token = started()
      clock.advance(DAY_MS / 1000 + 1)
      const expired = await post('/api/v1/contact', { ...CONTACT, started: token })
      expect(expired.status).toBe(400)
      const body = (await expired.json()) as Json
      expect(body).toMatchObject({
        code: 'form_expired',
        detail: 'Сторінка була відкрита надто довго. Надішліть форму ще раз.',
      })
      const fresh = body.started
      expect(typeof fresh).toBe('string')
      expect(fresh).not.toBe(token)
      // A bot that sends again at once with it is still too quick.
      clock.advance(2.9)
      const early = await post('/api/v1/contact', { ...CONTACT, started: fresh })
      expect(early.status).toBe(400)
      expect(await early.json()).toMatchObject({ code: 'sent_too_soon' })
      expect(await rows()).toEqual([])
      // A person who reads the message and sends again is through.
      clock.advance(0.1)
      expect((await post('/api/v1/contact', { ...CONTACT, started: fresh })).status).toBe(201)
      expect(await rows()).toMatchObject([{ kind: 'contact', fields: { phone: '+380671234567' } }])
    })

    it('takes a token once: the same page’s token sent again is refused as an expired form, with a fresh one', async () => {
      const sent = filled(CONTACT)
      const first = await post('/api/v1/contact', sent)
      expect(first.status).toBe(201)
      const { started: next } = (await first.json()) as Json
      clock.advance(60)
      const again = await post('/api/v1/contact', { ...sent, message: 'The same page, a second message.' })
      expect(again.status).toBe(400)
      const body = (await again.json()) as Json
      expect(body).toMatchObject({ code: 'form_expired' })
      expect(body.started).not.toBe(sent.started)
      expect(await rows()).toHaveLength(1)
      expect(await mails()).toHaveLength(1)
      // The token the taken message answered sends the page's next message.
      const another = await post('/api/v1/contact', {
        ...sent,
        started: next,
        message: 'A second message, sent right.',
      })
      expect(another.status).toBe(201)
      expect(await rows()).toHaveLength(2)
    })

    it('gives two pages rendered in one millisecond tokens of their own', async () => {
      const first = started()
      const second = started()
      expect(first).not.toBe(second)
      clock.advance(5)
      expect((await post('/api/v1/contact', { ...CONTACT, started: first })).status).toBe(201)
      expect(
        (await post('/api/v1/contact', { ...CONTACT, started: second }, { ip: '198.51.100.20' })).status,
      ).toBe(201)
    })

    it('stores exactly one of many posts sent at once with one token (concurrency)', async () => {
      const sent = filled(CONTACT)
      const answers = await Promise.all(
        Array.from({ length: 3 }, (_, n) => post('/api/v1/contact', sent, { ip: `198.51.100.${30 + n}` })),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400])
      expect(await rows()).toHaveLength(1)
      // The refused posts counted against no limit: the phone's three an hour hold two more messages
      // only because the refused ones were given back.
      for (let n = 0; n < 2; n += 1) {
        expect((await post('/api/v1/contact', filled(CONTACT), { ip: `198.51.100.${40 + n}` })).status).toBe(
          201,
        )
      }
    })

    const phone = (n: number) => `+380 67 000 ${String(1000 + n)}`

    it('limits one client address to five messages in ten minutes', async () => {
      for (let n = 0; n < 5; n += 1) {
        expect((await post('/api/v1/contact', filled({ ...CONTACT, phone: phone(n) }))).status).toBe(201)
      }
      const refused = await post('/en/api/v1/contact', filled({ ...CONTACT, phone: phone(9) }))
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ code: 'throttled', detail: 'Please wait a few minutes' })
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
      const refusedUk = await post('/api/v1/contact', filled({ ...CONTACT, phone: phone(9) }))
      expect(await refusedUk.json()).toEqual({ code: 'throttled', detail: 'Зачекайте кілька хвилин' })
      // Another address is not held back; this one is again once ten minutes have passed.
      const other = await post('/api/v1/contact', filled({ ...CONTACT, phone: phone(8) }), {
        ip: '198.51.100.7',
      })
      expect(other.status).toBe(201)
      clock.advance(10 * 60)
      expect((await post('/api/v1/contact', filled({ ...CONTACT, phone: phone(7) }))).status).toBe(201)
      expect(await rows()).toHaveLength(7)
    })

    it('limits one phone number to three messages an hour, from any address', async () => {
      for (let n = 0; n < 3; n += 1) {
        const response = await post('/api/v1/streamer-applications', filled(APPLICATION), {
          ip: `192.0.2.${address * 10 + n}`,
        })
        expect(response.status).toBe(201)
      }
      const refused = await post('/en/api/v1/contact', filled({ ...CONTACT, phone: APPLICATION.phone }))
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({ code: 'throttled', detail: 'Please wait a few minutes' })
      // The refused message did not count against its address: four more fit its limit of five.
      for (let n = 0; n < 5; n += 1) {
        expect((await post('/api/v1/contact', filled({ ...CONTACT, phone: phone(n) }))).status).toBe(201)
      }
      clock.advance(60 * 60)
      const later = await post('/api/v1/contact', filled({ ...CONTACT, phone: APPLICATION.phone }), {
        ip: '198.51.100.9',
      })
      expect(later.status).toBe(201)
    })
  })

  describe('without JavaScript', () => {
    /** The page's cookie and request-forgery token, as a browser gets them with the page. */
    const openPage = async (path: string) => {
      const page = await app.request(path)
      const cookie = page.headers.get('Set-Cookie')?.split(';')[0] ?? ''
      const token = /value="([^"]+)"/.exec(await page.text())?.[1] ?? ''
      rendered.length = 0
      return { cookie, token }
    }
    const submit = (path: string, page: { cookie: string; token: string }, fields: Record<string, string>) =>
      app.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: page.cookie,
          'X-Forwarded-For': ip(),
        },
        body: new URLSearchParams({ csrf: page.token, ...fields }),
      })

    it('answers bad input with the page: messages at the fields, the values kept; then the success state', async () => {
      const page = await openPage('/en/producing')
      const token = started()
      clock.advance(5)
      const typed = { ...APPLICATION, phone: '050 765 4321' }
      const bad = await submit('/en/producing', page, {
        ...typed,
        name: 'S',
        message: 'short',
        started: token,
        website: '',
      })
      expect(bad.status).toBe(400)
      expect(rendered.at(-1)?.path).toBe('/en/producing')
      expect(rendered.at(-1)?.posted).toMatchObject({
        values: { ...typed, name: 'S', message: 'short' },
        fieldErrors: {
          name: [{ key: 'minLength', params: { min: 2 } }],
          message: [{ key: 'minLength', params: { min: 10 } }],
        },
      })
      expect(await rows()).toEqual([])
      const good = await submit('/en/producing', page, { ...typed, started: token, website: '' })
      expect(good.status).toBe(200)
      expect(rendered.at(-1)?.posted).toMatchObject({ sent: true, error: null })
      expect(await rows()).toMatchObject([
        { kind: 'streamer', locale: 'en', status: 'new', fields: { phone: '+380507654321' } },
      ])
    })

    it('refuses a form without the page’s request-forgery token, keeping what was typed', async () => {
      const page = await openPage('/contacts')
      const token = started()
      clock.advance(5)
      const response = await submit(
        '/contacts',
        { ...page, token: 'x'.repeat(43) },
        { ...CONTACT, started: token },
      )
      expect(response.status).toBe(403)
      expect(rendered.at(-1)?.posted).toMatchObject({
        values: CONTACT,
        error: { key: 'formExpired' },
      })
      expect(await rows()).toEqual([])
    })

    it('reads only form-encoded bodies of up to 64 KiB, and its answer is never cached', async () => {
      const page = await openPage('/contacts')
      const json = await app.request('/contacts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: page.cookie, 'X-Forwarded-For': ip() },
        body: JSON.stringify({ csrf: page.token, ...CONTACT }),
      })
      expect(json.status).toBe(415)
      // The longest fields, all Cyrillic, percent-encoded, are far below 64 KiB; 65 KiB is not a form.
      const huge = await submit('/contacts', page, { ...CONTACT, message: 'x'.repeat(65 * 1024) })
      expect(huge.status).toBe(413)
      expect(await rows()).toEqual([])
      const answered = await submit('/contacts', page, { ...CONTACT, started: started(), website: 'x' })
      expect(answered.status).toBe(400)
      expect(answered.headers.get('Cache-Control')).toBe('private, no-store')
    })

    it('answers an expired token with the page again, what was typed kept and the form renewed', async () => {
      const page = await openPage('/contacts')
      const token = started()
      clock.advance(DAY_MS / 1000 + 1)
      const response = await submit('/contacts', page, { ...CONTACT, started: token, website: '' })
      expect(response.status).toBe(400)
      expect(rendered.at(-1)?.posted).toMatchObject({
        values: CONTACT,
        error: { key: 'formRenewed' },
      })
      expect(await rows()).toEqual([])
    })

    it('says a form sent too soon was quick, keeping what was typed; the same token goes later', async () => {
      const page = await openPage('/en/contacts')
      const token = started()
      clock.advance(1)
      const early = await submit('/en/contacts', page, {
        ...CONTACT,
        phone: '+48 601 234 567',
        started: token,
      })
      expect(early.status).toBe(400)
      expect(rendered.at(-1)?.posted).toMatchObject({
        values: { ...CONTACT, phone: '+48 601 234 567' },
        error: { key: 'sentTooSoon' },
      })
      expect(await rows()).toEqual([])
      clock.advance(2)
      const later = await submit('/en/contacts', page, {
        ...CONTACT,
        phone: '+48 601 234 567',
        started: token,
      })
      expect(later.status).toBe(200)
      expect(await rows()).toMatchObject([{ kind: 'contact', fields: { phone: '+48601234567' } }])
    })

    it('says a bot’s form failed without saying why, and a throttled one to wait', async () => {
      const page = await openPage('/contacts')
      const honeypot = await submit('/contacts', page, { ...CONTACT, started: started(), website: 'x' })
      expect(honeypot.status).toBe(400)
      expect(rendered.at(-1)?.posted).toMatchObject({
        values: CONTACT,
        error: { key: 'somethingWentWrong' },
      })
      for (let n = 0; n < 5; n += 1) {
        await post('/api/v1/contact', filled({ ...CONTACT, phone: `+380 63 000 ${1000 + n}` }))
      }
      const token = started()
      clock.advance(5)
      const throttled = await submit('/contacts', page, { ...CONTACT, started: token })
      expect(throttled.status).toBe(429)
      expect(rendered.at(-1)?.posted).toMatchObject({
        values: CONTACT,
        error: { key: 'pleaseWait' },
      })
    })
  })

  it('keeps what it stores by its own rules: kind, locale and status are checked by the database', async () => {
    await expect(
      database.database.db.insert(inquiries).values({
        // @ts-expect-error: a kind the table does not know
        kind: 'spam',
        fields: {},
        locale: 'uk',
      }),
    ).rejects.toThrow()
    const [row] = await database.database.db
      .insert(inquiries)
      .values({ kind: 'contact', fields: { name: 'x' }, locale: 'en' })
      .returning()
    expect(row?.status).toBe('new')
    if (row) await database.database.db.delete(inquiries).where(eq(inquiries.id, row.id))
  })
})

/**
 * The SMS side (server/integrations/sms): the TurboSMS and Twilio adapters against a local HTTP server that
 * imitates both providers' APIs (the only stand-in: the providers are third parties), and the
 * JSON-lines outbox on disk.
 */
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outboxPaths } from '#server/integrations/outbox.ts'
import { SmsDeliveryError } from '#server/integrations/sms/sms-error.ts'
import { readSmsOutbox } from '#server/integrations/sms/sms-outbox.ts'
import { createSmsSender } from '#server/integrations/sms/sms-sender.ts'
import { smsCodeText } from '#server/integrations/sms/sms-text.ts'
import { loadConfig, type SmsConfig } from '#server/platform/config.ts'

const TURBOSMS_TOKEN = 'turbo-secret-token-0123456789'
const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef'
const TWILIO_TOKEN = 'twilio-secret-auth-token'

// Numbers that make the imitation answer something other than success.
const PHONE = '+380501234567'
const PHONE_REFUSED = '+380509999999'
const PHONE_SLOW = '+380507777777'
const PHONE_PARTIAL = '+380508888888'
const PHONE_MAINTENANCE = '+380506666666'

interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingMessage['headers']
  readonly body: string
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Answers like TurboSMS: HTTP 200 for any well-formed request, the outcome in response_code. */
const turboSms = (request: RecordedRequest): { status: number; body: unknown } => {
  const answer = (code: number, status: string, result: unknown = null) => ({
    status: 200,
    body: { response_code: code, response_status: status, response_result: result },
  })
  if (request.method !== 'POST' || request.path !== '/turbosms/message/send.json')
    return { status: 404, body: '' }
  if (request.headers.authorization !== `Bearer ${TURBOSMS_TOKEN}`) return answer(103, 'REQUIRED_TOKEN')
  if (!request.headers['content-type']?.startsWith('application/json'))
    return answer(502, 'FAILED_PARSE_BODY')
  let payload: unknown
  try {
    payload = JSON.parse(request.body)
  } catch {
    return answer(502, 'FAILED_PARSE_BODY')
  }
  if (!isRecord(payload) || !Array.isArray(payload.recipients) || !isRecord(payload.sms)) {
    return answer(502, 'FAILED_PARSE_BODY')
  }
  const { recipients, sms } = payload
  if (typeof sms.sender !== 'string' || sms.sender !== 'VatraEsport') return answer(203, 'INVALID_SENDER')
  if (typeof sms.text !== 'string' || sms.text === '') return answer(204, 'REQUIRED_TEXT')
  const phone = recipients[0]
  if (recipients.length !== 1 || typeof phone !== 'string' || !/^380\d{9}$/.test(phone)) {
    return answer(205, 'REQUIRED_RECIPIENT')
  }
  if (`+${phone}` === PHONE_REFUSED) {
    return answer(802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', [
      { phone, response_code: 406, response_status: 'NOT_ALLOWED_RECIPIENT_COUNTRY' },
    ])
  }
  if (`+${phone}` === PHONE_PARTIAL) return answer(802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', [])
  if (`+${phone}` === PHONE_MAINTENANCE) return { status: 200, body: '<html>maintenance</html>' }
  return answer(800, 'SUCCESS_MESSAGE_ACCEPTED', [
    { phone, response_code: 0, message_id: 'f83f8868-5e46-c6cf-e4fb-615e5a293754', response_status: 'OK' },
  ])
}

/** Answers like Twilio: 201 with the message resource, 4xx with {code, message, more_info, status}. */
const twilio = (request: RecordedRequest): { status: number; body: unknown } => {
  const error = (status: number, code: number, message: string) => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  })
  if (
    request.method !== 'POST' ||
    request.path !== `/twilio/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`
  ) {
    return error(404, 20404, 'The requested resource was not found')
  }
  const expected = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`
  if (request.headers.authorization !== expected) return error(401, 20003, 'Authenticate')
  if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
    return error(400, 21620, 'Invalid media type')
  }
  const form = new URLSearchParams(request.body)
  const to = form.get('To') ?? ''
  if (!form.get('Body')) return error(400, 21602, 'Message body is required.')
  if (!form.get('From') && !form.get('MessagingServiceSid')) {
    return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.")
  }
  if (to === PHONE_REFUSED) return error(400, 21211, `Invalid 'To' Phone Number: ${to}`)
  return {
    status: 201,
    body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued', to, body: form.get('Body') },
  }
}

/** The imitation of both providers, recording every request. */
const startProviders = async () => {
  const requests: RecordedRequest[] = []
  const server: Server = createServer(async (incoming, response) => {
    const request: RecordedRequest = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      headers: incoming.headers,
      body: await readBody(incoming),
    }
    requests.push(request)
    const slow = request.body.includes(PHONE_SLOW.slice(1))
    const { status, body } = request.path.startsWith('/turbosms/') ? turboSms(request) : twilio(request)
    const send = () => {
      if (response.destroyed) return
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (slow) setTimeout(send, 1_000)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let providers: Awaited<ReturnType<typeof startProviders>>
let workDir: string
let smsFile: string

beforeAll(async () => {
  providers = await startProviders()
  workDir = await mkdtemp(join(tmpdir(), 'vatra-sms-'))
  smsFile = outboxPaths(join(workDir, 'data')).smsFile
})
afterAll(async () => {
  await providers.close()
  await rm(workDir, { recursive: true, force: true })
})
beforeEach(() => {
  providers.requests.length = 0
})

const refusal = async (promise: Promise<unknown>): Promise<SmsDeliveryError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SmsDeliveryError)
  if (!(error instanceof SmsDeliveryError)) throw new Error('not refused')
  return error
}

describe('TurboSMS adapter', () => {
  const config = (overrides: Record<string, string> = {}): SmsConfig =>
    loadConfig({
      SMS_PROVIDER: 'turbosms',
      TURBOSMS_TOKEN,
      TURBOSMS_SENDER: 'VatraEsport',
      TURBOSMS_API_URL: `${providers.origin}/turbosms/`,
      ...overrides,
    }).sms

  it('posts the message with the Bearer token and the recipient without "+"', async () => {
    const text = smsCodeText('uk', '123456')
    await createSmsSender(config(), { smsFile }).send({ to: PHONE, text })
    expect(providers.requests).toHaveLength(1)
    const [request] = providers.requests
    expect(request?.path).toBe('/turbosms/message/send.json')
    expect(request?.headers.authorization).toBe(`Bearer ${TURBOSMS_TOKEN}`)
    expect(JSON.parse(request?.body ?? '')).toEqual({
      recipients: ['380501234567'],
      sms: { sender: 'VatraEsport', text },
    })
    await expect(stat(smsFile)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('fails naming TurboSMS and its code when the token is refused, without the token', async () => {
    const error = await refusal(
      createSmsSender(config({ TURBOSMS_TOKEN: 'wrong-token' }), { smsFile }).send({ to: PHONE, text: 'x' }),
    )
    expect(error.message).toBe('TurboSMS refused the message: response_code 103 (REQUIRED_TOKEN)')
    expect(error).toMatchObject({ provider: 'TurboSMS', status: 200, providerCode: 103 })
    expect(String(error.stack)).not.toContain('wrong-token')
  })

  it('fails when the recipient is refused inside a "partial" success', async () => {
    const error = await refusal(createSmsSender(config(), { smsFile }).send({ to: PHONE_REFUSED, text: 'x' }))
    expect(error.message).toMatch(/TurboSMS refused the message for the recipient: response_code 406/)
    expect(error.providerCode).toBe(406)
  })

  it('fails when a "partial" success does not list the recipient', async () => {
    const error = await refusal(createSmsSender(config(), { smsFile }).send({ to: PHONE_PARTIAL, text: 'x' }))
    expect(error.message).toMatch(/TurboSMS left the recipient out: response_code 802/)
  })

  it('fails when the sender name is not the registered one', async () => {
    const error = await refusal(
      createSmsSender(config({ TURBOSMS_SENDER: 'Other' }), { smsFile }).send({ to: PHONE, text: 'x' }),
    )
    expect(error.providerCode).toBe(203)
  })

  it('gives up after the timeout', async () => {
    const error = await refusal(
      createSmsSender(config(), { smsFile, timeoutMs: 200 }).send({ to: PHONE_SLOW, text: 'x' }),
    )
    expect(error.message).toBe('TurboSMS did not answer within 0.2 s')
  })

  it('fails on an HTTP error or an answer that is not TurboSMS JSON', async () => {
    const notFound = await refusal(
      createSmsSender(config({ TURBOSMS_API_URL: `${providers.origin}/turbosms/v0` }), { smsFile }).send({
        to: PHONE,
        text: 'x',
      }),
    )
    expect(notFound).toMatchObject({ provider: 'TurboSMS', status: 404 })
    const garbage = await refusal(
      createSmsSender(config(), { smsFile }).send({ to: PHONE_MAINTENANCE, text: 'x' }),
    )
    expect(garbage.message).toBe('TurboSMS answered something unexpected: <html>maintenance</html>')
  })
})

describe('Twilio adapter', () => {
  const config = (overrides: Record<string, string> = {}): SmsConfig =>
    loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `${providers.origin}/twilio`,
      ...overrides,
    }).sms

  it('posts To, From and Body form-encoded with HTTP Basic auth', async () => {
    const text = smsCodeText('en', '654321')
    await createSmsSender(config(), { smsFile }).send({ to: PHONE, text })
    expect(providers.requests).toHaveLength(1)
    const [request] = providers.requests
    expect(request?.path).toBe(`/twilio/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`)
    const form = new URLSearchParams(request?.body)
    expect(Object.fromEntries(form)).toEqual({ To: PHONE, From: '+15005550006', Body: text })
  })

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const service = 'MG0123456789abcdef0123456789abcdef'
    await createSmsSender(config({ TWILIO_FROM: service }), { smsFile }).send({ to: PHONE, text: 'x' })
    const form = new URLSearchParams(providers.requests[0]?.body)
    expect(form.get('MessagingServiceSid')).toBe(service)
    expect(form.has('From')).toBe(false)
  })

  it('fails naming Twilio, its HTTP status and error code on bad credentials, without the token', async () => {
    const error = await refusal(
      createSmsSender(config({ TWILIO_AUTH_TOKEN: 'wrong-auth-token' }), { smsFile }).send({
        to: PHONE,
        text: 'x',
      }),
    )
    expect(error.message).toBe('Twilio refused the message: HTTP 401, code 20003 (Authenticate)')
    expect(error).toMatchObject({ provider: 'Twilio', status: 401, providerCode: 20003 })
    expect(String(error.stack)).not.toContain('wrong-auth-token')
    expect(String(error.stack)).not.toContain(
      Buffer.from(`${TWILIO_SID}:wrong-auth-token`).toString('base64'),
    )
  })

  it('fails when Twilio refuses the number', async () => {
    const error = await refusal(createSmsSender(config(), { smsFile }).send({ to: PHONE_REFUSED, text: 'x' }))
    expect(error).toMatchObject({ status: 400, providerCode: 21211 })
  })

  it('fails naming Twilio when it cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await refusal(
      createSmsSender(config({ TWILIO_API_URL: `http://127.0.0.1:${port}` }), { smsFile }).send({
        to: PHONE,
        text: 'x',
      }),
    )
    expect(error.message).toBe('Twilio could not be reached (ECONNREFUSED)')
  })
})

describe('SMS outbox (no provider)', () => {
  const outbox = () => createSmsSender(loadConfig({}).sms, { smsFile })

  it('appends one JSON line {to, text, at} per message, creating the folder', async () => {
    const before = (await readSmsOutbox(smsFile)).length
    await outbox().send({ to: PHONE, text: smsCodeText('uk', '000111') })
    const lines = (await readFile(smsFile, 'utf8')).split('\n')
    expect(lines.at(-1)).toBe('')
    const last = JSON.parse(lines.at(-2) ?? '')
    expect(Object.keys(last)).toEqual(['to', 'text', 'at'])
    expect(last).toMatchObject({ to: PHONE, text: 'Ваш код Vatra Esports: 000111. Дійсний 10 хвилин.' })
    expect(new Date(last.at).toISOString()).toBe(last.at)
    expect(await readSmsOutbox(smsFile)).toHaveLength(before + 1)
    expect(providers.requests).toHaveLength(0)
  })

  it('keeps every line whole when many messages are sent at once', async () => {
    const file = join(workDir, 'concurrent', 'sms.jsonl')
    const sender = createSmsSender({ provider: 'outbox' }, { smsFile: file })
    // Long texts with line breaks and quotes: each must still be one JSON line.
    const texts = Array.from({ length: 60 }, (_, index) => `#${index} "${'я'.repeat(500)}"\nnext line`)
    await Promise.all(
      texts.map((text, index) => sender.send({ to: `+38050000${String(index).padStart(4, '0')}`, text })),
    )
    const raw = await readFile(file, 'utf8')
    expect(raw.endsWith('\n')).toBe(true)
    expect(raw.split('\n').filter(Boolean)).toHaveLength(60)
    const read = await readSmsOutbox(file)
    expect(read.map((sms) => sms.text).sort()).toEqual([...texts].sort())
    for (const sms of read)
      expect(sms.to).toBe(`+38050000${sms.text.slice(1, sms.text.indexOf(' ')).padStart(4, '0')}`)
  })

  it('stamps `at` with the injected clock', async () => {
    const file = join(workDir, 'clock', 'sms.jsonl')
    await createSmsSender(
      { provider: 'outbox' },
      { smsFile: file, now: () => new Date('2026-03-01T10:00:00Z') },
    ).send({
      to: PHONE,
      text: 'x',
    })
    expect(await readSmsOutbox(file)).toEqual([{ to: PHONE, text: 'x', at: '2026-03-01T10:00:00.000Z' }])
  })

  it('reads an absent outbox as empty and refuses a broken line', async () => {
    await expect(readSmsOutbox(join(workDir, 'none.jsonl'))).resolves.toEqual([])
    const file = join(workDir, 'clock', 'sms.jsonl')
    await rm(file)
    await createSmsSender({ provider: 'outbox' }, { smsFile: file }).send({ to: PHONE, text: 'ok' })
    await appendFile(file, '{"to":"+380501234567"}\n')
    await expect(readSmsOutbox(file)).rejects.toThrow(/sms\.jsonl:2 is not an outbox line/)
  })

  it('refuses a number that is not E.164 or an empty text, whatever the provider', async () => {
    await expect(outbox().send({ to: '0501234567', text: 'x' })).rejects.toThrow(/E\.164/)
    await expect(outbox().send({ to: PHONE, text: '  ' })).rejects.toThrow(/text/)
  })
})

describe('the SMS code text', () => {
  it('says the code and its 10 minutes in both languages', () => {
    expect(smsCodeText('uk', '123456')).toBe('Ваш код Vatra Esports: 123456. Дійсний 10 хвилин.')
    expect(smsCodeText('en', '123456')).toBe('Your Vatra Esports code: 123456. Valid for 10 minutes.')
  })
})

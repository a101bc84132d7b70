/**
 * V4.2.1 (request smuggling and framing): a request refused before its body was read (a JSON body
 * over 16 KiB, an upload over 10 MB, a route that answers before reading) is answered in full, and
 * the connection then behaves as its answer says: `Connection: close` and a graceful close (the
 * client reads the whole answer, never a reset), or a kept-alive connection the next request uses.
 * Over real sockets, through the production request listener (`createNodeListener`).
 */
import { Agent } from 'node:http'
import { connect } from 'node:net'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { AVATAR_WIDTHS } from '#core/shared/uploads/image.ts'
import { jsonBody } from '#server/platform/http/json-body.ts'
import { createTestApp, type Listening, listenOnSocket } from './support/app.ts'
import { createUploadHarness, multipart, type UploadHarness } from './support/images.ts'
import { type AgentAnswer, type Sent as KeepAliveSent, postThrough } from './support/keep-alive.ts'

const KiB = 1024
const MB = 1024 * 1024

let harness: UploadHarness
let server: Listening
let port: number

beforeAll(async () => {
  harness = await createUploadHarness()
  const api = new Hono()
  // A JSON route as every feature mounts one, and an upload route that answers before reading.
  api.use('/test/echo', ...jsonBody())
  api.post('/test/echo', async (c) => c.json({ echoed: (await c.req.text()).length }))
  api.post('/test/avatar', async (c) => {
    const accepted = await harness.uploads.accept(c, { prefix: 'avatars', widths: AVATAR_WIDTHS })
    return accepted.ok ? c.json({ stored: true }, 201) : accepted.response
  })
  api.post('/test/refused-unread', (c) => c.json({ code: 'not_authenticated' }, 401))
  server = await listenOnSocket(createTestApp({ api }))
  port = server.port
})

afterAll(async () => {
  await server.close()
  await harness.dispose()
})

interface Sent extends KeepAliveSent {
  readonly path: string
}

/** One request to the test server through `agent`. */
const send = (agent: Agent, sent: Sent): Promise<AgentAnswer> =>
  postThrough(agent, `http://127.0.0.1:${port}${sent.path}`, sent)

const json = (bytes: number): Sent => ({
  path: '/api/v1/test/echo',
  contentType: 'application/json',
  body: new TextEncoder().encode(JSON.stringify({ text: 'a'.repeat(bytes - '{"text":""}'.length) })),
})

const PAYLOAD_TOO_LARGE = { detail: 'Тіло запиту завелике.', code: 'payload_too_large' }

/** The answer to a refused request: whole, and either closing or followed by a working request. */
const expectRefusedThenUsable = async (agent: Agent, refused: Sent, expected: { status: number }) => {
  const first = await send(agent, refused)
  expect(first.status).toBe(expected.status)
  const next = await send(agent, json(100))
  expect(next).toMatchObject({ status: 200, body: JSON.stringify({ echoed: 100 }) })
  // A connection kept alive after the refusal carries the next request; one closed says so.
  if (first.connection === 'keep-alive') expect(next.reused).toBe(true)
  else expect(first.connection).toBe('close')
  return first
}

describe('V4.2.1 a refused JSON body: 413 in full, then the next request on the same agent works', () => {
  it('a 17 KiB JSON body sent at once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await expectRefusedThenUsable(agent, json(17 * KiB), { status: 413 })
    expect(JSON.parse(first.body)).toEqual(PAYLOAD_TOO_LARGE)
    agent.destroy()
  })

  it('a 17 KiB JSON body still arriving when it is refused', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await expectRefusedThenUsable(
      agent,
      { ...json(17 * KiB), pauseAfter: 4 * KiB },
      { status: 413 },
    )
    expect(JSON.parse(first.body)).toEqual(PAYLOAD_TOO_LARGE)
    agent.destroy()
  })

  it('a 2 MB JSON body, and the next request sent at once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    for (let round = 0; round < 3; round += 1) {
      const first = await expectRefusedThenUsable(agent, json(2 * MB), { status: 413 })
      expect(JSON.parse(first.body)).toEqual(PAYLOAD_TOO_LARGE)
    }
    agent.destroy()
  })

  it('a raw socket: the answer says close, and the server closes gracefully (no reset)', async () => {
    const body = json(2 * MB).body
    const outcome = await new Promise<{ received: string; error: string | null }>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' })
      let received = ''
      let error: string | null = null
      socket.setEncoding('utf8')
      socket.on('data', (text: string) => {
        received += text
      })
      socket.on('error', (failure: NodeJS.ErrnoException) => {
        error = failure.code ?? failure.message
      })
      socket.on('close', () => resolve({ received, error }))
      socket.write(
        `POST /api/v1/test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      )
      socket.write(body, () => {
        // The client is done; a second request follows on the same connection if it is kept alive.
        socket.write(
          'POST /api/v1/test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
        )
        socket.end()
      })
    })
    expect(outcome.error).toBeNull()
    expect(outcome.received).toMatch(/^HTTP\/1\.1 413 /)
    expect(outcome.received).toContain(JSON.stringify(PAYLOAD_TOO_LARGE))
    const closes = /\r\nconnection: close\r\n/i.test(outcome.received)
    // Kept alive, the second request is answered too; closed, nothing follows the first answer.
    expect(outcome.received.match(/^HTTP\/1\.1 /gm)?.length).toBe(closes ? 1 : 2)
  })
})

/**
 * A raw client that sends `sent` in steps of `bytesPerTick` every `tickMs`, as a real network paces an
 * upload, reading whatever comes back meanwhile; done when the server closes.
 */
const pacedUpload = (
  sent: Sent,
  pace: { readonly bytesPerTick: number; readonly tickMs: number },
): Promise<{ received: string; error: string | null; sentAll: boolean }> =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    let received = ''
    let error: string | null = null
    let offset = 0
    socket.setEncoding('utf8')
    socket.on('data', (text: string) => {
      received += text
    })
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message
    })
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ received, error, sentAll: offset >= sent.body.length })
    })
    socket.write(
      `POST ${sent.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${sent.contentType}\r\nContent-Length: ${sent.body.length}\r\n\r\n`,
    )
    const timer = setInterval(() => {
      if (socket.destroyed) return
      const next = sent.body.subarray(offset, offset + pace.bytesPerTick)
      offset += next.length
      socket.write(next)
      if (offset >= sent.body.length) {
        clearInterval(timer)
        socket.end()
      }
    }, pace.tickMs)
  })

describe('V5.2.1 an 11 MB upload is answered 413 every time, never a socket error', () => {
  const upload = (): Sent => {
    const form = multipart([
      { name: UPLOAD_FIELD, filename: 'huge.png', type: 'image/png', content: Buffer.alloc(11 * MB, 0x61) },
    ])
    return { path: '/api/v1/test/avatar', contentType: form.contentType, body: form.body }
  }

  it('five times in a row over one keep-alive agent, each a whole 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const sent = upload()
    const answers: Array<{ status: number; code: unknown }> = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await send(agent, sent)
      const field = (JSON.parse(answer.body) as Record<string, Array<{ code: string }>>)[UPLOAD_FIELD]
      answers.push({ status: answer.status, code: field?.[0]?.code })
      expect(answer.connection).toBe('close')
    }
    expect(answers).toEqual(Array(5).fill({ status: 413, code: 'imageTooLarge' }))
    // And the agent goes on working.
    expect((await send(agent, json(100))).status).toBe(200)
    agent.destroy()
  })

  it('a client sending at 10 MB/s (a second and more) gets the 413 and no reset while it sends', async () => {
    const sent = upload()
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const outcome = await pacedUpload(sent, { bytesPerTick: 100 * KiB, tickMs: 10 })
      expect(outcome.error).toBeNull()
      expect(outcome.sentAll).toBe(true)
      expect(outcome.received).toMatch(/^HTTP\/1\.1 413 /)
      expect(outcome.received).toMatch(/\r\nconnection: close\r\n/i)
      expect(outcome.received).toContain('"code":"imageTooLarge"')
    }
  })

  it('a route that refuses before reading an 11 MB body answers in full and closes', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const sent = { ...upload(), path: '/api/v1/test/refused-unread' }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectRefusedThenUsable(agent, { ...sent, pauseAfter: 64 * KiB }, { status: 401 })
    }
    agent.destroy()
  })
})

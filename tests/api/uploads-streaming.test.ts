/**
 * V5.2.1 the 10 MB limit holds while the body streams in, over a real socket (node:http and
 * @hono/node-server, as in production): a Content-Length that promises too much is answered before a
 * byte of the body is read, and a chunked body without a length is cut off once the file passes
 * 10 MB, long before the client has sent it all. Nothing of a refused upload is stored.
 */
import { readdir } from 'node:fs/promises'
import { createServer, type IncomingMessage, request, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { IMAGE_MAX_BYTES } from '#core/shared/uploads/image.ts'
import { createNodeListener } from '#server/platform/http/node-listener.ts'
import {
  createUploadHarness,
  multipart,
  padPng,
  png,
  UPLOAD_PATH,
  type UploadHarness,
} from './support/images.ts'

const MB = 1024 * 1024

let harness: UploadHarness
let server: Server
let origin: string
/** Bytes the server had read from the socket when it finished each answer. */
const readWhenAnswered: number[] = []

beforeAll(async () => {
  harness = await createUploadHarness()
  const listener = createNodeListener(harness.app.fetch)
  server = createServer((req, res) => {
    res.on('finish', () => readWhenAnswered.push(req.socket.bytesRead))
    listener(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await harness.dispose()
})

const readAll = async (response: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of response) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

const storedCount = async () => (await readdir(harness.root, { recursive: true }).catch(() => [])).length

describe('V5.2.1 uploads over 10 MB are refused with 413 while streaming', () => {
  it('answers a Content-Length over the limit at once, having read none of the body', async () => {
    const boundary = 'x-boundary'
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request(`${origin}${UPLOAD_PATH}`, {
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(50 * MB),
          },
        })
        req.on('response', async (response) =>
          resolve({
            status: response.statusCode ?? 0,
            body: await readAll(response),
            connection: response.headers.connection,
          }),
        )
        req.on('error', reject)
        // Only the head goes out; the promised 50 MB never do.
        req.flushHeaders()
      },
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      [UPLOAD_FIELD]: [
        { code: 'imageTooLarge', params: { max: 10 }, message: 'Розмір зображення — не більше 10 МБ' },
      ],
    })
    expect(answer.connection).toBe('close')
    // The request head is all the server read before answering.
    expect(readWhenAnswered.at(-1)).toBeLessThan(1024)
  })

  it('cuts off a chunked body without a length soon after 10 MB, while the client is still sending', async () => {
    const before = await storedCount()
    const total = 64 * MB
    const head = multipart([{ name: UPLOAD_FIELD, filename: 'huge.png', type: 'image/png', content: '' }])
    // The multipart framing up to the file's first byte: everything before the closing CRLF-boundary.
    const closing = `\r\n--${head.contentType.split('boundary=')[1]}--\r\n`
    const prefix = head.body.subarray(0, head.body.length - closing.length)
    const chunk = Buffer.alloc(MB, 0x61)

    const outcome = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>(
      (resolve) => {
        let sent = 0
        let answered: { status: number; sentWhenAnswered: number } | undefined
        const req = request(`${origin}${UPLOAD_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': head.contentType, 'Transfer-Encoding': 'chunked' },
        })
        req.on('response', async (response) => {
          answered = { status: response.statusCode ?? 0, sentWhenAnswered: sent }
          resolve({ ...answered, body: await readAll(response) })
        })
        // The server closes the connection after its answer; writing on is then refused.
        req.on('error', () => {})
        const pump = () => {
          while (answered === undefined && sent < total) {
            sent += chunk.length
            if (!req.write(chunk)) {
              req.once('drain', pump)
              return
            }
          }
          if (answered === undefined) req.end()
        }
        req.write(prefix)
        pump()
      },
    )

    expect(outcome.status).toBe(413)
    expect(JSON.parse(outcome.body)).toEqual({
      [UPLOAD_FIELD]: [
        { code: 'imageTooLarge', params: { max: 10 }, message: 'Розмір зображення — не більше 10 МБ' },
      ],
    })
    // Answered with most of the 64 MB still unsent, and having read little more than the limit.
    expect(outcome.sentWhenAnswered).toBeLessThan(total / 2)
    const read = readWhenAnswered.at(-1) ?? Number.POSITIVE_INFINITY
    expect(read).toBeGreaterThan(IMAGE_MAX_BYTES)
    expect(read).toBeLessThan(IMAGE_MAX_BYTES + 4 * MB)
    expect(await storedCount()).toBe(before)
  })

  it('keeps reading what the client still sends after the 413, so the answer is not lost to a reset', async () => {
    // A raw socket: Node's client would hide a reset behind its own error handling.
    const head = multipart([{ name: UPLOAD_FIELD, filename: 'huge.png', type: 'image/png', content: '' }])
    const closing = `\r\n--${head.contentType.split('boundary=')[1]}--\r\n`
    const prefix = head.body.subarray(0, head.body.length - closing.length)
    const frame = (bytes: Uint8Array) =>
      Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
    const chunk = frame(Buffer.alloc(MB, 0x61))
    const { port } = new URL(origin)
    const outcome = await new Promise<{ answer: string; error: string | null; wroteAfterAnswer: number }>(
      (resolve) => {
        // Half-open allowed: the client goes on sending after the server's FIN, as a browser may.
        const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true })
        let received = ''
        let answered = false
        let wroteAfterAnswer = 0
        let error: string | null = null
        socket.setEncoding('utf8')
        socket.on('data', (text: string) => {
          received += text
          answered ||= received.includes('\r\n\r\n')
        })
        socket.on('error', (failure: NodeJS.ErrnoException) => {
          error = failure.code ?? failure.message
        })
        socket.on('close', () => resolve({ answer: received, error, wroteAfterAnswer }))
        const pump = (): void => {
          // Past the answer the client still sends a megabyte, as a slow reader of answers would, then
          // ends its side.
          if (answered && wroteAfterAnswer >= 1) {
            socket.end()
            return
          }
          if (answered) wroteAfterAnswer += 1
          socket.write(chunk, (failure) => {
            if (!failure) pump()
          })
        }
        socket.write(
          `POST ${UPLOAD_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${head.contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
        )
        socket.write(frame(prefix))
        pump()
      },
    )
    expect(outcome.error).toBeNull()
    expect(outcome.wroteAfterAnswer).toBe(1)
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(outcome.answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(outcome.answer).toContain('"code":"imageTooLarge"')
  })

  it('over the wire too, exactly 10 MB is stored and one byte more is 413', async () => {
    const exact = padPng(await png({ width: 64, height: 64 }), IMAGE_MAX_BYTES)
    const over = padPng(await png({ width: 64, height: 64 }), IMAGE_MAX_BYTES + 1)
    const send = (bytes: Buffer) => {
      const form = new FormData()
      form.append(UPLOAD_FIELD, new File([new Uint8Array(bytes)], 'avatar.png', { type: 'image/png' }))
      return fetch(`${origin}${UPLOAD_PATH}`, { method: 'POST', body: form })
    }
    expect((await send(exact)).status).toBe(201)
    const refused = await send(over)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({
      [UPLOAD_FIELD]: [
        { code: 'imageTooLarge', params: { max: 10 }, message: 'Розмір зображення — не більше 10 МБ' },
      ],
    })
  })
})

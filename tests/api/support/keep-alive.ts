/**
 * A POST over a real socket through a node:http agent (keep-alive, as browsers keep connections),
 * answering what came back and whether the request went over a connection used before; a socket
 * error rejects, naming it. With `pauseAfter`, the body's rest follows a pause longer than the half
 * second @hono/node-server gives an unread body: the answer comes while the body still arrives.
 */
import { type Agent, request } from 'node:http'

export interface Sent {
  readonly contentType: string
  readonly body: Uint8Array
  /** Sent after the first `pauseAfter` bytes and a pause: a body still arriving when refused. */
  readonly pauseAfter?: number | undefined
}

export interface AgentAnswer {
  readonly status: number
  readonly connection: string | undefined
  readonly body: string
  /** Whether the request went over a connection an earlier request had used. */
  readonly reused: boolean
}

export const postThrough = (agent: Agent, url: string, sent: Sent): Promise<AgentAnswer> =>
  new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': sent.contentType, 'Content-Length': String(sent.body.length) },
    })
    req.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString('utf8'),
          reused: req.reusedSocket,
        }),
      )
    })
    req.on('error', (error: NodeJS.ErrnoException) => reject(new Error(`socket error ${error.code}`)))
    const { pauseAfter } = sent
    if (pauseAfter === undefined) {
      req.end(sent.body)
      return
    }
    req.write(sent.body.subarray(0, pauseAfter))
    setTimeout(() => req.end(sent.body.subarray(pauseAfter)), 700)
  })

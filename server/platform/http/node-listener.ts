/**
 * The Hono app as a `node:http` request listener, answering a request before its body is in the way
 * HTTP servers must (RFC 9112 §9.3, §9.6): a JSON body over 16 KiB, an upload over 10 MB, a route
 * that refuses before reading (401, 403, 429).
 *
 * - Such an answer carries `Connection: close`. Node would otherwise announce keep-alive, and then
 *   either read the unread rest as the next request or (@hono/node-server's drain of an unread body
 *   gives up after half a second) drop the connection under the client's next request.
 * - The connection is then closed gracefully, a "lingering close": the sending side is shut after the
 *   answer (FIN), and what the client still sends is read and dropped until it ends its side, or for
 *   at most `LINGER_MS`; only then is the socket closed. A socket closed with unread bytes in its
 *   receive buffer is reset (RST) at once, and the reset throws away what the kernel had not yet
 *   sent, or what the client had not yet read: the client, still sending, might never see the answer.
 *
 * Node closes a connection through `socket.destroySoon()` (after the last answer, and @hono/node-server
 * when its drain gives up); for such a socket that call lingers first, so every way of closing it does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { getRequestListener } from '@hono/node-server'

/** How long a connection closed under a request still arriving goes on reading (and dropping) it. */
export const LINGER_MS = 2_000

type Fetch = Parameters<typeof getRequestListener>[0]

/** Sockets whose `destroySoon` already lingers. */
const lingering = new WeakSet<Socket>()

/**
 * From now on, closing `req`'s connection first reads and drops what the client still sends, until it
 * ends its side or `LINGER_MS` pass, and closes once the answer is flushed.
 */
const lingerOnClose = (req: IncomingMessage): void => {
  const { socket } = req
  if (lingering.has(socket)) return
  lingering.add(socket)
  let closing = false
  socket.destroySoon = () => {
    if (closing) return
    closing = true
    if (socket.writable) socket.end()
    const close = () => {
      clearTimeout(timer)
      // The answer is flushed first when it can be; a client that reads nothing gets the timer's close.
      if (socket.writableFinished || socket.destroyed) socket.destroy()
      else socket.once('finish', () => socket.destroy())
    }
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    if (socket.readableEnded) close()
    else socket.once('end', close)
    req.on('error', () => {})
    // The app's reader of the body (a web stream over the request) has stopped and would hold the
    // request paused: what arrives now is dropped, whoever listened before.
    req.removeAllListeners('data')
    req.resume()
  }
}

/** An answer written while the request's body is still arriving closes the connection, lingering. */
const closeWhenAnsweredEarly = (req: IncomingMessage, res: ServerResponse): void => {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!req.complete) {
      // Merged with the headers `writeHead` is given; Node then ends the connection after the answer.
      this.setHeader('Connection', 'close')
      lingerOnClose(req)
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

export const createNodeListener = (fetch: Fetch) => {
  const listener = getRequestListener(fetch)
  return (req: IncomingMessage, res: ServerResponse) => {
    closeWhenAnsweredEarly(req, res)
    return listener(req, res)
  }
}

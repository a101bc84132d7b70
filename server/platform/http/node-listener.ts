/**
 * The Hono app as a `node:http` request listener, closing a connection the way HTTP servers must when
 * they answer before the request's body is in (a 413 on an upload still streaming): a "lingering
 * close" (RFC 9112 §9.6).
 *
 * Node's server ends such a socket after the answer and destroys it as soon as the answer is handed to
 * the kernel. A socket closed with unread bytes in its receive buffer is reset (RST) at once, and the
 * reset throws away what the kernel had not yet sent, or what the client had not yet read: the client,
 * still sending, may never see the answer. Here the sending side is shut after the answer (FIN) and
 * what the client still sends is read and dropped until it ends its side, or for at most `LINGER_MS`
 * (@hono/node-server's own drain of an unread body may close it after half a second), and only then
 * is the socket closed. A client that has the answer stops sending long before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'

/** How long a connection closed under a request still arriving goes on reading (and dropping) it. */
export const LINGER_MS = 2_000

type Fetch = Parameters<typeof getRequestListener>[0]

/** Keeps reading (and dropping) a request still arriving after its answer, then closes the socket. */
const linger = (req: IncomingMessage) => {
  const { socket } = req
  // Only when Node is closing the connection (`Connection: close`) under a body still coming in.
  if (req.readableEnded || socket.destroyed || !socket.writableEnded) return
  // Node would destroy the socket once the answer is written (`destroySoon`); it closes here instead.
  socket.removeListener('finish', socket.destroy)
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, LINGER_MS)
  timer.unref()
  socket.once('end', close)
  socket.once('close', () => clearTimeout(timer))
  req.on('error', () => {})
  // The app's reader of the body (a web stream over the request) has stopped and would hold the
  // request paused: what arrives now is dropped, whoever listened before.
  req.removeAllListeners('data')
  req.resume()
}

export const createNodeListener = (fetch: Fetch) => {
  const listener = getRequestListener(fetch)
  return (req: IncomingMessage, res: ServerResponse) => {
    // Runs after Node's own `finish` handler, which has just ended the socket.
    res.once('finish', () => linger(req))
    return listener(req, res)
  }
}

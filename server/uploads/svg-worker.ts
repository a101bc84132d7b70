/**
 * The SVG sanitiser's worker thread (svg-workers.ts starts it): jsdom and DOMPurify parse here, under
 * the worker's own heap limit, never on the server's event loop. It says `ready` once loaded, then
 * answers each `{id, bytes}` with `{kind: 'result', id, result}`. Anything it throws ends the thread,
 * and the file is refused.
 */
import { parentPort } from 'node:worker_threads'
import { sanitizeSvg } from './svg-sanitize.ts'

const port = parentPort
if (port === null) throw new Error('svg-worker.ts runs as a worker thread (svg-workers.ts)')

port.on('message', (task: { readonly id: number; readonly bytes: Uint8Array }) => {
  const result = sanitizeSvg(task.bytes)
  // The document's bytes are handed over, not copied (a buffer of its own: TextEncoder's).
  const buffer = result.ok ? result.svg.buffer : null
  port.postMessage({ kind: 'result', id: task.id, result }, buffer instanceof ArrayBuffer ? [buffer] : [])
})
port.postMessage({ kind: 'ready' })

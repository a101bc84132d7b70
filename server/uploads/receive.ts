/**
 * Reads one file part of a multipart/form-data request while it streams in (busboy), counting its
 * bytes: past `maxBytes` it stops reading at once and answers `too-large`, so a huge body is never
 * buffered. A Content-Length that already promises too much is refused before reading anything.
 *
 * On node:http the body is read from Node's own request stream, as it arrives: the web stream over
 * it would copy every chunk once more on the event loop (10 MB of copies, and the garbage collection
 * they cause, while other requests wait).
 */
import { Readable } from 'node:stream'
import busboy from 'busboy'

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024

export type Received =
  | { readonly kind: 'file'; readonly bytes: Buffer }
  /** The body is not multipart/form-data. */
  | { readonly kind: 'not-multipart' }
  /** A multipart body without a part named `field`. */
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-large' }
  /** More than one file, too many fields, or a multipart body busboy cannot parse. */
  | { readonly kind: 'malformed' }

export interface ReceiveOptions {
  readonly field: string
  readonly maxBytes: number
  /** The same body as Node's request stream (`c.env.incoming` under @hono/node-server), if there is one. */
  readonly incoming?: Readable | undefined
}

/** Node's request stream of a Hono context served by @hono/node-server (its `env.incoming`). */
export const incomingOf = (env: unknown): Readable | undefined =>
  typeof env === 'object' && env !== null && 'incoming' in env && env.incoming instanceof Readable
    ? env.incoming
    : undefined

/** Whether a Content-Type header says multipart/form-data. */
export const isMultipart = (contentType: string | undefined): contentType is string =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data'

export const receiveFile = async (request: Request, options: ReceiveOptions): Promise<Received> => {
  const contentType = request.headers.get('Content-Type') ?? undefined
  if (!isMultipart(contentType)) return { kind: 'not-multipart' }
  const { incoming } = options
  // Node's stream, when there is one, is read instead: the web stream over it is never touched.
  const body = incoming ? null : request.body
  if (!incoming && body === null) return { kind: 'missing' }
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    return { kind: 'too-large' }
  }

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        // busboy signals `limit` when a file reaches this size: one byte more than allowed.
        fileSize: options.maxBytes + 1,
        files: 1,
        fields: 8,
        fieldSize: 1024,
        parts: 9,
        headerPairs: 16,
      },
    })
  } catch {
    // No boundary, or one busboy cannot use.
    return { kind: 'malformed' }
  }

  return new Promise<Received>((resolve) => {
    let settled = false
    let found: Buffer | undefined
    const finish = (result: Received) => {
      if (settled) return
      settled = true
      // Stop reading: what the client still sends is not read into memory (after the answer the
      // HTTP server drops the rest while it closes the connection).
      if (incoming) {
        incoming.removeListener('data', feed)
        incoming.pause()
      }
      parser.destroy()
      resolve(result)
    }

    /** One chunk from Node's stream; it pauses while busboy has enough. */
    const feed = (chunk: Buffer) => {
      try {
        if (!parser.write(chunk)) incoming?.pause()
      } catch {
        // busboy stopped in the middle of this chunk (the file passed the limit) may throw: never
        // into Node's HTTP parser, which would answer 400 in place of the app.
        finish({ kind: 'malformed' })
      }
    }

    parser.on('file', (name, stream) => {
      // A part cut off (the body ended, or the parser was stopped) errors its stream; `close` or
      // `error` of the parser settles the result.
      stream.on('error', () => {})
      if (name !== options.field) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > options.maxBytes) finish({ kind: 'too-large' })
        else chunks.push(chunk)
      })
      stream.on('limit', () => finish({ kind: 'too-large' }))
      stream.on('end', () => {
        if (!settled) found = Buffer.concat(chunks, size)
      })
    })
    parser.on('field', () => {})
    parser.on('filesLimit', () => finish({ kind: 'malformed' }))
    parser.on('fieldsLimit', () => finish({ kind: 'malformed' }))
    parser.on('partsLimit', () => finish({ kind: 'malformed' }))
    parser.on('error', () => finish({ kind: 'malformed' }))
    parser.on('close', () =>
      finish(found === undefined ? { kind: 'missing' } : { kind: 'file', bytes: found }),
    )

    if (incoming) {
      parser.on('drain', () => {
        if (!settled) incoming.resume()
      })
      incoming.on('data', feed)
      incoming.once('end', () => {
        if (!settled) parser.end()
      })
      // The client went away or the body broke off.
      incoming.once('error', () => finish({ kind: 'malformed' }))
      incoming.once('aborted', () => finish({ kind: 'malformed' }))
      return
    }

    if (body === null) return
    const reader = body.getReader()
    const pump = async () => {
      try {
        while (!settled) {
          const { done, value } = await reader.read()
          if (settled) return
          if (done) {
            parser.end()
            return
          }
          const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          if (!parser.write(chunk)) {
            await new Promise((drained) => {
              parser.once('drain', drained)
              parser.once('close', drained)
            })
          }
        }
      } catch {
        // The client went away or the body broke off.
        finish({ kind: 'malformed' })
      }
    }
    void pump()
  })
}

export interface ReceiveFormOptions {
  /** The file parts' name; parts of another name are skipped. */
  readonly field: string
  /** Each file's limit: past it reading stops at once (`too-large`). */
  readonly maxBytes: number
  /** The files taken at most: one more file part is `too-many`. */
  readonly maxFiles: number
  readonly incoming?: Readable | undefined
  /**
   * The text fields sent before the first file part (all of them when there is none): false stops
   * (`stopped`). Nothing of a file is handed on before it answered.
   */
  readonly start: (fields: URLSearchParams) => Promise<boolean>
  /** One file, once all of it is in: false stops. Reading waits while it works. */
  readonly file: (bytes: Buffer) => Promise<boolean>
}

export type FormReceived =
  | { readonly kind: 'not-multipart' }
  | {
      /** `done`: every part was read; `stopped`: `start` or `file` said so. */
      readonly kind: 'done' | 'stopped' | 'too-large' | 'too-many' | 'malformed'
      /** The text fields read until then. */
      readonly fields: URLSearchParams
    }

/** At most this many text fields of at most 1 KiB each: a page's form, not a dispute's 500 characters. */
const FORM_FIELDS = 16
const FORM_FIELD_BYTES = 1024

/**
 * Reads a page's multipart form while it streams in: its text fields, then up to `maxFiles` files in
 * turn, each handed to `file` once it is in while reading waits (so one file at a time is held, not
 * all of them), `start` asked first. Past a file's limit, past the number of files or on a broken
 * body it stops reading at once. Whatever `start` or `file` throws is thrown, after reading stopped.
 */
export const receiveForm = async (request: Request, options: ReceiveFormOptions): Promise<FormReceived> => {
  const contentType = request.headers.get('Content-Type') ?? undefined
  if (!isMultipart(contentType)) return { kind: 'not-multipart' }
  const fields = new URLSearchParams()
  const { incoming } = options
  const body = incoming ? null : request.body
  if (!incoming && body === null) return { kind: 'malformed', fields }

  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: options.maxBytes + 1,
        files: options.maxFiles,
        fields: FORM_FIELDS,
        fieldSize: FORM_FIELD_BYTES,
        parts: options.maxFiles + FORM_FIELDS,
        headerPairs: 16,
      },
    })
  } catch {
    return { kind: 'malformed', fields }
  }

  return new Promise<FormReceived>((resolve, reject) => {
    let settled = false
    let started = false
    /** The hooks' work, one after the other; reading waits while any is pending. */
    let tasks: Promise<void> = Promise.resolve()
    let pending = 0
    let failure: { readonly error: unknown } | undefined
    const waiting: Array<() => void> = []
    const wakeReader = () => {
      for (const wake of waiting.splice(0)) wake()
    }

    const finish = (kind: Exclude<FormReceived['kind'], 'not-multipart'>) => {
      if (settled) return
      settled = true
      if (incoming) {
        incoming.removeListener('data', feed)
        incoming.pause()
      }
      parser.destroy()
      wakeReader()
      // The file in hand is finished first: what it stored is known before the answer.
      void tasks.then(() => (failure ? reject(failure.error) : resolve({ kind, fields })))
    }

    const enqueue = (task: () => Promise<void>) => {
      if (settled) return
      pending += 1
      incoming?.pause()
      tasks = tasks
        .then(async () => {
          if (!settled) await task()
        })
        .catch((error: unknown) => {
          failure ??= { error }
          finish('malformed')
        })
        .finally(() => {
          pending -= 1
          if (pending > 0 || settled) return
          incoming?.resume()
          wakeReader()
        })
    }

    const begin = () => {
      if (started) return
      started = true
      const before = new URLSearchParams(fields)
      enqueue(async () => {
        if (!(await options.start(before))) finish('stopped')
      })
    }

    /** One chunk from Node's stream; it pauses while busboy has enough or a hook works. */
    const feed = (chunk: Buffer) => {
      try {
        if (!parser.write(chunk)) incoming?.pause()
      } catch {
        finish('malformed')
      }
    }

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) finish('malformed')
      else fields.append(name, value)
    })
    parser.on('file', (name, stream) => {
      stream.on('error', () => {})
      if (settled || name !== options.field) {
        stream.resume()
        return
      }
      begin()
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > options.maxBytes) finish('too-large')
        else chunks.push(chunk)
      })
      stream.on('limit', () => finish('too-large'))
      stream.on('end', () => {
        // A file input left empty sends one empty part.
        if (settled || size === 0) return
        const bytes = Buffer.concat(chunks, size)
        enqueue(async () => {
          if (!(await options.file(bytes))) finish('stopped')
        })
      })
    })
    parser.on('filesLimit', () => finish('too-many'))
    parser.on('fieldsLimit', () => finish('malformed'))
    parser.on('partsLimit', () => finish('malformed'))
    parser.on('error', () => finish('malformed'))
    parser.on('close', () => {
      if (settled) return
      begin()
      enqueue(async () => finish('done'))
    })

    if (incoming) {
      parser.on('drain', () => {
        if (!settled && pending === 0) incoming.resume()
      })
      incoming.on('data', feed)
      incoming.once('end', () => {
        if (!settled) parser.end()
      })
      incoming.once('error', () => finish('malformed'))
      incoming.once('aborted', () => finish('malformed'))
      return
    }

    if (body === null) return
    const reader = body.getReader()
    const idle = () =>
      pending === 0 || settled ? Promise.resolve() : new Promise<void>((wake) => waiting.push(wake))
    const pump = async () => {
      try {
        while (!settled) {
          await idle()
          if (settled) return
          const { done, value } = await reader.read()
          if (settled) return
          if (done) {
            parser.end()
            return
          }
          const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          if (!parser.write(chunk)) {
            await new Promise((drained) => {
              parser.once('drain', drained)
              parser.once('close', drained)
            })
          }
        }
      } catch {
        finish('malformed')
      }
    }
    void pump()
  })
}

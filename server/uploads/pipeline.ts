/**
 * `ImageUploads`: receive → decide the type by the bytes → re-encode (sharp, on libuv's threads) or
 * bound and sanitise (an SVG, in a worker thread: its markup counted, then parsed) → store every
 * rendition under new random keys. Errors are the API's field errors on `file`, in the language of
 * the API path (`/api/v1` Ukrainian, `/en/api/v1` English). The event loop never parses an upload.
 */
import { randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import type { Context } from 'hono'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_TYPES,
  type StoredImage,
  SVG_MAX_BYTES,
  SVG_MAX_MB,
} from '#core/shared/uploads/image.ts'
import { type MessageRef, message } from '#core/shared/validation/message.ts'
import {
  extensionOf,
  type ObjectStorage,
  type StoredImageType,
} from '#server/integrations/storage/storage.ts'
import { apiError, fieldErrors } from '#server/platform/http/problems.ts'
import { createLimiter, LimiterFull } from './limiter.ts'
import { MEDIA_PATH } from './media.ts'
import { type RasterType, renderRaster } from './raster.ts'
import { incomingOf, receiveFile, receiveForm } from './receive.ts'
import { isSvgText, type SvgRefusal } from './svg.ts'
import { createSvgWorkers, SVG_WORKER_LIMITS } from './svg-workers.ts'
import type {
  AcceptFormOptions,
  AcceptFormResult,
  AcceptOptions,
  AcceptResult,
  FormFailure,
  ImagePrefix,
  ImageProblem,
  ImageUploads,
  ImageUploadsDeps,
  StoredImageRecord,
} from './types.ts'

/** The same-origin URL of a stored file (`/media/{key}`). */
export const mediaUrl = (key: string): string => `${MEDIA_PATH}${key}`

/** The same-origin URL of a stored image's fallback rendition (what an `<img src>` shows). */
export const storedImageUrl = (image: StoredImageRecord): string => mediaUrl(image.fallbackKey)

/** The wire shape (core's StoredImage) of a stored image, with same-origin `/media/{key}` URLs. */
export const storedImagePayload = (image: StoredImageRecord): StoredImage => ({
  url: storedImageUrl(image),
  variants: image.variants.map((variant) => ({
    width: variant.width,
    type: variant.type,
    url: mediaUrl(variant.key),
  })),
})

/** Image work running at once (decoding, encoding, sanitising); the rest wait their turn. */
export const IMAGE_CONCURRENCY = 2

/** Uploads waiting for their turn at most: each holds its file (up to 10 MB) while it waits. */
export const IMAGE_QUEUE_LIMIT = 16

/** The wait a 503 asks for when the queue is full, in seconds: a turn takes a second or two. */
export const IMAGES_BUSY_RETRY_SECONDS = 5

const MB = 1024 * 1024

const newImageId = (): string => randomBytes(16).toString('hex')

/** A new image's key for one rendition: `{prefix}/{id}[-{width}].{extension}`. */
const imageKey = (prefix: ImagePrefix, id: string, variant: { width?: number; type: StoredImageType }) =>
  `${prefix}/${id}${variant.width === undefined ? '' : `-${variant.width}`}.${extensionOf(variant.type)}`

/**
 * An SVG the server made itself (the demo teams' logos), sanitised and stored as an uploaded SVG is,
 * under a new key of its own. Sanitised in process: the server's own few small drawings, when an
 * empty database is seeded (jsdom loads on the event loop then, and for uploads never).
 */
export const storeServerSvg = async (
  storage: ObjectStorage,
  prefix: ImagePrefix,
  svg: string,
): Promise<StoredImageRecord> => {
  const { sanitizeSvg } = await import('./svg-sanitize.ts')
  const sanitized = sanitizeSvg(new TextEncoder().encode(svg))
  if (!sanitized.ok) throw new Error('The server made an SVG its own sanitiser refuses')
  const key = imageKey(prefix, newImageId(), { type: 'image/svg+xml' })
  await storage.put(key, sanitized.svg)
  return { source: 'image/svg+xml', variants: [], fallbackKey: key }
}

type Detected = RasterType | 'image/svg+xml' | null

/** Whether the upload takes images of `type` (every type of IMAGE_TYPES unless it says fewer). */
const takes = (options: AcceptOptions, type: (typeof IMAGE_TYPES)[number]): boolean =>
  (options.types ?? IMAGE_TYPES).includes(type)

/** By the bytes alone: PNG and JPEG by their magic numbers, SVG as UTF-8 text whose root is `<svg>`. */
const detect = async (bytes: Uint8Array): Promise<Detected> => {
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100))
  if (found?.mime === 'image/png') return 'image/png'
  if (found?.mime === 'image/jpeg') return 'image/jpeg'
  // Any other binary format (GIF, WebP, a PDF, a ZIP…) is refused; text is looked at as SVG.
  if (found !== undefined && found.mime !== 'application/xml') return null
  return 'image/svg+xml'
}

export const createPipeline = (deps: ImageUploadsDeps): ImageUploads => {
  const maxBytes = deps.maxBytes ?? IMAGE_MAX_BYTES
  const maxPixels = deps.maxPixels ?? IMAGE_MAX_MEGAPIXELS * 1_000_000
  const concurrency = deps.concurrency ?? IMAGE_CONCURRENCY
  const limiter = deps.limiter ?? createLimiter(concurrency, IMAGE_QUEUE_LIMIT)
  const { storage, logger } = deps
  // One worker per slot of the limiter: a file that has its turn has a worker.
  const svgWorkers = createSvgWorkers(
    { ...SVG_WORKER_LIMITS, ...deps.svgWorker, workers: concurrency },
    (reason, error) => logger.warn({ reason, err: error }, 'svg worker stopped'),
  )

  /** Each problem's status and words (the type's words name the types taken). */
  const problemOf = (
    problem: ImageProblem,
    options: AcceptOptions,
  ): readonly [400 | 413 | 422, MessageRef] => {
    switch (problem) {
      case 'type':
        return [400, message(takes(options, 'image/svg+xml') ? 'imageType' : 'rasterImageType')]
      case 'too-large':
        return [413, message('imageTooLarge', { max: maxBytes / MB })]
      case 'pixels':
        return [400, message('imagePixels', { max: maxPixels / 1_000_000 })]
      case 'svg-too-large':
        return [413, message('svgTooLarge', { max: SVG_MAX_MB })]
      case 'svg-too-complex':
        return [422, message('svgTooComplex')]
    }
  }

  const fileError = (c: Context, problem: ImageProblem, options: AcceptOptions) => {
    const [status, ref] = problemOf(problem, options)
    return fieldErrors(c, { [UPLOAD_FIELD]: [ref] }, status)
  }

  const fail = (response: Response): AcceptResult => ({ ok: false, response })

  /** Every slot taken and the queue full, or no worker could start: not the file's fault. */
  const busy = (c: Context): Response => {
    c.header('Retry-After', String(IMAGES_BUSY_RETRY_SECONDS))
    return apiError(c, 503, 'images_busy', 'imagesBusy')
  }

  type Worked =
    | { readonly ok: true; readonly image: StoredImageRecord }
    | { readonly ok: false; readonly failure: Extract<FormFailure<never>, { kind: 'image' | 'busy' }> }

  const refused = (problem: ImageProblem): Worked => ({ ok: false, failure: { kind: 'image', problem } })
  const tooBusy: Worked = { ok: false, failure: { kind: 'busy' } }

  /** `task` in its turn, or undefined when too many wait already. */
  const inTurn = async <T>(task: () => Promise<T>): Promise<{ readonly value: T } | undefined> => {
    try {
      return { value: await limiter.run(task) }
    } catch (error) {
      if (error instanceof LimiterFull) return undefined
      throw error
    }
  }

  const keysOf = (image: StoredImageRecord): ReadonlyArray<string> => [
    ...new Set([image.fallbackKey, ...image.variants.map((variant) => variant.key)]),
  ]

  const remove = async (image: StoredImageRecord): Promise<void> => {
    await Promise.all(
      keysOf(image).map((key) =>
        storage
          .delete(key)
          .catch((error: unknown) => logger.warn({ err: error, key }, 'image file not deleted')),
      ),
    )
  }

  /** Stores every file; if one fails, the others are deleted again and the error goes on. */
  const store = async (image: StoredImageRecord, files: ReadonlyMap<string, Uint8Array>) => {
    const results = await Promise.allSettled([...files].map(([key, bytes]) => storage.put(key, bytes)))
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) {
      await remove(image)
      throw failed.reason
    }
  }

  /** One received file: its type by its bytes, re-encoded or sanitised in its turn, stored. */
  const work = async (bytes: Uint8Array, options: AcceptOptions): Promise<Worked> => {
    const type = await detect(bytes)
    if (type === null || !takes(options, type)) return refused('type')

    const id = newImageId()
    const keyOf = (variant: { width?: number; type: StoredImageType }) =>
      imageKey(options.prefix, id, variant)

    if (type === 'image/svg+xml') {
      // Its own, lower limit, before anything reads the text; other text is no image. Counting its
      // markup and sanitising it are the worker's: the event loop only hands it over.
      if (bytes.length > SVG_MAX_BYTES) return refused('svg-too-large')
      if (!isSvgText(bytes)) return refused(svgProblem('not-svg'))
      const turn = await inTurn(() => svgWorkers.sanitize(bytes))
      if (!turn) return tooBusy
      const outcome = turn.value
      if (!outcome.ok) return outcome.failure === 'unavailable' ? tooBusy : refused('svg-too-complex')
      if (!outcome.result.ok) return refused(svgProblem(outcome.result.reason))
      const key = keyOf({ type })
      const image: StoredImageRecord = { source: type, variants: [], fallbackKey: key }
      await store(image, new Map([[key, outcome.result.svg]]))
      return { ok: true, image }
    }

    const turn = await inTurn(() =>
      renderRaster(bytes, type, {
        widths: options.widths,
        maxPixels,
        ...(options.shape ? { shape: options.shape } : {}),
        ...(options.maxSide ? { maxSide: options.maxSide } : {}),
      }),
    )
    if (!turn) return tooBusy
    const rendered = turn.value
    if (!rendered.ok) {
      // Refused as the client's fault, but kept in the log: a failing encoder would look the same.
      if (rendered.cause !== undefined) logger.info({ err: rendered.cause }, 'raster image refused by sharp')
      return refused(rendered.reason === 'pixels' ? 'pixels' : 'type')
    }
    const files = new Map<string, Uint8Array>()
    const variants = rendered.renditions.map((rendition) => {
      const key = keyOf(rendition)
      files.set(key, rendition.bytes)
      return { width: rendition.width, type: rendition.type, key }
    })
    const own = variants.filter((variant) => variant.type === type)
    const fallback = own.at(-1)
    if (fallback === undefined) return refused('type')
    const image: StoredImageRecord = { source: type, variants, fallbackKey: fallback.key }
    await store(image, files)
    return { ok: true, image }
  }

  return {
    async accept(c, options: AcceptOptions) {
      const received = await receiveFile(c.req.raw, {
        field: UPLOAD_FIELD,
        maxBytes,
        incoming: incomingOf(c.env),
      })
      switch (received.kind) {
        case 'too-large':
          // The client may still be sending: it is told to stop, and the connection is not reused.
          c.header('Connection', 'close')
          return fail(fileError(c, 'too-large', options))
        case 'not-multipart':
          // Like a JSON route sent something else: the request's shape, not a field, is wrong.
          return fail(apiError(c, 415, 'unsupported_media_type', 'multipartRequired'))
        case 'missing':
          return fail(fieldErrors(c, { [UPLOAD_FIELD]: [message('required')] }))
        case 'malformed':
          return fail(fieldErrors(c, { [UPLOAD_FIELD]: [message('invalid')] }))
      }
      const worked = await work(received.bytes, options)
      if (worked.ok) return worked
      return fail(worked.failure.kind === 'busy' ? busy(c) : fileError(c, worked.failure.problem, options))
    },

    async acceptForm<R>(request: Request, env: unknown, options: AcceptFormOptions<R>) {
      const images: StoredImageRecord[] = []
      let failure: FormFailure<R> | undefined
      const stop = (why: FormFailure<R>) => {
        failure = why
        return false
      }
      const received = await receiveForm(request, {
        field: options.field,
        maxBytes,
        maxFiles: options.maxFiles,
        incoming: incomingOf(env),
        start: async (fields) => {
          const refusal = await options.start(fields)
          return refusal === undefined ? true : stop({ kind: 'refused', refusal })
        },
        file: async (bytes) => {
          const refusal = await options.eachFile?.()
          if (refusal !== undefined) return stop({ kind: 'refused', refusal })
          const worked = await work(bytes, options)
          if (!worked.ok) return stop(worked.failure)
          images.push(worked.image)
          return true
        },
      })
      if (received.kind === 'not-multipart')
        return { ok: false, fields: new URLSearchParams(), failure: { kind: 'not-multipart' } }
      if (received.kind === 'done') return { ok: true, fields: received.fields, images }
      await Promise.all(images.map(remove))
      const why: FormFailure<R> =
        received.kind === 'stopped' && failure
          ? failure
          : received.kind === 'too-large'
            ? { kind: 'image', problem: 'too-large' }
            : received.kind === 'too-many'
              ? { kind: 'too-many' }
              : { kind: 'malformed' }
      return { ok: false, fields: received.fields, failure: why } satisfies AcceptFormResult<R>
    },

    remove,

    close: () => svgWorkers.close(),

    toPayload: storedImagePayload,
  }
}

const svgProblem = (reason: SvgRefusal): ImageProblem =>
  reason === 'too-complex' ? 'svg-too-complex' : 'type'

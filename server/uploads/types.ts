/** The pipeline's types, apart from its assembly in index.ts so its parts can share them. */
import { Schema } from 'effect'
import type { Context } from 'hono'
import { type IMAGE_TYPES, STORED_IMAGE_TYPES, type StoredImage } from '#core/shared/uploads/image.ts'
import { isValidKey, type ObjectStorage } from '#server/integrations/storage/storage.ts'
import type { Logger } from '#server/platform/logger.ts'
import type { Limiter } from './limiter.ts'
import type { SvgWorkerLimits } from './svg-workers.ts'

const StorageKey = Schema.String.check(Schema.makeFilter(isValidKey))

/**
 * A stored image as the server keeps it (JSON-safe: `users.avatar` is jsonb typed with it, written by
 * the server only): every rendition's key, the source type, and the key of the fallback rendition (the
 * largest PNG/JPEG, or the SVG). Keys are checked again by the storage before any I/O.
 */
export const StoredImageRecord = Schema.Struct({
  source: Schema.Literals(['image/png', 'image/jpeg', 'image/svg+xml']),
  variants: Schema.Array(
    Schema.Struct({
      width: Schema.Int.check(Schema.isGreaterThan(0)),
      type: Schema.Literals(STORED_IMAGE_TYPES),
      key: StorageKey,
    }),
  ),
  fallbackKey: StorageKey,
})
export type StoredImageRecord = typeof StoredImageRecord.Type

export type ImagePrefix =
  | 'avatars'
  | 'team-logos'
  | 'news-covers'
  | 'streamer-avatars'
  | 'video-thumbnails'
  | 'partner-logos'
  | 'tournament-covers'
  | 'match-proofs'

export interface AcceptOptions {
  readonly prefix: ImagePrefix
  /** Square widths to render a raster image at (AVATAR_WIDTHS, TEAM_LOGO_WIDTHS). */
  readonly widths: ReadonlyArray<number>
  /**
   * `square` (the default): centred squares at `widths`. `keep` (screenshots): the image's own shape,
   * WebP at `widths` and its full size in its own format, neither side over `maxSide`.
   */
  readonly shape?: 'square' | 'keep'
  readonly maxSide?: number
  /**
   * The types taken (IMAGE_TYPES by default): PNG and JPEG only (SCREENSHOT_TYPES) refuses an SVG like
   * any other type, saying `rasterImageType`.
   */
  readonly types?: ReadonlyArray<(typeof IMAGE_TYPES)[number]>
}

export type AcceptResult =
  | { readonly ok: true; readonly image: StoredImageRecord }
  | { readonly ok: false; readonly response: Response }

/** Why a file is refused: the client's own fault, told in words (`imageType`, `imageTooLarge`…). */
export type ImageProblem = 'type' | 'too-large' | 'pixels' | 'svg-too-large' | 'svg-too-complex'

/**
 * A page's form that carries images beside its text fields (multipart/form-data, the text fields
 * first as a browser sends them): the fields are looked at before any file is worked on.
 */
export interface AcceptFormOptions<R> extends AcceptOptions {
  /** The name of the form's file input. */
  readonly field: string
  /** The files taken at most; one more is refused (`too-many`). Empty file parts are skipped. */
  readonly maxFiles: number
  /**
   * The text fields sent before the first file (all of them when there is none), before any file is
   * read further or stored: a refusal stops there (a form token, who may post it, what it says).
   */
  start(fields: URLSearchParams): Promise<R | undefined>
  /** Before each file is worked on (a rate limit): a refusal stops there. */
  eachFile?(): Promise<R | undefined>
}

export type FormFailure<R> =
  | { readonly kind: 'refused'; readonly refusal: R }
  | { readonly kind: 'image'; readonly problem: ImageProblem }
  | { readonly kind: 'too-many' }
  /** Too many images wait for their turn: not the file's fault. */
  | { readonly kind: 'busy' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'not-multipart' }

/** The form's fields and the images stored from its files, or why not (then nothing stays stored). */
export type AcceptFormResult<R> =
  | {
      readonly ok: true
      readonly fields: URLSearchParams
      readonly images: ReadonlyArray<StoredImageRecord>
    }
  | { readonly ok: false; readonly fields: URLSearchParams; readonly failure: FormFailure<R> }

export interface ImageUploads {
  /**
   * Receives the multipart part `file` (UPLOAD_FIELD) while it streams — 413 past IMAGE_MAX_BYTES
   * without buffering the rest —, decides the type by the bytes, re-encodes or sanitises (an SVG in a
   * worker thread), and stores every rendition under new server-generated keys below `prefix/`. On
   * failure `response` is the ready HTTP answer, in the API path's language: 400 `{file: [message]}`,
   * 413 `{file: [message]}` (over 10 MB, an SVG over 1 MB), 422 `{file: [svgTooComplex]}`, 415
   * `unsupported_media_type` for a body that is not multipart, 503 `images_busy` with `Retry-After`
   * when too many images wait for their turn.
   */
  accept(c: Context, options: AcceptOptions): Promise<AcceptResult>
  /**
   * A page's form with up to `maxFiles` images in the parts `field` beside its text fields, read while
   * it streams: `start` sees the fields before any file is worked on; each file is then received
   * (stopped past IMAGE_MAX_BYTES), decided by its bytes, re-encoded and stored in turn, one at a time,
   * reading waiting meanwhile. On any failure the images already stored are deleted again. `env` is
   * the server's (Node's request stream, read instead of the web stream over it).
   */
  acceptForm<R>(request: Request, env: unknown, options: AcceptFormOptions<R>): Promise<AcceptFormResult<R>>
  /** Deletes every stored file of the image; best effort (failures logged, never thrown). */
  remove(image: StoredImageRecord): Promise<void>
  /** The wire shape (core's StoredImage) with same-origin `/media/{key}` URLs. */
  toPayload(image: StoredImageRecord): StoredImage
  /** Stops the SVG workers (on shutdown, after the server closed). */
  close(): Promise<void>
}

export interface ImageUploadsDeps {
  readonly storage: ObjectStorage
  readonly logger: Logger
  /** Tests only: smaller limits. Production keeps IMAGE_MAX_BYTES and IMAGE_MAX_MEGAPIXELS. */
  readonly maxBytes?: number
  readonly maxPixels?: number
  /** Image work running at once; the rest wait (default 2). */
  readonly concurrency?: number
  /** Tests only: the turns image work takes (default: `concurrency` at once, IMAGE_QUEUE_LIMIT waiting). */
  readonly limiter?: Limiter
  /** Tests only: other limits of the SVG workers than SVG_WORKER_LIMITS (their count is `concurrency`). */
  readonly svgWorker?: Partial<Omit<SvgWorkerLimits, 'workers'>>
}

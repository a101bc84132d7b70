/** The pipeline's types, apart from its assembly in index.ts so its parts can share them. */
import { Schema } from 'effect'
import type { Context } from 'hono'
import { STORED_IMAGE_TYPES, type StoredImage } from '#core/shared/uploads/image.ts'
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

export interface AcceptOptions {
  readonly prefix: ImagePrefix
  /** Square widths to render a raster image at (AVATAR_WIDTHS, TEAM_LOGO_WIDTHS). */
  readonly widths: ReadonlyArray<number>
}

export type AcceptResult =
  | { readonly ok: true; readonly image: StoredImageRecord }
  | { readonly ok: false; readonly response: Response }

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

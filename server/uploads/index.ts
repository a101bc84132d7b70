/**
 * The image upload pipeline of spec §5/§9, one for avatars and team logos (docs/uploads.md):
 * a multipart part streamed in under a byte limit, its type decided by its bytes, raster images
 * re-encoded with sharp and SVGs sanitised with DOMPurify, every rendition stored under new
 * server-generated keys through the `ObjectStorage` port, and served from `/media/{key}`.
 *
 * main.ts wires it once:
 * `const storage = createObjectStorage(config.storage, config.dataDir)`,
 * `const uploads = createImageUploads({ storage, logger })` for the routes that take images, and
 * `createMediaRoutes(storage)` as `media` of `createApp`.
 */
import type { Context, Hono } from 'hono'
import type { StoredImage } from '#core/uploads/image.ts'
import type { StorageConfig } from '#server/config.ts'
import type { Logger } from '#server/logger.ts'
import type { ObjectStorage, StoredImageType } from './storage.ts'

export type { StorageConfig } from '#server/config.ts'
export type { ObjectStorage, StoredImageType, StoredObject, StoredObjectInfo } from './storage.ts'

/** JSON-safe (kept in a jsonb column). */
export interface StoredImageRecord {
  readonly source: 'image/png' | 'image/jpeg' | 'image/svg+xml'
  readonly variants: ReadonlyArray<{
    readonly width: number
    readonly type: StoredImageType
    readonly key: string
  }>
  /** The key of the rendition to use when nothing better fits: the largest PNG/JPEG, or the SVG. */
  readonly fallbackKey: string
}

export type ImagePrefix = 'avatars' | 'team-logos'

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
   * without buffering the rest —, decides the type by the bytes, re-encodes or sanitises, and stores
   * every rendition under new server-generated keys below `prefix/`. On failure `response` is the
   * ready HTTP answer (400 `{file: [message]}` / 413 `{file: [message]}`, in the API path's language).
   */
  accept(c: Context, options: AcceptOptions): Promise<AcceptResult>
  /** Deletes every stored file of the image; best effort (failures logged, never thrown). */
  remove(image: StoredImageRecord): Promise<void>
  /** The wire shape (core's StoredImage) with same-origin `/media/{key}` URLs. */
  toPayload(image: StoredImageRecord): StoredImage
}

export interface ImageUploadsDeps {
  readonly storage: ObjectStorage
  readonly logger: Logger
  /** Tests only: smaller limits. Production keeps IMAGE_MAX_BYTES and IMAGE_MAX_MEGAPIXELS. */
  readonly maxBytes?: number
  readonly maxPixels?: number
}

const pending = (name: string): never => {
  throw new Error(`${name}: being implemented (issue 5)`)
}

export const createImageUploads = (_deps: ImageUploadsDeps): ImageUploads => pending('createImageUploads')

/** `GET` and `HEAD /media/*`: the stored files, with the headers of docs/uploads.md. */
export const createMediaRoutes = (_storage: ObjectStorage): Hono => pending('createMediaRoutes')

/** The disk adapter under `dataDir/uploads`, or the S3 adapter when a bucket is configured. */
export const createObjectStorage = (_config: StorageConfig, _dataDir: string): ObjectStorage =>
  pending('createObjectStorage')

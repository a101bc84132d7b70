/**
 * The image upload pipeline of spec §5/§9, one for avatars and team logos (docs/uploads.md):
 * a multipart part streamed in under a byte limit, its type decided by its bytes, raster images
 * re-encoded with sharp and SVGs sanitised with DOMPurify, every rendition stored under new
 * server-generated keys through the `ObjectStorage` port, and served from `/media/{key}`.
 *
 * main.ts wires it once:
 * `const storage = createObjectStorage(config.storage, config.dataDir)`,
 * `const uploads = createImageUploads({ storage, logger })` for the routes that take images, and
 * `createMediaRoutes(storage)` as `media` of `createApp`; on shutdown, after the server closed,
 * `storage.close()`.
 */
import path from 'node:path'
import type { Hono } from 'hono'
import type { ObjectStorage } from '#server/integrations/storage/storage.ts'
import { createDiskStorage } from '#server/integrations/storage/storage-disk.ts'
import { createS3Storage } from '#server/integrations/storage/storage-s3.ts'
import type { StorageConfig } from '#server/platform/config.ts'
import { createMediaApp } from './media.ts'
import { createPipeline } from './pipeline.ts'

export {
  IMAGES_BUSY_RETRY_SECONDS,
  mediaUrl,
  storedImagePayload,
  storedImageUrl,
  storeServerSvg,
} from './pipeline.ts'
export { isMultipart } from './receive.ts'

import type { ImageUploads, ImageUploadsDeps } from './types.ts'

export type {
  ObjectStorage,
  StoredImageType,
  StoredObject,
  StoredObjectInfo,
} from '#server/integrations/storage/storage.ts'
export { isValidKey } from '#server/integrations/storage/storage.ts'
export type { StorageConfig } from '#server/platform/config.ts'
export {
  type AcceptFormOptions,
  type AcceptFormResult,
  type AcceptOptions,
  type AcceptResult,
  type FormFailure,
  type ImagePrefix,
  type ImageProblem,
  type ImageUploads,
  type ImageUploadsDeps,
  StoredImageRecord,
} from './types.ts'

export const createImageUploads = (deps: ImageUploadsDeps): ImageUploads => createPipeline(deps)

/** `GET` and `HEAD /media/*`: the stored files, with the headers of docs/uploads.md. */
export const createMediaRoutes = (storage: ObjectStorage): Hono => createMediaApp(storage)

/** The disk adapter under `dataDir/uploads`, or the S3 adapter when a bucket is configured. */
export const createObjectStorage = (config: StorageConfig, dataDir: string): ObjectStorage =>
  config.kind === 's3' ? createS3Storage(config) : createDiskStorage(path.join(dataDir, 'uploads'))

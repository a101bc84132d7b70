/**
 * The S3 adapter of `ObjectStorage` (AWS S3 or any S3-compatible service: MinIO, R2, Ceph…). One
 * object per key in the bucket; S3 replaces an object atomically, so a reader sees the old or the
 * new bytes. The content type is set from the key on upload and read back from the key too, so a
 * bucket edited by hand still serves nothing outside the allow-list.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { StorageConfig } from '#server/platform/config.ts'
import { MEDIA_CACHE_CONTROL } from '#server/uploads/media.ts'
import { checkKey, type ObjectStorage, type StoredObjectInfo } from './storage.ts'

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

// S3 quotes its ETags; some compatible services do not.
const quoted = (etag: string | undefined, fallback: string): string => {
  if (etag === undefined || etag === '') return `"${fallback}"`
  return etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"`
}

export const createS3Storage = (config: S3StorageConfig): ObjectStorage => {
  const s3 = new S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
  })
  const Bucket = config.bucket

  return {
    kind: 's3',

    async put(key, bytes) {
      const contentType = checkKey(key)
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          // For anyone reading the bucket directly (a CDN in front of it): the same as /media sends.
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      )
    },

    async stat(key): Promise<StoredObjectInfo | null> {
      const contentType = checkKey(key)
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: key }))
        const size = head.ContentLength ?? 0
        return { contentType, size, etag: quoted(head.ETag, `${size}`) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async get(key) {
      const contentType = checkKey(key)
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }))
        if (object.Body === undefined) return null
        const size = object.ContentLength ?? 0
        return {
          contentType,
          size,
          etag: quoted(object.ETag, `${size}`),
          body: object.Body.transformToWebStream(),
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(key) {
      checkKey(key)
      // S3 answers 204 for a missing key too.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },

    close() {
      s3.destroy()
    },
  }
}

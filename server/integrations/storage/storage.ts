/**
 * The object storage port of uploaded images: the local disk under `DATA_DIR/uploads` or an
 * S3-compatible bucket (docs/uploads.md). Keys are server-generated (`avatars/3f…a1-256.webp`); their
 * extension fixes the content type, so nothing but the allow-list of `STORED_IMAGE_TYPES` is ever
 * stored or served, and a key that does not match the grammar is refused before any I/O.
 */
import type { STORED_IMAGE_TYPES } from '#core/shared/uploads/image.ts'

export type StoredImageType = (typeof STORED_IMAGE_TYPES)[number]

export const EXTENSION_TYPES = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const satisfies Record<string, StoredImageType>

export type StoredExtension = keyof typeof EXTENSION_TYPES

export const extensionOf = (type: StoredImageType): StoredExtension => {
  const found = (Object.keys(EXTENSION_TYPES) as StoredExtension[]).find(
    (extension) => EXTENSION_TYPES[extension] === type,
  )
  if (found === undefined) throw new Error(`No extension for ${type}`)
  return found
}

export const MAX_KEY_LENGTH = 200

/**
 * Lower-case folders and a name of letters, digits and inner dashes, then one allowed extension:
 * no `.`/`..` segment, no leading or doubled slash, no backslash, no `%`, no control character can
 * pass, so a key can never leave the storage folder or the bucket's prefix.
 */
const FOLDER = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/
const FILE_NAME = /^[a-z0-9]+(?:-+[a-z0-9]+)*\.(?:webp|png|jpg|svg)$/

/** Checked per segment: each pattern then matches one way only (linear), length first. */
export const isValidKey = (key: string): boolean => {
  if (key.length > MAX_KEY_LENGTH) return false
  const segments = key.split('/')
  const name = segments.pop() ?? ''
  return (
    segments.length >= 1 &&
    segments.length <= 3 &&
    segments.every((folder) => FOLDER.test(folder)) &&
    FILE_NAME.test(name)
  )
}

/** The content type a valid key stands for, or undefined for an invalid key. */
export const contentTypeOfKey = (key: string): StoredImageType | undefined => {
  if (!isValidKey(key)) return undefined
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension
  return EXTENSION_TYPES[extension]
}

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError'
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`)
  }
}

/** Throws `InvalidKeyError` unless `key` matches the grammar; answers its content type. */
export const checkKey = (key: string): StoredImageType => {
  const type = contentTypeOfKey(key)
  if (type === undefined) throw new InvalidKeyError(key)
  return type
}

export interface StoredObjectInfo {
  /** From the key's extension: always one of `STORED_IMAGE_TYPES`. */
  readonly contentType: StoredImageType
  /** Bytes. */
  readonly size: number
  /** An opaque strong validator (quoted), for `ETag`. */
  readonly etag: string
}

export interface StoredObject extends StoredObjectInfo {
  /** The bytes, streamed; read it to the end or cancel it. */
  readonly body: ReadableStream<Uint8Array>
}

export interface ObjectStorage {
  /** `disk` or `s3`, for logs. */
  readonly kind: 'disk' | 's3'
  /** Stores `bytes` under `key`, replacing what was there; readers see the old or the new object, never a part. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The object's type, size and validator; null when there is none. */
  stat(key: string): Promise<StoredObjectInfo | null>
  /** The object with a streamed body; null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Deletes the object; deleting a missing one is no error. */
  delete(key: string): Promise<void>
  /** Releases connections (S3); at shutdown, after the last request. */
  close(): void
}

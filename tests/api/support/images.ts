/**
 * Image fixtures for the upload tests, made in code (sharp, zlib) rather than kept as binary files:
 * plain PNG/JPEG/GIF/WebP, a JPEG with GPS and an orientation tag, a PNG padded to an exact size with
 * a private ancillary chunk (valid CRC, ignored by decoders), a decompression bomb, and multipart
 * bodies built by hand where FormData cannot say what a test needs. Then the harness: the real HTTP
 * app with the upload route mounted the way the profile mounts it, over a temporary DATA_DIR.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { Schema } from 'effect'
import { Hono } from 'hono'
import pino from 'pino'
import S3rver from 's3rver'
import sharp from 'sharp'
import { UPLOAD_FIELD } from '#core/profile/profile.api.ts'
import { AVATAR_WIDTHS, StoredImage } from '#core/shared/uploads/image.ts'
import type { AppEnv } from '#server/platform/http/app.ts'
import type { Logger } from '#server/platform/logger.ts'
import {
  createImageUploads,
  createMediaRoutes,
  createObjectStorage,
  type ImageUploads,
  type ImageUploadsDeps,
  type ObjectStorage,
  StoredImageRecord,
} from '#server/uploads/index.ts'
import { createTestApp } from './app.ts'

export interface Solid {
  readonly width: number
  readonly height: number
  /** PNG only: a translucent image (its alpha must survive as PNG and WebP). */
  readonly alpha?: boolean
}

const solid = ({ width, height, alpha = false }: Solid) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 40, b: 20, alpha: 0.5 } : { r: 200, g: 40, b: 20 },
    },
  })

export const png = (size: Solid): Promise<Buffer> => solid(size).png().toBuffer()
export const jpeg = (size: Solid): Promise<Buffer> => solid(size).jpeg({ quality: 90 }).toBuffer()
export const gif = (): Promise<Buffer> => solid({ width: 32, height: 32 }).gif().toBuffer()
export const webp = (): Promise<Buffer> => solid({ width: 32, height: 32 }).webp().toBuffer()

/**
 * A JPEG with the metadata a phone writes: GPS position, camera, orientation 6 (the sensor's image
 * is stored rotated: shown upright it is `height` wide and `width` high), an ICC profile and XMP.
 * The left half of the stored pixels is red, the right half blue, so the orientation can be checked.
 */
export const phoneJpeg = async ({ width, height }: { width: number; height: number }): Promise<Buffer> => {
  const half = Math.floor(width / 2)
  const right = await sharp({
    create: { width: width - half, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer()
  return (
    sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([{ input: right, left: half, top: 0 }])
      // Orientation goes in through withMetadata: withExif alone leaves it at 1.
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Copyright: 'Private Person' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '50/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '30/1 31/1 0/1',
        },
      })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Private Person</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .jpeg({ quality: 90 })
      .toBuffer()
  )
}

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
export const pngChunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.byteLength, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

const IEND_LENGTH = 12

const SIGNATURE_AND_IHDR = 8 + 25

/** Inserts `chunk` right after IHDR, where decoders read text chunks before the pixels. */
export const withChunkAfterHeader = (image: Buffer, chunk: Buffer): Buffer =>
  Buffer.concat([image.subarray(0, SIGNATURE_AND_IHDR), chunk, image.subarray(SIGNATURE_AND_IHDR)])

/** Inserts `chunk` just before IEND. */
export const withChunk = (image: Buffer, chunk: Buffer): Buffer =>
  Buffer.concat([
    image.subarray(0, image.length - IEND_LENGTH),
    chunk,
    image.subarray(image.length - IEND_LENGTH),
  ])

/** `image` grown to exactly `total` bytes by a private ancillary chunk `prVt` (decoders skip it). */
export const padPng = (image: Buffer, total: number): Buffer => {
  const dataLength = total - image.length - 12
  if (dataLength < 0) throw new Error(`cannot pad ${image.length} bytes to ${total}`)
  const padded = withChunk(image, pngChunk('prVt', Buffer.alloc(dataLength, 0x61)))
  if (padded.length !== total) throw new Error('padding miscounted')
  return padded
}

/** A tEXt chunk (keyword, NUL, text): PNG's own comment, which must not survive. */
export const pngComment = (keyword: string, text: string): Buffer =>
  pngChunk(
    'tEXt',
    Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]),
  )

/**
 * A decompression bomb: a valid greyscale PNG of `width`×`height` black pixels, a few hundred KB on
 * disk, tens of megapixels (and as many bytes of memory per channel) once decoded.
 */
export const pixelBomb = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  // Every scanline: filter byte 0, then `width` zero bytes.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const SVG_START =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c82814"/><!--'
const SVG_END = '--></svg>'

/** A valid SVG of exactly `total` bytes, padded with a comment. */
export const svgOfSize = (total: number): Buffer => {
  const fill = total - SVG_START.length - SVG_END.length
  if (fill < 0) throw new Error(`an SVG needs at least ${SVG_START.length + SVG_END.length} bytes`)
  return Buffer.concat([Buffer.from(SVG_START), Buffer.alloc(fill, 0x61), Buffer.from(SVG_END)])
}

export interface Part {
  readonly name: string
  /** A file part when set. */
  readonly filename?: string
  readonly type?: string
  readonly content: Uint8Array | string
}

/** A multipart/form-data body written by hand, and its Content-Type with the boundary. */
export const multipart = (
  parts: ReadonlyArray<Part>,
): { body: Uint8Array<ArrayBuffer>; contentType: string } => {
  const boundary = `----vatra-test-${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(part.type ? [`Content-Type: ${part.type}`] : []),
    ]
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`))
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : Buffer.from(part.content))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** The framing `multipart` puts around one file part of this name and filename (for exact sizes). */
export const multipartOverhead = (part: Omit<Part, 'content'>): number =>
  multipart([{ ...part, content: '' }]).body.length

// The upload route as the profile mounts it ----------------------------------------------------

export interface UploadHarnessOptions
  extends Pick<ImageUploadsDeps, 'maxBytes' | 'maxPixels' | 'concurrency' | 'limiter' | 'svgWorker'> {
  readonly storage?: ObjectStorage
  readonly logger?: Logger
}

export interface UploadHarness {
  /** The whole HTTP app (security headers, compression, /media) with `POST /api/v1/test/avatar`. */
  readonly app: Hono<AppEnv>
  readonly storage: ObjectStorage
  readonly uploads: ImageUploads
  /** The disk adapter's folder (DATA_DIR/uploads) when no storage was given. */
  readonly root: string
  /** Posts `file` as the multipart part `file`; `path` defaults to the Ukrainian API. */
  upload(
    file: Uint8Array,
    options?: { readonly filename?: string; readonly type?: string; readonly path?: string },
  ): Promise<Response>
  dispose(): Promise<void>
}

export const UPLOAD_PATH = '/api/v1/test/avatar'
export const UPLOAD_PATH_EN = '/en/api/v1/test/avatar'

/** What the test route answers: the stored record and its wire shape. */
export const UploadAnswer = Schema.Struct({ record: StoredImageRecord, payload: StoredImage })

export const createUploadHarness = async (options: UploadHarnessOptions = {}): Promise<UploadHarness> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vatra-uploads-'))
  const storage = options.storage ?? createObjectStorage({ kind: 'disk' }, dataDir)
  const logger = options.logger ?? pino({ level: 'silent' })
  const { storage: _storage, logger: _logger, ...limits } = options
  const uploads = createImageUploads({ storage, logger, ...limits })
  const api = new Hono()
  api.post('/test/avatar', async (c) => {
    const accepted = await uploads.accept(c, { prefix: 'avatars', widths: AVATAR_WIDTHS })
    if (!accepted.ok) return accepted.response
    return c.json({ record: accepted.image, payload: uploads.toPayload(accepted.image) }, 201)
  })
  const app = createTestApp({
    logger,
    api,
    media: createMediaRoutes(storage),
    renderPage: async () => new Response('no page here', { status: 404 }),
  })
  return {
    app,
    storage,
    uploads,
    root: join(dataDir, 'uploads'),
    upload(file, { filename = 'avatar.png', type = 'image/png', path = UPLOAD_PATH } = {}) {
      const form = new FormData()
      form.append(UPLOAD_FIELD, new File([new Uint8Array(file)], filename, { type }))
      return Promise.resolve(app.request(path, { method: 'POST', body: form }))
    },
    async dispose() {
      await uploads.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The body of a 201 from the test route, decoded. */
export const uploadAnswer = async (response: Response) => {
  if (response.status !== 201)
    throw new Error(`expected 201, got ${response.status}: ${await response.text()}`)
  return Schema.decodeUnknownSync(UploadAnswer)(await response.json())
}

/** The bytes stored under `key`, read through the port. */
export const storedBytes = async (storage: ObjectStorage, key: string): Promise<Buffer> => {
  const object = await storage.get(key)
  if (object === null) throw new Error(`nothing stored under ${key}`)
  return Buffer.from(await new Response(object.body).arrayBuffer())
}

// Object storage for the tests ------------------------------------------------------------------

export interface OpenedStorage {
  readonly storage: ObjectStorage
  dispose(): Promise<void>
}

export interface StorageBackend {
  readonly name: 'disk' | 's3'
  open(): Promise<OpenedStorage>
}

/** The disk adapter in a fresh temporary folder. */
export const diskBackend: StorageBackend = {
  name: 'disk',
  async open() {
    const dataDir = await mkdtemp(join(tmpdir(), 'vatra-disk-'))
    return {
      storage: createObjectStorage({ kind: 'disk' }, dataDir),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    }
  },
}

/**
 * The S3 adapter against s3rver, a local S3-compatible server (a real HTTP server speaking the S3
 * protocol, files in a temporary folder), with a fresh bucket per opening.
 */
export const s3Backend: StorageBackend = {
  name: 's3',
  async open() {
    const directory = await mkdtemp(join(tmpdir(), 'vatra-s3rver-'))
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
    const { port } = await server.run()
    const config = {
      kind: 's3',
      bucket: `vatra-test-${Math.random().toString(36).slice(2, 10)}`,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    } as const
    const admin = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      forcePathStyle: true,
    })
    await admin.send(new CreateBucketCommand({ Bucket: config.bucket }))
    admin.destroy()
    const storage = createObjectStorage(config, directory)
    return {
      storage,
      async dispose() {
        storage.close()
        await server.close()
        await rm(directory, { recursive: true, force: true })
      },
    }
  },
}

export const storageBackends: ReadonlyArray<StorageBackend> = [diskBackend, s3Backend]

/**
 * The `ObjectStorage` port's contract (server/integrations/storage/storage.ts), one suite run against both
 * adapters: the disk under a temporary DATA_DIR, and S3 against s3rver (a local S3-compatible server
 * on a random port, a fresh bucket). Whatever passes here may back the upload pipeline.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORED_IMAGE_TYPES } from '#core/shared/uploads/image.ts'
import { InvalidKeyError, isValidKey } from '#server/integrations/storage/storage.ts'
import { createDiskStorage } from '#server/integrations/storage/storage-disk.ts'
import { loadConfig } from '#server/platform/config.ts'
import { createObjectStorage, type ObjectStorage } from '#server/uploads/index.ts'
import { diskBackend, type OpenedStorage, storageBackends } from './support/images.ts'

const bytesOf = (text: string) => new TextEncoder().encode(text)

const readBody = async (body: ReadableStream<Uint8Array>): Promise<{ bytes: Buffer; chunks: number }> => {
  const chunks: Uint8Array[] = []
  for await (const chunk of body) chunks.push(chunk)
  return { bytes: Buffer.concat(chunks), chunks: chunks.length }
}

const read = async (storage: ObjectStorage, key: string): Promise<Buffer | null> => {
  const object = await storage.get(key)
  return object === null ? null : (await readBody(object.body)).bytes
}

/** A key no other test of the suite uses. */
const freshKey = (extension = 'png', folder = 'avatars') =>
  `${folder}/contract-${randomBytes(8).toString('hex')}.${extension}`

const INVALID_KEYS = [
  '',
  'x.png',
  '../x.png',
  'avatars/../x.png',
  'avatars/../../etc/passwd',
  '/etc/x.png',
  'avatars//x.png',
  'avatars/./x.png',
  'avatars/x.png/',
  'avatars\\x.png',
  'avatars/%2e%2e.png',
  'avatars/X.png',
  'avatars/x.exe',
  'avatars/x.html',
  'avatars/x.svg.html',
  'avatars/x',
  'avatars/x.png\u0000.jpg',
  'avatars/-x.png',
  'a/b/c/d/x.png',
  `avatars/${'a'.repeat(200)}.png`,
]

describe.each(storageBackends)('ObjectStorage contract: $name', (backend) => {
  let opened: OpenedStorage
  let storage: ObjectStorage
  beforeAll(async () => {
    opened = await backend.open()
    storage = opened.storage
  })
  afterAll(() => opened.dispose())

  it('names its kind', () => {
    expect(storage.kind).toBe(backend.name)
  })

  it('put then get gives the same bytes, the type of the key, the size and a quoted validator', async () => {
    const key = freshKey('png')
    await storage.put(key, bytesOf('first'))
    const object = await storage.get(key)
    expect(object).not.toBeNull()
    if (object === null) return
    expect(object.contentType).toBe('image/png')
    expect(object.size).toBe(5)
    expect(object.etag).toMatch(/^"[^"]+"$/)
    expect((await readBody(object.body)).bytes.toString()).toBe('first')
  })

  it('stat answers the same type, size and validator without the body', async () => {
    const key = freshKey('webp')
    await storage.put(key, bytesOf('some webp'))
    const info = await storage.stat(key)
    const object = await storage.get(key)
    expect(info).toEqual({ contentType: 'image/webp', size: 9, etag: object?.etag })
    await object?.body.cancel()
  })

  it('takes the content type from the extension, for every stored type', async () => {
    const extensions = {
      webp: 'image/webp',
      png: 'image/png',
      jpg: 'image/jpeg',
      svg: 'image/svg+xml',
    } as const
    expect(Object.values(extensions).sort()).toEqual([...STORED_IMAGE_TYPES].sort())
    for (const [extension, type] of Object.entries(extensions)) {
      const key = freshKey(extension, 'team-logos')
      await storage.put(key, bytesOf('x'))
      expect((await storage.stat(key))?.contentType).toBe(type)
    }
  })

  it('stores an empty object', async () => {
    const key = freshKey('svg')
    await storage.put(key, new Uint8Array(0))
    expect(await storage.stat(key)).toMatchObject({ size: 0 })
    expect((await read(storage, key))?.length).toBe(0)
  })

  it('answers null for a key never stored', async () => {
    const key = freshKey('jpg')
    expect(await storage.stat(key)).toBeNull()
    expect(await storage.get(key)).toBeNull()
  })

  it('overwrites: the new bytes replace the old, and the validator changes', async () => {
    const key = freshKey('png')
    await storage.put(key, bytesOf('old bytes'))
    const before = await storage.stat(key)
    await storage.put(key, bytesOf('the new bytes'))
    const after = await storage.stat(key)
    expect(after?.size).toBe(13)
    expect(after?.etag).not.toBe(before?.etag)
    expect((await read(storage, key))?.toString()).toBe('the new bytes')
  })

  it('delete removes only that key; deleting a missing key is no error', async () => {
    const gone = freshKey('png')
    const kept = freshKey('png')
    await storage.put(gone, bytesOf('gone'))
    await storage.put(kept, bytesOf('kept'))
    await storage.delete(gone)
    expect(await storage.get(gone)).toBeNull()
    expect((await read(storage, kept))?.toString()).toBe('kept')
    await expect(storage.delete(gone)).resolves.toBeUndefined()
    await expect(storage.delete(freshKey('png'))).resolves.toBeUndefined()
  })

  it('streams a large body in many chunks, byte for byte', async () => {
    const key = freshKey('png')
    const large = Buffer.alloc(5 * 1024 * 1024)
    for (let i = 0; i < large.length; i += 1) large[i] = (i * 31) % 251
    await storage.put(key, large)
    const object = await storage.get(key)
    if (object === null) throw new Error('missing')
    expect(object.size).toBe(large.length)
    const { bytes, chunks } = await readBody(object.body)
    expect(chunks).toBeGreaterThan(1)
    expect(bytes.equals(large)).toBe(true)
  })

  it('a body cancelled half-way is released: the object can be replaced and deleted', async () => {
    const key = freshKey('png')
    await storage.put(key, Buffer.alloc(2 * 1024 * 1024, 1))
    const object = await storage.get(key)
    if (object === null) throw new Error('missing')
    const reader = object.body.getReader()
    await reader.read()
    await reader.cancel()
    await storage.put(key, bytesOf('replaced'))
    expect((await read(storage, key))?.toString()).toBe('replaced')
    await storage.delete(key)
    expect(await storage.stat(key)).toBeNull()
  })

  describe('V5.3.2 key validation: a key outside the grammar is refused before any I/O', () => {
    it.each(INVALID_KEYS)('refuses %j', async (key) => {
      expect(isValidKey(key)).toBe(false)
      await expect(storage.put(key, bytesOf('x'))).rejects.toBeInstanceOf(InvalidKeyError)
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError)
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidKeyError)
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError)
    })

    it('accepts the keys the pipeline makes', () => {
      for (const key of [
        'avatars/0123456789abcdef0123456789abcdef-64.webp',
        'avatars/0123456789abcdef0123456789abcdef-256.png',
        'team-logos/0123456789abcdef0123456789abcdef-128.jpg',
        'team-logos/0123456789abcdef0123456789abcdef.svg',
      ]) {
        expect(isValidKey(key)).toBe(true)
      }
    })
  })
})

describe('the disk adapter', () => {
  // S3 replaces objects atomically by itself; s3rver's folder store does not, so only the disk adapter
  // (temporary file + rename) is held to this here.
  it('readers during overwrites see the old or the new file, never a mix', async () => {
    const opened = await diskBackend.open()
    const storage = opened.storage
    const key = freshKey('png')
    const a = Buffer.alloc(256 * 1024, 0x61)
    const b = Buffer.alloc(300 * 1024, 0x62)
    await storage.put(key, a)
    const reads: Array<Promise<Buffer | null>> = []
    const writes: Array<Promise<void>> = []
    for (let round = 0; round < 6; round += 1) {
      writes.push(storage.put(key, round % 2 === 0 ? b : a))
      reads.push(read(storage, key))
    }
    await Promise.all(writes)
    for (const seen of await Promise.all(reads)) {
      expect(seen === null ? 'none' : seen.equals(a) ? 'a' : seen.equals(b) ? 'b' : 'mixed').toMatch(/^[ab]$/)
    }
    await opened.dispose()
  })

  it('writes below DATA_DIR/uploads, leaves no temporary file, and nothing outside its folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vatra-disk-layout-'))
    try {
      const storage = createObjectStorage({ kind: 'disk' }, dataDir)
      await storage.put('avatars/abc-64.png', bytesOf('x'))
      await storage.put('avatars/abc-64.png', bytesOf('xy'))
      await expect(storage.put('../escape.png', bytesOf('x'))).rejects.toBeInstanceOf(InvalidKeyError)
      expect((await readdir(dataDir, { recursive: true })).sort()).toEqual([
        'uploads',
        join('uploads', 'avatars'),
        join('uploads', 'avatars', 'abc-64.png'),
      ])
      expect((await stat(join(dataDir, 'uploads', 'avatars', 'abc-64.png'))).size).toBe(2)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('leaves no temporary file behind when a write fails half-way', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vatra-disk-failed-'))
    try {
      const storage = createDiskStorage(root)
      // Not bytes at all: the temporary file is made, then writing into it fails.
      await expect(storage.put('avatars/failed.png', {} as Uint8Array)).rejects.toThrow()
      expect(await readdir(root, { recursive: true })).toEqual(['avatars'])
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it('answers null for a folder where a file was expected', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vatra-disk-dir-'))
    try {
      await mkdir(join(root, 'avatars', 'folder.png'), { recursive: true })
      const storage = createDiskStorage(root)
      expect(await storage.stat('avatars/folder.png')).toBeNull()
      expect(await storage.get('avatars/folder.png')).toBeNull()
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('storage settings (S3_*)', () => {
  it('is the disk without S3_BUCKET', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' })
    expect(createObjectStorage(loadConfig({}).storage, '/tmp/x').kind).toBe('disk')
  })

  it('is S3 with S3_BUCKET, with the region, endpoint, keys and path style given', () => {
    const config = loadConfig({
      S3_BUCKET: 'vatra-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'https://minio.example:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    }).storage
    expect(config).toEqual({
      kind: 's3',
      bucket: 'vatra-media',
      region: 'eu-central-1',
      endpoint: 'https://minio.example:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    const storage = createObjectStorage(config, '/tmp/x')
    expect(storage.kind).toBe('s3')
    storage.close()
  })

  it('defaults the region and leaves the credentials to the AWS SDK chain', () => {
    expect(loadConfig({ S3_BUCKET: 'b' }).storage).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  it('refuses half a configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example' })).toThrow(
      /S3_ENDPOINT set without S3_BUCKET/,
    )
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/Invalid environment/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/Invalid environment/)
  })
})

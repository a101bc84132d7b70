/**
 * The disk adapter of `ObjectStorage`: one file per key below `root` (DATA_DIR/uploads). Writes go
 * to a temporary file in the same folder and are renamed into place, so a reader never sees half a
 * file; keys are checked against the grammar before any path is built, and the resolved path is
 * checked to stay inside `root` as a second guard.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Stats } from 'node:fs'
import { type FileHandle, mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  checkKey,
  InvalidKeyError,
  type ObjectStorage,
  type StoredObject,
  type StoredObjectInfo,
} from './storage.ts'

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

// Size, modification time and inode change whenever the file is replaced.
const infoOf = (key: string, found: Stats): StoredObjectInfo => ({
  contentType: checkKey(key),
  size: found.size,
  etag: `"${createHash('sha256').update(`${key}:${found.size}:${found.mtimeMs}:${found.ino}`).digest('base64url').slice(0, 27)}"`,
})

export const createDiskStorage = (root: string): ObjectStorage => {
  const base = path.resolve(root)

  const pathOf = (key: string): string => {
    checkKey(key)
    const file = path.resolve(base, key)
    if (!file.startsWith(`${base}${path.sep}`)) throw new InvalidKeyError(key)
    return file
  }

  return {
    kind: 'disk',

    async put(key, bytes) {
      const file = pathOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`
      try {
        const handle = await open(temporary, 'wx', 0o644)
        try {
          await handle.writeFile(bytes)
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temporary, file)
      } catch (error) {
        // A write that failed half-way (a full disk) leaves no part behind either.
        await rm(temporary, { force: true })
        throw error
      }
    },

    async stat(key) {
      try {
        const found = await stat(pathOf(key))
        return found.isFile() ? infoOf(key, found) : null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async get(key): Promise<StoredObject | null> {
      const file = pathOf(key)
      // Open first, then stat the open file: a replacement in between cannot mix two versions.
      let handle: FileHandle
      try {
        handle = await open(file, 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        const found = await handle.stat()
        if (!found.isFile()) {
          await handle.close()
          return null
        }
        // The stream closes the handle when it ends or is cancelled.
        const stream = handle.createReadStream()
        return { ...infoOf(key, found), body: Readable.toWeb(stream) as ReadableStream<Uint8Array> }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true })
    },

    close() {},
  }
}

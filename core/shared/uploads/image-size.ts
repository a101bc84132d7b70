/**
 * The pixel size of a PNG or JPEG read from its first bytes, without decoding the image: the browser
 * can refuse a decompression bomb (spec §9's pixel limit, `IMAGE_MAX_MEGAPIXELS`) before uploading
 * it and before drawing a preview of it. The server decides again with the whole file.
 */

import { type MessageRef, message } from '#core/shared/validation/message.ts'
import { IMAGE_MAX_MEGAPIXELS } from './image.ts'

export interface ImageSize {
  readonly width: number
  readonly height: number
}

export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000

/**
 * How many bytes of a file to read for its size: a JPEG's frame header follows its metadata
 * segments (EXIF, ICC profiles), each at most 64 KiB.
 */
export const IMAGE_HEAD_BYTES = 1024 * 1024

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const

/** A byte of the head; past its end, 0 (a length or size read there is then refused). */
const byte = (bytes: Uint8Array, at: number): number => bytes[at] ?? 0
const uint16 = (bytes: Uint8Array, at: number): number => (byte(bytes, at) << 8) | byte(bytes, at + 1)
const uint32 = (bytes: Uint8Array, at: number): number => uint16(bytes, at) * 0x10000 + uint16(bytes, at + 2)

const pngSize = (bytes: Uint8Array): ImageSize | null => {
  // The first chunk is IHDR: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** Markers that stand alone, without a length: RST0-7, TEM. */
const standsAlone = (marker: number): boolean => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01

const jpegSize = (bytes: Uint8Array): ImageSize | null => {
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = byte(bytes, at + 1)
    if (marker === 0xff) {
      // Fill bytes before a marker.
      at += 1
      continue
    }
    if (standsAlone(marker)) {
      at += 2
      continue
    }
    // The scan starts (or the image ends) before any frame header: not a usable JPEG.
    if (marker === 0xda || marker === 0xd9) return null
    const length = uint16(bytes, at + 2)
    if (isStartOfFrame(marker)) {
      // Segment: length (2), precision (1), height (2), width (2).
      if (at + 9 > bytes.length) return null
      return { width: uint16(bytes, at + 7), height: uint16(bytes, at + 5) }
    }
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

/** The size of a PNG or JPEG from its head; null for anything else or when the head does not tell. */
export const imageSizeOf = (head: Uint8Array): ImageSize | null => {
  if (PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return pngSize(head)
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(head)
  return null
}

/** The pixel rule: an image of more than `IMAGE_MAX_MEGAPIXELS` megapixels is refused. */
export const pixelErrors = (size: ImageSize | null): ReadonlyArray<MessageRef> =>
  size !== null && size.width * size.height > IMAGE_MAX_PIXELS
    ? [message('imagePixels', { max: IMAGE_MAX_MEGAPIXELS })]
    : []

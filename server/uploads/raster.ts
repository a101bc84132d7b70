/**
 * PNG and JPEG uploads, re-encoded with sharp: the pixel count is checked from the header before
 * anything is decoded (decompression bombs), the image is turned upright by its EXIF orientation,
 * cropped to a centred square and written at each requested width as WebP and in its own format
 * (PNG keeps transparency). Nothing of the input's metadata is copied: no EXIF (GPS, camera), XMP,
 * IPTC, ICC profile or comment reaches a stored file, and appended bytes (a script after IEND) are
 * never read.
 */
import sharp, { type Metadata } from 'sharp'

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false)

export type RasterType = 'image/png' | 'image/jpeg'

export interface Rendition {
  readonly width: number
  readonly type: 'image/webp' | RasterType
  readonly bytes: Buffer
}

export type RasterResult =
  | { readonly ok: true; readonly renditions: ReadonlyArray<Rendition> }
  /** `cause`: what sharp threw, when it threw (an encoder failure looks like broken input here). */
  | { readonly ok: false; readonly reason: 'type' | 'pixels'; readonly cause?: unknown }

// sharp's message for `limitInputPixels`: 'Input image exceeds pixel limit'.
const isPixelLimit = (error: unknown): boolean => error instanceof Error && /pixel limit/i.test(error.message)

const WEBP = { quality: 82, effort: 4 } as const
const JPEG = { quality: 85, mozjpeg: true } as const
const PNG = { compressionLevel: 9, adaptiveFiltering: true } as const

/**
 * Square renditions of `bytes` (already known to start like `type`) at every width of `widths`,
 * never wider than the image's shorter side: the real width is recorded, and widths that would give
 * the same size collapse into one.
 */
export const renderRaster = async (
  bytes: Uint8Array,
  type: RasterType,
  options: { readonly widths: ReadonlyArray<number>; readonly maxPixels: number },
): Promise<RasterResult> => {
  const input = sharp(bytes, {
    limitInputPixels: options.maxPixels,
    // 'error' refuses broken or truncated pixel data; harmless warnings of real cameras pass.
    failOn: 'error',
    autoOrient: true,
    animated: false,
  })
  let metadata: Metadata
  try {
    metadata = await input.metadata()
  } catch (error) {
    return { ok: false, reason: isPixelLimit(error) ? 'pixels' : 'type', cause: error }
  }
  const format = type === 'image/png' ? 'png' : 'jpeg'
  if (metadata.format !== format) return { ok: false, reason: 'type' }
  const { width, height } = metadata.autoOrient
  if (width < 1 || height < 1) return { ok: false, reason: 'type' }
  if (width * height > options.maxPixels) return { ok: false, reason: 'pixels' }

  const shorter = Math.min(width, height)
  const sides = [...new Set(options.widths.map((wanted) => Math.min(wanted, shorter)))].sort((a, b) => a - b)
  const largest = sides.at(-1)
  if (largest === undefined) return { ok: false, reason: 'type' }
  try {
    // Decode once (JPEG shrinks while loading) into the largest square, 8-bit sRGB; every rendition
    // is made from these few pixels instead of decoding the upload again.
    const square = await input
      .resize(largest, largest, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: square.info.width, height: square.info.height, channels: square.info.channels }
    const renditions: Rendition[] = []
    for (const side of sides) {
      const sized = () => sharp(square.data, { raw }).resize(side, side)
      renditions.push({ width: side, type: 'image/webp', bytes: await sized().webp(WEBP).toBuffer() })
      const own = type === 'image/png' ? sized().png(PNG) : sized().jpeg(JPEG)
      renditions.push({ width: side, type, bytes: await own.toBuffer() })
    }
    return { ok: true, renditions }
  } catch (error) {
    // Broken pixel data shows only when it is decoded; the pixel limit guards here too.
    return { ok: false, reason: isPixelLimit(error) ? 'pixels' : 'type', cause: error }
  }
}

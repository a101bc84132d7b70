/**
 * PNG and JPEG uploads, re-encoded with sharp: the pixel count is checked from the header before
 * anything is decoded (decompression bombs), the image is turned upright by its EXIF orientation,
 * and then either cropped to a centred square and written at each requested width as WebP and in its
 * own format (PNG keeps transparency), or, for a screenshot, kept in its own shape: WebP at each
 * requested width and its full size (bounded) in its own format. Nothing of the input's metadata is
 * copied: no EXIF (GPS, camera), XMP, IPTC, ICC profile or comment reaches a stored file, and appended
 * bytes (a script after IEND) are never read.
 */
import sharp, { type Metadata, type Sharp } from 'sharp'

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

export interface RasterOptions {
  readonly widths: ReadonlyArray<number>
  readonly maxPixels: number
  /**
   * `square` (the default): centred squares at each width. `keep`: the image's own aspect ratio, as
   * WebP at each width and once at full size in its own format, neither side over `maxSide`.
   */
  readonly shape?: 'square' | 'keep'
  readonly maxSide?: number
}

/**
 * Renditions of `bytes` (already known to start like `type`) at every width of `widths`, never wider
 * than the image (its shorter side for a square): the real width is recorded, and widths that would
 * give the same size collapse into one.
 */
export const renderRaster = async (
  bytes: Uint8Array,
  type: RasterType,
  options: RasterOptions,
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
  if (options.shape === 'keep') return renderKept(input, type, options)

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

/**
 * A screenshot in its own shape: decoded once into its full size (8-bit sRGB, neither side over
 * `maxSide`, never enlarged), written in its own format at that size (the scoreboard stays readable),
 * and as WebP at every width of `widths` not wider than it.
 */
const renderKept = async (input: Sharp, type: RasterType, options: RasterOptions): Promise<RasterResult> => {
  const maxSide = options.maxSide ?? Number.MAX_SAFE_INTEGER
  try {
    const full = await input
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: full.info.width, height: full.info.height, channels: full.info.channels }
    const widths = [...new Set(options.widths.map((wanted) => Math.min(wanted, raw.width)))].sort(
      (a, b) => a - b,
    )
    const renditions: Rendition[] = []
    for (const width of widths) {
      const sized = sharp(full.data, { raw }).resize({ width })
      renditions.push({ width, type: 'image/webp', bytes: await sized.webp(WEBP).toBuffer() })
    }
    const own = sharp(full.data, { raw })
    renditions.push({
      width: raw.width,
      type,
      bytes: await (type === 'image/png' ? own.png(PNG) : own.jpeg(JPEG)).toBuffer(),
    })
    return { ok: true, renditions }
  } catch (error) {
    return { ok: false, reason: isPixelLimit(error) ? 'pixels' : 'type', cause: error }
  }
}

/**
 * The image rule of spec §5/§9 for avatars and team logos: SVG, PNG or JPG, at most 10 MB, an SVG at
 * most 1 MB; checked on what the browser knows before reading the bytes (the server decides the type
 * by the bytes themselves). Without effect; `image.ts` re-exports it beside the stored image's schema.
 */
import { type MessageRef, message } from '#core/shared/validation/message.ts'

export const IMAGE_MAX_MB = 10
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024
/**
 * SVG logos are small, and every element of one costs the server's sanitiser time and memory: an SVG
 * may be at most this large (the server's check, the browser's, and every text that tells the limit).
 */
export const SVG_MAX_MB = 1
export const SVG_MAX_BYTES = SVG_MAX_MB * 1024 * 1024
/** Decompression bombs: a raster image of more pixels than this is refused before it is decoded. */
export const IMAGE_MAX_MEGAPIXELS = 40
export const IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'] as const
/** For the file picker's `accept` attribute. */
export const IMAGE_ACCEPT = '.svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg'

/**
 * The square widths (CSS pixels × density) the UI shows avatars and team logos at; the server
 * renders each raster upload at every width, as WebP and in its own format (PNG or JPEG).
 */
export const AVATAR_WIDTHS = [64, 128, 256] as const
export const TEAM_LOGO_WIDTHS = [64, 128, 256] as const
/** A tournament's cover, shown on its card and page (square renditions like the rest). */
export const TOURNAMENT_COVER_WIDTHS = [320, 640, 1280] as const

/**
 * Screenshots, the proof of a match's result: PNG or JPG only (decided by the bytes; an SVG is refused
 * like any other type), at most IMAGE_MAX_MB each. Kept in their own shape, never cropped: shown at
 * SCREENSHOT_WIDTHS (a thumbnail at 1x and 2x, as WebP) and kept at full size in their own format, at
 * most SCREENSHOT_MAX_SIDE pixels on either side, so that a scoreboard can be read.
 */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const
/**
 * For the file picker's `accept` attribute: SCREENSHOT_TYPES written out, since a value computed when
 * the module loads makes every page that reads a limit here load the module's whole chunk.
 */
export const SCREENSHOT_ACCEPT = 'image/png,image/jpeg'
export const SCREENSHOT_WIDTHS = [320, 640] as const
export const SCREENSHOT_MAX_SIDE = 3840

export interface ImageFileInfo {
  readonly type: string
  readonly size: number
}

/** The messages an image breaks: an unsupported type, a size over 10 MB (an SVG over 1 MB), or none. */
export const imageErrors = (file: ImageFileInfo): ReadonlyArray<MessageRef> => {
  const errors: MessageRef[] = []
  const type = file.type.toLowerCase()
  if (!(IMAGE_TYPES as ReadonlyArray<string>).includes(type)) errors.push(message('imageType'))
  if (file.size > IMAGE_MAX_BYTES) errors.push(message('imageTooLarge', { max: IMAGE_MAX_MB }))
  else if (type === 'image/svg+xml' && file.size > SVG_MAX_BYTES)
    errors.push(message('svgTooLarge', { max: SVG_MAX_MB }))
  return errors
}

export const isValidImage = (file: ImageFileInfo): boolean => imageErrors(file).length === 0

export const STORED_IMAGE_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/svg+xml'] as const

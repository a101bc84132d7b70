/**
 * The image rule of spec §5/§9 for avatars and team logos: SVG, PNG or JPG, at most 10 MB.
 * A pure check on what the browser (or the server) knows before reading the bytes; the server
 * still checks the magic bytes.
 */
import { type MessageRef, message } from '#core/validation/message.ts'

export const IMAGE_MAX_MB = 10
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024
export const IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'] as const
/** For the file picker's `accept` attribute. */
export const IMAGE_ACCEPT = '.svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg'

export interface ImageFileInfo {
  readonly type: string
  readonly size: number
}

/** The messages an image breaks: an unsupported type, a size over 10 MB, or none. */
export const imageErrors = (file: ImageFileInfo): ReadonlyArray<MessageRef> => {
  const errors: MessageRef[] = []
  if (!(IMAGE_TYPES as ReadonlyArray<string>).includes(file.type.toLowerCase()))
    errors.push(message('imageType'))
  if (file.size > IMAGE_MAX_BYTES) errors.push(message('imageTooLarge', { max: IMAGE_MAX_MB }))
  return errors
}

export const isValidImage = (file: ImageFileInfo): boolean => imageErrors(file).length === 0

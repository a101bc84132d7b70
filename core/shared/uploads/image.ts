/**
 * The image rule of spec §5/§9 for avatars and team logos: SVG, PNG or JPG, at most 10 MB; and the
 * shape of a stored image as the API returns it. The pure check here runs on what the browser knows
 * before reading the bytes; the server decides the type by the bytes themselves.
 */
import { Schema } from 'effect'
import { STORED_IMAGE_TYPES } from './image-rules.ts'

// The rules themselves live in `image-rules.ts`, without effect: pages show them before any schema loads.
export * from './image-rules.ts'

/**
 * A stored image as the API returns it: `url` is the one to use when nothing better fits (the
 * largest PNG/JPEG, or the sanitised SVG); `variants` lists every rendition for `srcset`/`<picture>`
 * (empty for an SVG, which scales by itself). URLs are same-origin paths under `/media/`.
 */
export const StoredImage = Schema.Struct({
  url: Schema.String,
  variants: Schema.Array(
    Schema.Struct({
      width: Schema.Int,
      type: Schema.Literals(STORED_IMAGE_TYPES),
      url: Schema.String,
    }),
  ),
})
export type StoredImage = typeof StoredImage.Type

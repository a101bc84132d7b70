import type { StoredImage } from '#core/shared/uploads/image.ts'

/** `url 64w, url 128w, …` of the renditions of one type, narrowest first. */
const srcSetOf = (image: StoredImage, types: ReadonlyArray<string>): string =>
  image.variants
    .filter((variant) => types.includes(variant.type))
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ')

/**
 * A stored image (an avatar, a team logo) at the size `sizes` says: WebP where the browser takes it,
 * the PNG/JPEG renditions otherwise, each at the width the screen needs (`srcset`); an SVG (no
 * renditions) is its own `url`. Width and height are given, so the page does not move when it loads.
 */
export const StoredPicture = ({
  image,
  alt,
  size,
  sizes = `${size}px`,
  className,
}: {
  readonly image: StoredImage
  readonly alt: string
  /** The CSS pixels it is shown at (square). */
  readonly size: number
  readonly sizes?: string
  readonly className?: string
}) => {
  const webp = srcSetOf(image, ['image/webp'])
  const fallback = srcSetOf(image, ['image/png', 'image/jpeg'])
  return (
    <picture className={className}>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={image.url}
        {...(fallback ? { srcSet: fallback, sizes } : {})}
        alt={alt}
        width={size}
        height={size}
        decoding="async"
      />
    </picture>
  )
}

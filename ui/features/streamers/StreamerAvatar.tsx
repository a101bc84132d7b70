/** A streamer's drawn avatar (same-origin SVG), square, with its size given so nothing shifts. */
export const StreamerAvatar = ({
  url,
  size,
  alt = '',
}: {
  url: string | null
  size: number
  alt?: string
}) =>
  url ? (
    <img className="streamer-avatar" src={url} alt={alt} width={size} height={size} decoding="async" />
  ) : (
    <span
      className="streamer-avatar streamer-avatar--empty"
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  )

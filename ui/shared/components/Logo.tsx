import { useId } from 'react'

/**
 * The Vatra flame: a decorative mark next to the wordmark, hidden from assistive technology. Inline
 * SVG rather than an `<img>` of a file: the browser draws an SVG image in a document of its own, a task
 * of 15–40 ms on the main thread after every page's first paint (docs/performance.md).
 */
export const LogoMark = () => {
  const gradient = useId()
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#ff4d1a" />
          <stop offset="1" stopColor="#ffc24b" />
        </linearGradient>
      </defs>
      <path
        fill={`url(#${gradient})`}
        d="M16 2c1.6 4.6-.9 7.2-3 9.6-2.2 2.4-4.5 5-4.5 9A7.5 7.5 0 0 0 16 28a7.5 7.5 0 0 0 7.5-7.4c0-2.7-1.2-4.8-2.6-6.7.2 2.3-.6 4-2.2 4.9.6-3.8-.1-7.6-2.7-11.1 0 0 .5-3.2 0-5.7Z"
      />
    </svg>
  )
}

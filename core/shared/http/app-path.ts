/** The app path (`/profile?x#y`) of a URL on `origin`; undefined for other origins or a URL that does not parse. */
export const appPath = (url: string, origin: string): string | undefined => {
  try {
    const parsed = new URL(url, origin)
    return parsed.origin === new URL(origin).origin
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : undefined
  } catch {
    return undefined
  }
}

/**
 * `url` without its trailing slashes (`https://x.example//` → `https://x.example`). A loop, not
 * `/\/+$/`: that regex is retried from every slash of a long run, quadratic in the run's length.
 */
export const withoutTrailingSlashes = (url: string): string => {
  let end = url.length
  while (end > 0 && url.charAt(end - 1) === '/') end -= 1
  return url.slice(0, end)
}

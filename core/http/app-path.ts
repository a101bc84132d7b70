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

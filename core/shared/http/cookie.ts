/**
 * The value of the cookie `name` in a `Cookie` header, as sent (not URL-decoded: a reader that
 * expects a few plain words takes nothing else); undefined when absent.
 */
export const cookieValue = (header: string | null | undefined, name: string): string | undefined => {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

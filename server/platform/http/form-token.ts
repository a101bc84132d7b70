/**
 * The request-forgery defence of the forms the server answers without JavaScript (ADR 0020, OWASP
 * ASVS V3.5.1): a signed double-submit token. A random value lives in an HttpOnly, SameSite=Lax
 * cookie of this site only (`__Host-` over HTTPS); the page's forms carry its HMAC in a hidden field.
 * Another site can neither read the page's token nor, without the server's secret, make a token
 * for a cookie it managed to plant.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const COOKIE = 'form-csrf'
const VALUE = /^[A-Za-z0-9_-]{43}$/
const TOKEN_LENGTH = 43

export interface FormTokens {
  /**
   * The token of a page request's forms: from its cookie when it has a well-formed one, else from a
   * new value, whose cookie (`setCookie`) the page's response must set.
   */
  issue(cookieHeader: string | null): { readonly token: string; readonly setCookie: string | undefined }
  /** Whether a form's token belongs to the request's cookie. */
  verify(cookieHeader: string | null, token: unknown): boolean
}

export const createFormTokens = ({ secret, https }: { secret: string; https: boolean }): FormTokens => {
  const name = `${https ? '__Host-' : ''}${COOKIE}`
  // Its own label, so this HMAC never equals one the same secret makes elsewhere.
  const sign = (value: string): string =>
    createHmac('sha256', secret).update(`form-token\0${value}`).digest('base64url')
  const cookieOf = (header: string | null): string | undefined => {
    for (const part of header?.split(';') ?? []) {
      const separator = part.indexOf('=')
      if (separator < 0 || part.slice(0, separator).trim() !== name) continue
      const value = part.slice(separator + 1).trim()
      if (VALUE.test(value)) return value
    }
    return undefined
  }
  return {
    issue(cookieHeader) {
      const existing = cookieOf(cookieHeader)
      if (existing) return { token: sign(existing), setCookie: undefined }
      const value = randomBytes(32).toString('base64url')
      const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(https ? ['Secure'] : [])]
      return { token: sign(value), setCookie: [`${name}=${value}`, ...attributes].join('; ') }
    },
    verify(cookieHeader, token) {
      const value = cookieOf(cookieHeader)
      if (!value || typeof token !== 'string' || token.length !== TOKEN_LENGTH) return false
      return timingSafeEqual(Buffer.from(sign(value)), Buffer.from(token))
    },
  }
}

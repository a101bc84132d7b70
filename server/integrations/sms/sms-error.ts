export type SmsProviderName = 'TurboSMS' | 'Twilio'

/**
 * The provider did not take the message: it refused it (`status` is the HTTP status, `providerCode`
 * the provider's own code), did not answer in time, or could not be reached. The message names the
 * provider and its answer, never the credentials.
 */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
  readonly provider: SmsProviderName
  readonly status: number | undefined
  readonly providerCode: number | string | undefined

  constructor(
    provider: SmsProviderName,
    detail: string,
    options: { status?: number; providerCode?: number | string; cause?: unknown } = {},
  ) {
    super(`${provider} ${detail}`, options.cause === undefined ? undefined : { cause: options.cause })
    this.provider = provider
    this.status = options.status
    this.providerCode = options.providerCode
  }
}

export const DEFAULT_SMS_TIMEOUT_MS = 10_000

/** fetch with a deadline; failures to answer become SmsDeliveryError naming the provider. */
export const callProvider = async (
  provider: SmsProviderName,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> => {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new SmsDeliveryError(provider, `did not answer within ${timeoutMs / 1000} s`, { cause: error })
    }
    const cause = error instanceof Error ? error.cause : undefined
    const code =
      typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
        ? cause.code
        : error instanceof Error
          ? error.message
          : String(error)
    throw new SmsDeliveryError(provider, `could not be reached (${code})`, { cause: error })
  }
}

/** A provider's text in an error message: one line, bounded. */
export const excerpt = (text: string, max = 200): string => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max)}…` : line
}

/**
 * Where air-raid alerts come from (docs/alerts.md): a port so that the poller and its tests do not
 * know the provider. The live adapter is alerts.in.ua (`server/integrations/alerts/alerts-in-ua.ts`).
 */
import type { OblastId } from './oblasts.ts'

export interface AlertsSource {
  /**
   * The regions under an air-raid alert now, each with the time its alert started. An oblast absent
   * from the answer has none. Throws (never answers "all clear") when it cannot tell.
   */
  activeOblasts(): Promise<ReadonlyMap<OblastId, Date>>
}

/** The provider refused for now (429): ask again at `until`, not before. */
export class AlertsRateLimitedError extends Error {
  override name = 'AlertsRateLimitedError'
  readonly until: Date
  constructor(until: Date) {
    super(`alerts: rate limited until ${until.toISOString()}`)
    this.until = until
  }
}

/** The provider answered something else than a usable success, or did not answer at all. */
export class AlertsSourceError extends Error {
  override name = 'AlertsSourceError'
}
